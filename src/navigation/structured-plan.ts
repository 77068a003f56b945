import {
	implicitAnchor,
	implicitTab,
	type ListedEntry,
	type ListedSearch,
	type NavigationApiPageSet,
	type PlannedItem,
	type StructuredLayout,
} from './build-structured.ts';
import { firstVisible, walkPages } from './nav-tree.ts';
import { normalisePagePath, toPageItem, type WalkContext } from './page-items.ts';
import type { NavigationPlan } from './plan.ts';
import type { NavItem, NavPageItem, PageSearchPlace, Section } from './types.ts';
import { navigationEntryUnresolved, problemAt } from '../problems/catalogue.ts';

/** A current-format navigation, laid out, with the API pages made for it. */
export interface StructuredInput {
	layout: StructuredLayout;
	api: NavigationApiPageSet;
}

/** The current format: each sidebar is the groups and pages its level lists; a page is placed where it is first listed. */
export function structuredPlan({ layout, api }: StructuredInput, context: WalkContext): NavigationPlan {
	const sidebars: Record<string, NavItem[]> = {};
	const placements = new Map<string, { tabId: string; anchorId: string }>();
	const searchPlaces = new Map<string, PageSearchPlace>();
	const pageOf = (listed: ListedEntry): NavPageItem | undefined => {
		const apiPage = api.entryPages.get(listed);
		const apiError = api.entryErrors.get(listed);
		if (apiError) {
			context.problems.push(
				problemAt(navigationEntryUnresolved, context.locate(listed.configPath), { entry: listed.entry, ...apiError, hint: apiError.hint }),
			);
			return undefined;
		}
		const entry = apiPage ?? listed.entry;
		noteSearchPlace(searchPlaces, normalisePagePath(entry), listed.search);
		const page = toPageItem(entry, listed.configPath, listed.version, context);
		return page && !listed.hidden ? page : undefined;
	};
	const convert = (items: readonly PlannedItem[]): NavItem[] =>
		items.flatMap((item): NavItem[] => {
			if (item.type === 'entry') return optional(pageOf(item.entry));
			const { group } = item;
			const slotPages = group.asyncapiSlot ? (api.groupPages?.get(group.asyncapiSlot) ?? []) : [];
			const operationGroups = group.openapiSlot ? generatedGroups(api.groupSlotGroups?.get(group.openapiSlot) ?? []) : [];
			const children = [
				...convert(group.items),
				...operationGroups,
				...slotPages.flatMap((path) => optional(toPageItem(path, [], undefined, context))),
			];
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
	// Generated pages, a group of them per tag; a group left with no page is left out.
	const generatedGroups = (groups: readonly { group: string; pages: string[] }[]): NavItem[] =>
		groups.flatMap((group): NavItem[] => {
			const items = group.pages.flatMap((path) => optional(toPageItem(path, [], undefined, context)));
			return items.length > 0 ? [{ type: 'group', label: group.group, items }] : [];
		});
	const keys = new Set([...layout.sidebars.keys(), ...api.slotGroups.keys()]);
	for (const key of keys) {
		const items = [...convert(layout.sidebars.get(key) ?? []), ...generatedGroups(api.slotGroups.get(key) ?? [])];
		if (items.length === 0) continue;
		sidebars[key] = items;
		const [tabId, anchorId] = key.split('|') as [string, string];
		for (const page of walkPages(items)) {
			if (!placements.has(page.path)) placements.set(page.path, { tabId, anchorId });
			// The pages made for a level's OpenAPI or AsyncAPI files, which no entry names, are listed where they show.
			if (!searchPlaces.has(page.path)) searchPlaces.set(page.path, { hidden: false });
		}
	}
	const firstTab = layout.tabs[0]?.id ?? implicitTab;
	const byFolder = placementsByFolder(placements);
	return {
		tabs: layout.tabs,
		anchors: layout.anchors,
		tree: Object.values(sidebars).flat(),
		sidebars,
		// A page no entry lists shows the sidebar of the listed pages nearest it in the folders (`api/unlisted`: that of `api/listed`).
		placementOf: (path) =>
			placements.get(path) ??
			foldersOf(path)
				.map((folder) => byFolder.get(folder))
				.find((placement) => placement !== undefined) ?? { tabId: firstTab, anchorId: implicitAnchor },
		linkSections: (_navPages, defaultVersion) => fillStructuredSectionHrefs(layout.tabs, layout.anchors, sidebars, defaultVersion),
		searchPlaces,
	};
}

/** Adds a listing of a page: its first listing's boost stays; it is hidden from search only while every listing is. */
function noteSearchPlace(places: Map<string, PageSearchPlace>, path: string | undefined, listing: ListedSearch): void {
	if (path === undefined) return;
	const earlier = places.get(path);
	if (!earlier) places.set(path, listing);
	else if (earlier.hidden && !listing.hidden) places.set(path, { ...earlier, hidden: false });
}

/** The place of the first listed page under each folder (`''`: the whole site), in navigation order. */
function placementsByFolder<Place>(placements: ReadonlyMap<string, Place>): Map<string, Place> {
	const byFolder = new Map<string, Place>();
	for (const [path, placement] of placements) {
		for (const folder of foldersOf(path)) if (!byFolder.has(folder)) byFolder.set(folder, placement);
	}
	return byFolder;
}

/** The folders holding a page path, deepest first: `a/b/c` -> `a/b`, `a`, `''`. */
function foldersOf(path: string): string[] {
	const segments = path.split('/').slice(0, -1);
	return [...segments.map((_, index) => segments.slice(0, segments.length - index).join('/')), ''];
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
	const parentOf = new Map([...tabs, ...anchors].map((section) => [section.id, section.parentId]));
	/** A section and those it is within (a menu item, its tab, the product holding that). */
	const chainOf = (id: string | undefined): string[] => (id === undefined ? [] : [id, ...chainOf(parentOf.get(id))]);
	const pagesWhere = (matches: (held: readonly string[]) => boolean) =>
		Object.entries(sidebars)
			.filter(([key]) => matches(key.split('|').flatMap((id) => chainOf(id))))
			.flatMap(([, items]) => walkPages(items).filter((page) => !page.external));
	const fill = (section: Section) => {
		const inside = pagesWhere((held) => held.includes(section.id));
		// A section whose pages all belong to one version belongs to it too, as in the legacy format.
		const shared = inside[0]?.version;
		if (!section.version && shared && inside.every((page) => page.version === shared)) section.version = shared;
		if (!section.href) section.href = firstVisible(inside, section.version ?? defaultVersion)?.href ?? '';
	};
	for (const section of [...tabs, ...anchors]) fill(section);
}
