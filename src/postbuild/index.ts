import { join } from 'node:path';
import { isFile } from '../files/is-file.ts';
import { ownableSiteFiles, type OwnSiteFile, type PostBuildContext } from './context.ts';
import { passOverHtml } from './html-pass.ts';
import { formatBrokenLinks, type BrokenLink } from './link-check.ts';
import type { BuildSettings } from '../settings/env-settings.ts';
import { writeLlmsFullTxt, writeLlmsTxt } from './llms.ts';
import { startMarkdownCopies } from './markdown-copies/markdown-copies-thread.ts';
import { allPages } from './site-pages.ts';
import { markdownHref } from '../urls/urls.ts';
import { writeRedirects } from './redirects.ts';
import { writeHostRedirects } from './host-redirects.ts';
import { writeRobots } from './robots.ts';
import { startSearchIndex } from './search.ts';
import { writeSocialCards } from './social-cards.ts';
import { writeSitemap } from './sitemap.ts';
import { writeSiteIndex } from './site-index.ts';
import { writeAgentFiles } from './agent-files/index.ts';
import { writeFeeds } from './changelog/feeds.ts';

/**
 * Runs the steps that work on the whole built site: the Markdown copies, written by a worker
 * thread from the start, the files made from the site model (redirect pages, sitemap,
 * robots.txt), the changelog feeds, then the search index, which Pagefind builds in a process of
 * its own while this thread writes llms.txt and trellis-site.json (for `trellis mcp`), the agents'
 * files (skill files, the MCP server's discovery files) and the hosts' rules, and makes its one
 * pass over the HTML (policy and link check), then writes the Markdown copies the worker has not
 * reached. A broken
 * link fails the build (the caller stops it once the report is written) unless
 * `LINK_CHECK=warn` or `LENIENT=1`; `LINK_CHECK=off` skips the check.
 */
export async function runPostBuild(context: PostBuildContext, settings: BuildSettings): Promise<LinkCheckOutcome> {
	// The longest step, started first.
	const copies = startMarkdownCopies(context);
	writeRedirects(context);
	const own = context.ownFiles ?? new Set();
	for (const name of own) context.log(`${name}: the docs folder's own is kept`);
	const hasSitemap = own.has('sitemap.xml') || writeSitemap(context);
	if (!own.has('robots.txt')) writeRobots(context, hasSitemap);
	// Before the pass over the HTML: the pages link to their feeds.
	writeFeeds(context);
	const search = await startSearchIndex(context);
	// While Pagefind indexes in its own process.
	const started = performance.now();
	const cards = await writeSocialCards(context);
	if (cards.drawn + cards.kept + cards.byShards > 0) {
		const byShards = cards.byShards > 0 ? `, ${cards.byShards} drawn by the shards` : '';
		context.log(
			`social cards: ${cards.drawn} drawn, ${cards.kept} from the cache${byShards} (${Math.round(performance.now() - started)} ms)`,
		);
	}
	if (cards.undrawn.length > 0) context.log(undrawnCardsWarning(cards.undrawn));
	if (!own.has('llms.txt')) writeLlmsTxt(context);
	const agentFiles = writeAgentFiles(context, writeSiteIndex(context));
	writeHostRedirects(context, agentFiles.routes, agentFiles.linked);
	// The copies being written meanwhile, the link check knows them by their pages.
	const markdownFiles = allPages(context).map((page) => markdownHref(page.href).slice(1));
	const { broken } = await passOverHtml(context, settings.linkCheck !== 'off', markdownFiles);
	const markdown = await copies.finish();
	if (!own.has('llms-full.txt')) writeLlmsFullTxt(context, markdown);
	await search.finish();
	return linkCheckOutcome(context.log, settings, broken);
}

/** Which of the files a build makes the docs folder (its static files' root, `assetsRoot`) has its own of. */
export function ownSiteFiles(assetsRoot: string): Set<OwnSiteFile> {
	return new Set(ownableSiteFiles.filter((name) => isFile(join(assetsRoot, name))));
}

/** The broken links found, and whether they fail the build. */
export interface LinkCheckOutcome {
	broken: BrokenLink[];
	failed: boolean;
}

/** What the build does with the broken links, and what it says of them (`log`): see runPostBuild. */
export function linkCheckOutcome(
	log: (text: string) => void,
	{ linkCheck, lenient }: Pick<BuildSettings, 'linkCheck' | 'lenient'>,
	broken: BrokenLink[],
): LinkCheckOutcome {
	if (linkCheck === 'off') {
		log('link check skipped (LINK_CHECK=off)');
		return { broken: [], failed: false };
	}
	if (broken.length === 0) return { broken, failed: false };
	const count = `${broken.length} broken link${broken.length === 1 ? '' : 's'}`;
	if (linkCheck === 'warn' || lenient) {
		const reason = linkCheck === 'warn' ? 'LINK_CHECK=warn' : 'LENIENT=1';
		log(`warning: ${count} (page -> link):\n${formatBrokenLinks(broken)}\n  ${reason}: the build goes on.`);
		return { broken, failed: false };
	}
	log(`error: ${count} (page -> link):\n${formatBrokenLinks(broken)}\n  fix the links, or set LINK_CHECK=warn to only warn about them.`);
	log('Build failed: broken links.');
	return { broken, failed: true };
}

/** The cards whose text has characters the bundled fonts do not draw: what readers see, and how to give those pages an image. */
function undrawnCardsWarning(cards: { href: string; characters: string[] }[]): string {
	const characters = [...new Set(cards.flatMap((card) => card.characters))].slice(0, 12).join(' ');
	const listed = cards.slice(0, 5).map(({ href }) => `  ${href}`);
	const more = cards.length > listed.length ? [`  and ${cards.length - listed.length} more`] : [];
	return [
		`warning: ${cards.length} social card(s) show boxes for characters the bundled font (Inter: Latin, Cyrillic, Greek, Vietnamese) does not draw (${characters}):`,
		...listed,
		...more,
		'  give those pages an image of their own ("og:image" in their frontmatter or in seo.metatags) to share them with a readable card.',
	].join('\n');
}
