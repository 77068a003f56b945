import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { sharedBrowser } from '../support/browser.ts';
import { builtPagePaths, closeContext, freshPage, newContext, phone, useServedBuild } from './helpers.ts';
import { axeResults, axeViolations, axeViolationsInBothModes } from './axe.ts';
import { elementKinds, pagesHoldingEveryKind } from './page-kinds.ts';
import { axeCheckedOpen } from './axe-pages.ts';
import { pageHtml } from '../build/html.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { sharedBuild } from '../support/shared-build.ts';
import { themeNames } from '../../src/config/schema/current/index.ts';
import { lookAttributes, lookOf } from '../../src/theme/looks.ts';

const showcase = useServedBuild(fixtureBuilds.showcase);

/**
 * Every built page except the root, which only redirects (meta refresh) to /introduction: read
 * from the build, which collecting this file's tests waits for.
 */
const showcaseOutput = (await sharedBuild(fixtureBuilds.showcase)).outDir;
const pagePaths = builtPagePaths(showcaseOutput);
/**
 * The pages checked: one of each type, those that together hold every kind of element the
 * showcase draws (tag, classes, role, inline style). A page whose every element is drawn on a
 * checked page differs from it only in text, which axe would check the same way.
 */
const checkedPaths = pagesHoldingEveryKind(showcaseOutput, pagePaths);
/** Of those, the ones this file checks: the component tests check the others with everything open (./axe-pages.ts). */
const checkedOpenElsewhere = new Set<string>(Object.values(axeCheckedOpen).flat());
const checkedHere = checkedPaths.filter((path) => !checkedOpenElsewhere.has(path));

let browser: Browser;
let shared: { context: BrowserContext; page: Page } | undefined;

beforeAll(async () => {
	browser = await sharedBrowser();
});

afterAll(async () => {
	if (shared) await closeContext(shared.context);
	await browser?.close();
});

/** One page reused from check to check; the OS preference picks the mode. */
async function reusedPage(): Promise<Page> {
	if (!shared) {
		const context = await newContext(browser, { colorScheme: 'light' });
		shared = { context, page: await freshPage(context, showcase.url) };
	}
	return shared.page;
}

test('the showcase has pages to check, and the pages checked hold every kind of element of them all', () => {
	expect(pagePaths).toContain('/introduction');
	expect(pagePaths.length).toBeGreaterThan(10);
	const everyKind = new Set(pagePaths.flatMap((path) => [...elementKinds(pageHtml(showcaseOutput, path))]));
	const checkedKinds = new Set(checkedPaths.flatMap((path) => [...elementKinds(pageHtml(showcaseOutput, path))]));
	expect([...everyKind].filter((kind) => !checkedKinds.has(kind))).toEqual([]);
	// Every component page of the showcase draws something no other page does.
	expect(checkedPaths.filter((path) => path.startsWith('/components/')).length).toBeGreaterThan(15);
	expect(checkedPaths).toContain('/api-reference/plants/new-plant');
	// The pages left to the component tests are pages of the showcase.
	expect([...checkedOpenElsewhere].filter((path) => !pagePaths.includes(path))).toEqual([]);
});

describe('axe', () => {
	test.each(checkedHere)('%s has no WCAG 2.1 A/AA violations in either mode', async (path) => {
		const page = await reusedPage();
		await page.goto(`${showcase.url}${path}`);
		expect(await axeViolationsInBothModes(page)).toEqual({ light: [], dark: [] });
	});
});

describe('axe, mobile menu open', () => {
	test('/introduction with the menu opened has no violations in either mode', async () => {
		const context = await newContext(browser, { ...phone, colorScheme: 'light' });
		try {
			const page = await freshPage(context, showcase.url);
			await page.goto(`${showcase.url}/introduction`);
			await page.getByRole('button', { name: 'Menu' }).click();
			expect(await page.locator('#sidebar').isVisible()).toBe(true);
			expect(await axeViolationsInBothModes(page)).toEqual({ light: [], dark: [] });
		} finally {
			await closeContext(context);
		}
	});
});

describe('axe, a site in the current docs.json format', () => {
	const current = useServedBuild(fixtureBuilds.currentFormat);
	test.each(['/quickstart', '/api-reference/plants/list-plants', '/sdk/python/install', '/v1/quickstart'])(
		'%s, with its banner and contextual menu open, has no violations in either mode',
		async (path) => {
			const context = await newContext(browser);
			try {
				const page = await freshPage(context, current.url);
				await page.goto(`${current.url}${path}`);
				const violations: Record<string, string[]> = {};
				for (const mode of ['light', 'dark'] as const) {
					// The folder starts in light mode (appearance.default): the toggle switches.
					if (mode === 'dark') await page.getByRole('button', { name: 'Switch to dark mode' }).click();
					await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
					const menu = page.locator('details', { has: page.locator('summary', { hasText: 'More ways to use this page' }) }).first();
					if (!(await menu.evaluate((details) => (details as HTMLDetailsElement).open))) await menu.locator('summary').click();
					violations[mode] = await axeViolations(page);
					if (violations[mode].length > 0) console.log(`axe violations on ${path} (${mode} mode):\n${violations[mode].join('\n')}`);
				}
				expect(violations).toEqual({ light: [], dark: [] });
			} finally {
				await closeContext(context);
			}
		},
	);
});

describe('axe, WCAG 2.2 target size', () => {
	const current = useServedBuild(fixtureBuilds.currentFormat);
	test("the footer's columns of links are targets a finger can hit (24 px, or far enough apart)", async () => {
		const context = await newContext(browser);
		try {
			const page = await freshPage(context, current.url);
			await page.goto(`${current.url}/quickstart`);
			const results = await axeResults(page, { include: '.site-footer', rules: ['target-size'] });
			expect(results.passes.map((rule) => rule.id)).toEqual(['target-size']);
			expect(results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([]);
		} finally {
			await closeContext(context);
		}
	});
});

describe('axe, the looks of the named themes', () => {
	const palm = useServedBuild(fixtureBuilds.currentPalm);
	test('a palm-themed page, tabs in its sidebar panel and two menus in its top bar, has no violations in either mode', async () => {
		const context = await newContext(browser, { colorScheme: 'light' });
		try {
			const page = await freshPage(context, palm.url);
			await page.goto(`${palm.url}/fr/v2/guide`);
			expect(await axeViolationsInBothModes(page)).toEqual({ light: [], dark: [] });
		} finally {
			await closeContext(context);
		}
	});

	test('the same page drawn in each theme’s look, its attributes set on the root, has no violations in either mode', async () => {
		const context = await newContext(browser, { colorScheme: 'light' });
		try {
			const page = await freshPage(context, palm.url);
			await page.goto(`${palm.url}/fr/v2/guide`);
			const violations: Record<string, Record<'light' | 'dark', string[]>> = {};
			for (const theme of themeNames) {
				// Every look's styles are in the site's stylesheet: the root's attributes choose one.
				await page.evaluate(
					(attributes) => {
						for (const [name, value] of Object.entries(attributes)) {
							if (value === undefined) document.documentElement.removeAttribute(name);
							else document.documentElement.setAttribute(name, value);
						}
					},
					lookAttributes(lookOf({ theme })),
				);
				violations[theme] = await axeViolationsInBothModes(page);
			}
			expect(violations).toEqual(Object.fromEntries(themeNames.map((theme) => [theme, { light: [], dark: [] }])));
		} finally {
			await closeContext(context);
		}
	});
});
