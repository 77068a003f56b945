import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PostBuildContext } from './context.ts';
import { markdownText } from './markdown-copies/markdown-text.ts';
import { agentInstructions, allPages, pagesInNavigationOrder, publicHref, type ListedPage } from './site-pages.ts';
import { isHttpUrl, markdownHref } from '../urls/urls.ts';
import { isIndexable } from '../site/indexing.ts';
import type { NavItem } from '../navigation/types.ts';
import { specLinks, type SpecLink } from './served-specs.ts';

/** Mintlify's bound on a page's description in llms.txt. */
const descriptionLength = 300;

/**
 * `llms.txt` (https://llmstxt.org) laid out as Mintlify writes it: the site's name, its
 * `description` as a quote, then its pages in navigation order under their top-level group, each
 * a link to its Markdown copy with its description (the first paragraph, at most 300 characters);
 * the pages outside the navigation that `seo.indexing: "all"` brings in last, by path; the
 * OpenAPI and AsyncAPI files the API pages are made from; the navigation's links to other sites
 * under `Optional`. Only the pages of the default version, and never one kept from indexing.
 */
export function writeLlmsTxt(context: PostBuildContext): void {
	const { config, navigation } = context.site;
	const lines = [`# ${config.name}`, ''];
	const description = firstParagraph(config.description ?? '');
	if (description) lines.push(`> ${markdownText(description)}`, '');
	let group: string | undefined | null = null;
	for (const { page, group: pageGroup } of llmsPages(context)) {
		const version = navigation.pages[page.path]?.version;
		if (version !== undefined && navigation.defaultVersion !== undefined && version !== navigation.defaultVersion) continue;
		if (pageGroup !== group) {
			if (group !== null) lines.push('');
			lines.push(`## ${markdownText(pageGroup ?? 'Pages')}`, '');
			group = pageGroup;
		}
		const about = shortDescription(page.frontmatter.description ?? '');
		lines.push(
			`- [${markdownText(page.title)}](${publicHref(context, markdownHref(page.href))})${about ? `: ${markdownText(about)}` : ''}`,
		);
	}
	const specs = specLinks(context);
	const link = ({ name, href, onSite }: SpecLink) => `- [${markdownText(name)}](${onSite ? publicHref(context, href) : href})`;
	for (const [heading, list] of [
		['OpenAPI Specs', specs.openapi],
		['AsyncAPI Specs', specs.asyncapi],
	] as const) {
		if (list.length > 0) lines.push('', `## ${heading}`, '', ...list.map(link));
	}
	const external = externalLinks(context);
	if (external.length > 0) lines.push('', '## Optional', '', ...external.map(({ label, href }) => `- [${markdownText(label)}](${href})`));
	for (const instruction of agentInstructions(context)) lines.push('', instruction);
	writeFileSync(join(context.outDir, 'llms.txt'), `${lines.join('\n').trimEnd()}\n`);
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

/** The first paragraph of a text, on one line. */
function firstParagraph(text: string): string {
	return (text.trim().split(/\n\s*\n/)[0] ?? '').replace(/\s+/g, ' ').trim();
}

/** A page's description as llms.txt gives it: its first paragraph, cut at 300 characters. */
function shortDescription(text: string): string {
	const paragraph = firstParagraph(text);
	return paragraph.length <= descriptionLength ? paragraph : `${paragraph.slice(0, descriptionLength - 1).trimEnd()}…`;
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
