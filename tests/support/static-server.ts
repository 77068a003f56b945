import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import sirv from 'sirv';

export interface StaticServer {
	url: string;
	close(): Promise<void>;
}

export interface ServeOptions {
	/**
	 * The sub-path the site is published under (`/docs/`), as a host does for a site built with
	 * BASE_PATH: the folder is served there, and nothing outside it.
	 */
	base?: string;
	/** Answer unknown addresses with the site's `404.html` (status 404), as static hosts do. */
	notFoundPage?: boolean;
}

/**
 * Serves a built site on a free loopback port, as any static host would; `headers` are sent
 * with every file (a host's header rules, such as a Content-Security-Policy).
 */
export async function serveStatic(folder: string, headers: Record<string, string> = {}, options: ServeOptions = {}): Promise<StaticServer> {
	const handler = sirv(folder, {
		dev: true,
		extensions: ['html'],
		setHeaders: (response) => {
			for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
		},
	});
	const prefix = (options.base ?? '/').replace(/\/?$/, '/');
	const server: Server = createServer((request, response) => {
		const notFound = () => {
			response.statusCode = 404;
			if (!options.notFoundPage) {
				response.end('Not found');
				return;
			}
			for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
			response.setHeader('Content-Type', 'text/html; charset=utf-8');
			response.end(readFileSync(join(folder, '404.html')));
		};
		const url = request.url ?? '/';
		if (prefix !== '/') {
			// `/docs` alone is the site's home too.
			if (url !== prefix.slice(0, -1) && !url.startsWith(prefix) && !url.startsWith(`${prefix.slice(0, -1)}?`)) return notFound();
			const rest = url.slice(prefix.length - 1);
			request.url = rest.startsWith('/') ? rest : `/${rest}`;
		}
		handler(request, response, notFound);
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	return {
		url: `http://127.0.0.1:${port}`,
		close: () =>
			new Promise((resolve, reject) => {
				server.closeAllConnections();
				server.close((error) => (error ? reject(error) : resolve()));
			}),
	};
}
