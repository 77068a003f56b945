import type { SiteModel } from '../site/load-site.ts';
import { buildSearchIndex } from './search.ts';
import { checkLinks, formatBrokenLinks } from './link-check.ts';
import { writeLlmsFullTxt, writeLlmsTxt } from './llms.ts';
import { writeMarkdownCopies } from './markdown-copies.ts';
import { writeRedirects } from './redirects.ts';
import { writeRobots } from './robots.ts';
import { writeSitemap } from './sitemap.ts';

/** What the steps after the build are given: the built site's folder and the site model. */
export interface PostBuildContext {
	/** Absolute path of the output folder (dist/). */
	outDir: string;
	site: SiteModel;
	/** The base path the site is served under, with leading and trailing slash: `/` or `/docs/`. */
	base: string;
	/** The public URL of the site, when set (SITE_URL), without trailing slash. */
	siteUrl?: string;
	log: (text: string) => void;
}

/**
 * Runs the steps that work on the whole built site, in order: the files made from the site
 * model (redirect pages, sitemap, robots.txt, Markdown copies, llms.txt), the search index,
 * then the link check over everything written. A broken link fails the build (exit code 1)
 * unless `LINK_CHECK=warn`; `LINK_CHECK=off` skips the check.
 */
export async function runPostBuild(context: PostBuildContext): Promise<void> {
	writeRedirects(context);
	const hasSitemap = writeSitemap(context);
	writeRobots(context, hasSitemap);
	const markdown = writeMarkdownCopies(context);
	writeLlmsTxt(context);
	writeLlmsFullTxt(context, markdown);
	await buildSearchIndex(context);
	runLinkCheck(context);
}

/** The link check, and what it does with broken links: see runPostBuild. */
function runLinkCheck(context: PostBuildContext, setting = process.env.LINK_CHECK?.trim().toLowerCase()): void {
	if (setting === 'off') {
		context.log('link check skipped (LINK_CHECK=off)');
		return;
	}
	const broken = checkLinks(context);
	if (broken.length === 0) return;
	const count = `${broken.length} broken link${broken.length === 1 ? '' : 's'}`;
	if (setting === 'warn') {
		context.log(`warning: ${count} (page -> link):\n${formatBrokenLinks(broken)}\n  LINK_CHECK=warn: the build goes on.`);
		return;
	}
	context.log(`error: ${count} (page -> link):\n${formatBrokenLinks(broken)}\n  fix the links, or set LINK_CHECK=warn to only warn about them.`);
	context.log('Build failed: broken links.');
	// Astro's command line ends with exit code 0 whatever process.exitCode says: exit here, as
	// the integration does when the config has errors.
	process.exit(1);
}
