import type { AsyncapiReference, CurrentGroup, LevelItem } from '../config/schema/current/navigation.ts';
import type { CurrentIcon } from '../config/schema/current/icon.ts';
import { itemNameKey, levelKinds, openapiDirectory, openapiSources, type DivisionKind } from '../config/schema/current/navigation.ts';
import { isExternalUrl } from '../urls/urls.ts';
import { sidebarKey, type IconFields, type Section, type VersionInfo, type VersionLink } from './types.ts';

/**
 * The navigation object of the current format, laid out as the site shows it: tabs (below the top
 * bar), anchors (at the top of the sidebar) and the entries of the switchers (dropdowns, products,
 * the items of a tab's or product's menu: in `anchors`, with their kind), the versions and
 * languages of their menus, and one sidebar for each place that holds groups.
 * A page belongs where it is listed, not where its file is: the level that holds it decides its
 * tab, anchor and version. Pages stay where their files are (`/guides/setup`), as on Mintlify.
 */

/** A page entry found while walking: where it is listed, in the config and in the site. */
export interface ListedEntry {
	entry: string;
	configPath: (string | number)[];
	version: string | undefined;
	hidden: boolean;
	/** How the site's search takes the page listed here. */
	search: ListedSearch;
	/** The OpenAPI files in effect at the level that lists it (for `GET /x` entries). */
	openapi: readonly string[];
	/** The folder of the pages made from them (`directory`), when the level names one. */
	openapiDirectory?: string;
}

/**
 * What the levels above an entry say of its page in the site's search (Mintlify's rules): the
 * `boost` of the nearest group or tab that sets one, and whether a hidden group or tab keeps it
 * out (one without `searchable: true`: the nearest hidden level decides).
 */
export interface ListedSearch {
	boost?: number;
	hidden: boolean;
}

/** A group as the sidebar shows it, before its pages are looked up. */
interface PlannedGroup extends IconFields {
	label: string;
	tag?: string;
	root?: ListedEntry;
	expanded?: boolean;
	items: PlannedItem[];
	/** The key of its slot in `asyncapiSlots`: a group with `asyncapi` and no pages lists the channels' pages. */
	asyncapiSlot?: string;
	/** The key of its slot in `generatedSlots`: a group with `openapi` and no pages lists every operation's page. */
	openapiSlot?: string;
}

export type PlannedItem = { type: 'entry'; entry: ListedEntry } | { type: 'group'; group: PlannedGroup };

/** The API pages made for the navigation's `GET /x` entries and for levels that only name OpenAPI files. */
export interface NavigationApiPageSet {
	/** The page made for each API entry, by entry. */
	entryPages: Map<ListedEntry, string>;
	/** Why an API entry has no page, by entry. */
	entryErrors: Map<ListedEntry, { error: string; hint?: string }>;
	/** Groups of generated pages for the levels that list nothing, by sidebar key. */
	slotGroups: Map<string, { group: string; pages: string[] }[]>;
	/** Generated pages of the groups that list nothing but name AsyncAPI files, by their slot key. */
	groupPages?: Map<string, string[]>;
	/** Groups of generated pages, by tag, of the groups that list nothing but name OpenAPI files, by their slot key. */
	groupSlotGroups?: Map<string, { group: string; pages: string[] }[]>;
}

/** Every entry a layout lists, in navigation order (group roots included). */
export function listedEntries(layout: StructuredLayout): ListedEntry[] {
	const out: ListedEntry[] = [];
	const visit = (items: readonly PlannedItem[]) => {
		for (const item of items) {
			if (item.type === 'entry') out.push(item.entry);
			else {
				if (item.group.root) out.push(item.group.root);
				visit(item.group.items);
			}
		}
	};
	for (const items of layout.sidebars.values()) visit(items);
	return out;
}

