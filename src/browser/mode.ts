/** Mode toggle. The starting mode is set before first paint by the inline script of the page head. */
const storageKey = 'trellis-mode';

function applyMode(mode: 'light' | 'dark'): void {
	document.documentElement.dataset.theme = mode;
	for (const button of document.querySelectorAll<HTMLButtonElement>('[data-mode-toggle]')) {
		button.setAttribute('aria-label', mode === 'dark' ? 'Switch to light mode' : 'Switch to dark mode');
	}
}

export function initModeToggle(): void {
	const current = () => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light');
	applyMode(current());
	for (const button of document.querySelectorAll<HTMLButtonElement>('[data-mode-toggle]')) {
		button.addEventListener('click', () => {
			const next = current() === 'dark' ? 'light' : 'dark';
			localStorage.setItem(storageKey, next);
			applyMode(next);
		});
	}
	// Follow the operating system as it changes: always when the hidden toggle leaves the mode to
	// it (data-forced-mode "system"), else while the reader has chosen nothing and no default is set.
	const root = document.documentElement;
	const forced = root.dataset.forcedMode;
	const followsSystem = forced === 'system' || (!forced && !root.dataset.defaultMode);
	if (followsSystem) {
		matchMedia('(prefers-color-scheme: dark)').addEventListener('change', (event) => {
			if (forced === 'system' || !localStorage.getItem(storageKey)) applyMode(event.matches ? 'dark' : 'light');
		});
	}
}
