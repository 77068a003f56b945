import { find, findAll, query, type Element } from '../html.ts';

/** The elements of a tag that are not inside another one of them: a list's own items. */
function outermost(markup: string, tag: string): Element[] {
	const result: Element[] = [];
	let end = -1;
	for (const element of findAll(markup, tag)) {
		if (element.index < end) continue;
		result.push(element);
		end = element.index + element.outer.length;
	}
	return result;
}

/**
 * The sidebar's tree as indented lines, easy to compare: a group as `[label]` (`[]` without
 * one), a page as `label -> href`, its method marker in front (`GET List plants -> /x`).
 */
export function sidebarOutline(html: string): string[] {
	const sidebar = find(html, 'nav', { id: 'sidebar' }).inner;
	const tree = find(sidebar, 'ul', { class: 'depth-0' });
	const lines = (list: Element, depth: number): string[] =>
		outermost(list.inner, 'li').flatMap((item) => {
			const indent = '  '.repeat(depth);
			const sublist = query(item.inner, 'ul', { class: 'nav-list' });
			if (!sublist) {
				const link = find(item.inner, 'a', { class: 'nav-link' });
				const marker = query(link.inner, 'span', { class: 'method-marker' })?.text;
				return [`${indent}${marker ? `${marker} ` : ''}${find(link.inner, 'span', { class: 'nav-label' }).text} -> ${link.attrs.href}`];
			}
			const label = query(item.inner, 'h2', { class: 'nav-group-title' })?.text ?? query(item.inner, 'summary')?.text ?? '';
			return [`${indent}[${label}]`, ...lines(sublist, depth + 1)];
		});
	return lines(tree, 0);
}

export interface SectionLink {
	name: string;
	href: string;
	/** `data-for-version`: shown only in this version. */
	version?: string;
	current: boolean;
}

function sectionLinks(list: Element | undefined): SectionLink[] {
	if (!list) return [];
	return outermost(list.inner, 'li').map((item) => {
		const link = find(item.inner, 'a');
		const name = query(link.inner, 'span', { class: false })?.text ?? link.text;
		return {
			name,
			href: link.attrs.href!,
			...(item.attrs['data-for-version'] ? { version: item.attrs['data-for-version'] } : {}),
			current: link.attrs['aria-current'] === 'page',
		};
	});
}

/** The tabs below the top bar; none when the page shows no tab bar. */
export function tabsOf(html: string): SectionLink[] {
	const nav = query(html, 'nav', { class: 'section-tabs' });
	return sectionLinks(nav ? find(nav.inner, 'ul') : undefined);
}

/** The anchors at the top of the sidebar. */
export function anchorsOf(html: string): SectionLink[] {
	return sectionLinks(query(find(html, 'nav', { id: 'sidebar' }).inner, 'ul', { class: 'anchors' }));
}
