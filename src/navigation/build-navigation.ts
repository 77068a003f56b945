import { isSafeUrl } from '../config/schema/shared.ts';
import { didYouMean } from '../problems/suggest.ts';
import type { NavigationGroupInput } from '../config/schema/navigation.ts';
import type { PageFile } from '../page-files/scan-pages.ts';
import type { Problem } from '../problems/problem.ts';
import { apiMethodOf } from './api-method.ts';
import { anchorSections, sectionOfPath, tabSections, type LegacyNavigation } from '../config/legacy/sections.ts';
import {
	implicitAnchor,
	implicitTab,
	type ListedEntry,
	type NavigationApiPageSet,
	type PlannedItem,
	type StructuredLayout,
} from './build-structured.ts';
import {
	sidebarKey,
	type NavGroupItem,
	type NavigationModel,
	type NavItem,
	type NavPageItem,
	type PageLink,
	type PagePlacement,
	type Section,
	type VersionInfo,
} from './types.ts';

/** Points a problem at a place in the config: file, line, column and JSON path. */
export type ConfigLocator = (path: (string | number)[]) => Pick<Problem, 'file' | 'line' | 'column' | 'jsonPath'>;

export interface NavigationInput {
	pages: ReadonlyMap<string, PageFile>;
	/** Pages whose file exists but could not be read: reported already, so not "missing". */
	unreadable?: ReadonlySet<string>;
	locate: ConfigLocator;
}

/** A current-format navigation, laid out, with the API pages made for it. */
export interface StructuredInput {
	layout: StructuredLayout;
	api: NavigationApiPageSet;
}

/** What the rest of the model is made from: the sections, versions and sidebars of either format. */
interface NavigationPlan {
	tabs: Section[];
	anchors: Section[];
	tree: NavItem[];
	sidebars: Record<string, NavItem[]>;
	placementOf: (path: string) => { tabId: string; anchorId: string };
	/** Sections whose first page gives them their link, with where a section without pages is in the config. */
	sectionLinks: 'by-prefix' | 'by-structure';
}

