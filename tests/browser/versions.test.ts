import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { sharedBrowser } from '../support/browser.ts';
import { chooseFromSwitcher, closeContext, collectPageErrors, freshPage, newContext, switcherOf, useServedBuild } from './helpers.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';

const showcase = useServedBuild(fixtureBuilds.showcase);
let browser: Browser;

beforeAll(async () => {
	browser = await sharedBrowser();
});

afterAll(async () => {
	await browser?.close();
});

const versionMenu = (page: Page) => switcherOf(page, 'version');
const chooseVersion = (page: Page, version: string) => chooseFromSwitcher(page, 'version', version);
const sidebar = (page: Page) => page.locator('#sidebar');
const v1Quickstart = (page: Page) => sidebar(page).locator('a.nav-link[href="/v1/quickstart"]');
const v2Quickstart = (page: Page) => sidebar(page).locator('a.nav-link[href="/quickstart"]');
const legacyAnchor = (page: Page) => sidebar(page).getByRole('link', { name: 'Legacy SDK' });

/** Runs a test body with a fresh page (own storage), then releases it. */
async function withPage(path: string, body: (page: Page, context: BrowserContext) => Promise<void>) {
	const context = await newContext(browser);
	try {
		const page = await freshPage(context, showcase.url);
		const errors = collectPageErrors(page);
		await page.goto(`${showcase.url}${path}`);
		await body(page, context);
		expect(errors).toEqual([]);
	} finally {
		await closeContext(context);
	}
}

async function expectV1Sidebar(page: Page) {
	expect(await versionMenu(page).chosen()).toBe('v1');
	expect(await page.evaluate(() => document.documentElement.dataset.version)).toBe('v1');
	expect(await v1Quickstart(page).isVisible()).toBe(true);
	expect(await legacyAnchor(page).isVisible()).toBe(true);
	expect(await v2Quickstart(page).isVisible()).toBe(false);
}

async function expectV2Sidebar(page: Page) {
	expect(await versionMenu(page).chosen()).toBe('v2');
	expect(await page.evaluate(() => document.documentElement.dataset.version)).toBe('v2');
	expect(await v2Quickstart(page).isVisible()).toBe(true);
	expect(await v1Quickstart(page).isVisible()).toBe(false);
	expect(await legacyAnchor(page).count()).toBe(0);
}

describe('version menu', () => {
	test('lists v2 and v1, with v2 chosen by default', async () => {
		await withPage('/introduction', async (page) => {
			const menu = versionMenu(page);
			expect(await menu.button.isVisible()).toBe(true);
			await menu.button.click();
			expect(await menu.names()).toEqual(['v2', 'v1']);
			expect(await menu.entry('v2').getAttribute('aria-current')).toBe('page');
			await expectV2Sidebar(page);
		});
	});

	test('on an unversioned page, choosing v1 keeps the URL and shows the v1 sidebar', async () => {
		await withPage('/introduction', async (page) => {
			await chooseVersion(page, 'v1');
			expect(page.url()).toBe(`${showcase.url}/introduction`);
			await expectV1Sidebar(page);
			// The menu closed, and says v1 is the current entry.
			expect(await versionMenu(page).isOpen()).toBe(false);
			expect(await versionMenu(page).root.locator('a[aria-current]').getAttribute('data-chooses')).toBe('v1');
			// The v1 Quickstart entry leads to the v1 page.
			expect(await v1Quickstart(page).textContent()).toContain('Quickstart');

			// Back to v2 undoes it.
			await chooseVersion(page, 'v2');
			expect(page.url()).toBe(`${showcase.url}/introduction`);
			expect(await v2Quickstart(page).isVisible()).toBe(true);
			expect(await v1Quickstart(page).isVisible()).toBe(false);
			expect(await legacyAnchor(page).isVisible()).toBe(false);
		});
	});

	test('the choice survives navigation to another page and a reload', async () => {
		await withPage('/introduction', async (page) => {
			await chooseVersion(page, 'v1');
			await sidebar(page)
				.getByRole('link', { name: /^Authentication/ })
				.click();
			await page.waitForURL(`${showcase.url}/authentication`);
			await expectV1Sidebar(page);
			// Previous/next follow the v1 order: the previous page is the v1 quickstart.
			const pager = page.getByRole('navigation', { name: 'Previous and next pages' });
			expect(await pager.getByRole('link', { name: /Previous/ }).getAttribute('href')).toBe('/v1/quickstart');

			await page.reload();
			await expectV1Sidebar(page);

			await page.goto(`${showcase.url}/guides/care-schedules`);
			expect(await versionMenu(page).chosen()).toBe('v1');
		});
	});

	test('on a v2 page, choosing v1 goes to its v1 counterpart', async () => {
		await withPage('/quickstart', async (page) => {
			expect(await versionMenu(page).chosen()).toBe('v2');
			await Promise.all([page.waitForURL(`${showcase.url}/v1/quickstart`), chooseVersion(page, 'v1')]);
			await expectV1Sidebar(page);
			expect(await v1Quickstart(page).getAttribute('aria-current')).toBe('page');

			// And back.
			await Promise.all([page.waitForURL(`${showcase.url}/quickstart`), chooseVersion(page, 'v2')]);
			await expectV2Sidebar(page);
			expect(await v2Quickstart(page).getAttribute('aria-current')).toBe('page');
		});
	});

	test('opening a v1 page directly selects v1', async () => {
		await withPage('/v1/quickstart', async (page) => {
			await expectV1Sidebar(page);
			expect(await v1Quickstart(page).getAttribute('aria-current')).toBe('page');
			expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
		});
	});
});
