import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AstroIntegration } from 'astro';
import { resolveDocsPaths, type DocsPaths } from '../site/docs-paths.ts';
import { readSiteState, siteStateFailed, type SiteState } from './site-state.ts';
import { runPostBuild } from '../postbuild/index.ts';
import { docsMdxPlugins } from './vite-docs-mdx.ts';
import { siteModulePlugin } from './vite-site-module.ts';
import { copyFolderAssets, folderAssetsPlugin } from './vite-folder-assets.ts';
import { devSearchPlugin } from './vite-dev-search.ts';

/**
 * The Trellis engine as an Astro integration: reads the docs folder once per build (and again
 * in dev when its config or pages change), stops a build with every problem listed, and hands
 * the site model to the pages as a virtual module.
 */
export default function trellis(): AstroIntegration {
	let paths: DocsPaths | undefined;
	let state: SiteState | undefined;
	let base = '/';
	let siteUrl: string | undefined;
	return {
		name: 'trellis',
		hooks: {
			'astro:config:setup': async ({ command, config, updateConfig, logger }) => {
				const projectRoot = fileURLToPath(config.root).replace(/[\\/]$/, '');
				paths = resolveDocsPaths(projectRoot);
				const print = (text: string) => process.stderr.write(`${text}\n`);
				state = await readSiteState(paths, print);
				base = config.base.endsWith('/') ? config.base : `${config.base}/`;
				siteUrl = config.site?.replace(/\/+$/, '');
				if (command === 'build' && siteStateFailed(state)) {
					print('Build stopped: fix the errors above and run the build again.');
					process.exit(1);
				}
				if (state.site) logger.info(`${Object.keys(state.site.pages).length} pages from ${paths.pagesRoot}`);
				updateConfig({
					// A Mintlify folder has no public/ folder: its static files are copied after the build.
					publicDir: pathToFileURL(
						paths.layout === 'showcase' ? `${paths.assetsRoot}/` : `${config.cacheDir.pathname}no-public/`,
					),
					vite: {
						plugins: [
							siteModulePlugin(paths, state, print),
							...docsMdxPlugins(paths),
							...(paths.layout === 'folder' ? [folderAssetsPlugin(paths.assetsRoot)] : []),
							devSearchPlugin(fileURLToPath(config.outDir), base),
						],
						server: { fs: { allow: [projectRoot, paths.configRoot, paths.pagesRoot] } },
					},
				});
			},
			'astro:build:done': async ({ dir }) => {
				const outDir = fileURLToPath(dir);
				if (paths?.layout === 'folder') await copyFolderAssets(paths.assetsRoot, outDir);
				if (state?.site) {
					await runPostBuild({
						outDir,
						site: state.site,
						base,
						...(siteUrl ? { siteUrl } : {}),
						log: (text) => process.stderr.write(`${text}\n`),
					});
				}
			},
		},
	};
}
