import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { chooseFromSwitcher, openSearchWithShortcut, searchReady, useBrowserSession, useServedBuild } from './helpers.ts';
import { axeViolations } from './axe.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';

const showcase = useServedBuild(fixtureBuilds.showcase);
/** The showcase's `search.prompt`, from its docs.json. */
const prompt =
	(JSON.parse(readFileSync(join(import.meta.dirname, '../../docs.json'), 'utf8')) as { search?: { prompt?: string } }).search?.prompt ??
	'Search...';

const session = useBrowserSession();

const searchBox = (page: Page) => page.locator('[data-search-open]');
const dialog = (page: Page) => page.locator('[data-search-dialog]');
const field = (page: Page) => page.getByRole('combobox', { name: 'Search the docs' });
const results = (page: Page) => page.getByRole('listbox', { name: 'Search results' }).getByRole('option');
const status = (page: Page) => page.locator('[data-search-status]');

/** Result links as "href | page title | heading" lines, once the results of `query` are shown. */
async function resultLines(page: Page, query: string): Promise<string[]> {
	await expect
		.poll(() => page.locator('[data-search-results]').getAttribute('data-query'), {
			timeout: 10_000,
			message: `results of "${query}" are shown`,
		})
		.toBe(query);
	expect(await status(page).textContent()).toMatch(/found|No results/);
	return results(page).evaluateAll((options) =>
		options.map((option) => {
			const part = (name: string) => option.querySelector(`.search-result-${name}`)?.textContent?.trim() ?? '';
			return `${new URL((option as HTMLAnchorElement).href).pathname}${new URL((option as HTMLAnchorElement).href).hash} | ${part('page')} | ${part('heading')}`;
		}),
	);
}

/** Opens the dialog with Ctrl+K, or Cmd+K (`Meta+k`) as on a Mac. */
async function openWithShortcut(page: Page, shortcut: 'Control+k' | 'Meta+k' = 'Control+k'): Promise<void> {
	await openSearchWithShortcut(page, shortcut);
}

async function search(page: Page, query: string): Promise<string[]> {
	await field(page).fill(query);
	return resultLines(page, query);
}

