import { relative, resolve } from 'node:path';
import { isInside } from '../files/inside-folder.ts';
import type { EnvironmentModuleNode, Plugin, ViteDevServer } from 'vite';
import type { DocsPaths } from '../settings/docs-paths.ts';
import type { BuildSettings } from '../settings/env-settings.ts';
import { localSpecFiles, settledReloads } from './dev-reload.ts';
import { problemsHtml } from './problems-html.ts';
import { readSiteState, siteStateFailed, type SiteState } from './site-state.ts';
import type { Terminal } from './terminal.ts';
import type { DevReadings } from './dev-readings.ts';
import { formatProblems } from '../problems/format.ts';
import { collectionAfterAnswer } from './release-memory.ts';

const moduleId = 'virtual:trellis/site';
const resolvedId = `\0${moduleId}`;
const pageFilesId = 'virtual:trellis/page-files';
/**
 * Where a dev server keeps the model for its pages' module: in the process, as it is. Written into
 * the module, the model of 5,000 pages is 6 MB of code that Vite parses and runs again after each
 * edit that changes it, and holds twice.
 */
const stateKey = 'trellis.siteState';

function shareState(state: SiteState): SiteState {
	(globalThis as Record<symbol, unknown>)[Symbol.for(stateKey)] = state;
	return state;
}
const resolvedPageFilesId = `\0${pageFilesId}`;

/**
 * Serves the site model as `virtual:trellis/site`, and as `virtual:trellis/page-files` the pages
 * folder and the files of the pages a lenient build could not compile, relative to it: all that the
 * content collection's config needs, which Vite loads before the build, transforming each module
 * (for 1,000 pages the model is a module of 1.2 MB). In dev, an edit to the config or to a
 * page's frontmatter reloads both, so navigation follows without a restart.
 */
export function siteModulePlugin(
	paths: DocsPaths,
	settings: Pick<BuildSettings, 'lenient'> & { analytics: boolean },
	initial: SiteState,
	terminal: Terminal,
	/** What a dev server keeps between its readings of the folder (none in a build). */
	readings: DevReadings | undefined,
	/** Told of each state read after an edit. */
	onState: (state: SiteState) => void = () => {},
): Plugin {
	let state = initial;
	let serving = false;
	// Local OpenAPI files of the config: an edit to one rebuilds the API pages.
	let specFiles = localSpecFiles(paths, state);
	const watched = (file: string) => {
		const path = resolve(file);
		// docs.json, mint.json and the JSON files their `$ref`s read, wherever they are in the folder;
		// and the JSON and YAML files the OpenAPI files' `$ref`s read (even while one is broken,
		// when the site has no model to say which they are).
		if (
			isInside(path, paths.configRoot) &&
			/\.(?:json|ya?ml)$/i.test(path) &&
			!/[\\/](?:node_modules|dist|\.astro)[\\/]/.test(relative(paths.configRoot, path))
		)
			return true;
		if (specFiles.includes(path)) return true;
		return isInside(path, paths.pagesRoot) && /\.mdx?$/.test(path);
	};
	return {
		name: 'trellis:site-model',
		resolveId(id) {
			if (id === moduleId) return resolvedId;
			return id === pageFilesId ? resolvedPageFilesId : undefined;
		},
		configResolved(config) {
			serving = config.command === 'serve';
			if (serving) shareState(state);
		},
		load(id) {
			// A build's pages are keyed by the code of their modules, the model's among them: there it is the model itself.
			if (id === resolvedId)
				return serving ? `export default globalThis[Symbol.for(${JSON.stringify(stateKey)})];` : `export default ${JSON.stringify(state)};`;
			if (id !== resolvedPageFilesId) return undefined;
			const site = state.site;
			const failed = Object.keys(site?.failed ?? {}).map((path) =>
				relative(paths.pagesRoot, site!.pages[path]!.file).replaceAll('\\', '/'),
			);
			return `export default ${JSON.stringify({ root: paths.pagesRoot, failed })};`;
		},
		configureServer(server) {
			const collection = collectionAfterAnswer();
			const reloads = settledReloads(
				async () => {
					const variablesBefore = JSON.stringify(state.site?.config.variables ?? {});
					state = shareState(
						await readSiteState(
							paths,
							settings,
							readings?.report ?? ((problems) => terminal.print(formatProblems(problems, terminal.shownFrom))),
							readings,
						),
					);
					onState(state);
					specFiles = localSpecFiles(paths, state);
					server.watcher.add(specFiles);
					invalidateWithImporters(server, resolvedId);
					invalidateWithImporters(server, resolvedPageFilesId);
					// `{{name}}` is replaced when a page is compiled: new values mean compiling the pages again.
					if (JSON.stringify(state.site?.config.variables ?? {}) !== variablesBefore) invalidatePages(server, paths.pagesRoot);
					server.ws.send({ type: 'full-reload' });
					collection.owe();
				},
				(error) => terminal.print(`error: reading the docs folder failed: ${error instanceof Error ? error.message : String(error)}`),
			);
			const reload = (file: string) => {
				if (watched(file)) reloads.request();
			};
			// A page saved with only its prose changed leaves the model as it is: Vite compiles the page again.
			const changed = (file: string) => {
				if (!watched(file)) return;
				if (reloads.pending() || !readings?.pageReadsAsBefore(resolve(file), paths, state)) reloads.request();
			};
			// While the docs have errors, every page shows them; the server stays up.
			server.middlewares.use(async (request, response, next) => {
				if (!reloads.pending()) collection.answering(response);
				const accepts = request.headers.accept ?? '';
				if (request.method !== 'GET' || !accepts.includes('text/html')) return next();
				// A page asked for just after a save waits for the docs as saved.
				await reloads.idle();
				if (!siteStateFailed(state)) return next();
				response.statusCode = 500;
				response.setHeader('Content-Type', 'text/html; charset=utf-8');
				response.end(problemsHtml(state.problems, terminal.shownFrom));
			});
			server.watcher.add([resolve(paths.configRoot, 'docs.json'), resolve(paths.configRoot, 'mint.json'), ...specFiles]);
			server.watcher.on('change', changed);
			server.watcher.on('add', reload);
			server.watcher.on('unlink', reload);
		},
	};
}

/** Drops every compiled page and snippet of the docs folder from every environment's cache. */
function invalidatePages(server: ViteDevServer, pagesRoot: string): void {
	for (const environment of Object.values(server.environments)) {
		const graph = environment.moduleGraph;
		for (const module of graph.idToModuleMap.values()) {
			if (module.file && isInside(module.file, pagesRoot) && /\.mdx?$/.test(module.file)) graph.invalidateModule(module);
		}
	}
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
