import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { BuiltSite } from '../../src/mcp/built-site.ts';
import { docsServer, docsServices } from '../../src/mcp/docs-server.ts';

/** The MCP SDK's client, connected in this process to a server of the docs' tools over `site`; `close` ends both. */
export async function docsClient(site: BuiltSite): Promise<{ client: Client; close(): Promise<void> }> {
	const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
	const server = docsServer(docsServices(site), '0.0.0');
	await server.connect(serverSide);
	const client = new Client({ name: 'test', version: '0.0.0' });
	await client.connect(clientSide);
	return {
		client,
		close: async () => {
			await client.close();
			await server.close();
		},
	};
}
