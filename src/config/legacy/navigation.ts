import type { NavigationGroupInput } from '../schema/navigation.ts';
import { currentNavigationSchema, type LevelItem } from '../schema/current/navigation.ts';
import { describeIssues } from '../zod-issues.ts';
import { formatJsonPath } from '../../files/json-source.ts';
import { anchorSections, sectionOfPath, tabSections, type LegacyNavigation, type LegacySection } from './sections.ts';

type Json = Record<string, unknown>;
type JsonPath = (string | number)[];

/** The legacy navigation in the current format, with where each part of it was written. */
export interface ConvertedNavigation {
	navigation: Json;
	/** Where each written level, group and page entry was in the legacy file: current path, legacy path. */
	origins: [JsonPath, JsonPath][];
	/** Tabs and anchors that lead to a folder of the site and hold no page of the navigation. */
	emptySections: { kind: 'tab' | 'anchor'; index: number; name: string; prefix: string | undefined }[];
	/** Every `version` a group, tab or anchor names, with where: each must be one of `versions`. */
	versionsNamed: { version: string; path: JsonPath }[];
}

/**
 * The legacy navigation (an array of groups, split into tabs and anchors by the prefix of each
 * page's path, and into versions by each group's `version`) as the current format's navigation
 * object, where each level holds its own groups. Each page goes where the legacy reading puts it
 * (./sections.ts decides), so the site keeps the same pages. As Mintlify's own upgrade does: each
 * version holds its own levels (the groups of no version in every one), `isDefaultHidden` is
 * `hidden`, an anchor's colour is `{ light, dark }` (a gradient keeps its first colour), a
 * section's OpenAPI files are `{ source, directory }`, and the top anchor leads the anchors.
 */
