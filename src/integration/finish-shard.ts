import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { engineFingerprint } from '../files/engine-fingerprint.ts';
import type { Problem } from '../problems/problem.ts';
import { withRenderProblems } from '../rendering/with-render-problems.ts';
import type { DocsPaths } from '../settings/docs-paths.ts';
import type { BuildSettings } from '../settings/env-settings.ts';
import { formatShard, rendersRoute, type Shard } from '../settings/shard.ts';
import { siteCards } from '../site/social-cards.ts';
import type { SiteModel } from '../site/load-site.ts';
import { writeSocialCards } from '../postbuild/social-cards.ts';
import { basePathOf, siteUrlOf } from './finish-site.ts';
import type { PostBuildContext } from '../postbuild/context.ts';
import { startMarkdownCopies } from '../postbuild/markdown-copies/markdown-copies-thread.ts';
import { portableProblems, shardSettingsOf, writeShardManifest } from '../shards/manifest.ts';
import { sourceFingerprint } from '../shards/source-fingerprint.ts';
import { reportStoppedBuild } from './build-report.ts';
import type { SiteState } from './site-state.ts';
import type { Terminal } from './terminal.ts';

/** What a shard's build has rendered. */
export interface RenderedShard {
	outDir: string;
	paths: DocsPaths;
	state: SiteState;
	settings: BuildSettings;
	shard: Shard;
	renderFailures: ReadonlyMap<string, Problem[]>;
	/** The routes Astro rendered, as its pathnames (`guides/setup/`). */
	renderedRoutes: readonly string[];
	terminal: Terminal;
	/** Where the post-build steps keep results for the next build (the social cards drawn). */
	postBuildCache: string;
}

/**
 * The end of a shard's build: its pages are written, with their social cards and Markdown copies, and what needs the
 * whole site (the folder's static files, the search index, the sitemap, the llms files, the link
 * check, the report) is left to `trellis merge`. A strict build whose pages threw while rendering
 * stops here, as one build would; otherwise the shard's manifest records what the merge checks
 * and reports. Returns whether the build fails.
 */
export async function finishShard(rendered: RenderedShard): Promise<boolean> {
	const { paths, state, settings, terminal } = rendered;
	const failed =
		state.site && withRenderProblems({ site: state.site, problems: state.problems }, rendered.renderFailures, settings.lenient);
	if (failed?.stop) {
		reportStoppedBuild({ site: failed.site, problems: failed.problems }, paths, settings.lenient, terminal);
		return true;
	}
	if (failed) await finishShardPages(rendered, failed.site);
	// The not-found page has no paths to share out, and a shard without its route would bundle the
	// client's scripts and styles apart from the others: every shard renders it, the first keeps it.
	if (rendered.shard.index !== 1) rmSync(join(rendered.outDir, notFoundFile), { force: true });
	const routes = [...new Set(rendered.renderedRoutes.map((pathname) => `/${pathname.replace(/^\/+|\/+$/g, '')}`))]
		.filter((route) => rendered.shard.index === 1 || route !== notFoundRoute)
		.sort();
	writeShardManifest(rendered.outDir, {
		shard: rendered.shard,
		engine: engineFingerprint(null),
		source: sourceFingerprint(paths),
		settings: shardSettingsOf(settings),
		routes,
		renderProblems: portableProblems(rendered.renderFailures, paths.configRoot),
	});
	terminal.print(
		`shard ${formatShard(rendered.shard)}: ${routes.length} route${routes.length === 1 ? '' : 's'} rendered; \`trellis merge\` with the other shards makes the site and its report`,
	);
	return false;
}

const notFoundFile = '404.html';
const notFoundRoute = '/404';

/**
 * What is a page's own of the steps after a build, done for the pages the shard rendered as one
 * build does it, which spares the merge its share: their Markdown copies (made from the page's
 * source and the site model), written by a worker thread meanwhile, and their social cards (a
 * page's title, description, the site's name and colours; 5,000 cards: about 35 s). A card with a
 * background image is left to the merge, which reads the image from the built site: a shard holds
 * only its pages, not the folder's files.
 */
async function finishShardPages(rendered: RenderedShard, site: SiteModel): Promise<void> {
	const context: PostBuildContext = {
		outDir: rendered.outDir,
		site,
		base: basePathOf(rendered.settings),
		...siteUrlOf(rendered.settings),
		log: rendered.terminal.print,
		cacheDir: rendered.postBuildCache,
	};
	const renders = (href: string) => rendersRoute(rendered.shard, href);
	const pages = Object.values(site.pages).flatMap((page) => (renders(page.href) ? [page.path] : []));
	const copies = startMarkdownCopies(context, new Set(pages));
	await writeSocialCards(
		context,
		siteCards(site, renders).filter((card) => card.background === undefined),
	);
	await copies.finish();
}
