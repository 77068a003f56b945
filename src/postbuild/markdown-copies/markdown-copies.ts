import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { PageFile } from '../../page-files/scan-pages.ts';
import type { PostBuildContext } from '../context.ts';
import { apiToMarkdown } from './api-to-markdown.ts';
import { channelToMarkdown } from './channel-to-markdown.ts';
import { markdownText } from './markdown-text.ts';
import { mdxToMarkdown } from './mdx-to-markdown.ts';
import { agentInstructionsBlock, allPages, markdownLink } from '../site-pages.ts';
import { markdownHref } from '../../urls/urls.ts';
import type { ApiPageModel } from '../../openapi/types.ts';
import { openapiSections } from './openapi-section.ts';
import { forEachWithTurns } from '../event-loop-turns.ts';
import { openKeptResults, type KeptResults } from '../../files/kept-results.ts';
import { engineFingerprint } from '../../files/engine-fingerprint.ts';

/** The Markdown of one page: title, description, then its body (an API page's reference first). */
function pageMarkdown(
	context: PostBuildContext,
	page: PageFile,
	openapiSection: (model: ApiPageModel) => string | undefined,
	lookedFor: (path: string) => void,
): string {
	const link = markdownLink(context);
	// Titles and descriptions are text (an API page's come from its OpenAPI file): escaped.
	const parts = [`# ${markdownText(page.title)}`];
	if (page.frontmatter.description) parts.push(`> ${markdownText(page.frontmatter.description)}`);
	const api = context.site.api[page.path];
	if (api) parts.push(apiToMarkdown(api, link, page.frontmatter.description));
	const channel = context.site.channels?.[page.path];
	if (channel) parts.push(channelToMarkdown(channel, link, page.frontmatter.description));
	// A page a lenient build could not compile has no body to copy: its HTML says why.
	if (!page.generated && !context.site.failed?.[page.path]) {
		// The file is `<pages root>/<path>.mdx`.
		const pagesRoot = page.file.replace(/\.mdx?$/, '').slice(0, -page.path.length);
		parts.push(
			mdxToMarkdown(readFileSync(page.file, 'utf8'), page.file, {
				pagesRoot,
				link,
				variables: context.site.config.variables,
				lookedFor,
			}),
		);
	}
	if (api) parts.push(openapiSection(api) ?? '');
	parts.push(agentInstructionsBlock(context) ?? '');
	return `${parts.filter((part) => part.trim() !== '').join('\n\n')}\n`;
}

/** The index of the next page no thread has taken (at or past the end: none is left). */
export type PageClaim = () => number;

/** Claims from a counter in shared memory, which every thread writing copies is given. */
export function claimFrom(counter: Int32Array): PageClaim {
	return () => Atomics.add(counter, 0, 1);
}

/** What one thread made: the Markdown by page path, and the results it keeps for the next build. */
export interface CopiesMade {
	written: Map<string, string>;
	kept: KeptResults;
}

/** The pages whose copies are written: all of the site's, or those of `only` (page paths: a shard's). */
export function copiedPages(context: PostBuildContext, only?: ReadonlySet<string>): PageFile[] {
	const pages = allPages(context);
	return only ? pages.filter((page) => only.has(page.path)) : pages;
}

/**
 * A Markdown copy of the pages `claim` hands out (of `copiedPages`), each beside its page:
 * `/quickstart` at `/quickstart.md`. A page whose file, snippets and site are as in the previous
 * build gets that build's copy (kept in the build cache); the caller saves what is kept. In a site
 * merged from shards, a copy a shard wrote is kept as it is: it was made from the same site model.
 * Lets the event loop run between pages (src/postbuild/event-loop-turns.ts).
 */
export async function writeMarkdownCopies(context: PostBuildContext, claim: PageClaim, only?: ReadonlySet<string>): Promise<CopiesMade> {
	const written = new Map<string, string>();
	const openapiSection = openapiSections(context);
	const kept = openKeptResults(context.cacheDir && join(context.cacheDir, 'markdown-copies.json'));
	// A page's copy reads the site model (titles, links, the API models) and its own file and snippets.
	const siteKey = engineFingerprint({ site: context.site, base: context.base, siteUrl: context.siteUrl });
	await forEachWithTurns(claimed(copiedPages(context, only), claim), (page) => {
		const file = join(context.outDir, markdownHref(page.href).slice(1));
		// No static file of the folder is a `.md` (src/integration/vite-folder-assets.ts): one here is a shard's copy.
		if (context.fromShards && existsSync(file)) {
			written.set(page.path, readFileSync(file, 'utf8'));
			return;
		}
		const key = `${siteKey}:${page.path}`;
		let markdown = kept.get(key);
		if (markdown === undefined) {
			const read: string[] = page.generated ? [] : [page.file];
			markdown = pageMarkdown(context, page, openapiSection, (path) => read.push(path));
			kept.set(key, markdown, read);
		}
		mkdirSync(dirname(file), { recursive: true });
		writeFileSync(file, markdown);
		written.set(page.path, markdown);
	});
	return { written, kept };
}

function* claimed<T>(items: readonly T[], claim: PageClaim): Generator<T> {
	for (let index = claim(); index < items.length; index = claim()) yield items[index]!;
}