/** Builds the whole navigation model once: sidebars, sections, versions, prev/next. */
export function buildNavigation({
	pages,
	unreadable = new Set(),
	locate,
	...format
}: NavigationInput & ({ legacy: LegacyNavigation } | { structured: StructuredInput })): {
	model: NavigationModel;
	problems: Problem[];
} {
	const problems: Problem[] = [];
	const structured = 'structured' in format ? format.structured : undefined;
	const versions = 'structured' in format ? format.structured.layout.versions : normaliseVersions(format.legacy);
	const versionNames = new Set(versions.map((version) => version.name));
	const listed = new Map<string, { configPath: (string | number)[]; version: string | undefined }[]>();
	const hiddenVersions = new Map<string, string>();
	const context: WalkContext = {
		pages,
		unreadable,
		locate,
		problems,
		listed,
		versionNames,
		hiddenVersions,
		repeatsAllowed: Boolean(structured),
	};
	const plan = 'structured' in format ? structuredPlan(format.structured, context) : legacyPlan(format.legacy, context);
	const { tabs, anchors, tree, sidebars, placementOf } = plan;
	const defaultVersion = versions.find((version) => version.isDefault)?.name;

	const navPages = walkPages(tree).filter((page) => !page.external);
	if (plan.sectionLinks === 'by-prefix') {
		fillSectionHrefs(tabs, navPages, (page) => placementOf(page.path).tabId, locate, 'tabs', problems, defaultVersion);
		fillSectionHrefs(anchors, navPages, (page) => placementOf(page.path).anchorId, locate, 'anchors', problems, defaultVersion);
	} else {
		fillStructuredSectionHrefs(tabs, anchors, sidebars, defaultVersion);
	}
	fillAnchorHrefsInTabs(anchors, tabs, navPages, placementOf, defaultVersion);

	const homeHref = pages.has('index')
		? '/'
		: (navPages.find((page) => visibleIn(page, defaultVersion))?.href ?? [...pages.values()][0]?.href ?? '/');

	// Keyed by page paths and version names, which are the author's text: a Map, so that a page
	// called `__proto__` or `constructor` is a page like any other, not a property of every object.
	const placements = new Map<string, PagePlacement>();
	const versionKeys = versions.length > 0 ? versions.map((version) => version.name) : [''];
	for (const [key, items] of Object.entries(sidebars)) {
		const ordered = walkPages(items).filter((page) => !page.external);
		const breadcrumbs = breadcrumbTrails(items);
		for (const page of ordered) {
			const { tabId, anchorId } = placementOf(page.path);
			if (sidebarKey(tabId, anchorId) !== key) continue;
			const earlier = placements.get(page.path);
			if (earlier) {
				// Listed again for another version: it belongs to both, with neighbours in each.
				delete earlier.version;
				earlier.prevNext = { ...prevNextOf(page, ordered, versionKeys), ...earlier.prevNext };
				continue;
			}
			placements.set(page.path, {
				path: page.path,
				href: page.href,
				tabId,
				anchorId,
				...(page.version ? { version: page.version } : {}),
				inNavigation: true,
				prevNext: prevNextOf(page, ordered, versionKeys),
				versionTargets: {},
				breadcrumbs: breadcrumbs.get(page.path) ?? [],
			});
		}
	}
	for (const page of pages.values()) {
		if (placements.has(page.path)) continue;
		const version = page.frontmatter.version ?? hiddenVersions.get(page.path);
		placements.set(page.path, {
			path: page.path,
			href: page.href,
			...placementOf(page.path),
			...(version ? { version } : {}),
			inNavigation: false,
			prevNext: {},
			versionTargets: {},
			breadcrumbs: [],
		});
	}
	fillVersionTargets(placements, navPages, versions, homeHref);

	return {
		model: {
			versions,
			...(defaultVersion ? { defaultVersion } : {}),
			tabs,
			anchors,
			sidebars,
			pages: Object.fromEntries(placements),
			homeHref,
		},
		problems,
	};
}

/** The legacy format: groups in one list, split into tabs and anchors by the folders of their pages. */
function legacyPlan(config: LegacyNavigation, context: WalkContext): NavigationPlan {
	const tree = config.navigation.map((group, index) => toGroupItem(group, ['navigation', index], undefined, context));
	const tabs = tabSections(config);
	const anchors = anchorSections(config);
	checkSectionVersions(config, context);
	const placementOf = (path: string) => ({
		tabId: sectionOfPath(path, tabs).id,
		anchorId: sectionOfPath(path, anchors).id,
	});
	const sidebars: Record<string, NavItem[]> = {};
	const keys = new Set<string>();
	for (const page of walkPages(tree)) {
		const { tabId, anchorId } = placementOf(page.path);
		keys.add(sidebarKey(tabId, anchorId));
	}
	for (const key of keys) {
		const [tabId, anchorId] = key.split('|') as [string, string];
		sidebars[key] = filterTree(tree, (page) => {
			const placement = placementOf(page.path);
			return placement.tabId === tabId && placement.anchorId === anchorId;
		});
	}
	return { tabs, anchors, tree, sidebars, placementOf, sectionLinks: 'by-prefix' };
}

