import type { DocsConfig } from '../config/site-config.ts';

/** The docs' MCP server, as the folder names it (the config's `mcp`, a Trellis key). */
export interface McpServerInfo {
	url: string;
	/** What agents list it by: the config's `mcp.name`, else the site's name as a slug (`plant-store-docs`). */
	name: string;
}

/** The site's name as a name agents list its docs by (a server, a skill): lowercase words joined by `-`, ending in `-docs`. */
export function docsSlug(siteName: string): string {
	const slug = siteName
		.normalize('NFKD')
		.toLowerCase()
		.replace(/[^a-z\d]+/g, '-')
		.replace(/^-+|-+$/g, '')
		.slice(0, 59);
	return `${slug === '' ? 'site' : slug}-docs`;
}

export function mcpServerOf(config: Pick<DocsConfig, 'mcp' | 'name'>): McpServerInfo | undefined {
	if (!config.mcp) return undefined;
	return { url: config.mcp.url, name: config.mcp.name ?? docsSlug(config.name) };
}