export function currentNavigation(config: LegacyNavigation, changes: string[]): ConvertedNavigation {
	const tabs = tabSections(config);
	const anchors = anchorSections(config);
	const versions = (config.versions ?? []).map((version) => (typeof version === 'string' ? { name: version } : version));
	/** Where each written level and group came from, and for a group, its page entries' places in the legacy group. */
	const written = new Map<Json, { from: JsonPath; entries?: number[] }>();
	const holding = new Set<string>();
	// External tabs or anchors stay in their place among the others, unless all are: then they are links on every page.
	const global = { tabs: allExternal(tabs), anchors: allExternal(anchors) };
	// The division that holds the other, as Mintlify's upgrade chooses it.
	const order = outerDivision(tabs, anchors, global) === 'tabs' ? (['tabs', 'anchors'] as const) : (['anchors', 'tabs'] as const);
	const level = (version: string | undefined): Json => {
		const inVersion = (section: LegacySection) => !version || !section.version || section.version === version;
		const groupsOf = (tab: LegacySection, anchor: LegacySection) => {
			// Sections of another version take no page of this one.
			const keep = (path: string) =>
				sectionOfPath(path, tabs.filter(inVersion)).id === tab.id && sectionOfPath(path, anchors.filter(inVersion)).id === anchor.id;
			const groups = groupsWhere(config.navigation, version, keep, written);
			if (groups.length > 0) for (const id of [tab.id, anchor.id]) holding.add(id);
			return groups;
		};
		/** The level of `kinds[0]` inside what `within` fixes: its divisions, or (with one) what that one holds. */
		const split = (kinds: readonly ('tabs' | 'anchors')[], within: { tabs?: LegacySection; anchors?: LegacySection }): Json => {
			const [kind, ...rest] = kinds;
			if (kind === undefined) {
				const groups = groupsOf(within.tabs!, within.anchors!);
				return groups.length > 0 ? { groups } : {};
			}
			const sections = (kind === 'tabs' ? tabs : anchors).filter((section) => inVersion(section) && !(section.external && global[kind]));
			const holdsOf = (section: LegacySection) => (section.external ? { href: section.href } : split(rest, { ...within, [kind]: section }));
			const inside = within.tabs !== undefined || within.anchors !== undefined;
			// At the top, the top anchor leads the anchors even when all of the config's own are links (on every page).
			const topAnchorShown = kind === 'anchors' && global.anchors && !inside;
			if (sections.length === 1 && !topAnchorShown) return holdsOf(sections[0]!);
			const items = sections
				.map((section) => {
					const holds = holdsOf(section);
					return { section, holds, item: division(section, holds, written) };
				})
				// A section that only names OpenAPI files (its pages are made from them) goes where no other division takes it.
				.filter(
					({ item }) =>
						holdsSomething(item) ||
						(item.openapi !== undefined && Object.values(within).every((outer) => outer === tabs[0] || outer === anchors[0])),
				);
			const internal = items.filter(({ section }) => !section.external);
			// Links alone lead nowhere: such a division holds nothing.
			if (internal.length === 0) return { [kind]: [] };
			// The primary tab or the top anchor alone is no level of its own: inside another division,
			// links are left to the primary one's level; at the top, links beside it make a level.
			const alone = internal.length === 1 && internal[0]!.section === sections[0] && (inside || items.length === 1);
			if (alone && !topAnchorShown) return internal[0]!.holds;
			return { [kind]: items.map(({ item }) => item) };
		};
		return split(order, {});
	};
	const links = globalLinks(global.tabs ? tabs.slice(1) : [], global.anchors ? anchors.slice(1) : [], written);
	let navigation: Json;
	if (versions.length === 0) {
		changes.push('navigation: the groups, split by tabs and anchors as their page paths say, became navigation levels');
		navigation = { ...level(undefined), ...links };
	} else {
		changes.push('navigation: the groups of each version, split by tabs and anchors as their page paths say, became navigation levels');
		navigation = {
			versions: versions.map((version, index) => {
				const item: Json = {
					version: version.name,
					...(version.default || (index === 0 && !versions.some((other) => other.default)) ? { default: true } : {}),
					...(version.url ? { href: version.url } : level(version.name)),
				};
				written.set(item, { from: ['versions', index] });
				return item;
			}),
			...links,
		};
	}
	noteLosses(tabs, anchors, changes);
	const emptySections = [...tabs.slice(1), ...anchors.slice(1)].flatMap((section) =>
		section.external || holding.has(section.id)
			? []
			: [
					{
						kind: section.id.startsWith('tab:') ? ('tab' as const) : ('anchor' as const),
						index: indexOf(section),
						name: section.name,
						prefix: section.prefix,
					},
				],
	);
	const versionsNamed = [
		...groupVersions(config.navigation, ['navigation']),
		...[...tabs, ...anchors].flatMap((section) =>
			section.version ? [{ version: section.version, path: [...legacyPathOf(section), 'version'] }] : [],
		),
	];
	return { navigation, origins: originsOf(navigation, written), emptySections, versionsNamed };
}

/**
 * The legacy navigation as the checked navigation object the site is drawn from, with `groups`
 * after its own (the API pages its tabs' and anchors' OpenAPI files made). A `reason` says why
 * the converter's output does not fit the current format: the engine's fault, not the author's.
 */
export function legacyNavigationLevel(
	config: LegacyNavigation,
	groups: readonly NavigationGroupInput[] = [],
): ({ level: LevelItem } & Omit<ConvertedNavigation, 'navigation'>) | { reason: string } {
	const converted = currentNavigation({ ...config, navigation: [...config.navigation, ...groups] }, []);
	const checked = currentNavigationSchema.safeParse(converted.navigation);
	if (checked.success)
		return {
			level: checked.data,
			origins: converted.origins,
			emptySections: converted.emptySections,
			versionsNamed: converted.versionsNamed,
		};
	const [issue] = describeIssues(checked.error.issues);
	return { reason: issue ? `${formatJsonPath(['navigation', ...issue.path])}: ${issue.message}` : 'no reason given' };
}