/** The current format: each sidebar is the groups and pages its level lists; a page is placed where it is first listed. */
function structuredPlan({ layout, api }: StructuredInput, context: WalkContext): NavigationPlan {
	const sidebars: Record<string, NavItem[]> = {};
	const placements = new Map<string, { tabId: string; anchorId: string }>();
	const pageOf = (listed: ListedEntry): NavPageItem | undefined => {
		const apiPage = api.entryPages.get(listed);
		const apiError = api.entryErrors.get(listed);
		if (apiError) {
			context.problems.push({
				severity: 'error',
				...context.locate(listed.configPath),
				message: `"${listed.entry}": ${apiError.error}`,
				...(apiError.hint ? { hint: apiError.hint } : {}),
			});
			return undefined;
		}
		const page = toPageItem(apiPage ?? listed.entry, listed.configPath, listed.version, context);
		return page && !listed.hidden ? page : undefined;
	};
	const convert = (items: readonly PlannedItem[]): NavItem[] =>
		items.flatMap((item): NavItem[] => {
			if (item.type === 'entry') return optional(pageOf(item.entry));
			const { group } = item;
			const slotPages = group.asyncapiSlot ? (api.groupPages?.get(group.asyncapiSlot) ?? []) : [];
			const children = [...convert(group.items), ...slotPages.flatMap((path) => optional(toPageItem(path, [], undefined, context)))];
			const root = group.root ? pageOf(group.root) : undefined;
			const items = root && !children.some((child) => child.type === 'page' && child.path === root.path) ? [root, ...children] : children;
			if (items.length === 0) return [];
			return [
				{
					type: 'group',
					label: group.label,
					...(group.icon ? { icon: group.icon } : {}),
					...(group.iconType ? { iconType: group.iconType } : {}),
					...(group.iconLibrary ? { iconLibrary: group.iconLibrary } : {}),
					...(group.tag ? { tag: group.tag } : {}),
					...(group.expanded ? { expanded: true } : {}),
					items,
				},
			];
		});
	const keys = new Set([...layout.sidebars.keys(), ...api.slotGroups.keys()]);
	for (const key of keys) {
		const generated = (api.slotGroups.get(key) ?? []).map((group): NavItem => ({
			type: 'group',
			label: group.group,
			items: group.pages.flatMap((path) => optional(toPageItem(path, [], undefined, context))),
		}));
		const items = [...convert(layout.sidebars.get(key) ?? []), ...generated];
		if (items.length === 0) continue;
		sidebars[key] = items;
		const [tabId, anchorId] = key.split('|') as [string, string];
		for (const page of walkPages(items)) if (!placements.has(page.path)) placements.set(page.path, { tabId, anchorId });
	}
	const firstTab = layout.tabs[0]?.id ?? implicitTab;
	return {
		tabs: layout.tabs,
		anchors: layout.anchors,
		tree: Object.values(sidebars).flat(),
		sidebars,
		placementOf: (path) => placements.get(path) ?? { tabId: firstTab, anchorId: implicitAnchor },
		sectionLinks: 'by-structure',
	};
}

function optional<T>(value: T | undefined): T[] {
	return value === undefined ? [] : [value];
}

/** A tab or anchor without a link of its own leads to the first page of its sidebars. */
function fillStructuredSectionHrefs(
	tabs: readonly Section[],
	anchors: readonly Section[],
	sidebars: Record<string, NavItem[]>,
	defaultVersion: string | undefined,
): void {
	const pagesWhere = (matches: (tabId: string, anchorId: string) => boolean) =>
		Object.entries(sidebars)
			.filter(([key]) => matches(...(key.split('|') as [string, string])))
			.flatMap(([, items]) => walkPages(items).filter((page) => !page.external));
	const fill = (section: Section, matches: (tabId: string, anchorId: string) => boolean) => {
		const inside = pagesWhere(matches);
		// A section whose pages all belong to one version belongs to it too, as in the legacy format.
		const shared = inside[0]?.version;
		if (!section.version && shared && inside.every((page) => page.version === shared)) section.version = shared;
		if (!section.href) section.href = firstVisible(inside, section.version ?? defaultVersion)?.href ?? '';
	};
	for (const tab of tabs) fill(tab, (tabId) => tabId === tab.id);
	for (const anchor of anchors) fill(anchor, (_tabId, anchorId) => anchorId === anchor.id);
}

