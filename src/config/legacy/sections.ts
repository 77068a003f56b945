import type { LegacySettings } from '../site-config.ts';
import { isExternalUrl, normalisePrefix } from '../../urls/urls.ts';

/** The legacy navigation: its groups, tabs, anchors and versions. */
export type LegacyNavigation = LegacySettings['navigation'];

/**
 * A tab or an anchor of the legacy format: it holds the pages whose path starts with its prefix.
 * The navigation model's sections (src/navigation/types.ts) are made from these.
 */
export interface LegacySection {
	id: string;
	name: string;
	/** An external link; empty until the navigation gives it its first page. */
	href: string;
	external: boolean;
	/** Path prefix of its pages, without slashes: `api-reference`. Empty for the primary one. */
	prefix?: string;
	icon?: string;
	iconType?: string;
	color?: string | { from: string; via?: string | undefined; to: string };
	version?: string;
	isDefaultHidden: boolean;
	/** The OpenAPI files whose operations it lists (a page each, made in its folder). */
	openapi?: string | string[];
}

const primaryTabId = 'tab:primary';
const topAnchorId = 'anchor:top';

/** Tabs in display order, the implicit primary tab first; hrefs are filled in later. */
export function tabSections(config: LegacyNavigation): LegacySection[] {
	const primary: LegacySection = {
		id: primaryTabId,
		name: config.primaryTab.name,
		href: '',
		external: false,
		isDefaultHidden: config.primaryTab.isDefaultHidden,
	};
	const tabs = (config.tabs ?? []).map((tab, index): LegacySection => {
		const external = isExternalUrl(tab.url);
		return {
			id: `tab:${index}`,
			name: tab.name,
			href: external ? tab.url : '',
			external,
			...(external ? {} : { prefix: normalisePrefix(tab.url) }),
			...(tab.version ? { version: tab.version } : {}),
			...(tab.openapi !== undefined ? { openapi: tab.openapi } : {}),
			isDefaultHidden: tab.isDefaultHidden,
		};
	});
	return [primary, ...tabs];
}

/** Anchors in display order, the top anchor first. */
export function anchorSections(config: LegacyNavigation): LegacySection[] {
	const top: LegacySection = {
		id: topAnchorId,
		name: config.topAnchor.name,
		href: '',
		external: false,
		icon: config.topAnchor.icon,
		iconType: config.topAnchor.iconType,
		isDefaultHidden: false,
	};
	const anchors = (config.anchors ?? []).map((anchor, index): LegacySection => {
		const external = isExternalUrl(anchor.url);
		const color = anchor.color ?? config.anchorColor;
		return {
			id: `anchor:${index}`,
			name: anchor.name,
			href: external ? anchor.url : '',
			external,
			...(external ? {} : { prefix: normalisePrefix(anchor.url) }),
			...(anchor.icon ? { icon: anchor.icon } : {}),
			iconType: anchor.iconType,
			...(color ? { color } : {}),
			...(anchor.version ? { version: anchor.version } : {}),
			...(anchor.openapi !== undefined ? { openapi: anchor.openapi } : {}),
			isDefaultHidden: anchor.isDefaultHidden,
		};
	});
	return [top, ...anchors];
}

/**
 * The section a page belongs to: the one whose prefix is the longest that starts the page's
 * path (`guides` holds `guides/setup`), else the first (primary) section.
 */
export function sectionOfPath<Kind extends LegacySection>(path: string, sections: readonly Kind[]): Kind {
	let best = sections[0]!;
	let bestLength = -1;
	for (const section of sections) {
		const prefix = section.prefix;
		if (section.external || prefix === undefined || prefix === '') continue;
		if ((path === prefix || path.startsWith(`${prefix}/`)) && prefix.length > bestLength) {
			best = section;
			bestLength = prefix.length;
		}
	}
	return best;
}
