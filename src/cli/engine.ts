import type { AstroInlineConfig } from 'astro';
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
async function inlineConfig(run: EngineRun, more: AstroInlineConfig): Promise<AstroInlineConfig> {
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
		integrations: [trellis({ docsDir: run.folder, ...run.settings, shownFrom: startFolder })],
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

/** Serves a built site. */
export async function startPreview(run: EngineRun, outDir: string, port: number) {
	const { preview } = await loadAstro();
	return preview(await inlineConfig(run, { outDir, server: { port } }));
}
