import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { usePagesOf, useServedBuild } from './helpers.ts';
import { axeViolations } from './axe.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';

/** A sidebar of 163 pages in a browser: its closed groups filled from the tree's fragment, and usable without JavaScript. */

const site = useServedBuild(fixtureBuilds.largeSidebar);
const pages = usePagesOf(site);

const sidebarLinks = (page: Page) => page.locator('#sidebar a.nav-link');

/** Resolves once the script has filled the closed groups (it marks the tree when done). */
async function filled(page: Page): Promise<void> {
	await page.locator('[data-nav-fragment][data-nav-filled]').waitFor({ state: 'attached' });
}

describe('with JavaScript', () => {
	test('every group is filled: the whole tree, the current page still marked', async () => {
		const page = await pages.open('/deep/roots');
		await filled(page);
		await expect.poll(() => page.locator('[data-nav-deferred]').count()).toBe(0);
		const hrefs = await sidebarLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
		expect(new Set(hrefs).size).toBe(163);
		expect(await page.locator('#sidebar [aria-current="page"]').getAttribute('href')).toBe('/deep/roots');
	});

	test('a filled group opens and leads to its pages', async () => {
		const page = await pages.open('/deep/roots');
		await filled(page);
		await page.locator('#sidebar summary', { hasText: 'Soil' }).click();
		await page.getByRole('link', { name: 'Soil task 14' }).click();
		await page.waitForURL(/\/api-reference\/soil\/soil-task-14$/);
		await expect.poll(() => page.locator('#sidebar [aria-current="page"]').textContent()).toContain('Soil task 14');
	});

	test('axe finds nothing on a page with a filled tree (light and dark)', async () => {
		for (const colorScheme of ['light', 'dark'] as const) {
			const context = await pages.context({ colorScheme });
			const page = await pages.openIn(context, '/api-reference/orders/orders-task-2');
			await filled(page);
			expect(await axeViolations(page), colorScheme).toEqual([]);
		}
	});
});

describe('without JavaScript', () => {
	test("a closed group's first page is a link, to a page where the group is whole", async () => {
		const context = await pages.context({ javaScriptEnabled: false });
		const page = await pages.openIn(context, '/deep/roots');
		const group = (name: string) =>
			page.locator('#sidebar li', { has: page.locator(`:scope > details > summary, :scope > h2`, { hasText: name }) });
		// The API group does not hold this page: its first page only.
		await expect.poll(() => group('API').locator('a.nav-link').count()).toBe(1);
		await page.getByRole('link', { name: / Plants task 1$/ }).click();
		await page.waitForURL(/\/api-reference\/plants\/plants-task-1$/);
		// There, the API group is whole but for its closed groups, each a link to its first page.
		await expect.poll(() => group('Plants').locator('a.nav-link').count()).toBe(20);
		await group('Tools').locator('summary').click();
		await expect.poll(() => group('Tools').locator('a.nav-link').count()).toBe(1);
		await page.getByRole('link', { name: / Tools task 1$/ }).click();
		await page.waitForURL(/\/api-reference\/tools\/tools-task-1$/);
		await expect.poll(() => group('Tools').locator('a.nav-link').count()).toBe(20);
	});
});
