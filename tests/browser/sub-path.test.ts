import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { BuildResult } from '../support/build-site.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { sharedBuild } from '../support/shared-build.ts';
import { serveStatic, type StaticServer } from '../support/static-server.ts';
import { openSearchWithShortcut, useBrowserSession } from './helpers.ts';

/**
 * A site built with BASE_PATH=/docs/ (tests/fixtures/sub-path: a page, a guide, the showcase's
 * webhook and a redirect) and served only under /docs/, as a host serving it beside another site
 * would, with its 404.html for unknown addresses: the scripts that fetch files at run time (the
 * search loads Pagefind's index, the playground posts to a receiver) work there, not only the
 * links written into the HTML (tests/build/publishing.test.ts).
 */

const base = '/docs/';
const session = useBrowserSession();
let build: BuildResult;
let site: StaticServer;
let receiver: {
	url: string;
	requests: { method: string; url: string; headers: IncomingHttpHeaders; body: string }[];
	close(): Promise<void>;
};

/** A webhook receiver on 127.0.0.1 that records what it gets and allows any origin. */
async function startReceiver(): Promise<typeof receiver> {
	const requests: typeof receiver.requests = [];
	const server: Server = createServer((request, response) => {
		const chunks: Buffer[] = [];
		request.on('data', (chunk: Buffer) => chunks.push(chunk));
		request.on('end', () => {
			response.setHeader('Access-Control-Allow-Origin', '*');
			if (request.method === 'OPTIONS') {
				response.setHeader('Access-Control-Allow-Methods', 'POST');
				response.setHeader('Access-Control-Allow-Headers', 'Content-Type');
				response.writeHead(204).end();
				return;
			}
			requests.push({
				method: request.method ?? '',
				url: request.url ?? '',
				headers: request.headers,
				body: Buffer.concat(chunks).toString('utf8'),
			});
			response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"received":true}');
		});
	});
	await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
	return {
		url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
		requests,
		close: () => new Promise((done) => server.close(() => done())),
	};
}

beforeAll(async () => {
	build = await sharedBuild(fixtureBuilds.subPath);
	if (build.exitCode !== 0) throw new Error(`the site did not build under ${base}:\n${build.stdout}\n${build.stderr}`);
	site = await serveStatic(build.outDir, {}, { base, notFoundPage: true });
	receiver = await startReceiver();
});

afterAll(async () => {
	await site?.close();
	await receiver?.close();
});

/** Addresses of the site that the page asked for and did not get. */
function failedRequests(page: Page): string[] {
	const failed: string[] = [];
	page.on('response', (response) => {
		const url = new URL(response.url());
		if (url.origin === new URL(site.url).origin && response.status() >= 400) failed.push(`${response.status()} ${url.pathname}`);
	});
	page.on('requestfailed', (request) => {
		if (request.url().startsWith(site.url)) failed.push(`failed ${new URL(request.url()).pathname}`);
	});
	return failed;
}

const results = (page: Page) => page.getByRole('listbox', { name: 'Search results' }).getByRole('option');

/** Opens the search with Ctrl+K, searches `query`, and returns the result links (path and hash). */
async function search(page: Page, query: string): Promise<string[]> {
	await openSearchWithShortcut(page);
	await page.getByRole('combobox', { name: 'Search the docs' }).fill(query);
	await expect
		.poll(() => page.locator('[data-search-results]').getAttribute('data-query'), {
			timeout: 10_000,
			message: `results of "${query}" are shown`,
		})
		.toBe(query);
	return results(page).evaluateAll((options) =>
		options.map((option) => `${new URL((option as HTMLAnchorElement).href).pathname}${new URL((option as HTMLAnchorElement).href).hash}`),
	);
}

describe(`a site under ${base}`, () => {
	test('is served there only', async () => {
		const { page } = session;
		expect((await page.goto(`${site.url}/introduction`))?.status()).toBe(404);
		expect((await page.goto(`${site.url}${base}introduction`))?.status()).toBe(200);
	});

	test('search loads the index from the sub-path, and its result links work there', async () => {
		const { page } = session;
		const failed = failedRequests(page);
		await page.goto(`${site.url}${base}introduction`);
		const lines = await search(page, 'Always keep a default row');
		expect(lines[0]).toBe(`${base}guides/care-schedules#define-care-rules-per-tag`);
		expect(lines.every((line) => line.startsWith(base))).toBe(true);
		const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
		expect(loaded).toContain(`${base}pagefind/pagefind.js`);
		expect(loaded.filter((path) => path.includes('/pagefind/') && !path.startsWith(`${base}pagefind/`))).toEqual([]);

		await page.keyboard.press('Enter');
		await page.waitForURL(`${site.url}${base}guides/care-schedules#define-care-rules-per-tag`);
		expect(await page.locator('h1').textContent()).toBe('Schedule Plant Care from New Plant Webhook Tags');
		expect(await page.locator('#define-care-rules-per-tag').count()).toBe(1);
		expect(failed).toEqual([]);
	});

	test('the 404 page, served for an unknown address at any depth, has a working search', async () => {
		const { page } = session;
		const failed = failedRequests(page);
		const response = await page.goto(`${site.url}${base}no/such/page`);
		expect(response?.status()).toBe(404);
		expect(await page.locator('h1').textContent()).toBe('Page not found');
		expect(await page.locator('header.topbar [data-search-open]').isVisible()).toBe(true);
		const lines = await search(page, 'Always keep a default row');
		expect(lines[0]).toBe(`${base}guides/care-schedules#define-care-rules-per-tag`);
		await page.keyboard.press('Enter');
		await page.waitForURL(`${site.url}${base}guides/care-schedules#define-care-rules-per-tag`);
		// The address itself, and nothing the page needs.
		expect(failed).toEqual([`404 ${base}no/such/page`]);
	});

	test('the API playground of the webhook page loads its script and sends a test delivery', async () => {
		const { page } = session;
		receiver.requests.length = 0;
		const failed = failedRequests(page);
		await page.goto(`${site.url}${base}api-reference/plants/new-plant`);
		const playground = page.locator('section[data-playground]');
		await playground.waitFor({ state: 'visible' });
		const form = playground.locator('form[data-playground-form]');
		await form.locator('[name="receiver"]').fill(`${receiver.url}/plant/webhook`);
		await form.getByRole('button', { name: 'Send to receiver' }).click();
		await playground.locator('.playground-status').waitFor();

		expect(receiver.requests.map((request) => `${request.method} ${request.url}`)).toEqual(['POST /plant/webhook']);
		expect(JSON.parse(receiver.requests[0]!.body)).toEqual({ name: 'Monstera deliciosa', tag: 'tropical', id: 42 });
		expect((await playground.locator('.playground-status').innerText()).trim()).toMatch(/^200 OK · \d+ ms · \d+ B$/);
		expect(failed).toEqual([]);
	});

	test('a redirect of docs.json leads to its page under the sub-path', async () => {
		const { page } = session;
		await page.goto(`${site.url}${base}webhooks/new-plant`);
		await page.waitForURL(`${site.url}${base}api-reference/plants/new-plant`);
		expect(await page.locator('section[data-playground]').count()).toBe(1);
	});

	test('no script error on any page visited', () => {
		expect(session.errors).toEqual([]);
	});
});
