import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserServer } from 'playwright-core';
import { launchBrowserServer } from '../browser.ts';
import type { RunState } from './run-state.ts';
import type { BuildRequest, OwnBuildRequest, ServiceAnswer } from './protocol.ts';

async function readBody(request: IncomingMessage): Promise<string> {
	let body = '';
	for await (const chunk of request) body += String(chunk);
	return body;
}

/**
 * Serves the run's shared things to the test files, which run in other processes:
 * - `POST /build` with a BuildRequest answers with the build's result once it is done;
 * - `POST /own-build` with an OwnBuildRequest makes a build of the test's own and answers with its result;
 * - `POST /browser` answers with the address of the run's browser, started on first use;
 * - `POST /installed-copy` answers with the `trellis` command of the run's installed copy, once installed;
 * - `POST /turn` with `{ docsDir }` answers once the caller may use the `.astro/` folder of that
 *   docs folder's project folder, and keeps the turn until the caller closes the connection (or
 *   its process ends).
 */
export async function serveRun({ queue, installedCopy }: RunState): Promise<{ url: string; close(): Promise<void> }> {
	let browser: Promise<BrowserServer> | undefined;
	const answerTo = async (path: string | undefined, body: string): Promise<unknown> => {
		if (path === '/build') return queue.build(JSON.parse(body) as BuildRequest);
		if (path === '/own-build') return queue.ownBuild(JSON.parse(body) as OwnBuildRequest);
		if (path === '/installed-copy') return installedCopy.bin();
		if (path === '/browser') return { wsEndpoint: (await (browser ??= launchBrowserServer())).wsEndpoint() };
		throw new Error(`the run service has no ${path}`);
	};
	const server = createServer(async (request, response) => {
		if (request.url === '/turn') return void giveTurn(request, response);
		let answer: ServiceAnswer<unknown>;
		try {
			answer = { value: await answerTo(request.url, await readBody(request)) };
		} catch (error) {
			answer = { error: error instanceof Error ? error.message : String(error) };
		}
		response.setHeader('Content-Type', 'application/json');
		response.end(JSON.stringify(answer));
	});
	/** Answers once the turn is granted, and keeps it until the caller closes the connection. */
	const giveTurn = async (request: IncomingMessage, response: ServerResponse) => {
		let closed = false;
		response.on('close', () => (closed = true));
		const { docsDir } = JSON.parse((await readBody(request)) || '{}') as { docsDir?: string };
		const release = await queue.turn(docsDir);
		if (closed) return release();
		response.on('close', release);
		response.writeHead(200, { 'Content-Type': 'text/plain' });
		response.write('granted\n');
	};
	// A build may wait in the queue for minutes.
	server.requestTimeout = 0;
	await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
	const { port } = server.address() as AddressInfo;
	return {
		url: `http://127.0.0.1:${port}`,
		close: async () => {
			server.closeAllConnections();
			await new Promise<void>((resolveClose) => server.close(() => resolveClose()));
			if (browser) await (await browser).close();
		},
	};
}
