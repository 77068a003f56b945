import type { McpServerInfo } from '../../site/mcp-server.ts';
import { docsSlug } from '../../site/mcp-server.ts';
import { markdownHref } from '../../urls/urls.ts';
import type { PostBuildContext } from '../context.ts';
import { docsTools, listedTools } from '../mcp-tools.ts';
import { siteChoices } from '../site-choices.ts';
import type { SiteIndex } from '../site-index-schema.ts';
import { publicHref } from '../site-pages.ts';

/**
 * The skill file of a folder that has none: what the docs are, where their Markdown is
 * (`llms.txt`, each page's `.md` copy, the OpenAPI files) and the MCP server's tools when the
 * folder names its server. Its front matter is the spec's: `name` (its folder's name) and a
 * `description` of at most 1,024 characters.
 */
export function generatedSkill(context: PostBuildContext, index: SiteIndex, server: McpServerInfo | undefined): string {
	const { config } = context.site;
	const name = config.name;
	const about = config.description?.replace(/\s+/g, ' ').trim();
	const description = `Answer questions about ${name} and write code for it from its published documentation${
		about ? ` (${about})` : ''
	}. Use when a task involves ${name}: read the pages it links as Markdown${server ? ', or search them through its MCP server' : ''}.`.slice(
		0,
		1024,
	);
	const url = (path: string) => publicHref(context, path);
	const firstPage = index.sections[0]?.entries.find((entry) => 'path' in entry);
	const specs = [...new Set(index.operations.filter((operation) => operation.served).map((operation) => operation.spec))];
	const lines = [
		'---',
		`name: ${docsSlug(name)}`,
		`description: ${JSON.stringify(description)}`,
		'---',
		'',
		`# ${name} documentation`,
		'',
		...(about ? [about, ''] : []),
		'## Where the docs are',
		'',
		`- Every page, with a line on each: ${url('/llms.txt')}`,
		`- Every page in one file: ${url('/llms-full.txt')}`,
		`- A page as Markdown: its address with \`.md\` added${firstPage && 'path' in firstPage ? `, such as ${url(markdownHref(firstPage.path))}` : ''}`,
		...specs.map((spec) => `- The API, as an OpenAPI file: ${url(spec)}`),
		'',
	];
	if (server) {
		const tools = listedTools(docsTools(name, siteChoices(index), index.operations.length > 0));
		lines.push(
			'## MCP server',
			'',
			`The docs' MCP server is at ${server.url} (Streamable HTTP). Its tools:`,
			'',
			...tools.map((tool) => `- \`${tool.name}\`: ${tool.description}`),
			'',
			`Add it to Claude Code: \`claude mcp add --transport http ${server.name} ${server.url}\``,
			'',
		);
	}
	return `${lines.join('\n').trimEnd()}\n`;
}