interface WalkContext {
	pages: ReadonlyMap<string, PageFile>;
	unreadable: ReadonlySet<string>;
	locate: ConfigLocator;
	problems: Problem[];
	listed: Map<string, { configPath: (string | number)[]; version: string | undefined }[]>;
	versionNames: Set<string>;
	/** Versions of pages listed in a versioned group but hidden from the sidebar. */
	hiddenVersions: Map<string, string>;
	/** The current format lists a page in several places (under two products, say): not a mistake there. */
	repeatsAllowed: boolean;
}

function toGroupItem(
	group: NavigationGroupInput,
	configPath: (string | number)[],
	inheritedVersion: string | undefined,
	context: WalkContext,
): NavGroupItem {
	const version = group.version ?? inheritedVersion;
	if (group.version) checkVersion(group.version, [...configPath, 'version'], context);
	const items: NavItem[] = [];
	group.pages.forEach((entry, index) => {
		const entryPath = [...configPath, 'pages', index];
		if (typeof entry === 'string') {
			const page = toPageItem(entry, entryPath, version, context);
			if (page) items.push(page);
		} else {
			items.push(toGroupItem(entry, entryPath, version, context));
		}
	});
	return {
		type: 'group',
		label: group.group,
		...(group.icon ? { icon: group.icon } : {}),
		...(group.iconType ? { iconType: group.iconType } : {}),
		...(group.version ? { version: group.version } : {}),
		items,
	};
}

function toPageItem(
	entry: string,
	configPath: (string | number)[],
	groupVersion: string | undefined,
	context: WalkContext,
): NavPageItem | undefined {
	const path = normalisePagePath(entry);
	if (path === undefined) {
		context.problems.push({
			severity: 'error',
			...context.locate(configPath),
			message: `page path ${JSON.stringify(entry)} leaves the docs folder: refused`,
			hint: 'list pages by their path inside the docs folder, e.g. "guides/setup"',
		});
		return undefined;
	}
	const page = context.pages.get(path);
	if (!page && context.unreadable.has(path)) return undefined;
	if (!page) {
		const suggestion = didYouMean(path, [...context.pages.keys()]);
		context.problems.push({
			severity: 'error',
			...context.locate(configPath),
			message: `page "${path}" does not exist: no ${path}.mdx or ${path}.md`,
			hint: suggestion ? `did you mean "${suggestion}"?` : `create ${path}.mdx, or remove the entry from the navigation`,
		});
		return undefined;
	}
	const version = page.frontmatter.version ?? groupVersion;
	if (page.frontmatter.version) checkVersion(page.frontmatter.version, configPath, context);
	const earlier = context.listed.get(path) ?? [];
	const clash = context.repeatsAllowed
		? undefined
		: earlier.find((other) => other.version === undefined || version === undefined || other.version === version);
	if (clash) {
		context.problems.push({
			severity: 'error',
			...context.locate(configPath),
			message: `page "${path}" is listed twice: also at ${context.locate(clash.configPath).jsonPath}`,
			hint: 'list each page once; to show it in two versions, give each entry its own version',
		});
		return undefined;
	}
	context.listed.set(path, [...earlier, { configPath, version }]);
	if (page.frontmatter.hidden) {
		if (version) context.hiddenVersions.set(path, version);
		return undefined;
	}

	const frontmatter = page.frontmatter;
	// The frontmatter schema refuses unsafe URLs, with an error naming the page; this keeps
	// pages made in code (API pages, lenient stubs) to the same rule.
	const externalUrl = frontmatter.url && isSafeUrl(frontmatter.url) ? frontmatter.url : undefined;
	const method = frontmatter.hideApiMarker ? undefined : (page.apiMarker ?? apiMethodOf(frontmatter));
	return {
		type: 'page',
		path,
		href: externalUrl ?? page.href,
		label: frontmatter.sidebarTitle || page.title,
		...(frontmatter.icon ? { icon: frontmatter.icon } : {}),
		...(frontmatter.iconType ? { iconType: frontmatter.iconType } : {}),
		...(method ? { method } : {}),
		...(version ? { version } : {}),
		...(externalUrl ? { external: true } : {}),
		...(frontmatter.tag ? { tag: frontmatter.tag } : {}),
		...(frontmatter.deprecated ? { deprecated: true } : {}),
	};
}

