import type { NavigationGroupInput } from '../schema/navigation.ts';
import { anchorSections, sectionOfPath, tabSections, type LegacyNavigation, type LegacySection } from './sections.ts';

type Json = Record<string, unknown>;

/**
 * The legacy navigation (an array of groups, split into tabs and anchors by the prefix of each
 * page's path, and into versions by each group's `version`) as the current format's navigation
 * object, where each level holds its own groups. Each page goes where the legacy reading puts it
 * (./sections.ts decides, for both), so the site keeps the same pages.
 */
export function currentNavigation(config: LegacyNavigation, changes: string[]): Json {
	const tabs = tabSections(config);
	const anchors = anchorSections(config);
	const versions = (config.versions ?? []).map((version) => (typeof version === 'string' ? { name: version } : version));
	const level = (version: string | undefined): Json => {
		const inVersion = (section: LegacySection) => !version || !section.version || section.version === version;
		const groupsOf = (tab: LegacySection, anchor: LegacySection) =>
			groupsWhere(
				config.navigation,
				version,
				(path) => sectionOfPath(path, tabs).id === tab.id && sectionOfPath(path, anchors).id === anchor.id,
			);
		const anchorsIn = (tab: LegacySection): Json => {
			const internal = anchors.filter((anchor) => !anchor.external && inVersion(anchor));
			if (internal.length === 1) return { groups: groupsOf(tab, internal[0]!) };
			return {
				anchors: internal
					.map((anchor) => ({ anchor: anchor.name, ...iconOf(anchor), groups: groupsOf(tab, anchor) }))
					.filter((anchor) => anchor.groups.length > 0),
			};
		};
		const internalTabs = tabs.filter((tab) => !tab.external && inVersion(tab));
		if (internalTabs.length === 1) return anchorsIn(internalTabs[0]!);
		return {
			tabs: internalTabs
				.map((tab): Json => ({ tab: tab.name, ...anchorsIn(tab) }))
				.filter((tab) => ((tab.groups ?? tab.anchors) as unknown[]).length > 0),
		};
	};
	const global = globalLinks(tabs, anchors);
	if (versions.length === 0) {
		changes.push('navigation: the groups, split by tabs and anchors as their page paths say, became navigation levels');
		return { ...level(undefined), ...global };
	}
	changes.push('navigation: the groups of each version, split by tabs and anchors as their page paths say, became navigation levels');
	return {
		versions: versions.map((version, index) => ({
			version: version.name,
			...(version.default || (index === 0 && !versions.some((other) => other.default)) ? { default: true } : {}),
			...(version.url ? { href: version.url } : level(version.name)),
		})),
		...global,
	};
}

/** The groups holding the pages `keep` accepts (and, with versions, of that version), empty groups left out. */
function groupsWhere(groups: readonly NavigationGroupInput[], version: string | undefined, keep: (path: string) => boolean): Json[] {
	const visit = (group: NavigationGroupInput, inherited: string | undefined): Json | undefined => {
		const own = group.version ?? inherited;
		if (version && own && own !== version) return undefined;
		const pages = group.pages.flatMap((entry): (string | Json)[] => {
			if (typeof entry === 'string') return keep(entry.replace(/^\/+/, '')) ? [entry] : [];
			const nested = visit(entry, own);
			return nested ? [nested] : [];
		});
		if (pages.length === 0) return undefined;
		return { group: group.group, ...(group.icon ? { icon: iconValue(group.icon, group.iconType) } : {}), pages };
	};
	return groups.flatMap((group): Json[] => {
		const kept = visit(group, undefined);
		return kept ? [kept] : [];
	});
}

/** External tabs and anchors: links beside the navigation, in `navigation.global`. */
function globalLinks(tabs: readonly LegacySection[], anchors: readonly LegacySection[]): Json {
	const externalTabs = tabs.filter((tab) => tab.external).map((tab) => ({ tab: tab.name, href: tab.href }));
	const externalAnchors = anchors
		.filter((anchor) => anchor.external)
		.map((anchor) => ({ anchor: anchor.name, ...iconOf(anchor), href: anchor.href }));
	if (externalTabs.length === 0 && externalAnchors.length === 0) return {};
	return {
		global: {
			...(externalTabs.length > 0 ? { tabs: externalTabs } : {}),
			...(externalAnchors.length > 0 ? { anchors: externalAnchors } : {}),
		},
	};
}

function iconOf(section: LegacySection): Json {
	return section.icon ? { icon: iconValue(section.icon, section.iconType) } : {};
}

/** A legacy icon with its Font Awesome style, as the current format writes it. */
function iconValue(icon: string, style: string | undefined): string | Json {
	return style && style !== 'regular' ? { name: icon, style } : icon;
}
