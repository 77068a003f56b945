import { copyMermaidFiles } from '../postbuild/mermaid-files.ts';
import { replaceOutputLinks } from '../postbuild/output-links.ts';
import { markNoindex } from '../postbuild/mark-noindex.ts';
import { ownSiteFiles, runPostBuild } from '../postbuild/index.ts';
import type { Problem } from '../problems/problem.ts';
import { withRenderProblems } from '../rendering/with-render-problems.ts';
import type { DocsPaths } from '../settings/docs-paths.ts';
import type { BuildSettings } from '../settings/env-settings.ts';
import { reportBuild, reportStoppedBuild } from './build-report.ts';
import type { SiteState } from './site-state.ts';
import type { Terminal } from './terminal.ts';
import { copyFolderAssets } from './vite-folder-assets.ts';

/** What the end of a build works on, once every page is rendered into `outDir`. */
export interface RenderedSite {
	/** Where the pages were written. */
	outDir: string;
	/** The output folder that `outDir` becomes. */
	publishedDir: string;
	paths: DocsPaths;
	state: SiteState;
	settings: BuildSettings;
	/** The problems of pages that threw while rendering, by page path. */
	renderFailures: ReadonlyMap<string, Problem[]>;
	/** Whether the pages have a diagram (src/markdown/fence-languages.ts): Mermaid's files are then copied. */
	diagrams: boolean;
	/** Where the post-build steps keep results for the next build. */
	postBuildCache: string;
	terminal: Terminal;
	/** The pages were written by the shards of a split build (`trellis merge`), with their social cards and Markdown copies. */
	fromShards?: boolean;
}

/**
 * What follows the rendering of every page, in one build or in `trellis merge` of a build's shards:
 * the folder's files, the render failures, the post-build steps on the whole site and the report.
 * Returns whether the build fails (its problems are printed by then).
 */
export async function finishSite(rendered: RenderedSite): Promise<boolean> {
	const { outDir, publishedDir, paths, settings, terminal } = rendered;
	const print = terminal.print;
	if (paths.layout === 'folder') {
		const { tooLarge } = await copyFolderAssets(paths.assetsRoot, { outDir, publishedDir });
		if (tooLarge.length > 0)
			print(`warning: files larger than 20 MB left out of the site, as Mintlify serves none: ${tooLarge.join(', ')}`);
	}
	copyMermaidFiles(outDir, rendered.diagrams);
	const removed = replaceOutputLinks(outDir, paths.assetsRoot);
	if (removed.length > 0)
		print(`warning: symbolic links left out of the site, as they lead outside the docs folder: ${removed.join(', ')}`);
	if (!rendered.state.site) return false;
	// Pages that threw while rendering: failed pages, and a strict build stops here, naming each.
	const withFailures = withRenderProblems(
		{ site: rendered.state.site, problems: rendered.state.problems },
		rendered.renderFailures,
		settings.lenient,
	);
	const site = withFailures.site;
	const state = { site, problems: withFailures.problems };
	if (withFailures.stop) {
		reportStoppedBuild(state, paths, settings.lenient, terminal);
		return true;
	}
	markNoindex(
		outDir,
		[...rendered.renderFailures.keys()].flatMap((path) => site.pages[path]?.href ?? []),
	);
	const base = basePathOf(settings);
	const links = await runPostBuild(
		{
			outDir,
			site,
			base,
			...siteUrlOf(settings),
			log: print,
			cacheDir: rendered.postBuildCache,
			ownFiles: ownSiteFiles(paths.assetsRoot),
			pagesRoot: paths.pagesRoot,
			...(rendered.fromShards ? { fromShards: true } : {}),
		},
		settings,
	);
	return reportBuild({ outDir, publishedDir, state, paths, base, lenient: settings.lenient, links, terminal });
}

/** The public URL of the site, when set (SITE_URL), without trailing slash: as a post-build context holds it. */
export function siteUrlOf(settings: Pick<BuildSettings, 'site'>): { siteUrl?: string } {
	const siteUrl = settings.site?.replace(/\/+$/, '');
	return siteUrl ? { siteUrl } : {};
}

/** The base path the site is served under, with leading and trailing slash: `/` or `/docs/`. */
export function basePathOf(settings: Pick<BuildSettings, 'base'>): string {
	return settings.base?.endsWith('/') ? settings.base : `${settings.base ?? ''}/`;
}
