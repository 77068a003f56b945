import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { sharedBrowser } from '../support/browser.ts';
import { projectRoot } from '../support/build-site.ts';
import { sharedBuild } from '../support/shared-build.ts';
import { serveStatic, type StaticServer } from '../support/static-server.ts';
import { closeContext, collectPageErrors, freshPage, newContext } from './helpers.ts';
import { axeViolations } from './axe.ts';

/**
 * The playground of the current format's API extras in a real browser: a copy of
 * tests/fixtures/current-api-extras whose `api.mdx.server` and spec `servers` point at an HTTP
 * server started here on 127.0.0.1, which records every request.
 */

/** A fixed folder (not a fresh temporary one), so that repeated runs reuse one Astro cache. */
const siteCopy = join(tmpdir(), 'trellis-api-extras-site');

interface Recorded {
	method: string;
	url: string;
	headers: IncomingHttpHeaders;
	body: string;
}

let server: Server;
let apiUrl: string;
const requests: Recorded[] = [];
let site: StaticServer;
let browser: Browser;
let context: BrowserContext | undefined;
let page: Page;
let errors: string[] = [];

beforeAll(async () => {
	server = createServer((request, response) => {
		const chunks: Buffer[] = [];
		request.on('data', (chunk: Buffer) => chunks.push(chunk));
		request.on('end', () => {
			response.setHeader('Access-Control-Allow-Origin', '*');
			if (request.method === 'OPTIONS') {
				response.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS');
				response.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, X-Request-Id, X-Orchard-Key');
				response.writeHead(204).end();
				return;
			}
			requests.push({
				method: request.method ?? '',
				url: request.url ?? '',
				headers: request.headers,
				body: Buffer.concat(chunks).toString('utf8'),
			});
			response.writeHead(201, { 'Content-Type': 'application/json' }).end(JSON.stringify({ recorded: true }));
		});
	});
	await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
	apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

	rmSync(siteCopy, { recursive: true, force: true });
	cpSync(resolve(projectRoot, 'tests/fixtures/current-api-extras'), siteCopy, { recursive: true });
	const config = JSON.parse(readFileSync(join(siteCopy, 'docs.json'), 'utf8')) as { api: { mdx: { server: string } } };
	config.api.mdx.server = apiUrl;
	writeFileSync(join(siteCopy, 'docs.json'), JSON.stringify(config, null, 2));
	const spec = JSON.parse(readFileSync(join(siteCopy, 'openapi.json'), 'utf8')) as { servers: { url: string }[] };
	spec.servers = [{ url: `${apiUrl}/v1` }];
	writeFileSync(join(siteCopy, 'openapi.json'), JSON.stringify(spec, null, 2));
	const build = await sharedBuild({ docsDir: siteCopy });
	if (build.exitCode !== 0) throw new Error(`the copy did not build:\n${build.stdout}\n${build.stderr}`);
	site = await serveStatic(build.outDir);
	browser = await sharedBrowser();
});

afterAll(async () => {
	if (context) await closeContext(context);
	await browser?.close();
	await site?.close();
	await new Promise((done) => server?.close(done));
	rmSync(siteCopy, { recursive: true, force: true });
});

afterEach(() => {
	expect(errors, 'uncaught errors in the page').toEqual([]);
});

async function open(path: string): Promise<void> {
	if (context) await closeContext(context);
	context = await newContext(browser);
	page = await freshPage(context, site.url);
	errors = collectPageErrors(page);
	await page.goto(`${site.url}${path}`);
	await playground().waitFor({ state: 'visible' });
	requests.length = 0;
}

const playground = () => page.locator('section[data-playground]');
const field = (name: string) => playground().locator(`[name="${name}"]`);
const status = () => playground().locator('.playground-status');

describe('the playground of an endpoint written in MDX', () => {
	test("sends the page's fields: path, query, the bearer token of authMethod and a JSON body typed by each field", async () => {
		await open('/manual/create-harvest');
		// A required field left empty stops the form: nothing is sent.
		expect(await field('body:kilograms').evaluate((input) => (input as HTMLInputElement).validity.valueMissing)).toBe(true);
		await field('credential').fill('tok-harvest');
		await field('body:kilograms').fill('7.5');
		await field('body:crates').fill('{"count": 2}');
		await playground().getByRole('button', { name: 'Send' }).click();
		await status().waitFor();

		expect((await status().innerText()).trim()).toMatch(/^201 Created · \d+ ms$/);
		expect(requests).toHaveLength(1);
		const request = requests[0]!;
		expect(request.method).toBe('POST');
		expect(request.url).toBe('/trees/t-9/harvests?dryRun=false');
		expect(request.headers.authorization).toBe('Bearer tok-harvest');
		expect(request.headers['x-request-id']).toBeUndefined();
		expect(request.headers['content-type']).toMatch(/^application\/json/);
		expect(JSON.parse(request.body)).toEqual({ kilograms: 7.5, variety: 'Gala', crates: { count: 2 } });
		// The token is not kept unless the reader asks.
		expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
	});
});

describe('a prefilled playground (api.examples.prefill, x-default)', () => {
	test("a hostile x-default is the input's value, and nothing runs", async () => {
		await open('/api-reference/harvests/list-harvests');
		expect(await field('credential').inputValue()).toBe('demo-token"><script>window.pwned = true</script>');
		expect(await page.evaluate(() => 'pwned' in window)).toBe(false);
	});

	test('sends the values the spec gives without any typing: x-default key, example, default and body x-default', async () => {
		await open('/api-reference/tree-care/prune-a-tree');
		await playground().getByRole('button', { name: 'Send' }).click();
		await status().waitFor();

		expect(requests).toHaveLength(1);
		const request = requests[0]!;
		const url = new URL(request.url, apiUrl);
		expect([request.method, url.pathname]).toEqual(['POST', '/v1/trees/t-1/prune']);
		expect([...url.searchParams].sort()).toEqual([
			['limit', '5'],
			['season', 'winter'],
		]);
		expect(request.headers['x-orchard-key']).toBe('demo-key-123');
		expect(JSON.parse(request.body)).toEqual({ branches: 3, note: 'gentle', tool: 'shears' });
	});
});

describe('accessibility', () => {
	test.each(['/manual/create-harvest', '/api-reference/tree-care/prune-a-tree'])('%s has no WCAG 2.1 A/AA violations', async (path) => {
		await open(path);
		expect(await axeViolations(page)).toEqual([]);
	});
});
