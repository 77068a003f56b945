import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { playgroundProxyMiddleware } from '../../../src/integration/playground-proxy.ts';

/**
 * The proxy of `trellis dev` and `trellis preview` as a request handler, between two servers
 * started here: an API that sends no CORS header, and the site's server, which mounts the proxy.
 */

interface Received {
	method: string;
	url: string;
	headers: IncomingHttpHeaders;
	body: string;
}

const received: Received[] = [];
let api: Server;
let apiOrigin: string;
let site: Server;
let siteUrl: string;

async function listen(server: Server): Promise<string> {
	await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
	return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
	api = createServer((request, response) => {
		const chunks: Buffer[] = [];
		request.on('data', (chunk: Buffer) => chunks.push(chunk));
		request.on('end', () => {
			received.push({
				method: request.method ?? '',
				url: request.url ?? '',
				headers: request.headers,
				body: Buffer.concat(chunks).toString(),
			});
			if (request.url?.startsWith('/moved')) return void response.writeHead(302, { location: 'https://elsewhere.example/' }).end();
			if (request.url?.startsWith('/slow')) return void setTimeout(() => response.end('late'), 2_000);
			response.writeHead(201, {
				'content-type': 'application/json',
				'x-answered-by': 'api',
				'set-cookie': 'session=1',
				connection: 'close',
			});
			response.end(JSON.stringify({ ok: true }));
		});
	});
	apiOrigin = await listen(api);
	const proxy = playgroundProxyMiddleware('/docs/', { origins: () => new Set([apiOrigin]), maxBytes: 64, timeoutMs: 500 });
	site = createServer((request, response) => proxy(request, response, () => response.writeHead(404).end('page')));
	siteUrl = `${await listen(site)}/docs/_trellis/proxy`;
});

afterAll(async () => {
	for (const server of [api, site]) {
		server.closeAllConnections();
		await new Promise((done) => server.close(done));
	}
});

beforeEach(() => {
	received.length = 0;
});

const through = (target: string, init: RequestInit = {}) => fetch(`${siteUrl}?url=${encodeURIComponent(target)}`, init);

describe('the playground proxy', () => {
	it('forwards method, path, query, headers and body to an allowed server, and returns its answer', async () => {
		const answer = await through(`${apiOrigin}/v1/trees?ripe=true`, {
			method: 'POST',
			headers: { authorization: 'Bearer tok', 'content-type': 'application/json', 'x-trellis-cookie': 'sid=abc', cookie: 'docs=own' },
			body: '{"name":"fig"}',
		});
		expect(answer.status).toBe(201);
		expect(await answer.json()).toEqual({ ok: true });
		expect(answer.headers.get('x-answered-by')).toBe('api');
		expect(answer.headers.get('x-trellis-proxy')).toBe('1');
		// Its cookies would be the docs site's: never passed on.
		expect(answer.headers.get('set-cookie')).toBeNull();
		expect(received).toHaveLength(1);
		const [request] = received;
		expect(request).toMatchObject({ method: 'POST', url: '/v1/trees?ripe=true', body: '{"name":"fig"}' });
		expect(request!.headers.authorization).toBe('Bearer tok');
		// The reader's cookies for the API, not the docs site's own.
		expect(request!.headers.cookie).toBe('sid=abc');
		expect(Object.keys(request!.headers).filter((name) => /^(x-trellis-|sec-fetch-site|origin|referer)/.test(name))).toEqual([]);
		expect(request!.headers.host).toBe(new URL(apiOrigin).host);
	});

	it('refuses, with 403 and what it forwards to, a server that is none of the site: it is no open relay', async () => {
		const answer = await through('http://127.0.0.2:9/admin');
		expect(answer.status).toBe(403);
		expect(await answer.text()).toBe(
			`the proxy forwards only to the servers and token URLs of this site's API pages (${apiOrigin}), not to http://127.0.0.2:9: ` +
				"add it to the OpenAPI file's servers (or to the enum of a server variable), or send the request from a terminal (the cURL sample)\n",
		);
		expect(received).toEqual([]);
	});

	it('refuses what is not a URL, or another scheme, at an allowed host', async () => {
		expect((await fetch(`${siteUrl}?url=nothing`, { method: 'POST' })).status).toBe(400);
		expect((await through(`file:///etc/passwd`)).status).toBe(403);
		expect(received).toEqual([]);
	});

	it("answers the page's question whether it is there (no target), marked as a Trellis proxy", async () => {
		const answer = await fetch(siteUrl);
		expect(answer.status).toBe(200);
		expect(answer.headers.get('x-trellis-proxy')).toBe('1');
	});

	it("refuses requests from other sites' pages", async () => {
		const fromElsewhere = await through(`${apiOrigin}/v1`, { headers: { origin: 'https://evil.example' } });
		expect(fromElsewhere.status).toBe(403);
		expect(await fromElsewhere.text()).toBe("the proxy answers only the site's own pages\n");
		// Another site's name turned to this address (DNS rebinding): fetch cannot set Host, a plain request can.
		const rebound = await new Promise<number>((done, fail) =>
			get(`${siteUrl}?url=${encodeURIComponent(`${apiOrigin}/v1`)}`, { headers: { host: 'evil.example' } }, (response) => {
				response.resume();
				done(response.statusCode ?? 0);
			}).on('error', fail),
		);
		expect(rebound).toBe(403);
		expect(received).toEqual([]);
	});

	it('does not follow a redirect: the page sees it, its Location renamed so that the browser does not follow it either', async () => {
		const answer = await through(`${apiOrigin}/moved`, { redirect: 'manual' });
		expect(answer.status).toBe(302);
		expect(answer.headers.get('location')).toBeNull();
		expect(answer.headers.get('x-trellis-location')).toBe('https://elsewhere.example/');
	});

	it('caps the body and the wait', async () => {
		const large = await through(`${apiOrigin}/v1`, { method: 'POST', body: 'x'.repeat(65) });
		expect(large.status).toBe(413);
		const slow = await through(`${apiOrigin}/slow`);
		expect(slow.status).toBe(504);
		expect(await slow.text()).toBe(`${apiOrigin} did not answer within 0.5 s\n`);
	});

	it("says when the server cannot be reached, and leaves the site's other addresses alone", async () => {
		const down = createServer();
		const origin = await listen(down);
		await new Promise((done) => down.close(done));
		const proxy = playgroundProxyMiddleware('/', { origins: () => new Set([origin]) });
		const closed = createServer((request, response) => proxy(request, response, () => response.writeHead(404).end('page')));
		const base = await listen(closed);
		try {
			const answer = await fetch(`${base}/_trellis/proxy?url=${encodeURIComponent(`${origin}/v1`)}`);
			expect(answer.status).toBe(502);
			expect(await answer.text()).toBe(`the proxy could not reach ${origin}: ECONNREFUSED\n`);
			expect(await (await fetch(`${base}/_trellis/proxy/other`)).text()).toBe('page');
		} finally {
			closed.closeAllConnections();
			await new Promise((done) => closed.close(done));
		}
	});
});
