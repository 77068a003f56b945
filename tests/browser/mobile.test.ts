import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { builtPagePaths, phone, useBrowserSession, useServedBuild } from './helpers.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';

const showcase = useServedBuild(fixtureBuilds.showcase);
const session = useBrowserSession(phone);
let page: Page;
let errors: string[];

beforeAll(() => {
	({ page, errors } = session);
});

const go = (path: string) => page.goto(`${showcase.url}${path}`);
const sidebar = () => page.locator('#sidebar');
const menuButton = () => page.getByRole('button', { name: 'Menu' });

describe('narrow screens (390 x 844)', () => {
	test('the sidebar is hidden and a menu button is shown', async () => {
		await go('/introduction');
		expect(await sidebar().isVisible()).toBe(false);
		const button = menuButton();
		expect(await button.isVisible()).toBe(true);
		expect(await button.evaluate((element) => element.hasAttribute('data-menu-button'))).toBe(true);
		expect(await button.getAttribute('aria-expanded')).toBe('false');
		expect(await button.getAttribute('aria-controls')).toBe('sidebar');
		// The content is not pushed aside by the hidden sidebar.
		const main = (await page.locator('main').boundingBox())!;
		expect(main.x).toBeLessThan(1);
		expect(main.width).toBeGreaterThan(380);
	});

	test('the menu button opens the sidebar, with the tabs and the top-bar links', async () => {
		await go('/introduction');
		await menuButton().click();
		expect(await menuButton().getAttribute('aria-expanded')).toBe('true');
		expect(await sidebar().isVisible()).toBe(true);
		// The drawer covers the whole page below the top bar, down to the bottom of the window.
		const box = (await sidebar().boundingBox())!;
		const topbar = (await page.locator('header.topbar').boundingBox())!;
		expect(box.x).toBeLessThan(1);
		expect(box.width).toBeGreaterThan(389);
		expect(Math.round(box.y)).toBe(Math.round(topbar.y + topbar.height));
		expect(Math.round(box.y + box.height), 'bottom edge of the open menu').toBe(page.viewportSize()!.height);

		for (const name of ['Documentation', 'API Reference', 'Changelog']) {
			const link = sidebar().locator('.sidebar-tabs').getByRole('link', { name, exact: true });
			expect(await link.isVisible(), name).toBe(true);
		}
		for (const name of ['Support', 'Status']) {
			const link = sidebar().locator('.sidebar-topbar-links').getByRole('link', { name, exact: true });
			expect(await link.isVisible(), name).toBe(true);
		}
		expect(await sidebar().getByRole('link', { name: 'Quickstart' }).isVisible()).toBe(true);
		// Focus moves into the drawer, on the current page.
		expect(await page.evaluate(() => document.activeElement?.closest('#sidebar') !== null)).toBe(true);
	});

	test('a link in the open menu navigates', async () => {
		await go('/introduction');
		await menuButton().click();
		await sidebar()
			.getByRole('link', { name: /^Authentication/ })
			.click();
		await page.waitForURL(`${showcase.url}/authentication`);
		expect(await page.getByRole('heading', { level: 1 }).innerText()).toMatch(/^Authentication/);
		// The new page starts with the menu closed.
		expect(await sidebar().isVisible()).toBe(false);
		expect(await menuButton().getAttribute('aria-expanded')).toBe('false');

		await menuButton().click();
		await sidebar().getByRole('link', { name: 'API Reference', exact: true }).click();
		await page.waitForURL(`${showcase.url}/api-reference/introduction`);
	});

	test('Escape closes the menu and returns focus to the button', async () => {
		await go('/authentication');
		await menuButton().click();
		expect(await sidebar().isVisible()).toBe(true);
		await page.keyboard.press('Escape');
		expect(await menuButton().getAttribute('aria-expanded')).toBe('false');
		expect(await sidebar().isVisible()).toBe(false);
		expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-menu-button'))).toBe(true);
	});

	test('the menu button closes the menu again', async () => {
		await go('/authentication');
		await menuButton().click();
		expect(await sidebar().isVisible()).toBe(true);
		await menuButton().click();
		expect(await menuButton().getAttribute('aria-expanded')).toBe('false');
		expect(await sidebar().isVisible()).toBe(false);
	});

	test('no page of the showcase overflows horizontally', async () => {
		const paths = builtPagePaths(showcase.dir);
		expect(paths.length).toBeGreaterThan(10);
		const overflowing: string[] = [];
		for (const path of paths) {
			await go(path);
			const { scrollWidth, innerWidth, widest } = await page.evaluate(() => {
				// The element reaching furthest right, to say what to fix.
				let widest = '';
				let right = window.innerWidth;
				for (const element of document.querySelectorAll('body *')) {
					const box = element.getBoundingClientRect();
					if (box.width > 0 && box.right > right + 0.5) {
						right = box.right;
						widest = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.classList.length ? `.${[...element.classList].join('.')}` : ''} (right edge ${Math.round(box.right)}px)`;
					}
				}
				return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, widest };
			});
			if (scrollWidth > innerWidth) overflowing.push(`${path}: scrollWidth ${scrollWidth} > ${innerWidth}; widest: ${widest}`);
		}
		expect(overflowing).toEqual([]);
	});

	test('no script errors on the pages visited', () => {
		expect(errors).toEqual([]);
	});
});
