import type { NavItem } from '../navigation/types.ts';
import type { PageFile } from '../page-files/scan-pages.ts';
import { withBase } from '../urls/urls.ts';
import type { PostBuildContext } from './context.ts';

/** A page in navigation order, with the top-level group it is listed under. */
export interface ListedPage {
	page: PageFile;
	group: string | undefined;
}

/**
 * The pages of the sidebars in reading order (tabs and anchors in their order, groups depth
 * first), each once; external entries left out.
 */
export function pagesInNavigationOrder(context: PostBuildContext): ListedPage[] {
	const { site } = context;
	const seen = new Set<string>();
	const listed: ListedPage[] = [];
	const walk = (items: NavItem[], group: string | undefined) => {
		for (const item of items) {
			if (item.type === 'group') {
				walk(item.items, group ?? item.label);
				continue;
			}
			const page = site.pages[item.path];
			if (item.external || !page || seen.has(item.path) || !site.navigation.pages[item.path]) continue;
			seen.add(item.path);
			listed.push({ page, group });
		}
	};
	for (const items of Object.values(site.navigation.sidebars)) walk(items, undefined);
	return listed;
}

/** Every built page: the navigation ones in order, then the others (hidden, unlisted) by path. */
export function allPages(context: PostBuildContext): PageFile[] {
	const listed = pagesInNavigationOrder(context).map(({ page }) => page);
	const seen = new Set(listed.map((page) => page.path));
	const rest = Object.keys(context.site.navigation.pages)
		.filter((path) => !seen.has(path) && context.site.pages[path])
		.sort()
		.map((path) => context.site.pages[path]!);
	return [...listed, ...rest].filter((page) => !page.frontmatter.url);
}

/** The link to a site path (`/quickstart`): absolute with SITE_URL, else from the site root with the base path. */
export function publicHref(context: PostBuildContext, href: string): string {
	const path = withBase(href, context.base);
	return context.siteUrl ? `${context.siteUrl}${path}` : path;
}

/** Links written in Markdown outputs: site paths made public, others unchanged. */
export function markdownLink(context: PostBuildContext): (href: string) => string {
	return (href) => (href.startsWith('/') && !href.startsWith('//') ? publicHref(context, href) : href);
}

/**
 * The current format's `markdown.instructions` as the `Agent Instructions` block Mintlify writes
 * into its Markdown outputs: a quote with a heading, the instructions joined by line breaks;
 * nothing when there are none.
 */
export function agentInstructionsBlock(context: PostBuildContext): string | undefined {
	const instructions = context.site.config.markdown?.instructions;
	const list: string[] = typeof instructions === 'string' ? [instructions] : (instructions ?? []);
	const lines = list.filter((text) => text.trim() !== '').flatMap((text) => text.trim().split(/\r\n?|\n/));
	if (lines.length === 0) return undefined;
	return ['> ## Agent Instructions', ...lines.map((line) => (line.trim() === '' ? '>' : `> ${line}`))].join('\n');
}
