import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { cacheDirFor, engineRoot, resolveDocsPaths, type DocsPaths } from '../settings/docs-paths.ts';
import { engineConfig } from './engine-config.ts';
import { readSiteState, siteStateFailed, type SiteState } from './site-state.ts';
import { DevReadings } from './dev-readings.ts';
import { openKeptResults } from '../files/kept-results.ts';
import { docsMdxPlugins } from './vite-docs-mdx.ts';
import { siteModulePlugin } from './vite-site-module.ts';
import { folderAssetsPlugin } from './vite-folder-assets.ts';
import { devSearchPlugin } from './vite-dev-search.ts';
import { tailwindPlugin } from './vite-tailwind.ts';
import { paletteColorsOf } from '../theme/palette.ts';
import { mermaidLoaderPlugin } from './vite-mermaid.ts';
import { mdxCachePlugin } from './vite-mdx-cache.ts';
import { codeGuardPlugin } from './vite-code-guard.ts';
import { lazyContentModulesPlugin } from './vite-lazy-content-modules.ts';
import { pageKeysPlugin, writeImportsDigests, writeRenderAgain } from './vite-page-keys.ts';
import { pagesImports } from '../page-files/page-imports.ts';
import { engineFingerprint } from '../files/engine-fingerprint.ts';
import { stageOutput, type StagedOutput } from './staged-output.ts';
import { forgetOtherFoldersContent } from './dev-content-store.ts';
import { reportStoppedBuild } from './build-report.ts';
import { basePathOf, finishSite } from './finish-site.ts';
import { finishShard } from './finish-shard.ts';
import { pagesOfOtherShards, shardModulePlugin } from './vite-shard-module.ts';
import type { Shard } from '../settings/shard.ts';
import {
	formatSettingProblems,
	readBuildSettings,
	settingValuesOf,
	type BuildSettings,
	type SettingProblem,
} from '../settings/env-settings.ts';
import { takeRenderProblems } from '../rendering/render-problems.ts';
import { codeThemesOf } from '../markdown/highlight.ts';
import { fenceLanguagesOf } from '../markdown/fence-languages.ts';
import { highlightLast, type CodeHighlighting } from '../markdown/code-highlight.ts';
import { unhighlightedLanguages } from '../markdown/features.ts';
import { buildStopped, stoppedByProblems } from './build-stopped.ts';
import { standardError } from './terminal.ts';
import { formatProblems } from '../problems/format.ts';
import type { Problem } from '../problems/problem.ts';
import { playgroundProxyPlugin, siteProxyOrigins } from './playground-proxy.ts';

/**
 * What the engine is given, and all it is given: the docs folder and the build's settings
 * (README, "Publish"). Nothing of the environment: `astro.config.mjs` and the command line read it.
 */
export interface TrellisOptions extends Partial<BuildSettings> {
	/** The docs folder, absolute or from the project; unset, this repository's showcase (src/settings/docs-paths.ts). */
	docsDir?: string | undefined;
	/** Settings, as written where they came from, that are no values of theirs: the build stops at once, naming each. */
	mistakes?: SettingProblem[] | undefined;
	/**
	 * The folder the command was started in: printed problems name their files from there. Unset,
	 * the working folder when the integration is made (Astro may work from the docs folder's own).
	 */
	shownFrom?: string | undefined;
	/**
	 * Given the origins the playground's proxy forwards to once the site is read: `trellis
	 * preview` serves that proxy beside the built site, which Astro's preview server cannot.
	 */
	playgroundOrigins?: ((origins: ReadonlySet<string>) => void) | undefined;
}

/** The options of a build run with these environment variables (DOCS_DIR, SITE_URL, BASE_PATH, LENIENT, LINK_CHECK, ANALYTICS, SHARD). */
export function optionsFromEnvironment(env: Readonly<Record<string, string | undefined>>): TrellisOptions {
	const read = readBuildSettings(settingValuesOf(env));
	return { docsDir: env['DOCS_DIR'], ...('settings' in read ? read.settings : { mistakes: read.problems }) };
}

/**
 * The Trellis engine as an Astro integration: reads the docs folder once per build (and again
 * in dev when its config or pages change), stops a build with every problem listed, and hands
 * the site model to the pages as a virtual module. A stopped build throws (buildStopped), so a
 * process may run several builds. It reads nothing of the environment: the docs' code cannot
 * reach what the build is not given.
 */
