import type { Plugin } from 'vite';
import type { Shard } from '../settings/shard.ts';

const moduleId = 'virtual:trellis/shard';
const resolvedId = `\0${moduleId}`;

/**
 * Serves the share of the pages a split build renders (`SHARD`) as `virtual:trellis/shard`, or
 * `null`: the routes' `getStaticPaths` keep only the paths that fall to it (src/settings/shard.ts).
 * Astro has no setting to render part of a route's paths, so the routes give it only those.
 */
export function shardModulePlugin(shard: Shard | undefined): Plugin {
	return {
		name: 'trellis:shard',
		resolveId: (id) => (id === moduleId ? resolvedId : undefined),
		load: (id) => (id === resolvedId ? `export default ${JSON.stringify(shard ?? null)};` : undefined),
	};
}