export interface StructuredLayout {
	versions: VersionInfo[];
	/** The entries of the language and version menus that lead elsewhere (`global.languages`, `global.versions`). */
	versionLinks: VersionLink[];
	tabs: Section[];
	anchors: Section[];
	/** Where each tab and anchor is written in the navigation object, by its id. */
	sectionPaths: Map<string, (string | number)[]>;
	/** The items of each sidebar, by `${tabId}|${anchorId}`, in navigation order. */
	sidebars: Map<string, PlannedItem[]>;
	/**
	 * Levels and groups with `openapi` and nothing listed: every operation of those files goes
	 * there. `place` says whether `key` is a sidebar's key or a group's slot.
	 */
	generatedSlots: {
		key: string;
		place: 'sidebar' | 'group';
		openapi: readonly string[];
		/** The folder of their pages (`directory`), when the level names one; else `api-reference`. */
		directory?: string;
		version: string | undefined;
		configPath: (string | number)[];
	}[];
	/**
	 * Levels and groups with `asyncapi` and nothing listed: a page for every channel of those files
	 * goes there. `place` says whether `key` is a sidebar's key or a group's slot.
	 */
	asyncapiSlots: AsyncapiSlot[];
}

export interface AsyncapiSlot {
	key: string;
	place: 'sidebar' | 'group';
	asyncapi: AsyncapiReference;
	configPath: (string | number)[];
}

interface Walk {
	version: string | undefined;
	language: string | undefined;
	tabId: string;
	anchorId: string;
	/** The innermost tab, anchor or switcher entry: what a section listed here is shown within. */
	sectionId: string | undefined;
	/** Inside a hidden group: its pages are built and left out of the sidebar. */
	hidden: boolean;
	/**
	 * Inside a hidden tab, anchor or other division: it shows in its switcher only while one of its
	 * pages is open, and its sidebar lists its pages as usual (the legacy `isDefaultHidden`).
	 */
	sectionHidden: boolean;
	search: ListedSearch;
	openapi: readonly string[];
	openapiDirectory: string | undefined;
	configPath: (string | number)[];
}

export const implicitTab = 'tab:primary';
export const implicitAnchor = 'anchor:none';

export function layoutStructuredNavigation(navigation: LevelItem): StructuredLayout {
	const layout: StructuredLayout = {
		versions: [],
		versionLinks: [],
		tabs: [],
		anchors: [],
		sectionPaths: new Map(),
		sidebars: new Map(),
		generatedSlots: [],
		asyncapiSlots: [],
	};
	const versionKeys: VersionEntries = new Map();
	visitLevel(navigation, rootWalk(['navigation']), layout, versionKeys);
	addGlobalLinks(navigation, layout);
	const entries = [...versionKeys.values()].filter(({ info }) => !holdsOthers(info, versionKeys));
	layout.versions = entries.map(({ info }) => info);
	// One default: the first of those marked so at the most levels, else the first.
	const chosen = entries.reduce<(typeof entries)[number] | undefined>(
		(best, entry) => (best === undefined || entry.defaultRank > best.defaultRank ? entry : best),
		undefined,
	);
	for (const { info } of entries) info.isDefault = info === chosen?.info;
	// The implicit tab only shows when the navigation names no tab of its own.
	if (layout.tabs.length === 0 || [...layout.sidebars.keys()].some((key) => key.startsWith(`${implicitTab}|`))) {
		layout.tabs.unshift({ id: implicitTab, name: 'Documentation', href: '', external: false, isDefaultHidden: false });
	}
	return layout;
}

/** Where a walk starts: no version, tab or anchor yet. */
function rootWalk(configPath: (string | number)[]): Walk {
	return {
		version: undefined,
		language: undefined,
		tabId: implicitTab,
		anchorId: implicitAnchor,
		sectionId: undefined,
		hidden: false,
		sectionHidden: false,
		search: { hidden: false },
		openapi: [],
		openapiDirectory: undefined,
		configPath,
	};
}

