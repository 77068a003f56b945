import { pageMarkdownMarker } from './assistant-links.ts';

/**
 * The custom links with `$page` take the page's Markdown, as on Mintlify: read from its copy
 * (the address "Copy page" copies, else the page's address with `.md`) when the menu first opens, and put in
 * their addresses. Until then, and without the script, they name the copy's address.
 */
export function fillPageTemplates(): void {
	const markdownAddress = document.querySelector<HTMLButtonElement>('button[data-copy-page]')?.dataset.copyPage;
	const links = [...document.querySelectorAll<HTMLAnchorElement>('a[data-page-template]')];
	const menu = links[0]?.closest('details');
	if (!menu) return;
	const address = markdownAddress ?? `${location.pathname.replace(/\/$/, '') || '/index'}.md`;
	let filled = false;
	menu.addEventListener('toggle', async () => {
		if (!menu.open || filled) return;
		filled = true;
		try {
			const response = await fetch(address);
			if (!response.ok) return;
			const markdown = encodeURIComponent(await response.text());
			for (const link of links) link.href = (link.dataset.pageTemplate ?? link.href).replaceAll(pageMarkdownMarker, markdown);
		} catch {
			filled = false;
		}
	});
}
