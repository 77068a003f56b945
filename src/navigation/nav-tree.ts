import type { NavItem, NavPageItem, PageLink, PagePlacement } from './types.ts';

export function walkPages(items: readonly NavItem[]): NavPageItem[] {
	return items.flatMap((item) => (item.type === 'page' ? [item] : walkPages(item.items)));
}

export function breadcrumbTrails(items: readonly NavItem[], trail: string[] = [], out = new Map<string, string[]>()) {
	for (const item of items) {
		if (item.type === 'page') out.set(item.path, trail);
		else breadcrumbTrails(item.items, item.label ? [...trail, item.label] : trail, out);
	}
	return out;
}

export function visibleIn(page: { version?: string }, version: string | undefined): boolean {
	return version === undefined || page.version === undefined || page.version === version;
}

/**
 * The neighbours of the pages of one sidebar, per version name (built from entries so that any
 * name is a key like another): each version's visible pages listed once, so that finding a page's
 * neighbours does not walk the sidebar again (5,000 pages would make 25 million steps).
 */
export function neighboursIn(
	ordered: readonly NavPageItem[],
	versionKeys: readonly string[],
): (page: NavPageItem) => PagePlacement['prevNext'] {
	const lists = versionKeys.map((key) => {
		const version = key === '' ? undefined : key;
		const visible = ordered.filter((candidate) => visibleIn(candidate, version));
		const places = new Map<NavPageItem, number>();
		visible.forEach((page, index) => places.has(page) || places.set(page, index));
		return { key, version, visible, places };
	});
	return (page) =>
		Object.fromEntries(
			lists.flatMap(({ key, version, visible, places }) => {
				if (!visibleIn(page, version)) return [];
				const index = places.get(page) ?? -1;
				const prev = visible[index - 1];
				const next = visible[index + 1];
				return [[key, { ...(prev ? { prev: link(prev) } : {}), ...(next ? { next: link(next) } : {}) }]];
			}),
		);
}

function link(page: NavPageItem): PageLink {
	return { href: page.href, label: page.label };
}

/** The first page shown in a version, else the first page. */
export function firstVisible(pages: readonly NavPageItem[], version: string | undefined): NavPageItem | undefined {
	return pages.find((page) => visibleIn(page, version)) ?? pages[0];
}