describe('search dialog', () => {
	test('the top bar has a search box with the prompt of docs.json, and Ctrl+K opens the dialog with the field focused', async () => {
		const { page } = session;
		await page.goto(`${showcase.url}/introduction`);
		await expect.poll(() => searchBox(page).textContent()).toContain(prompt);
		expect(await dialog(page).evaluate((element) => (element as HTMLDialogElement).open)).toBe(false);
		await openWithShortcut(page);
		expect(await field(page).evaluate((element) => element === document.activeElement)).toBe(true);
		expect(await field(page).getAttribute('placeholder')).toBe(prompt);
		await page.keyboard.press('Escape');
		await expect.poll(() => dialog(page).evaluate((element) => (element as HTMLDialogElement).open)).toBe(false);
	});

	test('Cmd+K (Meta+K, as on a Mac) opens the dialog too, and closes it again', async () => {
		const { page } = session;
		await page.goto(`${showcase.url}/introduction`);
		expect(await searchBox(page).getAttribute('aria-keyshortcuts')).toBe('Control+K Meta+K');
		await openWithShortcut(page, 'Meta+k');
		expect(await field(page).evaluate((element) => element === document.activeElement)).toBe(true);
		await page.keyboard.press('Meta+k');
		await expect.poll(() => dialog(page).evaluate((element) => (element as HTMLDialogElement).open)).toBe(false);
	});

	test('Pagefind is loaded on first open only', async () => {
		const { page } = session;
		const loaded = () =>
			page.evaluate(() =>
				performance
					.getEntriesByType('resource')
					.map((entry) => new URL(entry.name).pathname)
					.filter((path) => path.startsWith('/pagefind/')),
			);
		// The page loaded and its search script set up: only opening the dialog loads Pagefind.
		await page.goto(`${showcase.url}/introduction`, { waitUntil: 'load' });
		await searchReady(page);
		expect(await loaded()).toEqual([]);
		await openWithShortcut(page);
		await expect.poll(loaded, { timeout: 10_000, message: 'pagefind.js is requested' }).toContain('/pagefind/pagefind.js');
	});

	test('a phrase from a page body finds the page, with the section heading and an excerpt', async () => {
		const { page } = session;
		await page.goto(`${showcase.url}/introduction`);
		await openWithShortcut(page);
		const lines = await search(page, 'Always keep a default row');
		expect(lines[0]).toBe(
			'/guides/care-schedules#define-care-rules-per-tag | Schedule Plant Care from New Plant Webhook Tags | Define care rules per tag',
		);
		const excerpt = await results(page).first().locator('.search-result-excerpt').textContent();
		expect(excerpt).toContain('default row');
		expect(await results(page).first().locator('.search-result-excerpt mark').count()).toBeGreaterThan(0);
		expect(await status(page).textContent()).toMatch(/^\d+ pages? found$/);
	});

	test('?q= opens the dialog on that query: the search action of the structured data', async () => {
		const { page } = session;
		await page.goto(`${showcase.url}/introduction?q=${encodeURIComponent('Always keep a default row')}`);
		const lines = await resultLines(page, 'Always keep a default row');
		expect(await dialog(page).evaluate((element) => (element as HTMLDialogElement).open)).toBe(true);
		expect(await field(page).inputValue()).toBe('Always keep a default row');
		expect(lines[0]).toMatch(/^\/guides\/care-schedules#define-care-rules-per-tag \|/);
	});

	test('a parameter description from the API page finds the operation page', async () => {
		const { page } = session;
		await page.goto(`${showcase.url}/introduction`);
		await openWithShortcut(page);
		const lines = await search(page, 'Identification number of the plant');
		expect(lines).toContain('/api-reference/plants/new-plant#body | New Plant | Payload');
		// Method and path of the operation are indexed too.
		const byPath = await search(page, 'plant webhook POST');
		expect(byPath.some((line) => line.startsWith('/api-reference/plants/new-plant'))).toBe(true);
	});

	test('pages that are hidden are not found', async () => {
		const { page } = session;
		await page.goto(`${showcase.url}/introduction`);
		await openWithShortcut(page);
		// A phrase of the hidden page content/beta-features.mdx.
		const lines = await search(page, 'Documented delivery behaviour');
		expect(lines.some((line) => line.startsWith('/beta-features'))).toBe(false);
	});

	test('arrow keys and Enter go to the exact section', async () => {
		const { page } = session;
		await page.goto(`${showcase.url}/introduction`);
		await openWithShortcut(page);
		// Words of several sections of several pages: the arrows have results to move through.
		const lines = await search(page, 'care rules tag');
		expect(lines.length).toBeGreaterThan(2);
		expect(lines[0]).toBe(
			'/guides/care-schedules#define-care-rules-per-tag | Schedule Plant Care from New Plant Webhook Tags | Define care rules per tag',
		);
		const ids = await results(page).evaluateAll((options) => options.map((option) => option.id));
		const selected = async () => ({
			activedescendant: await field(page).getAttribute('aria-activedescendant'),
			selected: await results(page).evaluateAll((options) =>
				options.filter((option) => option.getAttribute('aria-selected') === 'true').map((option) => option.id),
			),
		});
		const only = (index: number) => ({ activedescendant: ids[index], selected: [ids[index]] });
		expect(await selected()).toEqual(only(0));
		await page.keyboard.press('ArrowDown');
		expect(await selected()).toEqual(only(1));
		await page.keyboard.press('ArrowDown');
		expect(await selected()).toEqual(only(2));
		await page.keyboard.press('ArrowUp');
		await page.keyboard.press('ArrowUp');
		expect(await selected()).toEqual(only(0));
		// Up from the first wraps to the last, and down from there back to the first.
		await page.keyboard.press('ArrowUp');
		expect(await selected()).toEqual(only(ids.length - 1));
		await page.keyboard.press('ArrowDown');
		expect(await selected()).toEqual(only(0));
		await page.keyboard.press('Enter');
		await page.waitForURL(`${showcase.url}/guides/care-schedules#define-care-rules-per-tag`);
		expect(new URL(page.url()).hash).toBe('#define-care-rules-per-tag');
		expect(await page.locator('#define-care-rules-per-tag').count()).toBe(1);
	});

	test('results follow the selected version', async () => {
		const { page } = session;
		await page.goto(`${showcase.url}/introduction`);
		await chooseFromSwitcher(page, 'version', 'v1');
		await expect.poll(() => page.evaluate(() => document.documentElement.dataset.version)).toBe('v1');
		await page.waitForLoadState('load');
		await openWithShortcut(page);
		const v1 = await search(page, 'Quickstart');
		expect(v1.some((line) => line.startsWith('/v1/quickstart'))).toBe(true);
		expect(v1.some((line) => line.startsWith('/quickstart'))).toBe(false);
		// A page of v1 only (the Legacy SDK) is found in v1.
		expect((await search(page, 'Legacy SDK deprecated')).some((line) => line.startsWith('/legacy/sdk'))).toBe(true);
		await page.keyboard.press('Escape');

		await chooseFromSwitcher(page, 'version', 'v2');
		await expect.poll(() => page.evaluate(() => document.documentElement.dataset.version)).toBe('v2');
		await page.waitForLoadState('load');
		await openWithShortcut(page);
		const v2 = await search(page, 'Quickstart');
		expect(v2.some((line) => line.startsWith('/quickstart'))).toBe(true);
		expect(v2.some((line) => line.startsWith('/v1/quickstart'))).toBe(false);
		expect((await search(page, 'Legacy SDK deprecated')).some((line) => line.startsWith('/legacy/sdk'))).toBe(false);
		await page.keyboard.press('Escape');
	});

	for (const mode of ['light', 'dark'] as const) {
		test(`axe finds no WCAG 2.1 A/AA violations in the open dialog with results (${mode} mode)`, async () => {
			const { page } = session;
			await page.goto(`${showcase.url}/introduction`);
			await page.evaluate((theme) => {
				localStorage.setItem('trellis-mode', theme);
			}, mode);
			await page.reload();
			expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
			await openWithShortcut(page);
			await search(page, 'webhook');
			expect(await results(page).count()).toBeGreaterThan(0);
			expect(await axeViolations(page, '[data-search-dialog]')).toEqual([]);
			await page.keyboard.press('Escape');
			await page.evaluate(() => localStorage.removeItem('trellis-mode'));
		});
	}

	test('keyboard only: Tab to the box, type, choose with arrows, Escape returns focus, Enter follows', async () => {
		const { page } = session;
		await page.goto(`${showcase.url}/introduction`);
		await searchReady(page);
		let tabs = 0;
		while (!(await searchBox(page).evaluate((element) => element === document.activeElement))) {
			await page.keyboard.press('Tab');
			tabs += 1;
			expect(tabs, 'the search box is reached with Tab').toBeLessThan(15);
		}
		await page.keyboard.press('Enter');
		await expect.poll(() => dialog(page).evaluate((element) => (element as HTMLDialogElement).open)).toBe(true);
		expect(await field(page).evaluate((element) => element === document.activeElement)).toBe(true);
		await page.keyboard.type('bearer token');
		const lines = await resultLines(page, 'bearer token');
		expect(lines.length).toBeGreaterThan(1);
		await page.keyboard.press('ArrowDown');
		expect(await results(page).nth(1).getAttribute('aria-selected')).toBe('true');
		// Focus stays in the dialog.
		for (let index = 0; index < 4; index += 1) {
			await page.keyboard.press('Tab');
			expect(await dialog(page).evaluate((element) => element.contains(document.activeElement))).toBe(true);
		}
		await page.keyboard.press('Escape');
		await expect.poll(() => dialog(page).evaluate((element) => (element as HTMLDialogElement).open)).toBe(false);
		expect(await searchBox(page).evaluate((element) => element === document.activeElement)).toBe(true);

		// Typing on the focused box opens the dialog with that text.
		await page.keyboard.type('bearer token');
		await expect.poll(() => field(page).inputValue()).toBe('bearer token');
		expect((await resultLines(page, 'bearer token')).length).toBeGreaterThan(1);
		await page.keyboard.press('ArrowDown');
		const chosen = await results(page).nth(1).getAttribute('href');
		expect(chosen).toMatch(/#./);
		await page.keyboard.press('Enter');
		await page.waitForURL((url) => `${url.pathname}${url.hash}` === chosen);
		expect(session.errors).toEqual([]);
	});
});
