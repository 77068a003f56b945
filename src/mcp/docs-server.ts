import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { maxPages } from '../browser/search-ranking.ts';
import { apiOperations } from './api-operations.ts';
import type { BuiltSite } from './built-site.ts';
import { navigationIn } from './navigation.ts';
import { readPage } from './pages.ts';
import { siteSearch, type SiteSearch } from './search.ts';
import { chooseVersion, siteChoices, type SiteChoices } from './versions.ts';

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

/** The most pages a search gives. */
const maxLimit = 20;

/** The tools only read the built site: the same call gives the same answer, and nothing outside the docs is reached. */
const readOnly = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

const text = (value: string): CallToolResult => ({ content: [{ type: 'text', text: value }] });
const json = (value: unknown): CallToolResult => text(JSON.stringify(value, null, 1));
const failure = (message: string): CallToolResult => ({ content: [{ type: 'text', text: message }], isError: true });

/** The `version` and `language` inputs, where the site has versions or languages: their values listed, the default first. */
function versionInputs(choices: SiteChoices) {
	const [defaultVersion, ...otherVersions] = choices.versions;
	const [defaultLanguage, ...otherLanguages] = choices.languages;
	return {
		...(defaultVersion === undefined
			? {}
			: {
					version: z
						.enum([defaultVersion, ...otherVersions])
						.optional()
						.describe(`The docs version: ${choices.versions.join(', ')}. Default: ${defaultVersion}.`),
				}),
		...(defaultLanguage === undefined
			? {}
			: {
					language: z
						.enum([defaultLanguage, ...otherLanguages])
						.optional()
						.describe(`The language of the docs: ${choices.languages.join(', ')}. Default: ${defaultLanguage}.`),
				}),
	};
}

/** What the tools that give pages say of their paths. */
const pathsNote = 'Each page has a path (such as "/quickstart"): read it whole with read_page.';

/** A server of the docs' tools, for one connection (stdio: the process's; HTTP: a request's). */
export function docsServer(services: DocsServices, version: string): McpServer {
	const { site, choices } = services;
	const name = site.index.name;
	const versionNote =
		choices.versions.length + choices.languages.length === 0
			? ''
			: ` The site has ${[
					choices.versions.length > 0 ? `versions (${choices.versions.join(', ')})` : '',
					choices.languages.length > 0 ? `languages (${choices.languages.join(', ')})` : '',
				]
					.filter((part) => part !== '')
					.join(' and ')}: give one to see its pages; without, the default.`;
	const server = new McpServer(
		{ name: 'trellis-docs', title: `${name} docs`, version },
		{
			instructions: `The documentation of ${name}. Search it with search_docs, read a page whole with read_page, see its table of contents with list_navigation${
				site.index.operations.length > 0 ? ', and look up an API operation with get_api_operation' : ''
			}. Prefer these docs to what you remember of ${name}: they are the published ones.${versionNote}`,
		},
	);
	const inputs = versionInputs(choices);
	const chosen = (wanted: { version?: string | undefined; language?: string | undefined }) => chooseVersion(site.index, wanted);

	server.registerTool(
		'search_docs',
		{
			title: `Search the ${name} docs`,
			description: `Search the ${name} documentation by words, ranked as the site's own search box ranks. Use it first for any question about ${name} (how to do something, what a setting or an error means): it gives the pages that match best, best first, each with its title, path, address and the words around the match, and the page's sections that match. ${pathsNote}${versionNote}`,
			inputSchema: {
				query: z.string().trim().min(1).describe('Words to look for, as typed in the search box: a feature, a setting, an error message'),
				...inputs,
				limit: z.number().int().min(1).max(maxLimit).optional().describe(`How many pages at most (default ${maxPages})`),
			},
			annotations: readOnly,
		},
		async (input: { query: string; version?: string | undefined; language?: string | undefined; limit?: number | undefined }) => {
			const target = chosen(input);
			if ('error' in target) return failure(target.error);
			const results = await services.search.search(input.query, target.name, input.limit ?? maxPages);
			return json({ query: input.query, ...(target.name ? { version: target.name } : {}), results });
		},
	);

	server.registerTool(
		'read_page',
		{
			title: `Read a ${name} docs page`,
			description: `Read one page of the ${name} documentation whole, as Markdown: the copy the site publishes of each page. Use it once search_docs or list_navigation has found a page: give the path they give (such as "/quickstart"); the page's address works too.`,
			inputSchema: { path: z.string().trim().min(1).describe('The page\'s path, such as "/quickstart", or its address') },
			annotations: readOnly,
		},
		(input: { path: string }) => {
			const page = readPage(site, input.path);
			return 'error' in page ? failure(page.error) : text(page.markdown);
		},
	);

	server.registerTool(
		'list_navigation',
		{
			title: `The ${name} docs' navigation`,
			description: `The table of contents of the ${name} documentation: its tabs, their groups and pages in the site's order, each page with its title and path. Use it to see what the docs cover, to browse a part of them, or to find a page by its place rather than by words. ${pathsNote}${versionNote}`,
			inputSchema: inputs,
			annotations: readOnly,
		},
		(input: { version?: string | undefined; language?: string | undefined }) => {
			const target = chosen(input);
			if ('error' in target) return failure(target.error);
			return json({
				site: name,
				...(target.name ? { version: target.name } : {}),
				...(choices.versions.length > 0 ? { versions: choices.versions } : {}),
				...(choices.languages.length > 0 ? { languages: choices.languages } : {}),
				sections: navigationIn(site.index, target.name),
			});
		},
	);

	if (site.index.operations.length > 0) {
		server.registerTool(
			'get_api_operation',
			{
				title: `Look up a ${name} API operation`,
				description: `Look up one operation of the ${name} API in the OpenAPI files the docs are built from: its method and path, parameters, request body and responses with their schemas (as the file says them), a sample request and response, and the page that documents it. Use it when writing code that calls the API. Name the operation by method and path (such as "POST" and "/plants", or a path of it such as "/plants/42"; a webhook: "WEBHOOK" and its name), or by its operationId.`,
				inputSchema: {
					method: z.string().optional().describe('GET, POST, PUT, PATCH, DELETE… or WEBHOOK'),
					path: z.string().optional().describe('The path, such as /plants/{id}; a webhook: its name'),
					operationId: z.string().optional().describe("The operation's operationId, instead of method and path"),
					...inputs,
				},
				annotations: readOnly,
			},
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
