import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, onTestFailed, test } from 'vitest';
import type { Page } from 'playwright-core';
import { startDevServer, type DevServer } from '../support/dev-server.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { sharedBuild } from '../support/shared-build.ts';
import { keepSearchOpen, useBrowserSession } from './helpers.ts';

/**
 * Search in `npm run dev` (src/integration/vite-dev-search.ts): the dev server makes no index,
 * it serves the last build's. Before any build the search box says how to get one; once a build
 * has written its index, the same server finds pages with it, without a restart.
 */

const session = useBrowserSession();
let server: DevServer;
/** The output folder the dev server reads the last build from: empty at first. */
let outDir: string;

beforeAll(async () => {
	outDir = mkdtempSync(join(tmpdir(), 'trellis-dev-search-'));
	server = await startDevServer({ outDir, warmUp: ['/introduction'] });
});

// A failure shows what the dev server printed: a reload of the page under a test is said there (Vite's, Astro's).
beforeEach(() => {
	onTestFailed(() => console.error(`what the dev server printed:\n${server?.output().slice(-3000) ?? ''}`));
});

afterAll(async () => {
	await server?.stop();
	if (outDir) rmSync(outDir, { recursive: true, force: true });
});

const status = (page: Page) => page.locator('[data-search-status]');

/**
 * Opens the search on a fresh load of the introduction, types `query`, and waits for the answer.
 * The dev server may reload the page once (when it has optimised a dependency it found late): the
 * question is then asked again on the reloaded page. A failure shows what the server printed.
 */
async function searchFor(page: Page, query: string): Promise<void> {
	let loads = 0;
	const counted = () => (loads += 1);
	page.on('load', counted);
	await page.goto(`${server.url}/introduction`, { timeout: 60_000 });
	let askedOnLoad = -1;
	const ask = async () => {
		askedOnLoad = loads;
		// A reload during the ask can leave it asked on the new document, which is then asked again.
		await keepSearchOpen(page);
		await page.getByRole('combobox', { name: 'Search the docs' }).fill(query);
	};
	await ask();
	try {
		await expect
			.poll(
				async () => {
					if (loads !== askedOnLoad) await ask();
					return page.locator('[data-search-results]').getAttribute('data-query');
				},
				// The dev server compiles the page and the search script on first request: on a loaded
				// machine (a coverage run) that took over 20 s.
				{ timeout: 60_000, message: `the answer to "${query}" is shown` },
			)
			.toBe(query);
	} catch (error) {
		throw new Error(
			`${error instanceof Error ? error.message : String(error)}\nwhat the dev server printed:\n${server.output().slice(-3000)}`,
			{
				cause: error,
			},
		);
	} finally {
		page.off('load', counted);
	}
}

describe('search in npm run dev', { timeout: 150_000 }, () => {
	test('before any build, the search box says to run one', async () => {
		const { page } = session;
		await searchFor(page, 'Always keep a default row');
		expect(await status(page).textContent()).toBe('No search index yet: run npm run build once, and search here uses the index it makes.');
		expect(await page.getByRole('listbox', { name: 'Search results' }).getByRole('option').count()).toBe(0);
	});

	test('once a build has written its index, the running server searches it', async () => {
		const { page } = session;
		// What `npm run build` leaves in dist/: the showcase build of the browser tests' setup.
		const showcase = await sharedBuild(fixtureBuilds.showcase);
		cpSync(join(showcase.outDir, 'pagefind'), join(outDir, 'pagefind'), { recursive: true });
		await searchFor(page, 'Always keep a default row');
		expect(await status(page).textContent()).toMatch(/^\d+ pages? found$/);
		const first = page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first();
		expect(await first.getAttribute('href')).toBe('/guides/care-schedules#define-care-rules-per-tag');
		await page.keyboard.press('Enter');
		await page.waitForURL(`${server.url}/guides/care-schedules#define-care-rules-per-tag`, { timeout: 60_000 });
		expect(await page.locator('#define-care-rules-per-tag').count()).toBe(1);
		expect(server.alive()).toBe(true);
	});
});
