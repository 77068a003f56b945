import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { McpServerInfo } from '../../site/mcp-server.ts';
import { listedTools, docsTools, type ListedTool } from '../mcp-tools.ts';
import { siteChoices } from '../site-choices.ts';
import type { SiteIndex } from '../site-index-schema.ts';

/**
 * The files by which the site says where its MCP server is, at the paths and in the shapes
 * Mintlify's sites serve them (its "Discovery endpoint"): `/.well-known/mcp.json` (Mintlify
 * serves the same at `/.well-known/mcp`, which a static folder cannot hold beside the
 * `/.well-known/mcp/` folder: the hosts' rules send it there, ../host-redirects.ts), and the
 * server card with the tools `trellis mcp` lists, alone and in a list.
 */

/** The discovery files, from the site root. */
export const mcpDiscoveryFiles = {
	document: '.well-known/mcp.json',
	card: '.well-known/mcp/server-card.json',
	cards: '.well-known/mcp/server-cards.json',
} as const;

/** Mintlify's discovery document (`/.well-known/mcp`). */
interface McpDiscoveryDocument {
	version: string;
	transport: 'http';
	url: string;
	servers: { name: 'public'; url: string; transport: 'http'; authentication: 'none' }[];
}

/** A server card: what the server is and the tools it lists, so that a client need not connect to know them. */
export interface McpServerCard {
	name: string;
	version: string;
	url: string;
	transport: 'http';
	description: string;
	capabilities: { tools: true; resources: false };
	authentication: 'none';
	tools: ListedTool[];
}

export function mcpServerCard(server: McpServerInfo, index: SiteIndex, version: string): McpServerCard {
	const tools = docsTools(index.name, siteChoices(index), index.operations.length > 0);
	return {
		name: server.name,
		version,
		url: server.url,
		transport: 'http',
		description: `Search and read the ${index.name} documentation`,
		capabilities: { tools: true, resources: false },
		authentication: 'none',
		tools: listedTools(tools),
	};
}

/** Writes the discovery files of `server` into `outDir`. */
export function writeMcpDiscovery(outDir: string, server: McpServerInfo, index: SiteIndex, version: string): void {
	const card = mcpServerCard(server, index, version);
	const document: McpDiscoveryDocument = {
		version,
		transport: 'http',
		url: server.url,
		servers: [{ name: 'public', url: server.url, transport: 'http', authentication: 'none' }],
	};
	const write = (path: string, value: unknown) => {
		const file = join(outDir, path);
		mkdirSync(dirname(file), { recursive: true });
		writeFileSync(file, `${JSON.stringify(value, null, '\t')}\n`);
	};
	write(mcpDiscoveryFiles.document, document);
	write(mcpDiscoveryFiles.card, card);
	write(mcpDiscoveryFiles.cards, { servers: [card] });
}
