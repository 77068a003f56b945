import { anchorSections, sectionOfPath, tabSections, type LegacyNavigation } from '../config/legacy/sections.ts';
import type { NavigationGroupInput } from '../config/schema/navigation.ts';
import type { Problem } from '../problems/problem.ts';
import { firstVisible, walkPages } from './nav-tree.ts';
import { checkVersion, toPageItem, type ConfigLocator, type WalkContext } from './page-items.ts';
import type { NavigationPlan } from './plan.ts';
import { sidebarKey, type NavGroupItem, type NavItem, type NavPageItem, type Section, type VersionInfo } from './types.ts';
import { problemAt, sectionWithoutPages } from '../problems/catalogue.ts';

/** The legacy format: groups in one list, split into tabs and anchors by the folders of their pages. */
export function legacyPlan(config: LegacyNavigation, context: WalkContext): NavigationPlan {
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
	const linkSections = (navPages: readonly NavPageItem[], defaultVersion: string | undefined) => {
		const { locate, problems } = context;
		fillSectionHrefs(tabs, navPages, (page) => placementOf(page.path).tabId, locate, 'tabs', problems, defaultVersion);
		fillSectionHrefs(anchors, navPages, (page) => placementOf(page.path).anchorId, locate, 'anchors', problems, defaultVersion);
	};
	return { tabs, anchors, tree, sidebars, placementOf, linkSections };
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

/** A tab's or anchor's `version` must be one of `versions`, or it would never show. */
function checkSectionVersions(config: LegacyNavigation, context: WalkContext): void {
	for (const key of ['anchors', 'tabs'] as const) {
		(config[key] ?? []).forEach((section, index) => {
			if (section.version) checkVersion(section.version, [key, index, 'version'], context);
		});
	}
}

export function normaliseVersions(config: LegacyNavigation): VersionInfo[] {
	const entries = (config.versions ?? []).map((version) => (typeof version === 'string' ? { name: version } : version));
	const explicitDefault = entries.find((entry) => 'default' in entry && entry.default);
	return entries.map((entry, index) => ({
		name: entry.name,
		...('url' in entry && entry.url ? { url: entry.url } : {}),
		isDefault: explicitDefault ? entry === explicitDefault : index === 0,
	}));
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
			const kind = configKey === 'tabs' ? 'tab' : 'anchor';
			problems.push(
				problemAt(sectionWithoutPages, locate([configKey, index - 1, 'url']), { kind, name: section.name, prefix: section.prefix }),
			);
		}
	});
}