function checkVersion(version: string, configPath: (string | number)[], context: WalkContext): void {
	if (context.versionNames.has(version)) return;
	const suggestion = didYouMean(version, [...context.versionNames]);
	context.problems.push({
		severity: 'error',
		...context.locate(configPath),
		message:
			context.versionNames.size === 0
				? `version "${version}" is used but "versions" lists none`
				: `version "${version}" is not in "versions" (${[...context.versionNames].join(', ')})`,
		hint: suggestion ? `did you mean "${suggestion}"?` : 'add it to "versions", or remove it here',
	});
}

/** A tab's or anchor's `version` must be one of `versions`, or it would never show. */
function checkSectionVersions(config: LegacyNavigation, context: WalkContext): void {
	for (const key of ['anchors', 'tabs'] as const) {
		(config[key] ?? []).forEach((section, index) => {
			if (section.version) checkVersion(section.version, [key, index, 'version'], context);
		});
	}
}

/** `/guides/setup.mdx` -> `guides/setup`; undefined for paths that leave the folder. */
export function normalisePagePath(entry: string): string | undefined {
	const path = entry
		.trim()
		.replace(/^\.?\/+/, '')
		.replace(/\.mdx?$/, '')
		.replace(/\/+$/, '');
	const segments = path.split('/');
	if (segments.some((segment) => segment === '..' || segment === '.') || /^[a-zA-Z]:/.test(path) || path.includes('\\')) {
		return undefined;
	}
	return path;
}

function normaliseVersions(config: LegacyNavigation): VersionInfo[] {
	const entries = (config.versions ?? []).map((version) => (typeof version === 'string' ? { name: version } : version));
	const explicitDefault = entries.find((entry) => 'default' in entry && entry.default);
	return entries.map((entry, index) => ({
		name: entry.name,
		...('url' in entry && entry.url ? { url: entry.url } : {}),
		isDefault: explicitDefault ? entry === explicitDefault : index === 0,
	}));
}

export function walkPages(items: readonly NavItem[]): NavPageItem[] {
	return items.flatMap((item) => (item.type === 'page' ? [item] : walkPages(item.items)));
}

function filterTree(items: readonly NavItem[], keep: (page: NavPageItem) => boolean): NavItem[] {
	const out: NavItem[] = [];
	for (const item of items) {
		if (item.type === 'page') {
			if (keep(item)) out.push(item);
			continue;
		}
		const children = filterTree(item.items, keep);
		if (children.length > 0) out.push({ ...item, items: children });
	}
	return out;
}

function breadcrumbTrails(items: readonly NavItem[], trail: string[] = [], out = new Map<string, string[]>()) {
	for (const item of items) {
		if (item.type === 'page') out.set(item.path, trail);
		else breadcrumbTrails(item.items, item.label ? [...trail, item.label] : trail, out);
	}
	return out;
}

function visibleIn(page: { version?: string }, version: string | undefined): boolean {
	return version === undefined || page.version === undefined || page.version === version;
}

/** Neighbours per version name, built from entries so that any name is a key like another. */
function prevNextOf(page: NavPageItem, ordered: readonly NavPageItem[], versionKeys: readonly string[]): PagePlacement['prevNext'] {
	return Object.fromEntries(
		versionKeys.flatMap((key) => {
			const version = key === '' ? undefined : key;
			if (!visibleIn(page, version)) return [];
			const visible = ordered.filter((candidate) => visibleIn(candidate, version));
			const index = visible.indexOf(page);
			const prev = visible[index - 1];
			const next = visible[index + 1];
			return [[key, { ...(prev ? { prev: link(prev) } : {}), ...(next ? { next: link(next) } : {}) }]];
		}),
	);
}

function link(page: NavPageItem): PageLink {
	return { href: page.href, label: page.label };
}

