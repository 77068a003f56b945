import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sirv from 'sirv';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { playgroundProxyMiddleware } from '../../src/integration/playground-proxy.ts';
import { sharedBrowser } from '../support/browser.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { sharedBuild } from '../support/shared-build.ts';
import { serveStatic, type StaticServer } from '../support/static-server.ts';
import { closeContext, collectPageErrors, newContext } from './helpers.ts';

/**
 * The playground's proxy in a real browser. tests/fixtures/current-api-extras offers a server on
 * this machine whose port the reader types; an API started here answers there without any CORS
 * header. Its build served as a static host does, the request fails; served with the proxy of
 * `trellis preview` beside it (mounted here on a server of this file's), it goes through, and a
 * server the proxy does not forward to is refused where the reader sees it.
 */

interface Received {
	method: string;
	url: string;
	headers: IncomingHttpHeaders;
}

const received: Received[] = [];
let api: Server;
let apiUrl: string;
let withProxy: Server;
let withProxyUrl: string;
let staticHost: StaticServer;
let browser: Browser;
let context: BrowserContext | undefined;
let errors: string[] = [];

async function listen(server: Server): Promise<string> {
	await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
	return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function close(server: Server | undefined): Promise<void> {
	if (!server) return;
	server.closeAllConnections();
	await new Promise((done) => server.close(done));
}

beforeAll(async () => {
	const build = await sharedBuild(fixtureBuilds.currentApiExtras);
	if (build.exitCode !== 0) throw new Error(`the site did not build:\n${build.stdout}\n${build.stderr}`);
	api = createServer((request, response) => {
		received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
		response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ harvests: ['figs'] }));
	});
	apiUrl = await listen(api);
	const files = sirv(build.outDir, { dev: true, extensions: ['html'] });
	// What the proxy forwards to is the site's servers (tests/unit/site/playground-proxy.test.ts); here, the API's port.
	const proxy = playgroundProxyMiddleware('/', { origins: () => new Set([apiUrl]) });
	withProxy = createServer((request, response) => proxy(request, response, () => files(request, response)));
	withProxyUrl = await listen(withProxy);
	staticHost = await serveStatic(build.outDir);
	browser = await sharedBrowser();
});

afterAll(async () => {
	if (context) await closeContext(context);
	await browser?.close();
	await staticHost?.close();
	await close(withProxy);
	await close(api);
});

afterEach(() => {
	expect(errors, 'uncaught errors in the page').toEqual([]);
});

async function open(site: string, path = '/api-reference/harvests/list-harvests'): Promise<Page> {
	if (context) await closeContext(context);
	context = await newContext(browser);
	const page = await context.newPage();
	errors = collectPageErrors(page);
	await page.goto(`${site}${path}`);
	await page.locator('section[data-playground]').waitFor({ state: 'visible' });
	received.length = 0;
	return page;
}

/** Sends the operation's request to the server on this machine, at `port`, with a bearer token. */
async function send(page: Page, port: string): Promise<void> {
	const form = page.locator('section[data-playground] form');
	await form.locator('select[name="server"]').selectOption('http://127.0.0.1:4010/v1');
	await form.locator('[data-variable="port"]').fill(port);
	await form.locator('input[data-credential]').first().fill('tok-123');
	await form.getByRole('button', { name: /^Send/ }).click();
}

const port = () => new URL(apiUrl).port;
const result = (page: Page) => page.locator('section[data-playground] [data-playground-result]');

test('an API without CORS: straight from the browser the request fails; through the proxy it is answered', async () => {
	const straight = await open(staticHost.url);
	await send(straight, port());
	await expect
		.poll(() => result(straight).locator('.playground-error').textContent())
		.toContain(`The request did not reach ${apiUrl}, or the browser blocked its answer.`);
	// Whether it reached the API depends on the preflight, which the test's request routing answers itself: the page got no answer.
	const proxied = await open(withProxyUrl);
	await send(proxied, port());
	await result(proxied).locator('.playground-status').waitFor();
	expect((await result(proxied).locator('.playground-status').innerText()).trim()).toMatch(/^200 OK/);
	expect(JSON.parse(await result(proxied).locator('.playground-body').innerText())).toEqual({ harvests: ['figs'] });
	expect(received.map(({ method, url }) => [method, url])).toEqual([['GET', '/v1/harvests?orchard=north']]);
	expect(received[0]!.headers.authorization).toBe('Bearer tok-123');
});

test('a server the proxy does not forward to is refused, and the page says so', async () => {
	const page = await open(withProxyUrl);
	await send(page, '4010');
	await result(page).locator('.playground-status').waitFor();
	expect((await result(page).locator('.playground-status').innerText()).trim()).toMatch(/^403 Forbidden/);
	expect(await result(page).locator('.playground-body').innerText()).toContain(
		`the proxy forwards only to the servers and token URLs of this site's API pages (${apiUrl}), not to http://127.0.0.1:4010`,
	);
	expect(received).toEqual([]);
});

test('an OAuth 2 token is asked for through the proxy, whose refusal the reader sees', async () => {
	const page = await open(withProxyUrl, '/api-reference/field-work/get-the-latest-photo');
	const playground = page.locator('section[data-playground]');
	await playground.getByText('Get a token', { exact: true }).click();
	await playground.getByLabel('Client ID').fill('orchard-app');
	await playground.getByRole('button', { name: 'Get a token (client credentials)' }).click();
	// This proxy forwards to the API alone (the site's proxy forwards to its token URLs: tests/unit/site/playground-proxy.test.ts).
	await expect
		.poll(() => playground.locator('[data-oauth-status]').textContent())
		.toContain(
			`No token: the token URL answered 403: the proxy forwards only to the servers and token URLs of this site's API pages (${apiUrl}), not to https://auth.orchard.example`,
		);
});
