import { fileURLToPath } from 'node:url';
import type { AstroInlineConfig } from 'astro';

/**
 * The Trellis package: its astro.config.mjs adds the engine (src/integration/), so every command
 * runs Astro with it as the project root, the same config `npm run build` uses in the
 * repository. The docs folder only reaches the engine through DOCS_DIR: nothing is written into it.
 */
export const packageRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Astro, loaded when a command needs it: help, `new` and `a11y` start without its second of loading. */
function loadAstro() {
	return import('astro');
}

/** The process environment becomes `env`: the engine reads its settings from it when Astro loads the config. */
function useEnvironment(env: NodeJS.ProcessEnv): void {
	for (const key of Object.keys(process.env)) if (!(key in env)) delete process.env[key];
	Object.assign(process.env, env);
	// The notice of Astro's own usage data is not this command's to show.
	process.env.ASTRO_TELEMETRY_DISABLED ??= '1';
}

interface EngineRun {
	/** The docs folder, absolute. */
	folder: string;
	/** The environment of the run, settings included (./settings.ts). */
	env: NodeJS.ProcessEnv;
	/** Astro's progress lines (routes rendered) are shown; otherwise only warnings and errors. */
	progress: boolean;
}

function inlineConfig(run: EngineRun, more: AstroInlineConfig): AstroInlineConfig {
	useEnvironment({ ...run.env, DOCS_DIR: run.folder });
	// As `npm run build` runs: Astro writes its server chunks under the working folder, and they
	// load the engine's packages from there. The docs folder is never the working folder.
	process.chdir(packageRoot);
	return { root: packageRoot, logLevel: run.progress ? 'info' : 'warn', ...more };
}

/** Builds the site of a folder into `outDir`. Throws when the build stops; its problems are printed by then. */
export async function buildSite(run: EngineRun, outDir: string): Promise<void> {
	const { build } = await loadAstro();
	await build(inlineConfig({ ...run, env: { NODE_ENV: 'production', ...run.env } }, { outDir }));
}

/** Starts the live preview of a folder; resolves with the server, which runs until stopped. */
export async function startDev(run: EngineRun, server: { port: number; open: boolean }) {
	const { dev } = await loadAstro();
	return dev(inlineConfig(run, { server: { port: server.port, open: server.open }, vite: { server: { strictPort: true } } }));
}

/** Serves a built site. */
export async function startPreview(run: EngineRun, outDir: string, port: number) {
	const { preview } = await loadAstro();
	return preview(inlineConfig(run, { outDir, server: { port } }));
}
