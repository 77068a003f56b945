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
	// Only pages whose menu has a custom link with `$page` load what fills it.
	if (document.querySelector('a[data-page-template]')) void import('./page-templates.ts').then((module) => module.fillPageTemplates());
	if (!navigator.clipboard) return;
	// "Copy page" copies the page's Markdown copy; the other copy items, the text they carry.
	for (const item of document.querySelectorAll<HTMLButtonElement>('button[data-copy-page], button[data-copy-text]')) {
		item.hidden = false;
		item.closest('[data-copy-item]')?.removeAttribute('hidden');
		copyOnClick(item, async () => {
			if (item.dataset.copyText !== undefined) return item.dataset.copyText;
			const response = await fetch(item.dataset.copyPage ?? '');
			if (!response.ok) throw new Error(String(response.status));
			return response.text();
		});
	}
}

/** Copies what `text` gives when `button` is clicked, and says so on the button for a moment. */
function copyOnClick(button: HTMLButtonElement, text: () => Promise<string>): void {
	const title = button.querySelector('.page-actions-title') ?? button;
	const label = title.textContent ?? '';
	button.addEventListener('click', async () => {
		try {
			await navigator.clipboard.writeText(await text());
			title.textContent = 'Copied';
		} catch {
			title.textContent = 'Copy failed';
		}
		button.dataset.copied = '';
		setTimeout(() => {
			title.textContent = label;
			delete button.dataset.copied;
		}, 2000);
	});
}