/** Visits one level: the first kind of division it holds (Mintlify reads one per level), with its groups and pages. */
function visitLevel(level: LevelItem, walk: Walk, layout: StructuredLayout, versions: VersionEntries): void {
	const openapi = level.openapi !== undefined ? openapiSources(level.openapi) : walk.openapi;
	const openapiFolder = level.openapi !== undefined ? openapiDirectory(level.openapi) : walk.openapiDirectory;
	const here: Walk = {
		...walk,
		openapi,
		openapiDirectory: openapiFolder,
		sectionHidden: walk.sectionHidden || level.hidden === true,
		search: searchBelow(level, walk.search),
	};
	const kind = levelKinds.find((candidate) => Array.isArray(level[candidate]) && (level[candidate] as unknown[]).length > 0);
	if (kind === undefined) {
		if (level.openapi !== undefined && level.href === undefined) {
			layout.generatedSlots.push({
				key: sidebarKey(here.tabId, here.anchorId),
				place: 'sidebar',
				openapi,
				...(openapiFolder !== undefined ? { directory: openapiFolder } : {}),
				version: versionKeyOf(here),
				configPath: here.configPath,
			});
		}
		if (level.asyncapi !== undefined && level.href === undefined) {
			const key = sidebarKey(here.tabId, here.anchorId);
			layout.asyncapiSlots.push({ key, place: 'sidebar', asyncapi: level.asyncapi, configPath: [...here.configPath, 'asyncapi'] });
		}
		return;
	}
	if (kind === 'groups' || kind === 'pages') {
		const entries = (level[kind] ?? []) as (string | CurrentGroup)[];
		const items = entries.flatMap((entry, index) => plannedItem(entry, { ...here, configPath: [...here.configPath, kind, index] }, layout));
		const key = sidebarKey(here.tabId, here.anchorId);
		layout.sidebars.set(key, [...(layout.sidebars.get(key) ?? []), ...items]);
		return;
	}
	(level[kind] as LevelItem[]).forEach((item, index) =>
		visitDivision(kind, item, { ...here, configPath: [...here.configPath, kind, index] }, layout, versions),
	);
}

function visitDivision(kind: DivisionKind, item: LevelItem, walk: Walk, layout: StructuredLayout, versions: VersionEntries): void {
	const name = String(item[itemNameKey[kind]] ?? '');
	let next: Walk = { ...walk };
	if (kind === 'languages' || kind === 'versions') {
		next = kind === 'languages' ? { ...walk, language: name } : { ...walk, version: name };
		const key = versionKeyOf(next)!;
		if (!versions.has(key)) {
			const outer = versions.get(versionKeyOf(walk) ?? '');
			versions.set(key, {
				info: {
					name: key,
					...(next.version && next.language ? { label: next.version, release: next.version } : {}),
					...(next.language
						? {
								language: next.language,
								languageLabel: languageLabel(next.language),
								...(next.version ? {} : { label: languageLabel(next.language) }),
							}
						: {}),
					...(typeof item['tag'] === 'string' && item['tag'] ? { tag: item['tag'] } : {}),
					isDefault: false,
					...(item.href && isExternalUrl(item.href) ? { url: item.href } : {}),
				},
				// A default version of the default language comes before a default version of another.
				defaultRank: (outer?.defaultRank ?? 0) * 2 + (item['default'] === true ? 1 : 0),
			});
		}
	} else if (kind === 'tabs') {
		const id = `tab:${layout.tabs.length}`;
		const tab = section(id, name, item, next);
		// A tab inside an anchor, dropdown or product shows within it only.
		if (walk.sectionId !== undefined) tab.parentId = walk.sectionId;
		layout.tabs.push(tab);
		layout.sectionPaths.set(id, walk.configPath);
		next = { ...walk, tabId: id, sectionId: id };
	} else {
		// Anchors, and the entries of the switchers: dropdowns, products, the items of a tab's or product's menu.
		const id = `anchor:${layout.anchors.length}`;
		const anchor = section(id, kind === 'products' ? String(item['name'] ?? name) : name, item, walk, switcherKind[kind]);
		// Within the section that lists it: a menu item within its tab or product, an anchor within its tab.
		if (walk.sectionId !== undefined) anchor.parentId = walk.sectionId;
		layout.anchors.push(anchor);
		layout.sectionPaths.set(id, walk.configPath);
		next = { ...walk, anchorId: id, sectionId: id };
	}
	visitLevel(item, next, layout, versions);
}

