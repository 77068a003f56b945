import type { PostBuildContext } from './context.ts';
import { buildSearchIndex } from './search.ts';
import { writeContentSecurityPolicy } from './csp.ts';
import { checkLinks, formatBrokenLinks, type BrokenLink } from './link-check.ts';
import type { BuildSettings } from '../settings/env-settings.ts';
import { writeLlmsFullTxt, writeLlmsTxt } from './llms.ts';
import { writeMarkdownCopies } from './markdown-copies.ts';
import { writeRedirects } from './redirects.ts';
import { writeRobots } from './robots.ts';
import { writeSitemap } from './sitemap.ts';

/**
 * Runs the steps that work on the whole built site, in order: the files made from the site
 * model (redirect pages, sitemap, robots.txt, Markdown copies, llms.txt), the search index,
 * then the link check over everything written. A broken link fails the build (the caller stops
 * it once the report is written) unless `LINK_CHECK=warn` or `LENIENT=1`;
 * `LINK_CHECK=off` skips the check.
 */
export async function runPostBuild(context: PostBuildContext, settings: BuildSettings): Promise<LinkCheckOutcome> {
	writeRedirects(context);
	const hasSitemap = writeSitemap(context);
	writeRobots(context, hasSitemap);
	const markdown = writeMarkdownCopies(context);
	writeLlmsTxt(context);
	writeLlmsFullTxt(context, markdown);
	await buildSearchIndex(context);
	writeContentSecurityPolicy(context);
	return runLinkCheck(context, settings);
}

/** The broken links found, and whether they fail the build. */
export interface LinkCheckOutcome {
	broken: BrokenLink[];
	failed: boolean;
}

/** The link check, and what it does with broken links: see runPostBuild. */
function runLinkCheck(context: PostBuildContext, { linkCheck, lenient }: BuildSettings): LinkCheckOutcome {
	if (linkCheck === 'off') {
		context.log('link check skipped (LINK_CHECK=off)');
		return { broken: [], failed: false };
	}
	const broken = checkLinks(context);
	if (broken.length === 0) return { broken, failed: false };
	const count = `${broken.length} broken link${broken.length === 1 ? '' : 's'}`;
	if (linkCheck === 'warn' || lenient) {
		const reason = linkCheck === 'warn' ? 'LINK_CHECK=warn' : 'LENIENT=1';
		context.log(`warning: ${count} (page -> link):\n${formatBrokenLinks(broken)}\n  ${reason}: the build goes on.`);
		return { broken, failed: false };
	}
	context.log(
		`error: ${count} (page -> link):\n${formatBrokenLinks(broken)}\n  fix the links, or set LINK_CHECK=warn to only warn about them.`,
	);
	context.log('Build failed: broken links.');
	return { broken, failed: true };
}
