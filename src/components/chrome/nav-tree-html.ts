import type { NavItem } from '../../navigation/types.ts';
import { escapeHtml } from '../../html/escaping.ts';

/**
 * The sidebar's tree is the same on every page of a tab or anchor but for the current page: its
 * link is marked and the groups holding it are open. NavTree.astro renders each tree once, with
 * no current page; each page then marks its own in that HTML. Rendering the whole tree for every
 * page made a build's time grow with pages × sidebar size.
 */
export const renderedNavTrees = new WeakMap<NavItem[], string>();

/** The link of the page at `path` in the tree, when the tree lists it as a page of this site. */
export function currentPageHref(items: NavItem[], path: string): string | undefined {
	for (const item of items) {
		if (item.type === 'page') {
			if (item.path === path && !item.external) return item.href;
		} else {
			const href = currentPageHref(item.items, path);
			if (href !== undefined) return href;
		}
	}
	return undefined;
}

/**
 * Marks the current page in a tree rendered by NavTree.astro with no current page: the markup
 * NavTree renders for it (`aria-current="page"` on its link, `open` on each `<details>` around it).
 */
export function markCurrentPage(html: string, href: string | undefined): string {
	if (href === undefined) return html;
	const link = `<a class="nav-link" href="${escapeHtml(href)}"`;
	const insertions = new Map<number, string>();
	for (let at = html.indexOf(`${link}>`); at >= 0; at = html.indexOf(`${link}>`, at + 1)) {
		insertions.set(at + link.length, ' aria-current="page"');
		// Walks back over the tree: each `<details>` not closed before the link holds it.
		let depth = 0;
		let cursor = at;
		for (;;) {
			const open = html.lastIndexOf('<details>', cursor - 1);
			const close = html.lastIndexOf('</details>', cursor - 1);
			if (open < 0) break;
			if (close > open) {
				depth += 1;
				cursor = close;
				continue;
			}
			if (depth === 0) insertions.set(open + '<details'.length, ' open');
			else depth -= 1;
			cursor = open;
		}
	}
	let marked = html;
	for (const position of [...insertions.keys()].sort((a, b) => b - a)) {
		marked = `${marked.slice(0, position)}${insertions.get(position)}${marked.slice(position)}`;
	}
	return marked;
}
