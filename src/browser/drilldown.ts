/**
 * `interaction.drilldown` of the current format: opening a group of the sidebar opens its first
 * page too. Only when the reader opens it (a click, or Enter or Space on its title) and the page
 * shown is not already inside it; without JavaScript the group simply opens.
 */
export function initDrilldown(): void {
	const sidebar = document.querySelector<HTMLElement>('[data-sidebar][data-drilldown]');
	if (!sidebar) return;
	sidebar.addEventListener('click', (event) => {
		const summary = (event.target as Element | null)?.closest('summary');
		const group = summary?.parentElement;
		if (!(group instanceof HTMLDetailsElement) || group.open || !sidebar.contains(group)) return;
		if (group.querySelector('[aria-current="page"]')) return;
		const first = group.querySelector<HTMLAnchorElement>('a.nav-link[href]');
		if (first) location.assign(first.href);
	});
}
