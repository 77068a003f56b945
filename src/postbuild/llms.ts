import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PostBuildContext } from './context.ts';
import { markdownText } from './markdown-copies/markdown-text.ts';
import { agentInstructionsBlock, allPages, pagesInNavigationOrder, publicHref, type ListedPage } from './site-pages.ts';
import { isHttpUrl, markdownHref } from '../urls/urls.ts';
import { isIndexable } from '../site/indexing.ts';
import type { NavItem } from '../navigation/types.ts';
import { specLinks, type SpecLink } from './served-specs.ts';
import { firstParagraph, fitLlmsTxt } from './llms-size.ts';

/**
 * `llms.txt` (https://llmstxt.org) laid out as Mintlify writes it: the site's name, its
 * `description` as a quote, then its pages in navigation order under their top-level group, each
 * a link to its Markdown copy with its description (the first paragraph, at most 300 characters);
 * the pages outside the navigation that `seo.indexing: "all"` brings in last, by path; the
 * OpenAPI and AsyncAPI files the API pages are made from; the navigation's links to other sites
 * under `Optional`. Only the pages of the default version, and never one kept from indexing.
 * `markdown.instructions` follow the description; the file is kept within Mintlify's size bound
 * (src/postbuild/llms-size.ts).
 */
export function writeLlmsTxt(context: PostBuildContext): void {
	const { config, navigation } = context.site;
	const head = [`# ${config.name}`, ''];
	const description = firstParagraph(config.description ?? '');
	if (description) head.push(`> ${markdownText(description)}`, '');
	const instructions = agentInstructionsBlock(context);
	if (instructions) head.push(instructions, '');
	const entries = llmsPages(context)
		.filter(({ page }) => {
			const version = navigation.pages[page.path]?.version;
			return version === undefined || navigation.defaultVersion === undefined || version === navigation.defaultVersion;
		})
		.map(({ page, group }) => ({
			link: `[${markdownText(page.title)}](${publicHref(context, markdownHref(page.href))})`,
			description: firstParagraph(page.frontmatter.description ?? ''),
			group,
		}));
	const tail: string[] = [];
	const specs = specLinks(context);
	const link = ({ name, href, onSite }: SpecLink) => `- [${markdownText(name)}](${onSite ? publicHref(context, href) : href})`;
	for (const [heading, list] of [
		['OpenAPI Specs', specs.openapi],
		['AsyncAPI Specs', specs.asyncapi],
	] as const) {
		if (list.length > 0) tail.push('', `## ${heading}`, '', ...list.map(link));
	}
	const external = externalLinks(context);
	if (external.length > 0) tail.push('', '## Optional', '', ...external.map(({ label, href }) => `- [${markdownText(label)}](${href})`));
	const text = fitLlmsTxt({ head, entries, tail: tail.slice(1), fullHref: publicHref(context, '/llms-full.txt') });
	writeFileSync(join(context.outDir, 'llms.txt'), text);
}

/** The pages llms.txt lists: the navigation's in order, then those only `seo.indexing: "all"` brings in, by path. */
function llmsPages(context: PostBuildContext): ListedPage[] {
	const listed = pagesInNavigationOrder(context);
	const seen = new Set(listed.map(({ page }) => page.path));
	const rest = allPages(context)
		.filter((page) => !seen.has(page.path))
		.map((page) => ({ page, group: undefined }));
	return [...listed, ...rest].filter(({ page }) => isIndexable(context.site, page));
}

/** The navigation's links to other sites (tabs, anchors, menu entries and pages that lead elsewhere), each once, in order. */
function externalLinks(context: PostBuildContext): { label: string; href: string }[] {
	const { navigation } = context.site;
	const links = new Map<string, string>();
	const add = (label: string, href: string) => {
		if (isHttpUrl(href) && !links.has(href)) links.set(href, label);
	};
	for (const section of [...navigation.tabs, ...navigation.anchors]) if (section.external) add(section.name, section.href);
	const walk = (items: readonly NavItem[]) => {
		for (const item of items) {
			if (item.type === 'group') walk(item.items);
			else if (item.external) add(item.label, item.href);
		}
	};
	for (const items of Object.values(navigation.sidebars)) walk(items);
	return [...links].map(([href, label]) => ({ label, href }));
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