/** The switcher each kind of level's items are entries of; anchors are listed in the sidebar. */
const switcherKind: Record<Exclude<DivisionKind, 'languages' | 'versions' | 'tabs'>, Section['kind']> = {
	anchors: undefined,
	dropdowns: 'dropdown',
	products: 'product',
	menu: 'menu',
};

function section(id: string, name: string, item: LevelItem, walk: Walk, kind?: Section['kind']): Section {
	const href = item.href ?? '';
	const version = versionKeyOf(walk);
	const color = colorPairOf(item['color']);
	const description = item['description'];
	return {
		id,
		...(kind ? { kind } : {}),
		name,
		...(typeof description === 'string' && description ? { description } : {}),
		href,
		external: href !== '' && isExternalUrl(href),
		...iconFields(item.icon),
		...(color ? { color } : {}),
		...(version ? { version } : {}),
		isDefaultHidden: walk.sectionHidden || item.hidden === true,
	};
}

function plannedItem(entry: string | CurrentGroup, walk: Walk, layout: StructuredLayout): PlannedItem[] {
	if (typeof entry === 'string') return [{ type: 'entry', entry: listed(entry, walk) }];
	const openapi = entry.openapi !== undefined ? openapiSources(entry.openapi) : walk.openapi;
	const openapiFolder = entry.openapi !== undefined ? openapiDirectory(entry.openapi) : walk.openapiDirectory;
	const inner: Walk = {
		...walk,
		openapi,
		openapiDirectory: openapiFolder,
		hidden: walk.hidden || entry.hidden === true,
		search: searchBelow(entry, walk.search),
	};
	const group: PlannedGroup = {
		label: entry.group,
		...iconFields(entry.icon),
		...(entry.tag ? { tag: entry.tag } : {}),
		...(entry.root ? { root: listed(entry.root, { ...inner, configPath: [...walk.configPath, 'root'] }) } : {}),
		...(entry.expanded !== undefined ? { expanded: entry.expanded } : {}),
		items: (entry.pages ?? []).flatMap((child, index) =>
			plannedItem(child, { ...inner, configPath: [...walk.configPath, 'pages', index] }, layout),
		),
	};
	// A group that lists nothing but names OpenAPI files holds the pages of their operations, grouped by tag, as a tab that does.
	if (entry.openapi !== undefined && (entry.pages ?? []).length === 0) {
		group.openapiSlot = `group:${formatSlot(walk.configPath)}`;
		layout.generatedSlots.push({
			key: group.openapiSlot,
			place: 'group',
			openapi,
			...(openapiFolder !== undefined ? { directory: openapiFolder } : {}),
			version: versionKeyOf(walk),
			configPath: walk.configPath,
		});
	}
	// A group that lists nothing but names AsyncAPI files holds a page for each of their channels.
	if (entry.asyncapi !== undefined && (entry.pages ?? []).length === 0) {
		group.asyncapiSlot = `group:${formatSlot(walk.configPath)}`;
		layout.asyncapiSlots.push({
			key: group.asyncapiSlot,
			place: 'group',
			asyncapi: entry.asyncapi,
			configPath: [...walk.configPath, 'asyncapi'],
		});
	}
	return [{ type: 'group', group }];
}

/** The search settings below a level or group: its own `boost` and `hidden`/`searchable`, else those above it. */
function searchBelow(level: { boost?: unknown; hidden?: boolean | undefined; searchable?: unknown }, above: ListedSearch): ListedSearch {
	const boost = typeof level.boost === 'number' ? level.boost : above.boost;
	const hidden = level.hidden === true ? level.searchable !== true : above.hidden;
	return { ...(boost !== undefined ? { boost } : {}), hidden };
}

/** An anchor's, dropdown's or product's `color` (`{ light, dark }`, checked by the schema), when it names one. */
function colorPairOf(value: unknown): { light?: string; dark?: string } | undefined {
	if (!value || typeof value !== 'object') return undefined;
	const { light, dark } = value as { light?: unknown; dark?: unknown };
	const pair = { ...(typeof light === 'string' ? { light } : {}), ...(typeof dark === 'string' ? { dark } : {}) };
	return Object.keys(pair).length > 0 ? pair : undefined;
}

