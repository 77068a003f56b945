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

/**
 * How the contextual menu installs the server, as Mintlify's own docs link it: Cursor's deep link
 * (the server's config, `{"url":…}`, in base64), VS Code's through vscode.dev (`{"type":"http","url":…}`),
 * and the `npx add-mcp` command.
 */
export function mcpInstallLinks(server: McpServerInfo): { cursor: string; vscode: string; addMcp: string } {
	const name = encodeURIComponent(server.name);
	const cursorConfig = Buffer.from(JSON.stringify({ url: server.url })).toString('base64');
	return {
		cursor: `cursor://anysphere.cursor-deeplink/mcp/install?name=${name}&config=${encodeURIComponent(cursorConfig)}`,
		vscode: `https://vscode.dev/redirect/mcp/install?name=${name}&config=${encodeURIComponent(JSON.stringify({ type: 'http', url: server.url }))}`,
		addMcp: `npx add-mcp ${server.url}`,
	};
}
