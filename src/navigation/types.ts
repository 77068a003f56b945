/** The navigation model: plain, serialisable data computed once per build. */

/** A version of the docs; `undefined` versions of pages mean "in every version". */
/** An icon of a navigation item: its name, Font Awesome style and library, as given. */
export interface IconFields {
	icon?: string;
	iconType?: string;
	/** `fontawesome`, `lucide` or `tabler`, when the icon names its own. */
	iconLibrary?: 'fontawesome' | 'lucide' | 'tabler';
}

export interface VersionInfo {
	name: string;
	/** What the version menu shows, when it differs from the name (a language: "Deutsch" for `de`). */
	label?: string;
	/** The language of the current format's `languages` this entry is, or is within (`fr`). */
	language?: string;
	/** How the language menu names that language ("Français"). */
	languageLabel?: string;
	/** The version within that language, when the docs have both (`v2` of `fr v2`). */
	release?: string;
	/** A badge beside it in the menu ("Latest"). */
	tag?: string;
	/** External site of this version, if it lives elsewhere. */
	url?: string;
	isDefault: boolean;
}

/** An entry of the language or version menu that leads elsewhere (`global.languages`, `global.versions`). */
export interface VersionLink {
	menu: 'language' | 'version';
	/** As the menu shows it: a language named in itself ("Deutsch"), or the version's name. */
	label: string;
	href: string;
	external: boolean;
	/** A badge beside it ("Beta"). */
	tag?: string;
}

/** The colour of an anchor's icon in each mode (`color: { light, dark }`; a legacy colour is both). */
interface SectionColor {
	light?: string;
	dark?: string;
	/** A legacy anchor's gradient (`{ from, via, to }`), its colours in order: drawn in both modes. */
	gradient?: string[];
}

/**
 * A tab (below the top bar) or an anchor (top of the sidebar), or an entry of a switcher: a
 * dropdown (the menu at the top of the sidebar), a product (the product menu of the top bar), or
 * an item of a tab's or product's `menu`. Tabs are in `tabs`; the others in `anchors`.
 */
export interface Section {
	id: string;
	/** Which switcher it is an entry of; none: a tab, or an anchor listed in the sidebar. */
	kind?: 'dropdown' | 'product' | 'menu';
	name: string;
	/** What the switcher says under its name (a dropdown's, product's or menu item's `description`). */
	description?: string;
	/** Link target: the first page inside it, or its external URL. */
	href: string;
	/**
	 * Anchors only: the first page inside it within each tab, by tab id, where the tab holds
	 * some. An anchor leads there from a page of that tab, so that it does not leave the tab.
	 */
	hrefInTab?: Record<string, string>;
	external: boolean;
	icon?: string;
	iconType?: string;
	iconLibrary?: IconFields['iconLibrary'];
	color?: SectionColor;
	/** Shown only while this version is selected: its own `version`, else the one version all its pages share. */
	version?: string;
	isDefaultHidden: boolean;
	/** Shown only inside this section (an anchor or dropdown listed in a tab, a tab in a product); a menu item's tab or product. */
	parentId?: string;
}

export interface NavPageItem {
	type: 'page';
	path: string;
	href: string;
	/** Text in the sidebar: `sidebarTitle` or `title`. */
	label: string;
	icon?: string;
	iconType?: string;
	iconLibrary?: IconFields['iconLibrary'];
	/** HTTP method shown as a marker for API pages. */
	method?: string;
	/** The page's version (its own, else its deepest group's); undefined: every version. */
	version?: string;
	/** The versions it shows in, when several but not all (a sidebar made of several versions' sidebars). */
	versions?: string[];
	/** An external link in place of a page (frontmatter `url`). */
	external?: boolean;
	tag?: string;
	deprecated?: boolean;
}

export interface NavGroupItem {
	type: 'group';
	label: string;
	icon?: string;
	iconType?: string;
	iconLibrary?: IconFields['iconLibrary'];
	version?: string;
	/** The versions it shows in, when several but not all (a sidebar made of several versions' sidebars). */
	versions?: string[];
	/** Shown open (a nested group the config marks `expanded`). */
	expanded?: boolean;
	/** A label beside the group's name. */
	tag?: string;
	items: NavItem[];
}

export type NavItem = NavPageItem | NavGroupItem;

export interface PageLink {
	href: string;
	label: string;
}

/** What the layout needs to place one page. */
export interface PagePlacement {
	path: string;
	href: string;
	tabId: string;
	anchorId: string;
	/** Undefined: shown in every version. */
	version?: string;
	/**
	 * Its place in each version, for a page listed in the levels of several versions (the current
	 * format gives each version its own tabs and sidebars): the sidebar of the chosen version shows.
	 */
	versionPlaces?: Record<string, { tabId: string; anchorId: string }>;
	/** Whether the page appears in the sidebar. */
	inNavigation: boolean;
	/** How the site's search takes it, by where the navigation lists it; none for a page it does not list. */
	search?: PageSearchPlace;
	/** Previous and next page in navigation order, per version ('' when there are no versions). */
	prevNext: Record<string, { prev?: PageLink; next?: PageLink }>;
	/** Where the version menu leads from this page, per version name. */
	versionTargets: Record<string, string>;
	/** Group names from the top of the sidebar down to the page. */
	breadcrumbs: string[];
}

/**
 * What the navigation says of a listed page in the site's search: the `boost` of the nearest group
 * or tab that sets one, and whether hidden groups or tabs without `searchable: true` keep it out.
 */
export interface PageSearchPlace {
	boost?: number;
	hidden: boolean;
}

export interface NavigationModel {
	versions: VersionInfo[];
	defaultVersion?: string;
	/** Entries of the language and version menus that lead elsewhere, on every page. */
	versionLinks?: VersionLink[];
	tabs: Section[];
	anchors: Section[];
	/** Sidebar trees keyed by `${tabId}|${anchorId}`. */
	sidebars: Record<string, NavItem[]>;
	/** Every page that is built, by page path. */
	pages: Record<string, PagePlacement>;
	/** Where `/` leads when there is no index page. */
	homeHref: string;
}

export function sidebarKey(tabId: string, anchorId: string): string {
	return `${tabId}|${anchorId}`;
}
