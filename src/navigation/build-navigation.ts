import type { PageFile } from '../page-files/scan-pages.ts';
import type { Problem } from '../problems/problem.ts';
import { pageInOtherVersion, problemAt } from '../problems/catalogue.ts';
import { breadcrumbTrails, firstVisible, neighboursIn, visibleIn, walkPages } from './nav-tree.ts';
import type { ConfigLocator, WalkContext } from './page-items.ts';
import { structuredPlan, type StructuredInput } from './structured-plan.ts';
import {
	sidebarKey,
	type NavigationModel,
	type NavItem,
	type NavPageItem,
	type PagePlacement,
	type Section,
	type VersionInfo,
} from './types.ts';

export interface NavigationInput {
	/** The navigation object of the current format, laid out, with the API pages made for it. */
	structured: StructuredInput;
	pages: ReadonlyMap<string, PageFile>;
	/** Pages whose file exists but could not be read: reported already, so not "missing". */
	unreadable?: ReadonlySet<string>;
	locate: ConfigLocator;
	/** The current format lists a page in several places (under two products, say); the legacy format once in each version. */
	repeatsAllowed: boolean;
}

/** Builds the whole navigation model once: sidebars, sections, versions, prev/next. */
export function buildNavigation({ structured, pages, unreadable = new Set(), locate, repeatsAllowed }: NavigationInput): {
	model: NavigationModel;
	problems: Problem[];
} {
	const problems: Problem[] = [];
	const versions = structured.layout.versions;
	const versionNames = new Set(versions.map((version) => version.name));
	const listed = new Map<string, { configPath: (string | number)[]; version: string | undefined }[]>();
	const hiddenVersions = new Map<string, string>();
	const otherVersionEntries: WalkContext['otherVersionEntries'] = new Map();
	const context: WalkContext = {
		pages,
		unreadable,
		locate,
		problems,
		listed,
		versionNames,
		hiddenVersions,
		otherVersionEntries,
		repeatsAllowed,
	};
	const plan = structuredPlan(structured, context);
	const { tabs, anchors, tree, sidebars, placementOf } = plan;
	const defaultVersion = versions.find((version) => version.isDefault)?.name;

	const navPages = walkPages(tree).filter((page) => !page.external);
	plan.linkSections(navPages, defaultVersion);
	fillAnchorHrefsInTabs(anchors, tabs, sidebars, defaultVersion);

	const homeHref = pages.has('index')
		? '/'
		: (navPages.find((page) => visibleIn(page, defaultVersion))?.href ?? [...pages.values()][0]?.href ?? '/');

	// Keyed by page paths and version names, which are the author's text: a Map, so that a page
	// called `__proto__` or `constructor` is a page like any other, not a property of every object.
	const placements = new Map<string, PagePlacement>();
	/** The versions each placed page is listed in so far. */
	const listedIn = new Map<string, Set<string | undefined>>();
	const versionKeys = versions.length > 0 ? versions.map((version) => version.name) : [''];
	for (const [key, items] of Object.entries(sidebars)) {
		const ordered = walkPages(items).filter((page) => !page.external);
		const breadcrumbs = breadcrumbTrails(items);
		const [tabId, anchorId] = key.split('|') as [string, string];
		const prevNextOf = neighboursIn(ordered, versionKeys);
		for (const page of ordered) {
			const earlier = placements.get(page.path);
			const seen = listedIn.get(page.path);
			if (earlier && seen) {
				// Listed again in the same version (under two products, say), or first for every version: its first place is its place.
				if (page.version === undefined || seen.has(page.version) || seen.has(undefined)) continue;
				// Listed again for another version: it belongs to both, with neighbours and a place in each.
				if (key !== sidebarKey(earlier.tabId, earlier.anchorId) || earlier.versionPlaces) {
					const first = { tabId: earlier.tabId, anchorId: earlier.anchorId };
					const places: [string, { tabId: string; anchorId: string }][] = earlier.versionPlaces
						? Object.entries(earlier.versionPlaces)
						: [...seen].flatMap((version) => (version === undefined ? [] : [[version, first] as [string, typeof first]]));
					earlier.versionPlaces = Object.fromEntries([...places, [page.version, { tabId, anchorId }]]);
				}
				seen.add(page.version);
				delete earlier.version;
				earlier.prevNext = { ...prevNextOf(page), ...earlier.prevNext };
				continue;
			}
			const place = placementOf(page.path);
			if (sidebarKey(place.tabId, place.anchorId) !== key) continue;
			listedIn.set(page.path, new Set([page.version]));
			const search = plan.searchPlaces.get(page.path);
			placements.set(page.path, {
				path: page.path,
				href: page.href,
				tabId,
				anchorId,
				...(page.version ? { version: page.version } : {}),
				inNavigation: true,
				...(search ? { search } : {}),
				prevNext: prevNextOf(page),
				versionTargets: {},
				breadcrumbs: breadcrumbs.get(page.path) ?? [],
			});
		}
	}
	for (const [path, { configPath, version, listedIn }] of otherVersionEntries) {
		if (!placements.has(path)) problems.push(problemAt(pageInOtherVersion, locate(configPath), { path, version, listedIn }));
	}
	for (const page of pages.values()) {
		if (placements.has(page.path)) continue;
		const version = page.frontmatter.version ?? hiddenVersions.get(page.path);
		const search = plan.searchPlaces.get(page.path);
		placements.set(page.path, {
			path: page.path,
			href: page.href,
			...placementOf(page.path),
			...(version ? { version } : {}),
			inNavigation: false,
			...(search ? { search } : {}),
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
			...(structured.layout.versionLinks.length > 0 ? { versionLinks: structured.layout.versionLinks } : {}),
			tabs,
			anchors,
			sidebars,
			pages: Object.fromEntries(placements),
			homeHref,
		},
		problems,
	};
}

/**
 * Where each anchor leads from inside each tab: its first page in that tab. Anchors and tabs
 * split the same pages, so without this an anchor clicked in one tab could open another.
 */
function fillAnchorHrefsInTabs(
	anchors: Section[],
	tabs: readonly Section[],
	sidebars: Readonly<Record<string, NavItem[]>>,
	defaultVersion: string | undefined,
): void {
	const versionOf = new Map(tabs.map((tab) => [tab.id, tab.version]));
	for (const anchor of anchors) {
		if (anchor.external) continue;
		const hrefInTab: Record<string, string> = {};
		for (const [key, items] of Object.entries(sidebars)) {
			const [tabId, anchorId] = key.split('|') as [string, string];
			if (anchorId !== anchor.id || tabId in hrefInTab) continue;
			const inside = walkPages(items).filter((page) => !page.external);
			const first = firstVisible(inside, anchor.version ?? versionOf.get(tabId) ?? defaultVersion);
			if (first) hrefInTab[tabId] = first.href;
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
