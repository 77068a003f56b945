import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { sharedBrowser } from '../support/browser.ts';
import {
	chooseFromSwitcher,
	closeContext,
	collectPageErrors,
	freshPage,
	newContext,
	phone,
	switcherOf,
	useServedBuild,
	withServedPage,
} from './helpers.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { axeViolations } from './axe.ts';
import { recordCopies } from './clipboard.ts';

/**
 * tests/fixtures/current-format in a browser: the switchers (the version menu, a tab's menu, the
 * dropdowns, the products; the language and version menus of tests/fixtures/current-palm), the
 * tabs, the contextual menu.
 */
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
			await chooseFromSwitcher(page, 'language', 'Français');
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
			await chooseFromSwitcher(page, 'version', 'v1');
			await page.waitForURL(`${site.url}/v1/quickstart`);
			await expect.poll(() => page.locator('#sidebar').getByRole('link', { name: 'Changelog' }).isVisible()).toBe(true);
			expect(await sectionTabs(page).getByRole('link', { name: 'Guides' }).isVisible()).toBe(false);
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
			const clipboard = await recordCopies(page, site.url);
			const copy = page.getByRole('button', { name: 'Copy page' });
			await copy.click();
			const markdown = readFileSync(join(site.dir, 'quickstart.md'), 'utf8');
			await expect.poll(clipboard.lastText).toBe(markdown);
			await page.locator('summary', { hasText: 'More ways to use this page' }).click();
			const chatgpt = page.getByRole('link', { name: /Open in ChatGPT/ });
			expect(await chatgpt.isVisible()).toBe(true);
			const question = new URL((await chatgpt.getAttribute('href'))!).searchParams.get('q');
			expect(question).toBe(`Read ${site.url}/quickstart so I can ask questions about it.`);
			expect(await page.getByRole('link', { name: /View as Markdown/ }).getAttribute('href')).toBe('/quickstart.md');
		});
	});

	test("the menu copies the MCP server's address and install command, and a custom link with $page takes the page's Markdown", async () => {
		await withPage('/quickstart', async (page) => {
			const clipboard = await recordCopies(page, site.url);
			const notes = page.getByRole('link', { name: /Save to notes/ });
			const markdown = readFileSync(join(site.dir, 'quickstart.md'), 'utf8');
			await page.locator('summary', { hasText: 'More ways to use this page' }).click();
			// Filled when the menu opens, from the page's Markdown copy.
			await expect.poll(async () => new URL((await notes.getAttribute('href'))!).searchParams.get('text')).toBe(markdown);
			await page.getByRole('button', { name: /Copy MCP server URL/ }).click();
			await expect.poll(clipboard.lastText).toBe('https://mcp.greenhouse.example.com/mcp');
			await page.getByRole('button', { name: /Copy MCP install command/ }).click();
			await expect.poll(clipboard.lastText).toBe('npx add-mcp https://mcp.greenhouse.example.com/mcp');
		});
	});
});

const palm = useServedBuild(fixtureBuilds.currentPalm);

/** The element that has the focus: its tag and text. */
const focused = (page: Page) =>
	page.evaluate(() => `${document.activeElement?.tagName.toLowerCase()} ${document.activeElement?.textContent?.trim()}`);

