import { formatJsonPath } from '../../../src/files/json-source.ts';
import type { LegacyConfigInput } from '../../../src/config/schema/index.ts';
import type { LegacyNavigation } from '../../../src/config/legacy/sections.ts';
import { loadedConfig } from './config.ts';
import { buildNavigation } from '../../../src/navigation/build-navigation.ts';
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

/** The legacy navigation of a config, as the loader hands it over. */
function legacyNavigationOf(input: LegacyConfigInput): LegacyNavigation {
	const { legacy } = loadedConfig(input);
	if (!legacy) throw new Error('expected a config in the legacy format');
	return legacy.navigation;
}

export function navigate(
	input: LegacyConfigInput,
	pages: ReadonlyArray<string | [string, Frontmatter]>,
): { model: NavigationModel; problems: Problem[] } {
	return buildNavigation({ legacy: legacyNavigationOf(input), pages: pageMap(pages), locate });
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
