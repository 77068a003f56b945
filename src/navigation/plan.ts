import type { NavItem, NavPageItem, PageSearchPlace, Section } from './types.ts';

/** What the rest of the model is made from: the sections, versions and sidebars of either format. */
export interface NavigationPlan {
	tabs: Section[];
	anchors: Section[];
	tree: NavItem[];
	sidebars: Record<string, NavItem[]>;
	placementOf: (path: string) => { tabId: string; anchorId: string };
	/** How the site's search takes each page the navigation lists, by page path (the first listing's boost; hidden only if every listing is). */
	searchPlaces: ReadonlyMap<string, PageSearchPlace>;
	/** Gives each tab and anchor without a link of its own the first page inside it (`navPages`: the navigation's pages, in order). */
	linkSections: (navPages: readonly NavPageItem[], defaultVersion: string | undefined) => void;
}
