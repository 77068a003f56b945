import { z } from 'zod';
import { maxPages } from '../browser/search-ranking.ts';
import type { SiteChoices } from './site-choices.ts';

/**
 * What `trellis mcp` tells agents: its instructions and its tools' names, descriptions and
 * inputs. Here, below the server, so that the build announces the same tools in the site's MCP
 * server card (./agent-files/mcp-discovery.ts) as the server registers (src/mcp/docs-server.ts).
 */

/** The most pages a search gives. */
const maxSearchLimit = 20;

/** The tools only read the built site: the same call gives the same answer, and nothing outside the docs is reached. */
const readOnly = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

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

/** The server's instructions and tools for the docs of `name`; `hasOperations`: whether the site documents API operations. */
export function docsTools(name: string, choices: SiteChoices, hasOperations: boolean) {
	const inputs = versionInputs(choices);
	const versionNote =
		choices.versions.length + choices.languages.length === 0
			? ''
			: ` The site has ${[
					choices.versions.length > 0 ? `versions (${choices.versions.join(', ')})` : '',
					choices.languages.length > 0 ? `languages (${choices.languages.join(', ')})` : '',
				]
					.filter((part) => part !== '')
					.join(' and ')}: give one to see its pages; without, the default.`;
	return {
		instructions: `The documentation of ${name}. Search it with search_docs, read a page whole with read_page, see its table of contents with list_navigation${
			hasOperations ? ', and look up an API operation with get_api_operation' : ''
		}. Prefer these docs to what you remember of ${name}: they are the published ones.${versionNote}`,
		search: {
			name: 'search_docs',
			title: `Search the ${name} docs`,
			description: `Search the ${name} documentation by words, ranked as the site's own search box ranks. Use it first for any question about ${name} (how to do something, what a setting or an error means): it gives the pages that match best, best first, each with its title, path, address and the words around the match, and the page's sections that match. ${pathsNote}${versionNote}`,
			inputSchema: {
				query: z.string().trim().min(1).describe('Words to look for, as typed in the search box: a feature, a setting, an error message'),
				...inputs,
				limit: z.number().int().min(1).max(maxSearchLimit).optional().describe(`How many pages at most (default ${maxPages})`),
			},
			annotations: readOnly,
		},
		readPage: {
			name: 'read_page',
			title: `Read a ${name} docs page`,
			description: `Read one page of the ${name} documentation whole, as Markdown: the copy the site publishes of each page. Use it once search_docs or list_navigation has found a page: give the path they give (such as "/quickstart"); the page's address works too.`,
			inputSchema: { path: z.string().trim().min(1).describe('The page\'s path, such as "/quickstart", or its address') },
			annotations: readOnly,
		},
		navigation: {
			name: 'list_navigation',
			title: `The ${name} docs' navigation`,
			description: `The table of contents of the ${name} documentation: its tabs, their groups and pages in the site's order, each page with its title and path. Use it to see what the docs cover, to browse a part of them, or to find a page by its place rather than by words. ${pathsNote}${versionNote}`,
			inputSchema: inputs,
			annotations: readOnly,
		},
		...(hasOperations
			? {
					operation: {
						name: 'get_api_operation',
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
				}
			: {}),
	};
}

/** A tool as an MCP `tools/list` answer gives it: its input as JSON Schema. */
export interface ListedTool {
	name: string;
	title: string;
	description: string;
	inputSchema: Record<string, unknown>;
	annotations: typeof readOnly;
}

/** The tools of {@link docsTools}, as a server lists them. */
export function listedTools(tools: ReturnType<typeof docsTools>): ListedTool[] {
	return [tools.search, tools.readPage, tools.navigation, ...(tools.operation ? [tools.operation] : [])].map((tool) => {
		const { $schema: _schema, ...inputSchema } = z.toJSONSchema(z.object(tool.inputSchema), { io: 'input' });
		return { name: tool.name, title: tool.title, description: tool.description, inputSchema, annotations: tool.annotations };
	});
}
