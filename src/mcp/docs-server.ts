import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { maxPages } from '../browser/search-ranking.ts';
import { docsTools } from '../postbuild/mcp-tools.ts';
import { apiOperations } from './api-operations.ts';
import type { BuiltSite } from './built-site.ts';
import { navigationIn } from './navigation.ts';
import { readPage } from './pages.ts';
import { siteSearch, type SiteSearch } from './search.ts';
import { siteChoices, type SiteChoices } from '../postbuild/site-choices.ts';
import { chooseVersion } from './versions.ts';

/** What every connection's server reads: the site, its search index (opened once) and its OpenAPI files (read once). */
export interface DocsServices {
	site: BuiltSite;
	choices: SiteChoices;
	search: SiteSearch;
	operations: ReturnType<typeof apiOperations>;
}

export function docsServices(site: BuiltSite): DocsServices {
	return { site, choices: siteChoices(site.index), search: siteSearch(site), operations: apiOperations(site) };
}

const text = (value: string): CallToolResult => ({ content: [{ type: 'text', text: value }] });
const json = (value: unknown): CallToolResult => text(JSON.stringify(value, null, 1));
const failure = (message: string): CallToolResult => ({ content: [{ type: 'text', text: message }], isError: true });

/** A server of the docs' tools, for one connection (stdio: the process's; HTTP: a request's). */
export function docsServer(services: DocsServices, version: string): McpServer {
	const { site, choices } = services;
	const tools = docsTools(site.index.name, choices, site.index.operations.length > 0);
	const server = new McpServer({ name: 'trellis-docs', title: `${site.index.name} docs`, version }, { instructions: tools.instructions });
	const chosen = (wanted: { version?: string | undefined; language?: string | undefined }) => chooseVersion(site.index, wanted);

	server.registerTool(
		tools.search.name,
		tools.search,
		async (input: { query: string; version?: string | undefined; language?: string | undefined; limit?: number | undefined }) => {
			const target = chosen(input);
			if ('error' in target) return failure(target.error);
			const results = await services.search.search(input.query, target.name, input.limit ?? maxPages);
			return json({ query: input.query, ...(target.name ? { version: target.name } : {}), results });
		},
	);

	server.registerTool(tools.readPage.name, tools.readPage, async (input: { path: string }) => {
		const page = await readPage(site, input.path);
		return 'error' in page ? failure(page.error) : text(page.markdown);
	});

	server.registerTool(tools.navigation.name, tools.navigation, (input: { version?: string | undefined; language?: string | undefined }) => {
		const target = chosen(input);
		if ('error' in target) return failure(target.error);
		return json({
			site: site.index.name,
			...(target.name ? { version: target.name } : {}),
			...(choices.versions.length > 0 ? { versions: choices.versions } : {}),
			...(choices.languages.length > 0 ? { languages: choices.languages } : {}),
			sections: navigationIn(site.index, target.name),
		});
	});

	const { operation } = tools;
	if (operation) {
		server.registerTool(
			operation.name,
			operation,
			async (input: {
				method?: string | undefined;
				path?: string | undefined;
				operationId?: string | undefined;
				version?: string | undefined;
				language?: string | undefined;
			}) => {
				const target = chosen(input);
				if ('error' in target) return failure(target.error);
				const found = await services.operations.find({ ...input, version: target.name });
				return 'error' in found ? failure(found.error) : json(found.operation);
			},
		);
	}
	return server;
}
