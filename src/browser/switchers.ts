/**
 * The switchers (src/components/chrome/Switcher.astro), `<details>` that open and lead anywhere
 * without this script. It adds: one open at a time; Escape closes the open one and puts the focus
 * back on its button; a click or the focus elsewhere closes it; the arrow keys move between its
 * links; a tab's menu opens while the pointer is over it. In the language and version menus, the
 * choice is remembered, and on a page of every version it shows that version's sidebar in place.
 */
const storageKey = 'trellis-version';

export function initSwitchers(): void {
	const switchers = [...document.querySelectorAll<HTMLDetailsElement>('details[data-switcher]')];
	if (switchers.length === 0) return;
	const close = (switcher: HTMLDetailsElement) => {
		switcher.open = false;
		delete switcher.dataset.hovered;
	};
	for (const switcher of switchers) {
		switcher.addEventListener('toggle', () => {
			if (!switcher.open) return;
			for (const other of switchers) if (other !== switcher && other.open) close(other);
		});
		switcher.addEventListener('focusout', (event) => {
			const next = event.relatedTarget;
			if (switcher.open && next instanceof Node && !switcher.contains(next)) close(switcher);
		});
		switcher.addEventListener('keydown', (event) => arrowKeys(switcher, event));
		if (switcher.dataset.switcherHover !== undefined) openOnHover(switcher, close);
		if (switcher.dataset.switcherVersions !== undefined) initVersionChoice(switcher, close);
	}
	document.addEventListener('click', (event) => {
		const target = event.target instanceof Node ? event.target : null;
		for (const switcher of switchers) if (switcher.open && !switcher.contains(target)) close(switcher);
	});
	document.addEventListener('keydown', (event) => {
		if (event.key !== 'Escape') return;
		const open = switchers.find((switcher) => switcher.open);
		if (!open) return;
		// Only the switcher closes, not the drawer it may be in (./menu.ts listens after this).
		event.stopImmediatePropagation();
		close(open);
		open.querySelector('summary')?.focus();
	});
}

/** Up and down move between the links of an open switcher; down on its button goes to the first. */
function arrowKeys(switcher: HTMLDetailsElement, event: KeyboardEvent): void {
	if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
	event.preventDefault();
	switcher.open = true;
	// Those of the version shown (the others are hidden).
	const links = [...switcher.querySelectorAll<HTMLAnchorElement>('.switcher-list a')].filter((link) => link.checkVisibility());
	const index = links.indexOf(document.activeElement as HTMLAnchorElement);
	const step = event.key === 'ArrowDown' ? 1 : -1;
	const next = index < 0 ? (step === 1 ? 0 : links.length - 1) : (index + step + links.length) % links.length;
	links[next]?.focus();
}

/** A tab's menu opens while a mouse is over it; a click on the tab then keeps it open. */
function openOnHover(switcher: HTMLDetailsElement, close: (switcher: HTMLDetailsElement) => void): void {
	switcher.addEventListener('pointerenter', (event) => {
		if (event.pointerType !== 'mouse' || switcher.open) return;
		switcher.dataset.hovered = '';
		switcher.open = true;
	});
	switcher.addEventListener('pointerleave', (event) => {
		if (event.pointerType === 'mouse' && switcher.dataset.hovered !== undefined && !switcher.contains(document.activeElement))
			close(switcher);
	});
	switcher.querySelector('summary')?.addEventListener('click', (event) => {
		if (switcher.dataset.hovered === undefined) return;
		event.preventDefault();
		delete switcher.dataset.hovered;
	});
}

/**
 * The language and version menus: the entry of the version chosen is the current one (on a page of
 * every version, the reader's choice), and choosing one remembers it; on a page of every version,
 * whose entries lead to the page itself, the choice shows that version's sidebar without leaving.
 */
function initVersionChoice(switcher: HTMLDetailsElement, close: (switcher: HTMLDetailsElement) => void): void {
	const root = document.documentElement;
	const entries = [...switcher.querySelectorAll<HTMLAnchorElement>('a[data-chooses]')];
	const mark = (version: string | undefined) => {
		const chosen = entries.find((entry) => entry.dataset.chooses === version);
		if (!chosen) return;
		for (const entry of entries) {
			if (entry === chosen) entry.setAttribute('aria-current', 'page');
			else entry.removeAttribute('aria-current');
		}
		const shown = switcher.querySelector('[data-switcher-chosen] .switcher-chosen-name');
		const name = chosen.querySelector('.switcher-name')?.firstChild?.textContent;
		if (shown && name) shown.textContent = name.trim();
	};
	mark(root.dataset.version);
	for (const entry of entries) {
		entry.addEventListener('click', (event) => {
			const version = entry.dataset.chooses!;
			try {
				localStorage.setItem(storageKey, version);
			} catch {
				// Storage can be unavailable (private mode): the choice then lasts for this page only.
			}
			if (entry.pathname !== window.location.pathname) return;
			event.preventDefault();
			root.dataset.version = version;
			mark(version);
			close(switcher);
			switcher.querySelector('summary')?.focus();
		});
	}
}
