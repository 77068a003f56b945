import { askAbout } from './assistant-links.ts';

/**
 * The contextual menu of a page (src/components/chrome/PageActions.astro): "Copy page" copies the
 * page's Markdown copy, and the assistants' links ask about the page's address as the reader sees
 * it (the build knows it only when SITE_URL is set).
 */
export function initPageActions(): void {
	const pageUrl = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? `${location.origin}${location.pathname}`;
	for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-ask]')) {
		link.href = `${link.dataset.ask}${encodeURIComponent(askAbout(pageUrl))}`;
	}
	const button = document.querySelector<HTMLButtonElement>('button[data-copy-page]');
	if (!button || !navigator.clipboard) return;
	button.hidden = false;
	const label = button.textContent ?? '';
	button.addEventListener('click', async () => {
		try {
			const response = await fetch(button.dataset.copyPage ?? '');
			if (!response.ok) throw new Error(String(response.status));
			await navigator.clipboard.writeText(await response.text());
			button.textContent = 'Copied';
		} catch {
			button.textContent = 'Copy failed';
		}
		button.dataset.copied = '';
		setTimeout(() => {
			button.textContent = label;
			delete button.dataset.copied;
		}, 2000);
	});
}
