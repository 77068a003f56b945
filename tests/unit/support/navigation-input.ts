import { formatJsonPath } from '../../../src/files/json-source.ts';
import { docsConfigSchema, type DocsConfig, type DocsConfigInput } from '../../../src/config/schema/index.ts';
import { buildNavigation, type ConfigLocator } from '../../../src/navigation/build-navigation.ts';
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

/** The config with defaults applied, as the loader would hand it over. */
function configOf(input: DocsConfigInput): DocsConfig {
	return docsConfigSchema.parse(input);
}

export function navigate(
	input: DocsConfigInput,
	pages: ReadonlyArray<string | [string, Frontmatter]>,
): { model: NavigationModel; problems: Problem[] } {
	return buildNavigation({ config: configOf(input), pages: pageMap(pages), locate });
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
