import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sirv from 'sirv';
import type { Plugin } from 'vite';
import { searchFolder } from '../postbuild/search.ts';

/**
 * In `npm run dev`, serves the search index of the last build (`<outDir>/pagefind/`): the dev
 * server makes no index of its own, and searching the last build's is better than nothing. Read
 * at each request, so a new build is picked up without a restart. Without a build, the request
 * falls through to a 404 and the search dialog says how to make one.
 */
export function devSearchPlugin(outDir: string, base: string): Plugin {
	const folder = join(outDir, searchFolder);
	const serve = sirv(folder, { dev: true });
	return {
		name: 'trellis:dev-search',
		apply: 'serve',
		configureServer(server) {
			server.middlewares.use(`${base}${searchFolder}`, (request, response, next) => {
				if (!existsSync(folder)) return next();
				serve(request, response, next);
			});
		},
	};
}
