import type { CurrentConfig } from '../config/schema/current/index.ts';
import { isSafeUrl } from '../config/schema/shared.ts';
import { markdownHref, withBase } from '../urls/urls.ts';
import { askAbout, assistants, pageMarkdownMarker } from '../browser/assistant-links.ts';
import { mcpInstallLinks, type McpServerInfo } from './mcp-server.ts';

/**
 * The contextual menu of a page (the current format's `contextual`): copy the page as Markdown,
 * view that Markdown, ask an assistant about the page, copy or install the docs' MCP server (when
 * the config names it: `mcp.url`), and the docs' own links. What a static site cannot offer is
 * named in the report (./contextual-notices.ts) and left out.
 */

interface ContextualAction {
	id: string;
	title: string;
	description: string;
	/** Copies the page's Markdown; otherwise a link. */
	copy?: true;
	/** Copies this text (the MCP server's address, its install command); otherwise a link. */
	copyText?: string;
	/** A custom link with `$page` (the page's Markdown), put in by the browser where the marker is. */
	pageTemplate?: string;
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
function contextualActions(
	options: readonly Option[],
	href: string,
	pageUrl: string | undefined,
	server: McpServerInfo | undefined,
): ContextualAction[] {
	const install = server ? mcpInstallLinks(server) : undefined;
	return options.flatMap((option): ContextualAction[] => {
		if (typeof option === 'object') {
			// Without its script, `$page` is the address of the page's Markdown copy.
			if (!server && JSON.stringify(option.href).includes('$mcp')) return [];
			const fill = (page: string) => customHref(option.href, { path: href, page, mcp: server?.url ?? '' });
			const target = fill(markdownHref(href));
			if (!isSafeUrl(target)) return [];
			const template = fill(pageMarkdownMarker);
			return [
				{
					id: `custom-${option.title}`,
					title: option.title,
					description: option.description ?? '',
					href: target,
					...(template === target ? {} : { pageTemplate: template }),
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
		if (option === 'mcp' && server) {
			return [
				{
					id: option,
					title: 'Copy MCP server URL',
					description: "Copy the docs' MCP server address",
					copyText: server.url,
					external: false,
				},
			];
		}
		if (option === 'add-mcp' && install) {
			return [
				{
					id: option,
					title: 'Copy MCP install command',
					description: 'Copy the npx add-mcp command',
					copyText: install.addMcp,
					external: false,
				},
			];
		}
		if (option === 'cursor' && install) {
			return [
				{
					id: option,
					title: 'Connect to Cursor',
					description: "Install the docs' MCP server in Cursor",
					href: install.cursor,
					external: true,
				},
			];
		}
		if (option === 'vscode' && install) {
			return [
				{
					id: option,
					title: 'Connect to VS Code',
					description: "Install the docs' MCP server in VS Code",
					href: install.vscode,
					external: true,
				},
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

/**
 * A custom option's link, as Mintlify fills it: `$path` is the page's path, `$page` its Markdown
 * (given here), `$mcp` the MCP server's address; `{ base, query }` is put together.
 */
function customHref(value: Extract<Option, object>['href'], values: { path: string; page: string; mcp: string }): string {
	const fill = (text: string) => text.replaceAll('$path', values.path).replaceAll('$page', values.page).replaceAll('$mcp', values.mcp);
	if (typeof value === 'string') return fill(value);
	const query = (value.query ?? []).map(({ key, value: text }) => `${encodeURIComponent(key)}=${encodeURIComponent(fill(text))}`);
	return query.length > 0 ? `${fill(value.base)}${value.base.includes('?') ? '&' : '?'}${query.join('&')}` : fill(value.base);
}

/** The contextual menu of a page: the copy button, the menu's links, and where the menu goes. */
export interface ContextualMenu {
	copy: ContextualAction | undefined;
	/** The menu's entries: links, and the copies of texts (`copyText`). */
	links: ContextualAction[];
	placement: 'header' | 'toc';
}

/**
 * The menu of the page at `href` (its site path, without the base); none when the config lists no
 * option. `siteUrl` is SITE_URL, without a trailing slash; `server`, the docs' MCP server.
 */
export function contextualMenu(
	contextual: CurrentConfig['contextual'],
	href: string,
	siteUrl: string | undefined,
	server?: McpServerInfo,
	/** Where the theme puts the menu when `display` is not set: sequoia puts it in the table of contents. */
	defaultPlacement: ContextualMenu['placement'] = 'header',
): ContextualMenu | undefined {
	const path = withBase(href);
	const actions = contextualActions(contextual?.options ?? [], path, siteUrl ? `${siteUrl}${path}` : undefined, server);
	if (actions.length === 0) return undefined;
	return {
		copy: actions.find((action) => action.copy),
		links: actions.filter((action) => !action.copy),
		placement: contextual?.display ?? defaultPlacement,
	};
}