function fillSectionHrefs(
	sections: Section[],
	navPages: readonly NavPageItem[],
	sectionIdOf: (page: NavPageItem) => string,
	locate: ConfigLocator,
	configKey: 'tabs' | 'anchors',
	problems: Problem[],
	defaultVersion: string | undefined,
): void {
	sections.forEach((section, index) => {
		if (section.external) return;
		const inside = navPages.filter((page) => sectionIdOf(page) === section.id);
		// A section whose pages all belong to one version belongs to it too: shown in the others,
		// it would lead away from the selected version.
		const shared = inside[0]?.version;
		if (!section.version && shared && inside.every((page) => page.version === shared)) section.version = shared;
		const first = firstVisible(inside, section.version ?? defaultVersion);
		if (first) {
			section.href = first.href;
		} else if (index > 0) {
			problems.push({
				severity: 'warning',
				...locate([configKey, index - 1, 'url']),
				message: `${configKey === 'tabs' ? 'tab' : 'anchor'} "${section.name}" matches no page in the navigation: no page path starts with "${section.prefix}/"`,
				hint: 'set its "url" to the folder of its pages',
			});
		}
	});
}

/** The first page shown in a version, else the first page. */
function firstVisible(pages: readonly NavPageItem[], version: string | undefined): NavPageItem | undefined {
	return pages.find((page) => visibleIn(page, version)) ?? pages[0];
}

/**
 * Where each anchor leads from inside each tab: its first page in that tab. Anchors and tabs
 * split the same pages, so without this an anchor clicked in one tab could open another.
 */
function fillAnchorHrefsInTabs(
	anchors: Section[],
	tabs: readonly Section[],
	navPages: readonly NavPageItem[],
	placementOf: (path: string) => { tabId: string; anchorId: string },
	defaultVersion: string | undefined,
): void {
	for (const anchor of anchors) {
		if (anchor.external) continue;
		const hrefInTab: Record<string, string> = {};
		for (const tab of tabs) {
			const inside = navPages.filter((page) => {
				const placement = placementOf(page.path);
				return placement.anchorId === anchor.id && placement.tabId === tab.id;
			});
			const first = firstVisible(inside, anchor.version ?? tab.version ?? defaultVersion);
			if (first) hrefInTab[tab.id] = first.href;
		}
		if (Object.keys(hrefInTab).length > 0) anchor.hrefInTab = hrefInTab;
	}
}

/**
 * For a page of one version, where the version menu leads for each other version: the page with
 * the same path once version folders are dropped (`v1/quickstart` <-> `quickstart`), else that
 * version's first page.
 */
function fillVersionTargets(
	placements: ReadonlyMap<string, PagePlacement>,
	navPages: readonly NavPageItem[],
	versions: readonly VersionInfo[],
	homeHref: string,
): void {
	if (versions.length === 0) return;
	// Folder names of a version: its name, or its language and version each (`fr/v2/quickstart`).
	const names = new Set(
		versions.flatMap((version) => [version.name, version.language, version.release].filter((name) => name !== undefined)),
	);
	const neutral = (path: string) =>
		path
			.split('/')
			.filter((segment) => !names.has(segment))
			.join('/');
	const byNeutralPath = new Map<string, NavPageItem[]>();
	for (const page of navPages) {
		const key = neutral(page.path);
		byNeutralPath.set(key, [...(byNeutralPath.get(key) ?? []), page]);
	}
	for (const placement of placements.values()) {
		if (!placement.version) continue;
		// Built from entries: a version called `__proto__` is then a key like any other.
		placement.versionTargets = Object.fromEntries(
			versions.map((version) => {
				if (version.url) return [version.name, version.url];
				const counterpart = byNeutralPath.get(neutral(placement.path))?.find((page) => page.version === version.name);
				const first = navPages.find((page) => page.version === version.name) ?? navPages.find((page) => !page.version);
				return [version.name, counterpart?.href ?? first?.href ?? homeHref];
			}),
		);
	}
}
