import type { NavItem, NavPageItem, Section } from './types.ts';

/** What the rest of the model is made from: the sections, versions and sidebars of either format. */
export interface NavigationPlan {
	tabs: Section[];
	anchors: Section[];
	tree: NavItem[];
	sidebars: Record<string, NavItem[]>;
	placementOf: (path: string) => { tabId: string; anchorId: string };
	/** Gives each tab and anchor without a link of its own the first page inside it (`navPages`: the navigation's pages, in order). */
	linkSections: (navPages: readonly NavPageItem[], defaultVersion: string | undefined) => void;
}
