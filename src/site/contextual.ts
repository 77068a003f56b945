import type { CurrentConfig } from '../config/schema/current/index.ts';
import { isSafeUrl } from '../config/schema/shared.ts';
import { markdownHref, withBase } from '../urls/urls.ts';
import { askAbout, assistants } from '../browser/assistant-links.ts';

/**
 * The contextual menu of a page (the current format's `contextual`): copy the page as Markdown,
 * view that Markdown, ask an assistant about the page, and the docs' own links. Options that need
 * a hosted service (the docs assistant, an MCP server, a PDF export) are left out of a static site.
 */

interface ContextualAction {
	id: string;
	title: string;
	description: string;
	/** Copies the page's Markdown; otherwise a link. */
	copy?: true;
	href?: string;
	/**
	 * For an assistant: its address before the question, which is asked about the page's public
	 * URL. Filled in the browser when the site's URL is not known at build time.
	 */
	askUrl?: string;
	external: boolean;
	icon?: string;
}

type Option = NonNullable<CurrentConfig['contextual']>['options'][number];

/**
 * The actions of a page. `pageUrl` is the page's public address when the site's URL is known
 * (SITE_URL); `href` is its site path, base included.
 */
function contextualActions(options: readonly Option[], href: string, pageUrl: string | undefined): ContextualAction[] {
	return options.flatMap((option): ContextualAction[] => {
		if (typeof option === 'object') {
			const target = customHref(option.href, href, pageUrl ?? href);
			if (!isSafeUrl(target)) return [];
			return [
				{
					id: `custom-${option.title}`,
					title: option.title,
					description: option.description ?? '',
					href: target,
					external: /^https?:/i.test(target),
					...(typeof option.icon === 'string' ? { icon: option.icon } : option.icon ? { icon: option.icon.name } : {}),
				},
			];
		}
		if (option === 'copy') {
			return [
				{
					id: 'copy',
					title: 'Copy page',
					description: 'Copy the page as Markdown for LLMs',
					copy: true,
					href: markdownHref(href),
					external: false,
				},
			];
		}
		if (option === 'view') {
			return [
				{ id: 'view', title: 'View as Markdown', description: 'View the page as plain text', href: markdownHref(href), external: false },
			];
		}
		const assistant = assistants[option];
		if (!assistant) return [];
		return [
			{
				id: option,
				title: assistant.title,
				description: 'Ask questions about this page',
				askUrl: assistant.url,
				...(pageUrl ? { href: `${assistant.url}${encodeURIComponent(askAbout(pageUrl))}` } : {}),
				external: true,
			},
		];
	});
}

/** A custom option's link: `$path` is the page's path, `$page` its address; `{ base, query }` is put together. */
function customHref(value: Extract<Option, object>['href'], path: string, page: string): string {
	const fill = (text: string) => text.replaceAll('$path', path).replaceAll('$page', page);
	if (typeof value === 'string') return fill(value);
	const query = (value.query ?? []).map(({ key, value: text }) => `${encodeURIComponent(key)}=${encodeURIComponent(fill(text))}`);
	return query.length > 0 ? `${fill(value.base)}${value.base.includes('?') ? '&' : '?'}${query.join('&')}` : fill(value.base);
}

/** The contextual menu of a page: the copy button, the menu's links, and where the menu goes. */
export interface ContextualMenu {
	copy: ContextualAction | undefined;
	links: ContextualAction[];
	placement: 'header' | 'toc';
}

/**
 * The menu of the page at `href` (its site path, without the base); none when the config lists no
 * option. `siteUrl` is SITE_URL, without a trailing slash.
 */
export function contextualMenu(
	contextual: CurrentConfig['contextual'],
	href: string,
	siteUrl: string | undefined,
): ContextualMenu | undefined {
	const path = withBase(href);
	const actions = contextualActions(contextual?.options ?? [], path, siteUrl ? `${siteUrl}${path}` : undefined);
	if (actions.length === 0) return undefined;
	return {
		copy: actions.find((action) => action.copy),
		links: actions.filter((action) => !action.copy),
		placement: contextual?.display === 'toc' ? 'toc' : 'header',
	};
}
