/** The sidebar as a drawer on narrow screens, opened by the menu button. */
export function initMenu(): void {
	const button = document.querySelector<HTMLButtonElement>('[data-menu-button]');
	const sidebar = document.querySelector<HTMLElement>('[data-sidebar]');
	if (!button || !sidebar) return;
	const setOpen = (open: boolean) => {
		button.setAttribute('aria-expanded', String(open));
		document.body.toggleAttribute('data-menu-open', open);
		if (open) sidebar.querySelector<HTMLElement>('a[aria-current="page"], a')?.focus();
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