describe('the switchers, by mouse and by keyboard', () => {
	test("a tab's menu opens while the pointer is over the tab, and its items lead to their pages", async () => {
		await withPage('/quickstart', async (page) => {
			const menu = switcherOf(page, 'menu');
			expect(await menu.button.textContent()).toBe('SDKs');
			await menu.button.hover();
			await expect.poll(() => menu.isOpen()).toBe(true);
			expect(await menu.names()).toEqual(['Python', 'Node', 'SDK changelog']);
			expect(await menu.entry('Node').textContent()).toContain('npm install @greenhouse/sdk');
			expect(await axeViolations(page, 'details.switcher-menu')).toEqual([]);
			// Leaving closes it; a click on the tab opened by hovering keeps it open.
			await page.getByRole('heading', { level: 1 }).hover();
			await expect.poll(() => menu.isOpen()).toBe(false);
			await menu.button.hover();
			await menu.button.click();
			await page.getByRole('heading', { level: 1 }).hover();
			expect(await menu.isOpen()).toBe(true);
			await menu.entry('Node').click();
			await page.waitForURL(`${site.url}/sdk/node/install`);
			expect(await switcherOf(page, 'menu').root.getAttribute('data-current')).toBe('');
		});
	});

	test("a tab's menu by keyboard: Enter opens it, the arrows move through it, Escape closes it and the focus goes back to the tab", async () => {
		await withPage('/quickstart', async (page) => {
			const menu = switcherOf(page, 'menu');
			await menu.button.focus();
			await page.keyboard.press('Enter');
			expect(await menu.isOpen()).toBe(true);
			await page.keyboard.press('ArrowDown');
			expect(await focused(page)).toMatch(/^a Python/);
			await page.keyboard.press('ArrowDown');
			expect(await focused(page)).toMatch(/^a Node/);
			await page.keyboard.press('ArrowUp');
			await page.keyboard.press('ArrowUp');
			expect(await focused(page)).toMatch(/^a SDK changelog/);
			await page.keyboard.press('Escape');
			expect(await menu.isOpen()).toBe(false);
			expect(await focused(page)).toBe('summary SDKs');
			// Tab leaves the menu's links for the next tab: the menu closes.
			await page.keyboard.press('Enter');
			for (let index = 0; index < 4; index++) await page.keyboard.press('Tab');
			expect(await focused(page)).toBe('a Integrations');
			expect(await menu.isOpen()).toBe(false);
			await page.keyboard.press('Shift+Tab');
			await page.keyboard.press('ArrowDown');
			await page.keyboard.press('ArrowDown');
			await page.keyboard.press('Enter');
			await page.waitForURL(`${site.url}/sdk/node/install`);
		});
	});

	test('the dropdown menu at the top of the sidebar shows the current dropdown and leads to the first page of another', async () => {
		await withPage('/integrations/sensors/setup', async (page) => {
			const dropdown = switcherOf(page, 'dropdown');
			expect(await dropdown.chosen()).toBe('Sensors');
			expect(await page.locator('#sidebar details.switcher-dropdown').count()).toBe(1);
			await dropdown.button.click();
			expect(await dropdown.names()).toEqual(['Sensors', 'Irrigation']);
			expect(await dropdown.entry('Irrigation').textContent()).toContain('Valves and timers');
			expect(await axeViolations(page, 'details.switcher-dropdown')).toEqual([]);
			// A click elsewhere closes it.
			await page.getByRole('heading', { level: 1 }).click();
			expect(await dropdown.isOpen()).toBe(false);
			await chooseFromSwitcher(page, 'dropdown', 'Irrigation');
			await page.waitForURL(`${site.url}/integrations/irrigation/valves`);
			expect(await switcherOf(page, 'dropdown').chosen()).toBe('Irrigation');
			// By keyboard: Space opens it, the arrows reach Sensors, Enter follows it.
			await switcherOf(page, 'dropdown').button.focus();
			await page.keyboard.press(' ');
			expect(await switcherOf(page, 'dropdown').isOpen()).toBe(true);
			await page.keyboard.press('ArrowDown');
			expect(await focused(page)).toMatch(/^a Sensors/);
			await page.keyboard.press('Escape');
			expect(await focused(page)).toMatch(/^summary Section: Irrigation/);
			await page.keyboard.press('ArrowDown');
			expect(await focused(page)).toMatch(/^a Sensors/);
			await page.keyboard.press('Enter');
			await page.waitForURL(`${site.url}/integrations/sensors/setup`);
		});
	});

	test('the product menu of the top bar shows the current product and leads to the first page of another; one menu is open at a time', async () => {
		await withPage('/v1/quickstart', async (page) => {
			const product = switcherOf(page, 'product');
			expect(await product.chosen()).toBe('Greenhouse');
			await product.button.click();
			expect(await product.names()).toEqual(['Greenhouse', 'Seed bank']);
			expect(await product.entry('Seed bank').textContent()).toContain('Seeds and their catalogue');
			expect(await axeViolations(page, 'details.switcher-product')).toEqual([]);
			// Opening the version menu closes the product menu.
			await switcherOf(page, 'version').button.click();
			expect([await product.isOpen(), await switcherOf(page, 'version').isOpen()]).toEqual([false, true]);
			await page.keyboard.press('Escape');
			await product.button.focus();
			await page.keyboard.press('Enter');
			await page.keyboard.press('ArrowUp');
			expect(await focused(page)).toMatch(/^a Seed bank/);
			await page.keyboard.press('Enter');
			await page.waitForURL(`${site.url}/v1/seeds/catalogue`);
			expect(await switcherOf(page, 'product').chosen()).toBe('Seed bank');
			await chooseFromSwitcher(page, 'product', 'Greenhouse');
			await page.waitForURL(`${site.url}/v1/quickstart`);
		});
	});

	test('the version menu leads to the same page in each version, and the global version to its own site', async () => {
		await withPage('/v1/quickstart', async (page) => {
			const versions = switcherOf(page, 'version');
			await versions.button.focus();
			await page.keyboard.press('Enter');
			expect(await versions.names()).toEqual(['v2 (Latest)', 'v1', 'v0 (Archive)']);
			expect(await versions.entry('v0').getAttribute('href')).toBe('https://v0.greenhouse.example.com');
			expect(await axeViolations(page, 'details.switcher-version')).toEqual([]);
			await page.keyboard.press('ArrowDown');
			expect(await focused(page)).toMatch(/^a v2/);
			await page.keyboard.press('Enter');
			await page.waitForURL(`${site.url}/quickstart`);
			expect(await switcherOf(page, 'version').chosen()).toBe('v2');
		});
	});

	test('with languages and versions, the language menu keeps the version and the version menu the language', async () => {
		await withServedPage(browser, palm, '/en/v2/guide', async (page) => {
			const language = switcherOf(page, 'language');
			expect(await language.chosen()).toBe('English');
			await language.button.click();
			expect(await language.names()).toEqual(['English', 'Français', 'Deutsch']);
			expect(await axeViolations(page, 'details.switcher-language')).toEqual([]);
			await language.entry('Français').click();
			await page.waitForURL(`${palm.url}/fr/v2/guide`);
			expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Cultiver les fougères');
			const versions = switcherOf(page, 'version');
			await versions.button.focus();
			await page.keyboard.press('Enter');
			expect(await versions.names()).toEqual(['v2 (Récente)', 'v1']);
			await page.keyboard.press('ArrowUp');
			await page.keyboard.press('Enter');
			// French v1 has no guide: its first page.
			await page.waitForURL(`${palm.url}/fr/v1`);
			expect([await switcherOf(page, 'language').chosen(), await switcherOf(page, 'version').chosen()]).toEqual(['Français', 'v1']);
		});
	});

	test("on a phone, the top bar's menus are in the drawer, which opens below the banner", async () => {
		const context = await newContext(browser, phone);
		try {
			const page = await freshPage(context, site.url);
			await page.goto(`${site.url}/v1/quickstart`);
			expect(await page.locator('header .switcher-product').isVisible()).toBe(false);
			await page.getByRole('button', { name: 'Menu' }).click();
			const drawer = page.locator('#sidebar');
			const banner = await page.getByRole('region', { name: 'Announcement' }).boundingBox();
			const header = await page.locator('header.topbar').boundingBox();
			expect((await drawer.boundingBox())!.y).toBeCloseTo(banner!.height + header!.height, 0);
			const product = switcherOf(page, 'product');
			expect(await product.root.evaluate((element) => element.closest('#sidebar') !== null)).toBe(true);
			await product.button.click();
			await product.entry('Seed bank').click();
			await page.waitForURL(`${site.url}/v1/seeds/catalogue`);
		} finally {
			await closeContext(context);
		}
	});

	test('without JavaScript, each switcher still opens and its links lead to their pages', async () => {
		const context = await newContext(browser, { javaScriptEnabled: false });
		try {
			const page = await freshPage(context, site.url);
			await page.goto(`${site.url}/integrations/sensors/setup`);
			await chooseFromSwitcher(page, 'dropdown', 'Irrigation');
			await page.waitForURL(`${site.url}/integrations/irrigation/valves`);
			await chooseFromSwitcher(page, 'menu', 'Python');
			await page.waitForURL(`${site.url}/sdk/python/install`);
			await chooseFromSwitcher(page, 'version', 'v1');
			await page.waitForURL(`${site.url}/v1/quickstart`);
			await chooseFromSwitcher(page, 'product', 'Seed bank');
			await page.waitForURL(`${site.url}/v1/seeds/catalogue`);
		} finally {
			await closeContext(context);
		}
	});
});
