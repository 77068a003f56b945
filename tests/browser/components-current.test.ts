import { beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { closeContext, freshPage, newContext, useBrowserSession, useServedBuild } from './helpers.ts';
import { axeViolationsInBothModes } from './axe.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';

/**
 * The props of the current format that act in the browser: tabs synced by title across the
 * page, the tab shown first, a code group's list box, links to a tab or an accordion; the new
 * components' pages of the showcase, and axe in both modes on both.
 */

const site = useServedBuild(fixtureBuilds.componentsCurrent);
const showcase = useServedBuild(fixtureBuilds.showcase);

const session = useBrowserSession({ viewport: { width: 1440, height: 900 } });
let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(() => {
	({ browser, page, errors } = session);
});

const go = async (path: string, on: Page = page) => {
	await on.goto(`${site.url}${path}`);
	await on.locator('[data-tabs-ready]').first().or(on.locator('h1')).first().waitFor();
};
const sets = () => page.locator('[data-tabs]');
const ready = async () => {
	await page.locator('[data-tabs]:not([data-tabs-ready])').first().waitFor({ state: 'detached' });
};
/** The text of the panel a set shows. */
const shown = (set: Locator) => set.locator('[data-tab-panels] > :not([hidden])').innerText();

describe('Tabs and code groups', () => {
	test('picking a tab picks the tab of the same title in the other synced sets and code groups, not in a set with sync={false}', async () => {
		await go('/tabs');
		await ready();
		await sets().nth(0).getByRole('tab', { name: 'TypeScript' }).click();
		expect(await shown(sets().nth(0))).toContain('Install with npm.');
		expect(await shown(sets().nth(1))).toContain('Call plants.create().');
		expect(await sets().nth(1).getByRole('tab', { name: 'TypeScript' }).getAttribute('aria-selected')).toBe('true');
		expect(await shown(sets().nth(2))).toContain('typescript sample');
		expect(await shown(sets().nth(3))).toContain('Independent Python.');
	});

	test('a set with sync={false} leads no other set either', async () => {
		await go('/tabs');
		await ready();
		await sets().nth(3).getByRole('tab', { name: 'TypeScript' }).click();
		expect(await shown(sets().nth(3))).toContain('Independent TypeScript.');
		expect(await shown(sets().nth(0))).toContain('Install with pip.');
	});

	test('keys move the selection and sync it too', async () => {
		await go('/tabs');
		await ready();
		await sets().nth(1).getByRole('tab', { name: 'TypeScript' }).focus();
		await page.keyboard.press('ArrowRight');
		expect(await shown(sets().nth(1))).toContain('in Python');
		expect(await shown(sets().nth(0))).toContain('Install with pip.');
		expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Python');
	});

	test('defaultTabIndex shows its tab first', async () => {
		await go('/tabs');
		await ready();
		expect(await shown(sets().nth(4))).toContain('About trees.');
		expect(await sets().nth(4).getByRole('tab', { name: 'Trees' }).getAttribute('aria-selected')).toBe('true');
	});

	test('a dropdown code group shows the block picked in its list box', async () => {
		await go('/tabs');
		await ready();
		const group = sets().nth(5);
		const box = group.getByRole('combobox', { name: 'Example shown' });
		expect(await shown(group)).toContain('curl https://plants.example.com');
		await box.selectOption({ label: 'fetch.js' });
		expect(await shown(group)).toContain('await fetch');
		expect(await group.locator('[data-tab-panels] > [hidden]').count()).toBe(1);
	});

	test('an address naming a Tab id opens that tab', async () => {
		await go('/tabs#python-call');
		await ready();
		expect(await shown(sets().nth(1))).toContain('in Python');
		expect(await page.locator('#python-call').isVisible()).toBe(true);
	});
});

describe('Accordion', () => {
	const isOpen = (details: Locator) => details.evaluate((element) => (element as HTMLDetailsElement).open);

	test('defaultOpen is open, the other closed until a link names its id', async () => {
		await go('/accordions');
		const accordions = page.locator('details.accordion');
		expect(await isOpen(accordions.nth(0))).toBe(true);
		expect(await isOpen(accordions.nth(1))).toBe(false);
		await page.getByRole('link', { name: 'Go to watering' }).click();
		await page.locator('#watering[open]').waitFor();
		expect(await page.getByText('How often to water.').isVisible()).toBe(true);
	});

	test('an address naming its id opens it on arrival', async () => {
		await go('/accordions#watering');
		await page.locator('#watering[open]').waitFor();
		expect(await page.getByText('How often to water.').isVisible()).toBe(true);
	});
});

test('a panel stands beside the page on a wide screen', async () => {
	await go('/new-components');
	const panel = page.locator('aside.side-panel');
	const body = page.locator('.page-body');
	const [panelBox, bodyBox] = [(await panel.boundingBox())!, (await body.boundingBox())!];
	expect(panelBox.x).toBeGreaterThan(bodyBox.x + bodyBox.width - 1);
	expect(await panel.getByText('Pinned beside the page.').isVisible()).toBe(true);
});

test('a light/dark colour shows the value of the mode read in', async () => {
	for (const mode of ['light', 'dark'] as const) {
		const context = await newContext(browser, { colorScheme: mode });
		try {
			const modePage = await freshPage(context, site.url);
			await go('/new-components', modePage);
			const item = modePage.locator('.color-item', { hasText: 'surface' });
			expect(await item.locator('code:visible').innerText()).toBe(mode === 'light' ? '#FFFFFF' : '#000000');
			const swatch = await item.locator('.color-swatch').evaluate((element) => getComputedStyle(element).backgroundColor);
			expect(swatch).toBe(mode === 'light' ? 'rgb(255, 255, 255)' : 'rgb(0, 0, 0)');
		} finally {
			await closeContext(context);
		}
	}
});

describe('accessibility', () => {
	const pages = [
		...['/tabs', '/accordions', '/steps', '/values', '/new-components'].map((path) => ({ root: site, path })),
		...['/components/badges', '/components/colors', '/components/tiles', '/components/panel', '/components/timeline'].map((path) => ({
			root: showcase,
			path,
		})),
	];
	test.each(pages)('$path has no WCAG 2.1 A/AA violations in either mode', async ({ root, path }) => {
		const context = await newContext(browser, { colorScheme: 'light' });
		try {
			const modePage = await freshPage(context, root.url);
			await modePage.goto(`${root.url}${path}`);
			const openEverything = () =>
				modePage.locator('details').evaluateAll((list) => list.forEach((details) => ((details as HTMLDetailsElement).open = true)));
			expect(await axeViolationsInBothModes(modePage, openEverything)).toEqual({ light: [], dark: [] });
		} finally {
			await closeContext(context);
		}
	});
});

test('no script error on any of the pages', async () => {
	for (const path of ['/tabs', '/accordions', '/steps', '/values', '/new-components']) await go(path);
	expect(errors).toEqual([]);
});
