import type { IconLibrary } from '../icons/render-icon.ts';
import type { Section } from '../navigation/types.ts';
import { externalLinkAttributes, withBase } from '../urls/urls.ts';
import type { ShownSections } from './shown-sections.ts';

/**
 * The switchers of a page, as data: the dropdown menu at the top of the sidebar (`dropdowns`), the
 * product menu of the top bar (`products`), the menu of a tab (`menu`), and the language and
 * version menus (./version-menus.ts). Each is a button that shows where the page is and opens a
 * list of links (src/components/chrome/Switcher.astro).
 */

/** An entry of a switcher: a link with what the menu shows of it. */
export interface SwitcherEntry {
	name: string;
	/** Where it leads from this page, base path included. */
	href: string;
	/** `target` and `rel` of a link that leaves the site. */
	attributes: Record<string, string>;
	description?: string;
	icon?: { name: string; iconType?: string | undefined; library?: IconLibrary | undefined };
	/** The colour of its icon in each mode (`color: { light, dark }`). */
	iconColors?: { light?: string; dark?: string };
	/** A badge beside the name ("Latest"). */
	tag?: string;
	/** It holds the page. */
	current: boolean;
	/** Shown only while this version is chosen (on a page of several versions). */
	version?: string;
	/** The version (or language) it chooses, which the page's script remembers: the entries of the language and version menus. */
	chooses?: string;
	/** A product's menu items. */
	items?: SwitcherEntry[];
}

export interface Switcher {
	/** What it switches between, the button's accessible name ("Product"); a tab's menu: the tab's name. */
	label: string;
	/** What its button shows: the entries that hold the page (one in each version, on a page of several); none: its label. */
	chosen: SwitcherEntry[];
	/** The page is within it (a tab's menu, on a page of that tab). */
	current: boolean;
	/** Shown only while this version is chosen. */
	version?: string;
	entries: SwitcherEntry[];
}

/** The switchers made of the navigation's sections (the language and version menus are ./version-menus.ts's). */
export interface SectionSwitchers {
	/** The dropdown menu at the top of the sidebar. */
	dropdown?: Switcher;
	/** The product menu of the top bar. */
	product?: Switcher;
	/** The menu of each tab of the row that has one, by the tab's id. */
	tabMenus: Record<string, Switcher>;
}

/** The switchers of the sections a page shows (./shown-sections.ts). */
export function sectionSwitchers(sections: ShownSections): SectionSwitchers {
	const currentIds = new Set(sections.currentIds);
	const entry = (section: Section): SwitcherEntry => {
		const items = sections.menus[section.id];
		const colors = section.color && !section.color.gradient ? pickColors(section.color) : undefined;
		return {
			name: section.name,
			href: withBase(section.href),
			attributes: section.external ? externalLinkAttributes(section.href) : {},
			...(section.description ? { description: section.description } : {}),
			...(section.icon ? { icon: { name: section.icon, iconType: section.iconType, library: section.iconLibrary } } : {}),
			...(colors ? { iconColors: colors } : {}),
			current: currentIds.has(section.id),
			...(section.version ? { version: section.version } : {}),
			...(items ? { items: items.map(entry) } : {}),
		};
	};
	const switcher = (label: string, shown: readonly Section[]): Switcher | undefined => {
		if (shown.length === 0) return undefined;
		const entries = shown.map(entry);
		// Entries all of one version (dropdowns listed in a version): the switcher shows in that version only.
		const version = entries[0]?.version;
		return {
			label,
			chosen: entries.filter((one) => one.current),
			current: entries.some((one) => one.current),
			...(version !== undefined && entries.every((one) => one.version === version) ? { version } : {}),
			entries,
		};
	};
	const dropdown = switcher('Section', sections.dropdowns);
	const product = switcher('Product', sections.products);
	const tabMenus: Record<string, Switcher> = {};
	for (const tab of sections.tabs) {
		const items = sections.menus[tab.id];
		if (!items) continue;
		const entries = items.map(entry);
		tabMenus[tab.id] = {
			label: tab.name,
			chosen: [],
			current: currentIds.has(tab.id),
			...(tab.version ? { version: tab.version } : {}),
			entries,
		};
	}
	return { ...(dropdown ? { dropdown } : {}), ...(product ? { product } : {}), tabMenus };
}

function pickColors({ light, dark }: { light?: string; dark?: string }): { light?: string; dark?: string } | undefined {
	if (!light && !dark) return undefined;
	return { ...(light ? { light } : {}), ...(dark ? { dark } : {}) };
}
