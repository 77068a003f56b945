/** The first element within `root` that one of the selectors finds, in their order, and that is shown (not inside a closed switcher or group). */
function firstShown(root: HTMLElement, ...selectors: string[]): HTMLElement | undefined {
	for (const selector of selectors) {
		const found = [...root.querySelectorAll<HTMLElement>(selector)].find((element) => element.checkVisibility());
		if (found) return found;
	}
	return undefined;
}

/** The sidebar as a drawer on narrow screens, opened by the menu button. */
export function initMenu(): void {
	const button = document.querySelector<HTMLButtonElement>('[data-menu-button]');
	const sidebar = document.querySelector<HTMLElement>('[data-sidebar]');
	if (!button || !sidebar) return;
	const setOpen = (open: boolean) => {
		// The drawer starts where the top bar ends: below it, and below a banner above it.
		const topBar = button.closest('header');
		if (open && topBar) sidebar.style.setProperty('--drawer-top', `${Math.max(0, topBar.getBoundingClientRect().bottom)}px`);
		button.setAttribute('aria-expanded', String(open));
		document.body.toggleAttribute('data-menu-open', open);
		if (open) firstShown(sidebar, 'a[aria-current="page"]', 'a, summary')?.focus();
	};
	button.addEventListener('click', () => setOpen(button.getAttribute('aria-expanded') !== 'true'));
	document.addEventListener('keydown', (event) => {
		if (event.key === 'Escape' && button.getAttribute('aria-expanded') === 'true') {
			setOpen(false);
			button.focus();
		}
	});
	// Leaving the narrow layout closes the drawer, so it does not reappear later by surprise.
	matchMedia('(min-width: 60rem)').addEventListener('change', (event) => {
		if (event.matches) setOpen(false);
	});
}
