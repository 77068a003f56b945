import {
	implicitAnchor,
	implicitTab,
	type ListedEntry,
	type NavigationApiPageSet,
	type PlannedItem,
	type StructuredLayout,
} from './build-structured.ts';
import { firstVisible, walkPages } from './nav-tree.ts';
import { toPageItem, type WalkContext } from './page-items.ts';
import type { NavigationPlan } from './plan.ts';
import type { NavItem, NavPageItem, Section } from './types.ts';
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
	const pageOf = (listed: ListedEntry): NavPageItem | undefined => {
		const apiPage = api.entryPages.get(listed);
		const apiError = api.entryErrors.get(listed);
		if (apiError) {
			context.problems.push(
				problemAt(navigationEntryUnresolved, context.locate(listed.configPath), { entry: listed.entry, ...apiError, hint: apiError.hint }),
			);
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
		linkSections: (_navPages, defaultVersion) => fillStructuredSectionHrefs(layout.tabs, layout.anchors, sidebars, defaultVersion),
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
