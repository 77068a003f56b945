/**
 * The version menus (one, or a language menu and a version menu): remember the choice and, on a
 * page of one version, go to its counterpart.
 */
const storageKey = 'trellis-version';

export function initVersionSelect(): void {
	for (const select of document.querySelectorAll<HTMLSelectElement>('[data-version-select]')) initMenu(select);
}

function initMenu(select: HTMLSelectElement): void {
	const root = document.documentElement;
	const chosen = root.dataset.version;
	if (chosen && [...select.options].some((option) => option.value === chosen)) select.value = chosen;
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
