import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { sharedBrowser } from '../support/browser.ts';
import { useServedBuild, withServedPage } from './helpers.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';

/** tests/fixtures/current-palm in a browser: the palm theme's tabs in the sidebar (its language and version menus: ./current-format.test.ts). */
const site = useServedBuild(fixtureBuilds.currentPalm);
let browser: Browser;

beforeAll(async () => {
	browser = await sharedBrowser();
});

afterAll(async () => {
	await browser?.close();
});

const withPage = (path: string, body: (page: Page) => Promise<void>) => withServedPage(browser, site, path, body);

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('navigation', { name: 'Sections' });

describe('the palm theme with languages and versions', () => {
	test("shows the tabs of the reader's language and version at the top of the sidebar on a wide screen, and no row of tabs", async () => {
		await withPage('/en/v2/guide', async (page) => {
			const reference = sidebar(page).getByRole('link', { name: 'Reference' });
			await expect.poll(() => reference.isVisible()).toBe(true);
			expect(await sidebar(page).getByRole('link', { name: 'Référence' }).isVisible()).toBe(false);
			expect(await page.locator('nav.section-tabs').count()).toBe(0);
			await reference.click();
			await page.waitForURL(`${site.url}/en/v2/reference`);
			expect(await sidebar(page).getByRole('link', { name: 'Reference' }).getAttribute('aria-current')).toBe('page');
		});
	});
});