/** An icon of the current format (a name, or `{ name, style, library }`) as the navigation model keeps it. */
function iconFields(icon: CurrentIcon | undefined): IconFields {
	if (icon === undefined) return {};
	if (typeof icon === 'string') return { icon };
	return { icon: icon.name, ...(icon.style ? { iconType: icon.style } : {}), ...(icon.library ? { iconLibrary: icon.library } : {}) };
}

/** A group's place in the config, as its slot's key: unique, as no two groups are at one place. */
function formatSlot(configPath: readonly (string | number)[]): string {
	return configPath.join('.');
}

function listed(entry: string, walk: Walk): ListedEntry {
	return {
		entry,
		configPath: walk.configPath,
		version: versionKeyOf(walk),
		hidden: walk.hidden,
		search: walk.search,
		openapi: walk.openapi,
		...(walk.openapiDirectory !== undefined ? { openapiDirectory: walk.openapiDirectory } : {}),
	};
}

/**
 * Links on every page (`global`): tabs, anchors, dropdowns and products that lead elsewhere, and
 * entries of the language and version menus.
 */
function addGlobalLinks(navigation: LevelItem, layout: StructuredLayout): void {
	const global = navigation.global;
	if (!global) return;
	for (const kind of ['tabs', 'anchors', 'dropdowns', 'products'] as const) {
		(global[kind] ?? []).forEach((item, index) => {
			const name = String(item[itemNameKey[kind]] ?? '');
			const walk = rootWalk(['navigation', 'global', kind, index]);
			const sections = kind === 'tabs' ? layout.tabs : layout.anchors;
			const id = `${kind === 'tabs' ? 'tab' : 'anchor'}:${sections.length}`;
			sections.push(
				section(
					id,
					kind === 'products' ? String(item['name'] ?? name) : name,
					item,
					walk,
					kind === 'tabs' ? undefined : switcherKind[kind],
				),
			);
			layout.sectionPaths.set(id, walk.configPath);
		});
	}
	for (const kind of ['languages', 'versions'] as const) {
		for (const item of global[kind] ?? []) {
			const name = String(item[itemNameKey[kind]] ?? '');
			if (!item.href || item.hidden === true || !name) continue;
			const tag = item['tag'];
			layout.versionLinks.push({
				menu: kind === 'languages' ? 'language' : 'version',
				label: kind === 'languages' ? languageLabel(name) : name,
				href: item.href,
				external: isExternalUrl(item.href),
				...(typeof tag === 'string' && tag ? { tag } : {}),
			});
		}
	}
}

/** Menu entries by key, with how strongly each is marked default (its own `default` and its language's or version's). */
type VersionEntries = Map<string, { info: VersionInfo; defaultRank: number }>;

/** A language that holds versions (or a version that holds languages) is no entry of its own: its combinations are. */
function holdsOthers(info: VersionInfo, entries: VersionEntries): boolean {
	if (info.release !== undefined) return false;
	const within = [...entries.values()].map((entry) => entry.info).filter((other) => other.release !== undefined);
	return info.language !== undefined
		? within.some((other) => other.language === info.language)
		: within.some((other) => other.release === info.name);
}

/** The key of the version menu for a level: its language and version together. */
function versionKeyOf(walk: Pick<Walk, 'language' | 'version'>): string | undefined {
	if (walk.language && walk.version) return `${walk.language} ${walk.version}`;
	return walk.language ?? walk.version;
}

/** A language code as browsers know it: Mintlify's `cn` and `jp` are `zh-Hans` and `ja`. */
export function languageTag(code: string): string {
	return code === 'cn' ? 'zh-Hans' : code === 'jp' ? 'ja' : code;
}

function languageLabel(code: string): string {
	const normalised = languageTag(code);
	try {
		const name = new Intl.DisplayNames([normalised], { type: 'language' }).of(normalised) ?? code;
		// As a menu shows it: "Français", not "français".
		return name.charAt(0).toLocaleUpperCase(normalised) + name.slice(1);
	} catch {
		return code;
	}
}
