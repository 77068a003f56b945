import { implicitTab } from '../navigation/build-structured.ts';
import type { NavigationModel, PagePlacement, Section } from '../navigation/types.ts';

/** Where a page sits: its tab and anchor, in one version or in every one. */
export interface PagePlace {
	version?: string;
	tabId: string;
	anchorId: string;
}

/** The tabs, anchors and switchers' entries a page shows, each with where it leads from this page. */
export interface ShownSections {
	/** The row of tabs: none when there would be only one, without a menu. */
	tabs: Section[];
	/** The one version all those tabs are of, when they are: the row shows in that version only. */
	tabsVersion?: string;
	/** The anchors at the top of the sidebar: none when there would be only the page's own. */
	anchors: Section[];
	/** The entries of the dropdown menu at the top of the sidebar (`dropdowns`). */
	dropdowns: Section[];
	/** The entries of the product menu (`products`). */
	products: Section[];
	/** The items of the menu of each tab of the row and of each product shown, by its id. */
	menus: Record<string, Section[]>;
	/** The tabs and anchors that hold the page (one of each in each version it is listed in), and those they are within. */
	currentIds: string[];
}

/** The places of a page: one, or one in each version whose levels list it. */
export function placesOf(placement: Pick<PagePlacement, 'tabId' | 'anchorId' | 'versionPlaces'>): PagePlace[] {
	const { versionPlaces } = placement;
	if (!versionPlaces) return [{ tabId: placement.tabId, anchorId: placement.anchorId }];
	return Object.entries(versionPlaces).map(([version, place]) => ({ version, ...place }));
}

/**
 * The tabs, anchors and switchers' entries shown around a page at `places` (none: a page of no
 * section, the 404 page). A section within another (an anchor in a tab, a tab in an anchor or
 * product) shows only inside it, but a menu item with its tab or product wherever that shows; a
 * hidden one only while it holds the page; an anchor leads to its first page in the page's tab.
 */
export function shownSections(
	navigation: Pick<NavigationModel, 'tabs' | 'anchors'>,
	places: readonly PagePlace[],
	/** The page's own version: the sections of other versions are left out. */
	pageVersion?: string,
): ShownSections {
	const byId = new Map([...navigation.tabs, ...navigation.anchors].map((section) => [section.id, section]));
	const current = new Set<string>();
	for (const place of places) {
		for (const start of [place.tabId, place.anchorId]) {
			for (let id: string | undefined = start; id !== undefined && !current.has(id); id = byId.get(id)?.parentId) current.add(id);
		}
	}
	const shown = (section: Section) =>
		Boolean(section.href) &&
		(!section.isDefaultHidden || current.has(section.id)) &&
		(!section.parentId || current.has(section.parentId)) &&
		(pageVersion === undefined || section.version === undefined || section.version === pageVersion);
	let tabs = navigation.tabs.filter(shown);
	// The implicit tab holds the pages of levels without tabs: beside real tabs (of another anchor or version), it is no tab of the row.
	if (tabs.some((tab) => tab.id !== implicitTab)) tabs = tabs.filter((tab) => tab.id !== implicitTab);
	const tabIn = (version: string | undefined) => (places.find((place) => place.version === version) ?? places[0])?.tabId;
	const inPageTab = (anchor: Section) => {
		const tabId = tabIn(anchor.version);
		const href = tabId === undefined ? undefined : anchor.hrefInTab?.[tabId];
		return href ? { ...anchor, href } : anchor;
	};
	const ofKind = (kind: Section['kind']) => navigation.anchors.filter((anchor) => anchor.kind === kind && shown(anchor)).map(inPageTab);
	const anchors = ofKind(undefined);
	const products = ofKind('product');
	// A menu item shows wherever its tab or product does, current or not: the tab's menu opens from the row.
	const menus: Record<string, Section[]> = {};
	const holders = new Set([...tabs, ...products].map((holder) => holder.id));
	for (const item of navigation.anchors) {
		if (item.kind !== 'menu' || !item.parentId || !holders.has(item.parentId) || !item.href) continue;
		if (
			(item.isDefaultHidden && !current.has(item.id)) ||
			(pageVersion !== undefined && item.version !== undefined && item.version !== pageVersion)
		) {
			continue;
		}
		(menus[item.parentId] ??= []).push(item);
	}
	const tabsVersion = tabs[0]?.version;
	const holdsMenu = (entry: Section) => menus[entry.id] !== undefined;
	// One entry alone is shown when it leads elsewhere (a link on every page) or holds a menu: the page's own alone says nothing.
	const worthShowing = (entries: Section[]) =>
		entries.length > 1 || entries.some((entry) => entry.external || holdsMenu(entry)) ? entries : [];
	return {
		tabs: tabs.length > 1 || tabs.some(holdsMenu) ? tabs : [],
		...(tabsVersion !== undefined && tabs.every((tab) => tab.version === tabsVersion) ? { tabsVersion } : {}),
		anchors: worthShowing(anchors),
		dropdowns: worthShowing(ofKind('dropdown')),
		products: worthShowing(products),
		menus,
		currentIds: [...current],
	};
}
