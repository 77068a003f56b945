import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { BuildResult } from '../support/build-site.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { sharedBuild } from '../support/shared-build.ts';
import { serveStatic, type StaticServer } from '../support/static-server.ts';
import { useBrowserSession } from './helpers.ts';

/**
 * tests/fixtures/tailwind-classes in a real browser, served with its Content-Security-Policy:
 * the author's Tailwind classes style the author's elements, `dark:` follows the mode toggle,
 * and the author's classes win over Trellis's own styles of the page body. (In `npm run dev`:
 * tests/browser/dev-server.test.ts.)
 */

let build: BuildResult;
let site: StaticServer;
const session = useBrowserSession({ colorScheme: 'light' });

beforeAll(async () => {
	build = await sharedBuild(fixtureBuilds.tailwindClasses);
	if (build.exitCode !== 0) throw new Error(`the fixture did not build:\n${build.stdout}\n${build.stderr}`);
	site = await serveStatic(build.outDir);
}, 600_000);

afterAll(async () => {
	await site?.close();
});

/** A computed style of the first element the selector matches. */
const style = (page: Page, selector: string, property: string) =>
	page
		.locator(selector)
		.first()
		.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

/** Messages the browser prints when the page's policy blocks something. */
function policyViolations(page: Page): string[] {
	const violations: string[] = [];
	page.on('console', (message) => {
		if (message.text().includes('Content Security Policy')) violations.push(message.text());
	});
	return violations;
}

test('the landing page is laid out by its classes, and dark: follows the mode toggle', async () => {
	const { page, errors } = session;
	const violations = policyViolations(page);
	await page.goto(`${site.url}/`);
	await page.locator('#hero-light').waitFor({ state: 'visible' });
	expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
	expect(await style(page, '#hero-light', 'display')).toBe('flex');
	// md:flex-row at the desktop width of the session; flex-col below it.
	expect(await style(page, '#hero-light', 'flex-direction')).toBe('row');
	expect(await style(page, '#hero-light', 'border-top-left-radius')).toBe('12px');
	expect(await page.locator('#hero-image-light').evaluate((element) => element.getBoundingClientRect().width)).toBe(320);
	expect(await page.locator('#hero-image-dark').isVisible()).toBe(false);
	// bg-primary-dark is docs.json's colors.dark; no-underline beats the browser's link style.
	expect(await style(page, '#start-link', 'background-color')).toBe('rgb(146, 64, 14)');
	expect(await style(page, '#start-link', 'text-decoration-line')).toBe('none');
	// mode: custom leaves the page to the author: the title is there for screen readers only.
	expect(await page.locator('.page-header').evaluate((element) => element.getBoundingClientRect().width)).toBe(1);
	expect(await page.locator('.prev-next').isVisible()).toBe(false);

	await page.getByRole('button', { name: 'Switch to dark mode' }).click();
	await page.locator('#hero-light').waitFor({ state: 'hidden' });
	expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
	expect(await style(page, '#hero-light', 'display')).toBe('none');
	await page.locator('#hero-image-dark').waitFor({ state: 'visible' });
	expect(await style(page, '#hero-dark', 'display')).toBe('block');

	await page.getByRole('button', { name: 'Switch to light mode' }).click();
	await page.locator('#hero-light').waitFor({ state: 'visible' });
	expect(await page.locator('#hero-image-dark').isVisible()).toBe(false);
	expect(violations).toEqual([]);
	expect(errors).toEqual([]);
});

test('in the page body, the author’s classes win over Trellis’s own styles', async () => {
	const { page, errors } = session;
	const violations = policyViolations(page);
	await page.goto(`${site.url}/harvest`);
	const link = page.locator('.prose #prose-link');
	await link.waitFor({ state: 'visible' });
	expect(await style(page, '.prose #prose-link', 'text-decoration-line')).toBe('none');
	expect(await style(page, '.prose #prose-link', 'font-size')).toBe('18px');
	expect(await style(page, '.prose #prose-link', 'color')).toBe('rgb(180, 83, 9)');
	// Trellis gives a body h3 1.2rem; the author asked for text-sm.
	expect(await style(page, '.prose #small-heading', 'font-size')).toBe('14px');
	expect(await style(page, '.prose #small-heading', 'text-transform')).toBe('uppercase');
	// Trellis's chrome keeps its own look: the page title is not restyled.
	expect(await style(page, '.page-header h1', 'font-size')).toBe('32px');
	expect(violations).toEqual([]);
	expect(errors).toEqual([]);
});

test('markup inside not-prose, and classed markup on a custom page, is styled by its own classes only', async () => {
	const { page, errors } = session;
	/** What the element would have if no prose style reached it: its parent's colour and size, no underline. */
	const unstyledByProse = (selector: string) =>
		page.locator(selector).evaluate((element) => {
			const own = getComputedStyle(element);
			const parent = getComputedStyle(element.parentElement!);
			return {
				sameColour: own.color === parent.color,
				sameSize: own.fontSize === parent.fontSize,
				underline: own.textDecorationLine,
				marginTop: own.marginTop,
			};
		});
	await page.goto(`${site.url}/harvest`);
	await page.locator('#not-prose-block').waitFor({ state: 'visible' });
	expect(await unstyledByProse('#not-prose-link')).toEqual({ sameColour: true, sameSize: true, underline: 'none', marginTop: '0px' });
	expect(await unstyledByProse('#not-prose-heading')).toEqual({ sameColour: true, sameSize: true, underline: 'none', marginTop: '0px' });
	// Outside not-prose, a link of the body keeps the prose's look.
	expect(await style(page, '.prose p a:not([class])', 'text-decoration-line')).toBe('underline');

	await page.goto(`${site.url}/`);
	await page.locator('#plain-card').waitFor({ state: 'visible' });
	expect(await unstyledByProse('#plain-card')).toMatchObject({ sameColour: true, underline: 'none' });
	// Its heading keeps the margin its class asks for, and nothing else of the prose's h3.
	expect(await unstyledByProse('#plain-card-title')).toEqual({ sameColour: true, sameSize: true, underline: 'none', marginTop: '4px' });
	expect(errors).toEqual([]);
});