/** A level that lists something or leads somewhere; the others are left out. */
function holdsSomething(item: Json): boolean {
	const listed = (item.groups ?? item.anchors ?? item.tabs) as unknown[] | undefined;
	return (listed !== undefined && listed.length > 0) || item.href !== undefined;
}

/** A tab or an anchor as a level of the current format, around what it holds. */
function division(section: LegacySection, holds: Json, written: Map<Json, { from: JsonPath }>): Json {
	const isTab = section.id.startsWith('tab:');
	const color = typeof section.color === 'object' ? section.color.from : section.color;
	const item: Json = {
		[isTab ? 'tab' : 'anchor']: section.name,
		...iconOf(section),
		...(color && !isTab ? { color: { light: color, dark: color } } : {}),
		...(section.isDefaultHidden ? { hidden: true } : {}),
		...(section.openapi !== undefined && section.prefix !== undefined
			? { openapi: typeof section.openapi === 'string' ? { source: section.openapi, directory: section.prefix } : section.openapi }
			: {}),
		...holds,
	};
	written.set(item, { from: legacyPathOf(section) });
	return item;
}

/** The groups holding the pages `keep` accepts (and, with versions, of that version), empty groups left out. */
function groupsWhere(
	groups: readonly NavigationGroupInput[],
	version: string | undefined,
	keep: (path: string) => boolean,
	written: Map<Json, { from: JsonPath; entries?: number[] }>,
): Json[] {
	const visit = (group: NavigationGroupInput, inherited: string | undefined, from: JsonPath): Json | undefined => {
		// A group inside a group of one version belongs to that version, whatever its own says (the outer one wins).
		const own = inherited ?? group.version;
		if (version && own && own !== version) return undefined;
		const entries: number[] = [];
		const pages = group.pages.flatMap((entry, index): (string | Json)[] => {
			if (typeof entry === 'string') {
				if (!keep(entry.replace(/^\/+/, ''))) return [];
				entries.push(index);
				return [entry];
			}
			const nested = visit(entry, own, [...from, 'pages', index]);
			if (nested) entries.push(index);
			return nested ? [nested] : [];
		});
		if (pages.length === 0) return undefined;
		const item: Json = { group: group.group, ...(group.icon ? { icon: iconValue(group.icon, group.iconType) } : {}), pages };
		written.set(item, { from, entries });
		return item;
	};
	return groups.flatMap((group, index): Json[] => {
		const kept = visit(group, undefined, ['navigation', index]);
		return kept ? [kept] : [];
	});
}

/** The `version` of every group, nested ones included, with where it is written. */
function groupVersions(entries: readonly (string | NavigationGroupInput)[], at: JsonPath): ConvertedNavigation['versionsNamed'] {
	return entries.flatMap((entry, index) =>
		typeof entry === 'string'
			? []
			: [
					...(entry.version ? [{ version: entry.version, path: [...at, index, 'version'] }] : []),
					...groupVersions(entry.pages, [...at, index, 'pages']),
				],
	);
}

/** Every written level's and group's place, and each page entry's, beside where it was in the legacy file. */
function originsOf(navigation: Json, written: ReadonlyMap<Json, { from: JsonPath; entries?: number[] }>): [JsonPath, JsonPath][] {
	const origins: [JsonPath, JsonPath][] = [];
	const visit = (value: unknown, path: JsonPath) => {
		if (Array.isArray(value)) {
			value.forEach((item, index) => visit(item, [...path, index]));
			return;
		}
		if (!value || typeof value !== 'object') return;
		const origin = written.get(value as Json);
		if (origin) {
			origins.push([path, origin.from]);
			const name = ['tab', 'anchor'].find((key) => key in value);
			if (name)
				origins.push([
					[...path, name],
					[...origin.from, 'name'],
				]);
			if (value && 'hidden' in value)
				origins.push([
					[...path, 'hidden'],
					[...origin.from, 'isDefaultHidden'],
				]);
			origin.entries?.forEach((legacyIndex, index) =>
				origins.push([
					[...path, 'pages', index],
					[...origin.from, 'pages', legacyIndex],
				]),
			);
		}
		for (const [key, child] of Object.entries(value)) visit(child, [...path, key]);
	};
	visit(navigation, ['navigation']);
	return origins;
}

