import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sirv from 'sirv';

export interface StaticServer {
	url: string;
	close(): Promise<void>;
}

/**
 * Serves a built site on a free loopback port, as any static host would; `headers` are sent
 * with every file (a host's header rules, such as a Content-Security-Policy).
 */
export async function serveStatic(folder: string, headers: Record<string, string> = {}): Promise<StaticServer> {
	const handler = sirv(folder, {
		dev: true,
		extensions: ['html'],
		setHeaders: (response) => {
			for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
		},
	});
	const server: Server = createServer((request, response) =>
		handler(request, response, () => {
			response.statusCode = 404;
			response.end('Not found');
		}),
	);
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	return {
		url: `http://127.0.0.1:${port}`,
		close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
	};
}
