import { formatJsonPath } from '../../../src/files/json-source.ts';
import type { LegacyConfigInput } from '../../../src/config/schema/index.ts';
import type { LegacyNavigation } from '../../../src/config/legacy/sections.ts';
import { loadedConfig } from './config.ts';
import { buildNavigation } from '../../../src/navigation/build-navigation.ts';
import { layoutStructuredNavigation, type NavigationApiPageSet } from '../../../src/navigation/build-structured.ts';
import { legacyNavigation } from '../../../src/site/legacy-navigation.ts';
import { writtenPath } from '../../../src/config/legacy/to-current.ts';
import type { NavigationGroupInput } from '../../../src/config/schema/navigation.ts';
import type { ConfigLocator } from '../../../src/navigation/page-items.ts';
import type { NavItem, NavigationModel } from '../../../src/navigation/types.ts';
import type { Frontmatter } from '../../../src/page-files/frontmatter-schema.ts';
import { hrefOfPath, titleFromPath, type PageFile } from '../../../src/page-files/scan-pages.ts';
import type { Problem } from '../../../src/problems/problem.ts';

/** Folder the in-memory docs pretend to live in; problems are formatted relative to it. */
export const docsRoot = '/docs';
const configFile = `${docsRoot}/docs.json`;

/** Points at a JSON path of the config without reading any file. */
export const locate: ConfigLocator = (path) => ({ file: configFile, jsonPath: formatJsonPath(path) });

/** A page map built in memory: path -> page file, with the given frontmatter. */
export function pageMap(entries: ReadonlyArray<string | [string, Frontmatter]>): Map<string, PageFile> {
	return new Map(
		entries.map((entry): [string, PageFile] => {
			const [path, frontmatter] = typeof entry === 'string' ? [entry, {}] : entry;
			return [
				path,
				{
					path,
					file: `${docsRoot}/${path}.mdx`,
					href: hrefOfPath(path),
					title: frontmatter.title ?? titleFromPath(path),
					frontmatter,
					components: [],
				},
			];
		}),
	);
}

/**
 * The navigation of a legacy config over pages in memory, as the loader draws it: converted to the
 * current format, laid out, problems pointed at the legacy file's JSON paths.
 */
export function navigate(
	input: LegacyConfigInput,
	pages: ReadonlyArray<string | [string, Frontmatter]>,
): { model: NavigationModel; problems: Problem[] } {
	const { legacy } = loadedConfig(input);
	if (!legacy) throw new Error('expected a config in the legacy format');
	return navigateLegacy(legacy.navigation, pageMap(pages));
}

/** The navigation of a legacy config's navigation settings (with `groups` after its own), over pages in memory. */
export function navigateLegacy(
	navigation: LegacyNavigation,
	pages: ReadonlyMap<string, PageFile>,
	groups: readonly NavigationGroupInput[] = [],
	locateModelPath: ConfigLocator = locate,
): { model: NavigationModel; problems: Problem[] } {
	const converted = legacyNavigation(navigation, groups, configFile, locateModelPath);
	if ('problem' in converted) throw new Error(converted.problem.message);
	const layout = layoutStructuredNavigation(converted.level);
	const api: NavigationApiPageSet = { entryPages: new Map(), entryErrors: new Map(), slotGroups: new Map() };
	const locateWritten: ConfigLocator = (path) => locateModelPath(writtenPath(path, converted.origins));
	const built = buildNavigation({ structured: { layout, api }, pages, locate: locateWritten, repeatsAllowed: false });
	return { model: built.model, problems: [...converted.problems, ...built.problems] };
}

/**
 * A sidebar tree as indented lines, easy to compare: groups as `[label]`, pages as their path.
 * An empty group label shows as `[]`.
 */
export function outline(items: readonly NavItem[], depth = 0): string[] {
	return items.flatMap((item) =>
		item.type === 'page'
			? [`${'  '.repeat(depth)}${item.path}`]
			: [`${'  '.repeat(depth)}[${item.label}]`, ...outline(item.items, depth + 1)],
	);
}

/** Where a page is placed, by the names of its tab and anchor (`-` for none): `API Reference / Guides`. */
export function placeOf(model: NavigationModel, path: string): string {
	const placement = model.pages[path];
	if (!placement) return 'not built';
	const name = (sections: NavigationModel['tabs'], id: string) => sections.find((section) => section.id === id)?.name ?? '-';
	return `${name(model.tabs, placement.tabId)} / ${name(model.anchors, placement.anchorId)}`;
}

/** The sidebar a page shows (in its first version, when it is listed in several). */
export function sidebarOf(model: NavigationModel, path: string): NavItem[] {
	const placement = model.pages[path];
	if (!placement) throw new Error(`no page ${path}`);
	return model.sidebars[`${placement.tabId}|${placement.anchorId}`] ?? [];
}
