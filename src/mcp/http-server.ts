import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';

/** The path the server answers at, as Mintlify's sites serve theirs (`<site>/mcp`). */
const mcpPath = '/mcp';

/** The names of this machine's loopback interface. */
const loopbackNames = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/** The host name of a `Host` header or an `Origin`: `localhost` of `localhost:4321`, `[::1]` of `[::1]:4321`. */
function hostNameOf(value: string): string | undefined {
	try {
		return new URL(value.includes('://') ? value : `http://${value}`).hostname;
	} catch {
		return undefined;
	}
}

/**
 * Whether a request may be answered. Bound to the loopback interface, the server answers only
 * requests addressed to it by a loopback name, and from no web page of another origin: a page
 * the reader opens could otherwise reach it through a name it points at 127.0.0.1 (DNS rebinding).
 * Bound to another interface, it is a public server, meant to be reached by any name.
 */
export function requestAllowed(headers: Pick<IncomingMessage['headers'], 'host' | 'origin'>, boundHost: string): boolean {
	if (!loopbackNames.has(boundHost)) return true;
	const host = headers.host === undefined ? undefined : hostNameOf(headers.host);
	if (host === undefined || !loopbackNames.has(host)) return false;
	if (headers.origin === undefined) return true;
	const origin = hostNameOf(headers.origin);
	return origin !== undefined && loopbackNames.has(origin);
}

function answer(response: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
	response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
	response.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }));
}

/** A running HTTP server: the address of its MCP endpoint, and a way to stop it. */
export interface McpHttpServer {
	url: string;
	close(): Promise<void>;
}

/**
 * Serves MCP over Streamable HTTP at `/mcp`, statelessly: each request is answered by a server
 * of its own (`newServer`), in JSON, so that any number of clients may call it and none holds a
 * session open. The docs' tools keep no state between calls.
 */
export async function serveMcpOverHttp(newServer: () => McpServer, options: { host: string; port: number }): Promise<McpHttpServer> {
	const http = createServer((request, response) => {
		void (async () => {
			if (!requestAllowed(request.headers, options.host))
				return answer(response, 403, 'Forbidden: this server answers only on this machine');
			const path = new URL(request.url ?? '/', 'http://localhost').pathname;
			if (path !== mcpPath) return answer(response, 404, `Not found: the MCP server is at ${mcpPath}`);
			if (request.method !== 'POST') return answer(response, 405, 'Method not allowed: send MCP requests with POST', { Allow: 'POST' });
			// Without a session id generator, the transport is stateless.
			const server = newServer();
			const transport = new StreamableHTTPServerTransport({ enableJsonResponse: true });
			response.on('close', () => void Promise.allSettled([transport.close(), server.close()]));
			await server.connect(transport);
			await transport.handleRequest(request, response);
		})().catch((error: unknown) => {
			if (!response.headersSent) answer(response, 500, `Internal error: ${error instanceof Error ? error.message : String(error)}`);
		});
	});
	await new Promise<void>((resolve, reject) => {
		http.once('error', reject);
		http.listen({ host: options.host, port: options.port }, () => resolve());
	});
	const { port } = http.address() as AddressInfo;
	const shownHost = options.host.includes(':') ? `[${options.host}]` : options.host;
	return {
		url: `http://${shownHost}:${port}${mcpPath}`,
		close: () =>
			new Promise<void>((resolve) => {
				http.closeAllConnections();
				http.close(() => resolve());
			}),
	};
}