export default function trellis(options: TrellisOptions = {}): AstroIntegration {
	const { docsDir: _docsDir, mistakes, shownFrom, playgroundOrigins, ...given } = options;
	const terminal = standardError(shownFrom ?? process.cwd());
	const print = terminal.print;
	// The site address and base path, checked as any others (their values go to Astro as they are).
	const read = readBuildSettings({ SITE_URL: given.site, BASE_PATH: given.base });
	const problems = [...(mistakes ?? []), ...('problems' in read ? read.problems : [])];
	const settings: BuildSettings | undefined =
		problems.length > 0
			? undefined
			: {
					linkCheck: given.linkCheck ?? 'fail',
					lenient: given.lenient ?? false,
					...withoutUndefined(given),
				};
	let paths: DocsPaths | undefined;
	let state: SiteState | undefined;
	let devReadings: DevReadings | undefined;
	let staged: StagedOutput | undefined;
	let diagrams = false;
	/** The share of the pages this build renders (`SHARD`), when it is split: in a build only, not in dev. */
	let shard: Shard | undefined;
	/** Where the post-build steps keep results for the next build. */
	let postBuildCache: string | undefined;
	/** The build cache of the docs folder. */
	let buildCache: string | undefined;
	/** The code highlighting of this build (or dev server), whose thread ends with it. */
	let highlighting: CodeHighlighting | undefined;
	return {
		name: 'trellis',
		hooks: {
			'astro:config:setup': async ({ command, config, updateConfig, injectRoute, logger }) => {
				// Before any work. A wrong SITE_URL or BASE_PATH never reaches Astro's config (engine-config.ts).
				if (!settings) {
					print(formatSettingProblems(problems));
					throw buildStopped('Stopped: fix the environment settings above and run again.', logger);
				}
				// What an earlier build in this process left on globalThis.
				takeRenderProblems();
				shard = command === 'build' ? settings.shard : undefined;
				// The docs folder is found from the engine's package (the showcase is there), whatever Astro's root.
				paths = resolveDocsPaths(engineRoot, options.docsDir);
				const cacheDir = cacheDirFor(engineRoot, options.docsDir);
				postBuildCache = `${cacheDir}/post-build`;
				buildCache = cacheDir;
				for (const [pattern, file] of [
					['[...slug]', '[...slug].astro'],
					['404', '404.astro'],
					['_trellis/nav/[name].html', 'sidebar-fragment.ts'],
				] as const) {
					injectRoute({ pattern, entrypoint: new URL(`../routes/${file}`, import.meta.url), prerender: true });
				}
				// A build lists the problems at its end, with the compatibility report.
				// Unset, the analytics are a build's, not a preview's.
				const siteSettings = { ...settings, analytics: settings.analytics ?? command === 'build' };
				// A dev server keeps what an edit does not change from one reading to the next.
				devReadings = command === 'dev' ? new DevReadings(`${cacheDir}/page-checks.json`, terminal) : undefined;
				const reportProblems = (found: readonly Problem[]) => {
					if (command !== 'build' && found.length > 0) print(formatProblems(found, terminal.shownFrom));
				};
				state = await readSiteState(
					paths,
					siteSettings,
					devReadings?.report ?? reportProblems,
					devReadings ?? { checks: command === 'build' ? openKeptResults(`${cacheDir}/page-checks.json`) : undefined },
				);
				let variables = state.site?.config.variables;
				/** The site as the dev server has it now: the playground's proxy forwards to its servers. */
				let currentSite = state.site;
				if (command === 'preview') playgroundOrigins?.(siteProxyOrigins(state.site));
				// The code themes come from the docs' config, so it is read first.
				const codeThemes = codeThemesOf(state.site?.config);
				const fences = fenceLanguagesOf(paths.pagesRoot);
				diagrams = fences.diagrams;
				await highlighting?.close();
				const iconLibrary = state.site?.config.icons?.library;
				highlighting = highlightLast(
					{ themes: codeThemes, languages: fences.highlighted, excludeLangs: unhighlightedLanguages, iconLibrary, base: settings.base },
					fences.repeated,
					command === 'build' ? 10_000 : undefined,
				);
				updateConfig(engineConfig({ paths, settings, cacheDir, root: fileURLToPath(config.root), highlighting: highlighting.plugin }));
				const base = basePathOf(settings);
				if (command === 'build' && siteStateFailed(state)) {
					reportStoppedBuild(state, paths, settings.lenient, terminal);
					throw buildStopped(stoppedByProblems, logger);
				}
				if (command === 'dev') forgetOtherFoldersContent(fileURLToPath(new URL('.astro/', config.root)), paths.pagesRoot);
				// The build writes beside the output folder, which it replaces once everything is written.
				if (command === 'build') {
					staged = stageOutput(fileURLToPath(config.outDir));
					updateConfig({ outDir: pathToFileURL(`${staged.staging}/`) });
				}
				if (state.site) logger.info(`${Object.keys(state.site.pages).length} pages from ${paths.pagesRoot}`);
				let importedByPages: Set<string> | undefined;
				let elsewhere: string[] = [];
				if (command === 'build' && state.site) {
					const pages = Object.values(state.site.pages).filter((page) => !page.generated);
					const imports = pagesImports(pages, paths.pagesRoot);
					writeImportsDigests(cacheDir, imports.digests);
					importedByPages = imports.imported;
					if (shard) elsewhere = pagesOfOtherShards(pages, imports.digests, shard, paths.pagesRoot);
				}
				updateConfig({
					// A Mintlify folder has no public/ folder: its static files are copied after the build.
					publicDir: pathToFileURL(paths.layout === 'showcase' ? `${paths.assetsRoot}/` : `${cacheDir}/no-public/`),
					vite: {
						plugins: [
							siteModulePlugin(paths, siteSettings, state, terminal, devReadings, (next) => {
								variables = next.site?.config.variables;
								currentSite = next.site;
							}),
							playgroundProxyPlugin(base, () => currentSite),
							shardModulePlugin(shard, elsewhere),
							...docsMdxPlugins(paths, settings.lenient, () => variables, importedByPages),
							codeGuardPlugin(paths.pagesRoot, settings.lenient),
							lazyContentModulesPlugin(),
							pageKeysPlugin(cacheDir, engineFingerprint({ step: 'pages' })),
							mdxCachePlugin(
								`${cacheDir}/mdx`,
								engineFingerprint({
									paths,
									base: settings.base,
									codeThemes,
									languages: fences.highlighted,
									iconLibrary: iconLibrary ?? null,
								}),
							),
							...(paths.layout === 'folder' ? [folderAssetsPlugin(paths.assetsRoot)] : []),
							devSearchPlugin(fileURLToPath(config.outDir), base),
							mermaidLoaderPlugin(base),
							tailwindPlugin(paths.pagesRoot, fileURLToPath(config.outDir), state.site ? paletteColorsOf(state.site.config) : undefined),
						],
						server: { fs: { allow: [engineRoot, paths.configRoot, paths.pagesRoot] } },
					},
				});
			},
			'astro:server:done': async () => {
				await highlighting?.close();
			},
			'astro:build:done': async ({ dir, pages, logger }) => {
				await highlighting?.close();
				try {
					await finishBuild(
						fileURLToPath(dir),
						pages.map((page) => page.pathname),
						logger,
					);
				} catch (error) {
					staged?.discard();
					throw error;
				}
				if (staged) {
					staged.publish();
					logger.info(`site written to ${staged.target}`);
				}
			},
		},
	};

	/**
	 * What follows Astro's own build: the render failures kept for the next build, then the rest of
	 * the site and its report (./finish-site.ts); for a shard, only its manifest, for `trellis merge`.
	 */
	async function finishBuild(outDir: string, renderedRoutes: readonly string[], logger: AstroIntegrationLogger): Promise<void> {
		if (!paths || !settings || !state || !postBuildCache) return;
		const renderFailures = takeRenderProblems();
		if (buildCache) writeRenderAgain(buildCache, renderFailures.keys());
		const stopped = shard
			? await finishShard({ outDir, paths, state, settings, shard, renderFailures, renderedRoutes, terminal, postBuildCache })
			: await finishSite({
					outDir,
					publishedDir: staged?.target ?? outDir,
					paths,
					state,
					settings,
					renderFailures,
					diagrams,
					postBuildCache,
					terminal,
				});
		if (stopped) throw buildStopped(stoppedByProblems, logger);
	}
}

/** An object's keys whose value is set (exact optional properties take no `undefined`). */
function withoutUndefined<T extends object>(value: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
	return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as {
		[K in keyof T]?: Exclude<T[K], undefined>;
	};
}
