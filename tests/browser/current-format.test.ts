import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { sharedBrowser } from '../support/browser.ts';
import { closeContext, collectPageErrors, freshPage, newContext, useServedBuild, withServedPage } from './helpers.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';

/** tests/fixtures/current-format in a browser: the version menu, the tabs and their menus, the contextual menu. */
const site = useServedBuild(fixtureBuilds.currentFormat);
let browser: Browser;

beforeAll(async () => {
	browser = await sharedBrowser();
});

afterAll(async () => {
	await browser?.close();
});

const withPage = (path: string, body: (page: Page) => Promise<void>) => withServedPage(browser, site, path, body);

const sectionTabs = (page: Page) => page.getByRole('navigation', { name: 'Sections' });

const languages = useServedBuild(fixtureBuilds.currentLanguages);

describe('a current-format site in the browser', () => {
	test('the language menu leads to the same page in the other language', async () => {
		const context = await newContext(browser);
		try {
			const page = await freshPage(context, languages.url);
			const errors = collectPageErrors(page);
			await page.goto(`${languages.url}/en/guide`);
			await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
			await page.waitForURL(`${languages.url}/fr/guide`);
			expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Guide des semis');
			expect(errors).toEqual([]);
		} finally {
			await closeContext(context);
		}
	});

	test('the version menu leads to the same page in the other version, whose tabs and anchors then show', async () => {
		await withPage('/quickstart', async (page) => {
			await expect.poll(() => sectionTabs(page).getByRole('link', { name: 'Guides' }).isVisible()).toBe(true);
			expect(await sectionTabs(page).getByRole('link', { name: 'Documentation' }).isVisible()).toBe(false);
			await page.getByRole('combobox', { name: 'Documentation version' }).selectOption('v1');
			await page.waitForURL(`${site.url}/v1/quickstart`);
			await expect.poll(() => page.locator('#sidebar').getByRole('link', { name: 'Changelog' }).isVisible()).toBe(true);
			expect(await sectionTabs(page).getByRole('link', { name: 'Guides' }).isVisible()).toBe(false);
		});
	});

	test("a tab's menu items lead to their pages, within the tab", async () => {
		await withPage('/sdk/python/install', async (page) => {
			const node = page.locator('#sidebar').getByRole('link', { name: 'Node' });
			await node.click();
			await page.waitForURL(`${site.url}/sdk/node/install`);
			expect(await sectionTabs(page).getByRole('link', { name: 'SDKs' }).getAttribute('aria-current')).toBe('page');
		});
	});

	test('with drilldown, opening a group opens its first page', async () => {
		await withPage('/quickstart', async (page) => {
			await page.locator('#sidebar summary', { hasText: 'Composting' }).click();
			await page.waitForURL(`${site.url}/guides/soil/compost`);
			expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Composting');
		});
	});

	test("an anchor's colour for each mode is its icon's background in that mode", async () => {
		await withPage('/quickstart', async (page) => {
			const icon = page.locator('.anchors a', { hasText: 'Status page' }).locator('.anchor-icon');
			const background = () => icon.evaluate((element) => getComputedStyle(element).backgroundColor);
			expect(await background()).toBe('rgb(15, 118, 110)');
			await page.locator('button[data-mode-toggle]').click();
			await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
			expect(await background()).toBe('rgb(20, 184, 166)');
		});
	});

	test('a dismissible banner closes, and stays closed on the next page', async () => {
		await withPage('/quickstart', async (page) => {
			const banner = page.getByRole('region', { name: 'Announcement' });
			expect(await banner.textContent()).toContain('New: the v2 quickstart is out.');
			await page.getByRole('button', { name: 'Close the announcement' }).click();
			await expect.poll(() => banner.isVisible()).toBe(false);
			await page.goto(`${site.url}/guides/soil`);
			await page.locator('[data-banner-close]').waitFor({ state: 'attached' });
			await expect.poll(() => page.getByRole('region', { name: 'Announcement' }).isVisible()).toBe(false);
		});
	});

	test('"Copy page" copies the Markdown of the page, and the menu asks assistants about the page\'s address', async () => {
		await withPage('/quickstart', async (page) => {
			await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
			const copy = page.getByRole('button', { name: 'Copy page' });
			await copy.click();
			const markdown = readFileSync(join(site.dir, 'quickstart.md'), 'utf8');
			await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);
			await page.locator('summary', { hasText: 'More ways to use this page' }).click();
			const chatgpt = page.getByRole('link', { name: /Open in ChatGPT/ });
			expect(await chatgpt.isVisible()).toBe(true);
			const question = new URL((await chatgpt.getAttribute('href'))!).searchParams.get('q');
			expect(question).toBe(`Read ${site.url}/quickstart so I can ask questions about it.`);
			expect(await page.getByRole('link', { name: /View as Markdown/ }).getAttribute('href')).toBe('/quickstart.md');
		});
	});
});
