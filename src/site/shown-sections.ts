import { implicitTab } from '../navigation/build-structured.ts';
import type { NavigationModel, PagePlacement, Section } from '../navigation/types.ts';

/** Where a page sits: its tab and anchor, in one version or in every one. */
export interface PagePlace {
	version?: string;
	tabId: string;
	anchorId: string;
}

/** The tabs and anchors a page shows, each with where it leads from this page. */
export interface ShownSections {
	/** The row of tabs: none when there would be only one. */
	tabs: Section[];
	/** The one version all those tabs are of, when they are: the row shows in that version only. */
	tabsVersion?: string;
	/** The anchors at the top of the sidebar: none when there would be only the page's own. */
	anchors: Section[];
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
 * The tabs and anchors shown around a page at `places` (none: a page of no section, the 404 page).
 * A section within another (an anchor in a tab, a tab in an anchor or product) shows only inside
 * it; a hidden one only while it holds the page; an anchor leads to its first page in the page's tab.
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
	const anchors = navigation.anchors.filter(shown).map((anchor) => {
		const tabId = tabIn(anchor.version);
		const href = tabId === undefined ? undefined : anchor.hrefInTab?.[tabId];
		return href ? { ...anchor, href } : anchor;
	});
	const tabsVersion = tabs[0]?.version;
	return {
		tabs: tabs.length > 1 ? tabs : [],
		...(tabsVersion !== undefined && tabs.every((tab) => tab.version === tabsVersion) ? { tabsVersion } : {}),
		// One anchor alone is shown when it leads elsewhere (a link on every page): the page's own alone says nothing.
		anchors: anchors.length > 1 || anchors.some((anchor) => anchor.external) ? anchors : [],
		currentIds: [...current],
	};
}
