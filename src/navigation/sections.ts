import type { DocsConfig } from '../config/schema/index.ts';
import type { Section } from './types.ts';
import { isExternalUrl, normalisePrefix } from '../urls/urls.ts';

const primaryTabId = 'tab:primary';
const topAnchorId = 'anchor:top';

/** Tabs in display order, the implicit primary tab first; hrefs are filled in later. */
export function tabSections(config: DocsConfig): Section[] {
	const primary: Section = {
		id: primaryTabId,
		name: config.primaryTab.name,
		href: '',
		external: false,
		isDefaultHidden: config.primaryTab.isDefaultHidden,
	};
	const tabs = (config.tabs ?? []).map((tab, index): Section => {
		const external = isExternalUrl(tab.url);
		return {
			id: `tab:${index}`,
			name: tab.name,
			href: external ? tab.url : '',
			external,
			...(external ? {} : { prefix: normalisePrefix(tab.url) }),
			...(tab.version ? { version: tab.version } : {}),
			isDefaultHidden: tab.isDefaultHidden,
		};
	});
	return [primary, ...tabs];
}

/** Anchors in display order, the top anchor first. */
export function anchorSections(config: DocsConfig): Section[] {
	const top: Section = {
		id: topAnchorId,
		name: config.topAnchor.name,
		href: '',
		external: false,
		icon: config.topAnchor.icon,
		iconType: config.topAnchor.iconType,
		isDefaultHidden: false,
	};
	const anchors = (config.anchors ?? []).map((anchor, index): Section => {
		const external = isExternalUrl(anchor.url);
		const color = anchor.color ?? config.colors?.anchors;
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
			isDefaultHidden: anchor.isDefaultHidden,
		};
	});
	return [top, ...anchors];
}

/**
 * The section a page belongs to: the one whose prefix is the longest that starts the page's
 * path (`guides` holds `guides/setup`), else the first (primary) section.
 */
export function sectionOfPath(path: string, sections: readonly Section[]): Section {
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
