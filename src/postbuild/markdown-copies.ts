import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { PageFile } from '../page-files/scan-pages.ts';
import type { PostBuildContext } from './context.ts';
import { apiToMarkdown } from './api-to-markdown.ts';
import { channelToMarkdown } from './channel-to-markdown.ts';
import { markdownText } from './markdown-text.ts';
import { mdxToMarkdown } from './mdx-to-markdown.ts';
import { agentInstructions, allPages, markdownLink } from './site-pages.ts';
import { markdownHref } from '../urls/urls.ts';
import type { ApiPageModel } from '../openapi/types.ts';
import { openapiSections } from './openapi-section.ts';

/** The Markdown of one page: title, description, then its body (an API page's reference first). */
function pageMarkdown(context: PostBuildContext, page: PageFile, openapiSection: (model: ApiPageModel) => string | undefined): string {
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
			mdxToMarkdown(readFileSync(page.file, 'utf8'), page.file, { pagesRoot, link, variables: context.site.config.current?.variables }),
		);
	}
	if (api) parts.push(openapiSection(api) ?? '');
	parts.push(...agentInstructions(context));
	return `${parts.filter((part) => part.trim() !== '').join('\n\n')}\n`;
}

/**
 * A Markdown copy of every page beside it: `/quickstart` at `/quickstart.md`. Returns the
 * Markdown by page path, for llms-full.txt.
 */
export function writeMarkdownCopies(context: PostBuildContext): Map<string, string> {
	const written = new Map<string, string>();
	const openapiSection = openapiSections(context);
	for (const page of allPages(context)) {
		const markdown = pageMarkdown(context, page, openapiSection);
		const file = join(context.outDir, markdownHref(page.href).slice(1));
		mkdirSync(dirname(file), { recursive: true });
		writeFileSync(file, markdown);
		written.set(page.path, markdown);
	}
	return written;
}
