/** The version menu: remembers the choice and, on a page of one version, goes to its counterpart. */
const storageKey = 'trellis-version';

export function initVersionSelect(): void {
	const select = document.querySelector<HTMLSelectElement>('[data-version-select]');
	if (!select) return;
	const root = document.documentElement;
	if (root.dataset.version) select.value = root.dataset.version;
	select.addEventListener('change', () => {
		const option = select.selectedOptions[0];
		if (option?.dataset.url) {
			window.location.href = option.dataset.url;
			return;
		}
		const version = select.value;
		try {
			localStorage.setItem(storageKey, version);
		} catch {
			// Storage can be unavailable (private mode): the choice then lasts for this page only.
		}
		root.dataset.version = version;
		const targets = JSON.parse(select.dataset.targets ?? '{}') as Record<string, string>;
		const target = targets[version];
		if (target && target !== window.location.pathname) window.location.href = target;
	});
}
