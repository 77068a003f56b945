import { createServer, type Server } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import sirv from 'sirv';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../tests/support/browser.ts';

/** Bytes a first visit downloads, by kind, gzip-compressed as a static host serves them. */
export interface Weight {
	html: number;
	css: number;
	js: number;
	/** Pagefind's index, fragments and WebAssembly. */
	search: number;
	/** Fonts and anything else, images left out. */
	other: number;
	images: number;
	requests: number;
}

const emptyWeight = (): Weight => ({ html: 0, css: 0, js: 0, search: 0, other: 0, images: 0, requests: 0 });

function kindOf(url: string, contentType: string): keyof Omit<Weight, 'requests'> {
	const path = new URL(url).pathname;
	if (path.includes('/pagefind/') && !/\.(js|css)$/.test(path)) return 'search';
	if (contentType.includes('html')) return 'html';
	if (contentType.includes('css')) return 'css';
	if (contentType.includes('javascript')) return 'js';
	if (contentType.startsWith('image/')) return 'images';
	return 'other';
}

/** Records every response of `page` (body gzip-compressed) into the weight `into()` returns at the time. */
function recordResponses(page: Page, into: () => Weight): Promise<void>[] {
	const pending: Promise<void>[] = [];
	page.on('response', (response) => {
		const weight = into();
		pending.push(
			response
				.body()
				.then((body) => {
					weight[kindOf(response.url(), response.headers()['content-type'] ?? '')] += gzipSync(body).length;
					weight.requests += 1;
				})
				.catch(() => undefined), // Redirects and aborted requests have no body.
		);
	});
	return pending;
}

function serve(folder: string): Promise<{ server: Server; url: string }> {
	const handler = sirv(folder, { dev: true, etag: false });
	const server = createServer((request, response) => handler(request, response));
	return new Promise((resolve) =>
		server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })),
	);
}

export interface PageWeights {
	/** A first visit to each page, by label. */
	pages: Record<string, Weight>;
	/** What opening the search dialog adds on the doc page, then what a first query adds. */
	searchOpened: Weight;
	searchQuery: Weight;
}

/**
 * Opens built pages in a real browser (fresh cache each) and adds up what they download;
 * then opens the search dialog on the first page and types a query.
 */
export async function measurePageWeights(outDir: string, pages: Record<string, string>, query: string): Promise<PageWeights> {
	const { server, url } = await serve(outDir);
	const browser = await launchBrowser();
	try {
		const result: PageWeights = { pages: {}, searchOpened: emptyWeight(), searchQuery: emptyWeight() };
		for (const [index, [label, path]] of Object.entries(pages).entries()) {
			const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
			const page = await context.newPage();
			let current = emptyWeight();
			result.pages[label] = current;
			const pending = recordResponses(page, () => current);
			await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
			if (index === 0) {
				current = result.searchOpened;
				await page.click('[data-search-open]');
				await page.waitForLoadState('networkidle');
				await page.waitForTimeout(500);
				current = result.searchQuery;
				await page.keyboard.type(query);
				await page.waitForSelector('[data-search-results] a');
				await page.waitForLoadState('networkidle');
				await page.waitForTimeout(500);
			}
			await Promise.all(pending);
			await context.close();
		}
		return result;
	} finally {
		await browser.close();
		server.close();
	}
}
