/**
 * Tabs (src/components/mdx/parts/TabSet.astro): <Tabs>, <CodeGroup>, <RequestExample> and
 * <ResponseExample>. The page holds every panel, shown in order; this makes them WAI-ARIA tabs:
 * the tab bar shows, one panel at a time, arrow keys move between tabs (and select them), Home
 * and End go to the first and the last. A set with a list box (`<CodeGroup dropdown>`) shows the
 * panel picked in it. Picking a tab in a synced set picks the tab of the same title in the other
 * synced sets of the page; an address naming a panel (`#id`) opens its tab.
 */

let setCount = 0;

/** How each enhanced set shows one of its panels, and the panels' titles (for syncing). */
const enhanced = new Map<HTMLElement, { titles: string[]; synced: boolean; panels: HTMLElement[]; show: (index: number) => void }>();

/** The panels of a set, by the rule of panel-labels.ts: top-level Tab panels, or code blocks. */
function panelsOf(set: HTMLElement): HTMLElement[] {
	const container = set.querySelector<HTMLElement>(':scope > [data-tab-panels]');
	if (!container) return [];
	const selector = set.dataset.kind === 'code' ? ':scope > .code-block' : ':scope > [data-tab-panel]';
	return [...container.querySelectorAll<HTMLElement>(selector)];
}

const focusable = 'a[href], button, input, select, textarea, summary, [tabindex]';

/** Selects the tab of `title` in every other synced set that has one. */
function syncFrom(source: HTMLElement, title: string): void {
	for (const [set, other] of enhanced) {
		if (set === source || !other.synced) continue;
		const index = other.titles.indexOf(title);
		if (index >= 0) other.show(index);
	}
}

/** The panel the address names: the panel itself (`<Tab id>`) or something inside it. */
function panelOfHash(panels: HTMLElement[]): number {
	const id = decodeURIComponent(location.hash.slice(1));
	const target = id ? document.getElementById(id) : null;
	return target ? panels.findIndex((panel) => panel.contains(target)) : -1;
}

function enhanceTabs(set: HTMLElement): void {
	const bar = set.querySelector<HTMLElement>(':scope > .tab-bar');
	const dropdown = bar?.querySelector<HTMLSelectElement>(':scope > select[data-tab-select]') ?? null;
	const tabs = [...(bar?.querySelectorAll<HTMLButtonElement>(':scope > [role="tablist"] > [role="tab"]') ?? [])];
	const panels = panelsOf(set);
	const count = dropdown ? dropdown.options.length : tabs.length;
	if (!bar || count === 0 || count !== panels.length) return;
	const prefix = `tabs-${++setCount}`;
	tabs.forEach((tab, index) => {
		const panel = panels[index]!;
		tab.id = `${prefix}-tab-${index + 1}`;
		panel.id ||= `${prefix}-panel-${index + 1}`;
		tab.setAttribute('aria-controls', panel.id);
		panel.setAttribute('role', 'tabpanel');
		panel.setAttribute('aria-labelledby', tab.id);
		// A panel with nothing focusable in it takes the focus itself, so Tab reaches its content.
		if (!panel.querySelector(focusable)) panel.tabIndex = 0;
	});

	const show = (index: number) => {
		tabs.forEach((tab, i) => {
			const selected = i === index;
			tab.setAttribute('aria-selected', String(selected));
			tab.tabIndex = selected ? 0 : -1;
		});
		if (dropdown) dropdown.selectedIndex = index;
		panels.forEach((panel, i) => (panel.hidden = i !== index));
	};
	const titles = dropdown ? [...dropdown.options].map((option) => option.text.trim()) : tabs.map((tab) => tab.textContent.trim());
	const synced = set.dataset.tabsSync !== undefined;
	// Picked by the reader: the other synced sets follow.
	const pick = (index: number) => {
		show(index);
		if (synced) syncFrom(set, titles[index]!);
	};

	dropdown?.addEventListener('change', () => pick(dropdown.selectedIndex));
	for (const [index, tab] of tabs.entries()) {
		tab.addEventListener('click', () => pick(index));
		tab.addEventListener('keydown', (event) => {
			const last = tabs.length - 1;
			const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
			if (next === undefined) return;
			event.preventDefault();
			pick(next);
			tabs[next]!.focus();
		});
	}

	const named = panelOfHash(panels);
	const initial =
		named >= 0
			? named
			: Math.max(0, dropdown ? dropdown.selectedIndex : tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true'));
	show(initial);
	enhanced.set(set, { titles, synced, panels, show });
	bar.hidden = false;
	set.dataset.tabsReady = '';
}

function initTabs(): void {
	for (const set of document.querySelectorAll<HTMLElement>('[data-tabs]:not([data-tabs-ready])')) enhanceTabs(set);
}

initTabs();
// Following a link to a panel of this page (`#id`) opens its tab.
window.addEventListener('hashchange', () => {
	for (const { panels, show } of enhanced.values()) {
		const index = panelOfHash(panels);
		if (index >= 0) show(index);
	}
});
