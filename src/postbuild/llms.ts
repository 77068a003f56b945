import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PostBuildContext } from './context.ts';
import { markdownText } from './markdown-copies/markdown-text.ts';
import { agentInstructions, allPages, pagesInNavigationOrder, publicHref } from './site-pages.ts';
import { markdownHref } from '../urls/urls.ts';
import { isIndexable } from '../site/indexing.ts';

/**
 * `llms.txt` (https://llmstxt.org): the site's name, then its pages in navigation order under
 * their top-level group, each a link to its Markdown copy with its description. Pages that are
 * `noindex` are left out.
 */
export function writeLlmsTxt(context: PostBuildContext): void {
	const { config } = context.site;
	const lines = [`# ${config.name}`, ''];
	let group: string | undefined | null = null;
	for (const { page, group: pageGroup } of pagesInNavigationOrder(context)) {
		if (!isIndexable(context.site, page)) continue;
		if (pageGroup !== group) {
			if (group !== null) lines.push('');
			lines.push(`## ${markdownText(pageGroup ?? 'Pages')}`, '');
			group = pageGroup;
		}
		const description = page.frontmatter.description ? `: ${markdownText(page.frontmatter.description)}` : '';
		lines.push(`- [${markdownText(page.title)}](${publicHref(context, markdownHref(page.href))})${description}`);
	}
	for (const instruction of agentInstructions(context)) lines.push('', instruction);
	writeFileSync(join(context.outDir, 'llms.txt'), `${lines.join('\n').trimEnd()}\n`);
}

/** `llms-full.txt`: every page's Markdown, navigation pages first, `noindex` pages left out. */
export function writeLlmsFullTxt(context: PostBuildContext, markdown: Map<string, string>): void {
	const pages = allPages(context).filter((page) => !page.frontmatter.noindex);
	const sections = pages.map((page) => {
		const body = markdown.get(page.path) ?? `# ${markdownText(page.title)}\n`;
		const [title, ...rest] = body.split('\n');
		return [title, '', `Source: ${publicHref(context, page.href)}`, ...rest].join('\n').trimEnd();
	});
	writeFileSync(join(context.outDir, 'llms-full.txt'), `${sections.join('\n\n---\n\n')}\n`);
}
