import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { implicitAnchor, implicitTab } from '../navigation/build-structured.ts';
import type { NavItem, Section } from '../navigation/types.ts';
import type { PostBuildContext } from './context.ts';
import { servedSpecPath } from './served-specs.ts';
import {
	siteIndexFile,
	siteIndexFormat,
	type SiteIndex,
	type SiteIndexEntry,
	type SiteIndexOperation,
	type SiteIndexSection,
} from './site-index-schema.ts';

/** Writes `trellis-site.json` into the output folder, and gives what it wrote. */
export function writeSiteIndex(context: PostBuildContext): SiteIndex {
	const index = siteIndexOf(context);
	writeFileSync(join(context.outDir, siteIndexFile), `${JSON.stringify(index)}\n`);
	return index;
}

/** The content of `trellis-site.json` (./site-index-schema.ts). */
function siteIndexOf(context: PostBuildContext): SiteIndex {
	const { site } = context;
	const { navigation } = site;
	return {
		format: siteIndexFormat,
		name: site.config.name,
		base: context.base,
		...(context.siteUrl ? { siteUrl: context.siteUrl } : {}),
		versions: navigation.versions.map((version) => ({
			name: version.name,
			...(version.language ? { language: version.language } : {}),
			...(version.release ? { release: version.release } : {}),
			...(version.label ? { label: version.label } : {}),
			default: version.isDefault,
		})),
		sections: sectionsOf(navigation.tabs, navigation.anchors, navigation.sidebars),
		operations: operationsOf(context),
	};
}

function sectionsOf(tabs: readonly Section[], anchors: readonly Section[], sidebars: Record<string, NavItem[]>): SiteIndexSection[] {
	const byId = new Map([...tabs, ...anchors].map((section) => [section.id, section]));
	return Object.entries(sidebars).flatMap(([key, items]) => {
		const [tabId = '', anchorId = ''] = key.split('|');
		const tab = byId.get(tabId);
		const anchor = byId.get(anchorId);
		// A hidden tab or anchor shows only to a reader already on one of its pages.
		if (tab?.isDefaultHidden || anchor?.isDefaultHidden) return [];
		const version = tab?.version ?? anchor?.version;
		const entries = entriesOf(items, version);
		if (entries.length === 0) return [];
		return [
			{
				...(tab && tabId !== implicitTab ? { tab: tab.name } : {}),
				...(anchor && anchorId !== implicitAnchor ? { anchor: anchor.name } : {}),
				...(version !== undefined ? { version } : {}),
				entries,
			},
		];
	});
}

/** A sidebar's entries; `sectionVersion`: the version of its tab or anchor, which its entries need not repeat. */
function entriesOf(items: readonly NavItem[], sectionVersion: string | undefined): SiteIndexEntry[] {
	return items.flatMap((item): SiteIndexEntry[] => {
		const versions = item.versions ?? (item.version !== undefined ? [item.version] : undefined);
		const shownIn = versions && !(versions.length === 1 && versions[0] === sectionVersion) ? { versions } : {};
		if (item.type === 'group') {
			const entries = entriesOf(item.items, sectionVersion);
			return entries.length === 0 ? [] : [{ group: item.label, entries, ...shownIn }];
		}
		if (item.external) return [];
		return [{ title: item.label, path: item.href, ...(item.method ? { method: item.method } : {}), ...shownIn }];
	});
}

function operationsOf(context: PostBuildContext): SiteIndexOperation[] {
	const { site, outDir } = context;
	const configRoot = dirname(site.configFile);
	const served = new Map<string, string | undefined>();
	const servedPath = (source: string) => {
		if (!served.has(source)) served.set(source, servedSpecPath(source, configRoot, outDir));
		return served.get(source);
	};
	return Object.entries(site.api).flatMap(([pagePath, model]): SiteIndexOperation[] => {
		const page = site.pages[pagePath];
		if (model.kind === 'schema' || model.origin === 'mdx' || !page) return [];
		const path = servedPath(model.specId);
		const version = site.navigation.pages[pagePath]?.version;
		return [
			{
				kind: model.kind,
				method: model.method,
				path: model.path,
				page: page.href,
				...(version !== undefined ? { version } : {}),
				spec: path ?? model.specId,
				served: path !== undefined,
			},
		];
	});
}
