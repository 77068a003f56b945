import type { DocsConfig } from '../config/site-config.ts';
import { contextualOptionNotShown, problemAt } from '../problems/catalogue.ts';
import type { Problem } from '../problems/problem.ts';
import type { PageFile } from '../page-files/scan-pages.ts';

/**
 * The contextual menu's options a static site leaves out, the config's and the pages' own, named
 * in the report with what a reader misses: those that need Mintlify's servers, and those that
 * install the docs' MCP server when the config names none (`mcp.url`).
 */

/** Options that need a service of Mintlify's, and what a reader misses without them. */
const hostedOptions: Record<string, string> = {
	assistant: "Mintlify's hosted assistant is not part of a static site",
	'download-pdf': "Mintlify's servers make the PDF",
	'download-spec': 'Mintlify zips the specs on its servers; the site serves each OpenAPI file at its path, linked from llms.txt',
	devin: 'Devin takes no page from a link Trellis knows how to make',
	'devin-desktop': 'Devin Desktop takes no page from a link Trellis knows how to make',
	windsurf: 'Windsurf takes no page from a link Trellis knows how to make',
	'devin-mcp': 'Devin installs MCP servers by no link Trellis knows how to make',
};

/** Options that install the docs' MCP server. */
const serverOptions = new Set(['mcp', 'add-mcp', 'cursor', 'vscode']);

const serverFix =
	'name the server the site runs beside it (trellis mcp --http) in docs.json: "mcp": { "url": "https://docs.example.com/mcp" }';

type Place = Pick<Problem, 'file' | 'line' | 'column' | 'jsonPath'>;
type Options = NonNullable<DocsConfig['contextual']>['options'];

/** The config's options (`contextual.options`), each at its place in the config. */
export function contextualNotices(config: Pick<DocsConfig, 'contextual' | 'mcp'>, locate: (path: (string | number)[]) => Place): Problem[] {
	return optionNotices(config.contextual?.options ?? [], config.mcp !== undefined, (index) => locate(['contextual', 'options', index]));
}

/** The options of the pages' own menus (`contextual` in a page's frontmatter), each at the line of its page's `contextual`. */
export function pageContextualNotices(
	pages: Iterable<Pick<PageFile, 'file' | 'frontmatter' | 'frontmatterLines'>>,
	config: Pick<DocsConfig, 'mcp'>,
): Problem[] {
	return [...pages].flatMap((page) => {
		const place = { file: page.file, line: page.frontmatterLines?.['contextual'] ?? 1 };
		return optionNotices(page.frontmatter.contextual?.options ?? [], config.mcp !== undefined, () => place);
	});
}

function optionNotices(options: Options, hasServer: boolean, place: (index: number) => Place): Problem[] {
	return options.flatMap((option, index): Problem[] => {
		if (typeof option === 'object') {
			const href = typeof option.href === 'string' ? option.href : JSON.stringify(option.href);
			if (hasServer || !href.includes('$mcp')) return [];
			return [
				problemAt(contextualOptionNotShown, place(index), {
					option: option.title,
					missed: 'its link names $mcp, and the config names no MCP server',
					fix: serverFix,
				}),
			];
		}
		const missed = hostedOptions[option];
		if (missed) return [problemAt(contextualOptionNotShown, place(index), { option, missed, fix: undefined })];
		if (serverOptions.has(option) && !hasServer) {
			return [
				problemAt(contextualOptionNotShown, place(index), {
					option,
					missed: 'the config names no MCP server to install',
					fix: serverFix,
				}),
			];
		}
		return [];
	});
}
