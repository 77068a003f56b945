import { relative } from 'node:path';
import type { Plugin } from 'vite';
import { rendersRoute, type Shard } from '../settings/shard.ts';

const moduleId = 'virtual:trellis/shard';
const resolvedId = `\0${moduleId}`;

/**
 * Serves the share of the pages a split build renders (`SHARD`) as `virtual:trellis/shard`: the
 * shard, or `null`, for the routes' `getStaticPaths`, which keep only the paths that fall to it
 * (Astro has no setting to render part of a route's paths); and as `elsewhere` the page files the
 * content collection leaves out, so that the shard does not compile them either
 * (src/content.config.ts).
 */
export function shardModulePlugin(shard: Shard | undefined, elsewhere: readonly string[]): Plugin {
	return {
		name: 'trellis:shard',
		resolveId: (id) => (id === moduleId ? resolvedId : undefined),
		load: (id) =>
			id === resolvedId
				? `export default ${JSON.stringify(shard ?? null)};\nexport const elsewhere = ${JSON.stringify(elsewhere)};`
				: undefined,
	};
}

/**
 * The page files, relative to the pages folder, that another shard renders and this one need not
 * compile. A page that imports a file of the folder stays: the components it imports may be
 * islands, whose scripts every shard must bundle alike for their pages to share one set of
 * client files (`trellis merge` checks it); such a page is compiled everywhere, rendered once.
 */
export function pagesOfOtherShards(
	pages: readonly { path: string; file: string; href: string }[],
	importDigests: Readonly<Record<string, string>>,
	shard: Shard,
	pagesRoot: string,
): string[] {
	return pages
		.filter((page) => !rendersRoute(shard, page.href) && !importDigests[page.path])
		.map((page) => relative(pagesRoot, page.file).replaceAll('\\', '/'))
		.sort();
}
