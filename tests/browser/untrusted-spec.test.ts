import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { BuildResult } from '../support/build-site.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { sharedBuild } from '../support/shared-build.ts';
import { serveStatic, type StaticServer } from '../support/static-server.ts';
import { builtPagePaths, useBrowserSession } from './helpers.ts';

/**
 * tests/fixtures/xss-spec in a real browser: every payload of its OpenAPI file would set
 * `window.__xss` (or open a dialog) if it ran. Nothing runs on any page, in the search results,
 * or when the playground is sent to the spec's `javascript:` server.
 */

let build: BuildResult;
let site: StaticServer;
const session = useBrowserSession();
const dialogs: string[] = [];

beforeAll(async () => {
	build = await sharedBuild(fixtureBuilds.xssSpec);
	if (build.exitCode !== 0) throw new Error(`the fixture did not build:\n${build.stdout}\n${build.stderr}`);
	site = await serveStatic(build.outDir);
	session.page.on('dialog', (dialog) => {
		dialogs.push(dialog.message());
		void dialog.dismiss();
	});
});

afterAll(async () => {
	await site?.close();
});

const ran = (page: Page) => page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss ?? null);

test('no payload runs on any page', async () => {
	const { page, errors } = session;
	const paths = builtPagePaths(build.outDir);
	expect(paths.length).toBeGreaterThanOrEqual(6);
	for (const path of paths) {
		await page.goto(`${site.url}${path}`);
		await page.waitForLoadState('load');
		// Hovering the content would fire an onmouseover handler, had one reached the page.
		await page.locator('main').hover();
		expect(await ran(page), path).toBeNull();
	}
	expect(dialogs).toEqual([]);
	expect(errors).toEqual([]);
});

test('search results show the payloads as text', async () => {
	const { page } = session;
	await page.goto(`${site.url}/reference/get-plant`);
	await page.locator('[data-search-open]').click();
	await page.getByRole('combobox', { name: 'Search the docs' }).fill('operation-summary');
	await expect.poll(() => page.locator('[data-search-results]').getAttribute('data-query'), { timeout: 15_000 }).toBe('operation-summary');
	const results = page.getByRole('listbox', { name: 'Search results' }).getByRole('option');
	expect(await results.count()).toBeGreaterThan(0);
	expect(await results.first().innerText()).toContain('<script>');
	expect(await page.locator('[data-search-results] script, [data-search-results] img').count()).toBe(0);
	expect(await ran(page)).toBeNull();
});

test('the playground sent to the spec’s javascript: server runs nothing', async () => {
	const { page } = session;
	await page.goto(`${site.url}/reference/get-plant`);
	const playground = page.locator('section[data-playground]');
	await playground.waitFor({ state: 'visible' });
	await playground.locator('[name="server"]').selectOption({ index: 1 });
	expect(await playground.locator('[name="server"]').inputValue()).toBe("javascript:window.__xss='server-url'");
	await playground.getByRole('button', { name: /^Send/ }).click();
	await playground.locator('.playground-error').waitFor();
	expect(await ran(page)).toBeNull();
	expect(dialogs).toEqual([]);
});
