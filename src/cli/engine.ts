import { Server, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AstroInlineConfig } from 'astro';
import type { TrellisOptions } from '../integration/index.ts';
import { engineRoot, preparedWorkspace } from '../settings/docs-paths.ts';
import type { BuildSettings } from '../settings/env-settings.ts';
import { startFolder } from './start-folder.ts';

/** Astro, loaded when a command needs it: help, `new` and `a11y` start without its second of loading. */
function loadAstro() {
	return import('astro');
}

interface EngineRun {
	/** The docs folder, absolute. */
	folder: string;
	/** The build's settings (./settings.ts). */
	settings: BuildSettings;
	/** Astro's progress lines (routes rendered) are shown; otherwise only warnings and errors. */
	progress: boolean;
}

/**
 * Astro's config of a run: this package's, with the engine given the folder and the settings as
 * options (the package's astro.config.mjs, which reads them from the environment, is not loaded).
 */
async function inlineConfig(run: EngineRun, more: AstroInlineConfig, engine: TrellisOptions = {}): Promise<AstroInlineConfig> {
	const { default: trellis } = await import('../integration/index.ts');
	// Astro writes a build's server chunks under the working folder, and they load the engine's
	// packages from there: each docs folder has its own, inside the package. The docs folder is
	// never the working folder.
	const workspace = preparedWorkspace(run.folder);
	process.chdir(workspace);
	return {
		root: workspace,
		srcDir: `${engineRoot}/src/`,
		configFile: false,
		integrations: [trellis({ docsDir: run.folder, ...run.settings, shownFrom: startFolder, ...engine })],
		logLevel: run.progress ? 'info' : 'warn',
		...more,
	};
}

/** Builds the site of a folder into `outDir`. Throws when the build stops; its problems are printed by then. */
export async function buildSite(run: EngineRun, outDir: string): Promise<void> {
	const { build } = await loadAstro();
	await build(await inlineConfig(run, { outDir }));
}

/** Starts the live preview of a folder; resolves with the server, which runs until stopped. */
export async function startDev(run: EngineRun, server: { port: number; open: boolean }) {
	const { dev } = await loadAstro();
	return dev(await inlineConfig(run, { server: { port: server.port, open: server.open }, vite: { server: { strictPort: true } } }));
}

/** Serves a built site, with the playground's proxy beside it (Astro's preview server takes no middleware of an integration's). */
export async function startPreview(run: EngineRun, outDir: string, port: number) {
	const { preview } = await loadAstro();
	let origins: ReadonlySet<string> = new Set();
	const server = await preview(await inlineConfig(run, { outDir, server: { port } }, { playgroundOrigins: (found) => (origins = found) }));
	const { playgroundProxyMiddleware } = await import('../integration/playground-proxy.ts');
	const proxy = playgroundProxyMiddleware(run.settings.base ?? '/', { origins: () => origins });
	// Astro's static preview runs on Node's server, which its type does not name: without one, no proxy.
	const http: unknown = (server as { server?: unknown }).server;
	if (!(http instanceof Server)) return server;
	const served = http.listeners('request') as ((request: IncomingMessage, response: ServerResponse) => void)[];
	http.removeAllListeners('request');
	http.on('request', (request: IncomingMessage, response: ServerResponse) =>
		proxy(request, response, () => {
			for (const listener of served) listener.call(http, request, response);
		}),
	);
	return server;
}
