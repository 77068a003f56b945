/**
 * A dismissible banner (src/components/chrome/Banner.astro): its close button shows once this runs,
 * and a closed banner stays closed for the same text (a new announcement shows again).
 */
const storageKey = 'trellis-banner-closed';

export function initBanner(): void {
	const banner = document.querySelector<HTMLElement>('[data-banner]');
	const close = banner?.querySelector<HTMLButtonElement>('[data-banner-close]');
	if (!banner || !close) return;
	const text = banner.dataset.banner ?? '';
	const closed = (() => {
		try {
			return localStorage.getItem(storageKey) === text;
		} catch {
			return false;
		}
	})();
	if (closed) {
		banner.hidden = true;
		return;
	}
	close.hidden = false;
	close.addEventListener('click', () => {
		banner.hidden = true;
		try {
			localStorage.setItem(storageKey, text);
		} catch {
			// Storage refused (private mode): closed for this page only.
		}
	});
}
