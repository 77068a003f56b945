import { relative, resolve } from 'node:path';
import type { EnvironmentModuleNode, Plugin, ViteDevServer } from 'vite';
import type { DocsPaths } from '../settings/docs-paths.ts';
import type { BuildSettings } from '../settings/env-settings.ts';
import { localSpecFiles, settledReloads } from './dev-reload.ts';
import { problemsHtml } from './problems-html.ts';
import { readSiteState, siteStateFailed, type SiteState } from './site-state.ts';

const moduleId = 'virtual:trellis/site';
const resolvedId = `\0${moduleId}`;

/**
 * Serves the site model as `virtual:trellis/site`. In dev, an edit to the config or to a page's
 * frontmatter reloads it, so navigation follows without a restart.
 */
export function siteModulePlugin(
	paths: DocsPaths,
	settings: Pick<BuildSettings, 'lenient' | 'analytics'>,
	initial: SiteState,
	log: (text: string) => void,
): Plugin {
	let state = initial;
	// Local OpenAPI files of the config: an edit to one rebuilds the API pages.
	let specFiles = localSpecFiles(paths, state);
	const watched = (file: string) => {
		const path = resolve(file);
		if (path.startsWith(paths.configRoot) && /(?:^|[\\/])(?:docs|mint)\.json$/.test(path)) return true;
		if (specFiles.includes(path)) return true;
		return path.startsWith(paths.pagesRoot) && /\.mdx?$/.test(path) && !relative(paths.pagesRoot, path).startsWith('..');
	};
	return {
		name: 'trellis:site-model',
		resolveId(id) {
			return id === moduleId ? resolvedId : undefined;
		},
		load(id) {
			if (id !== resolvedId) return undefined;
			return `export default ${JSON.stringify(state)};`;
		},
		configureServer(server) {
			const reloads = settledReloads(
				async () => {
					state = await readSiteState(paths, settings, log);
					specFiles = localSpecFiles(paths, state);
					server.watcher.add(specFiles);
					invalidateWithImporters(server, resolvedId);
					server.ws.send({ type: 'full-reload' });
				},
				(error) => log(`error: reading the docs folder failed: ${error instanceof Error ? error.message : String(error)}`),
			);
			const reload = (file: string) => {
				if (watched(file)) reloads.request();
			};
			// While the docs have errors, every page shows them; the server stays up.
			server.middlewares.use(async (request, response, next) => {
				const accepts = request.headers.accept ?? '';
				if (request.method !== 'GET' || !accepts.includes('text/html')) return next();
				// A page asked for just after a save waits for the docs as saved.
				await reloads.idle();
				if (!siteStateFailed(state)) return next();
				response.statusCode = 500;
				response.setHeader('Content-Type', 'text/html; charset=utf-8');
				response.end(problemsHtml(state.problems));
			});
			server.watcher.add([resolve(paths.configRoot, 'docs.json'), resolve(paths.configRoot, 'mint.json'), ...specFiles]);
			server.watcher.on('change', reload);
			server.watcher.on('add', reload);
			server.watcher.on('unlink', reload);
		},
	};
}

/** Drops the module and everything that imports it from every environment's cache, so pages re-read it. */
function invalidateWithImporters(server: ViteDevServer, id: string): void {
	for (const environment of Object.values(server.environments)) {
		const graph = environment.moduleGraph;
		const root = graph.getModuleById(id);
		if (!root) continue;
		const seen = new Set<EnvironmentModuleNode>();
		const queue = [root];
		while (queue.length > 0) {
			const module = queue.pop()!;
			if (seen.has(module)) continue;
			seen.add(module);
			graph.invalidateModule(module);
			queue.push(...module.importers);
		}
	}
}