/**
 * Which division holds the other when a config has both, decided as Mintlify's upgrade does it
 * (its rule, kept as it is: tabs go outside when each is within an anchor's folder, anchors when
 * each is within a tab's, else the kind with more such sections; anchors on a tie).
 */
function outerDivision(
	tabs: readonly LegacySection[],
	anchors: readonly LegacySection[],
	global: { tabs: boolean; anchors: boolean },
): 'tabs' | 'anchors' {
	const ownTabs = global.tabs ? [] : tabs.slice(1);
	const ownAnchors = global.anchors ? [] : anchors.slice(1);
	if (ownTabs.length === 0) return 'anchors';
	if (ownAnchors.length === 0) return 'tabs';
	const url = (section: LegacySection) => `/${section.prefix ?? section.href.replace(/^\/+/, '')}`;
	const within = (inner: LegacySection, outer: LegacySection) => url(inner).startsWith(url(outer));
	const tabsWithin = ownTabs.filter((tab) => ownAnchors.some((anchor) => within(tab, anchor))).length;
	const anchorsWithin = ownAnchors.filter((anchor) => ownTabs.some((tab) => within(anchor, tab))).length;
	if (tabsWithin === ownTabs.length) return 'tabs';
	if (anchorsWithin === ownAnchors.length) return 'anchors';
	return tabsWithin > anchorsWithin ? 'tabs' : 'anchors';
}

/** Whether every tab or anchor of the config's own (the primary one and the top anchor aside) is a link elsewhere, in every version. */
function allExternal(sections: readonly LegacySection[]): boolean {
	const own = sections.slice(1);
	return own.length > 0 && own.every((section) => section.external && !section.version);
}

/** Tabs and anchors that all lead elsewhere: links on every page, in `navigation.global`. */
function globalLinks(tabs: readonly LegacySection[], anchors: readonly LegacySection[], written: Map<Json, { from: JsonPath }>): Json {
	const link = (section: LegacySection) => division(section, { href: section.href }, written);
	if (tabs.length === 0 && anchors.length === 0) return {};
	return {
		global: {
			...(tabs.length > 0 ? { tabs: tabs.map(link) } : {}),
			...(anchors.length > 0 ? { anchors: anchors.map(link) } : {}),
		},
	};
}

/** What the current format cannot say of the legacy sections, for the person upgrading. */
function noteLosses(tabs: readonly LegacySection[], anchors: readonly LegacySection[], changes: string[]): void {
	if ([...tabs, ...anchors].some((section) => section.isDefaultHidden)) changes.push('isDefaultHidden -> hidden');
	const gradients = anchors.filter((anchor) => typeof anchor.color === 'object').map((anchor) => `"${anchor.name}"`);
	if (gradients.length > 0) {
		changes.push(`anchors' colour gradients -> their first colour (the current format has one colour per mode): ${gradients.join(', ')}`);
	}
}

/** Where a section was written in the legacy file. */
function legacyPathOf(section: LegacySection): JsonPath {
	if (section.id === 'tab:primary') return ['primaryTab'];
	if (section.id === 'anchor:top') return ['topAnchor'];
	return [section.id.startsWith('tab:') ? 'tabs' : 'anchors', indexOf(section)];
}

function indexOf(section: LegacySection): number {
	return Number(section.id.slice(section.id.indexOf(':') + 1));
}

function iconOf(section: LegacySection): Json {
	return section.icon ? { icon: iconValue(section.icon, section.iconType) } : {};
}

/** A legacy icon with its Font Awesome style, as the current format writes it. */
function iconValue(icon: string, style: string | undefined): string | Json {
	return style && style !== 'regular' ? { name: icon, style } : icon;
}
