import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSession, useServedBuild } from './helpers.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';

const showcase = useServedBuild(fixtureBuilds.showcase);
const session = useBrowserSession();
let page: Page;
let errors: string[];

beforeAll(() => {
	({ page, errors } = session);
});

const go = (path: string) => page.goto(`${showcase.url}${path}`);
const path = () => new URL(page.url()).pathname;
const sidebar = () => page.locator('#sidebar');
const tabs = () => page.getByRole('navigation', { name: 'Sections' });
const anchors = () => sidebar().locator('ul.anchors');
/** Visible group titles of the sidebar. */
const groupTitles = () => sidebar().getByRole('heading', { level: 2 }).allTextContents();
const pager = () => page.getByRole('navigation', { name: 'Previous and next pages' });

describe('tabs', () => {
	test('are shown below the top bar: Documentation, API Reference, Changelog', async () => {
		await go('/introduction');
		expect(await tabs().getByRole('link').allTextContents()).toEqual(['Documentation', 'API Reference', 'Changelog']);
		const topbar = await page.locator('header.topbar').boundingBox();
		const tabBox = await tabs().boundingBox();
		expect(tabBox!.y).toBeGreaterThanOrEqual(topbar!.y + topbar!.height - 1);
		expect(await tabs().getByRole('link', { name: 'Documentation' }).getAttribute('aria-current')).toBe('page');
		expect(await groupTitles()).toEqual(['Get Started', 'Writing content']);
	});

	test('clicking "API Reference" opens that section with its own sidebar', async () => {
		await go('/introduction');
		await tabs().getByRole('link', { name: 'API Reference' }).click();
		await page.waitForURL(`${showcase.url}/api-reference/introduction`);
		expect(await tabs().getByRole('link', { name: 'API Reference' }).getAttribute('aria-current')).toBe('page');
		expect(await tabs().getByRole('link', { name: 'Documentation' }).getAttribute('aria-current')).toBeNull();
		// One version's tabs show (each version has its own: those of v1 are hidden while v2 is chosen).
		expect(await tabs().locator('[aria-current="page"]').filter({ visible: true }).count()).toBe(1);
		expect(await groupTitles()).toEqual(['Overview', 'Webhooks']);
		expect(
			await sidebar()
				.getByRole('link', { name: /New Plant/ })
				.isVisible(),
		).toBe(true);
		expect(await sidebar().locator('a[href="/introduction"].nav-link').count()).toBe(0);
	});

	test('clicking "Changelog" opens the changelog section', async () => {
		await go('/introduction');
		await tabs().getByRole('link', { name: 'Changelog' }).click();
		await page.waitForURL(`${showcase.url}/changelog/releases`);
		expect(await tabs().getByRole('link', { name: 'Changelog' }).getAttribute('aria-current')).toBe('page');
		expect(await groupTitles()).toEqual(['Releases']);
	});
});

describe('anchors', () => {
	test('are listed at the top of the sidebar: Documentation, Guides, Community', async () => {
		await go('/introduction');
		expect(await anchors().getByRole('link').allInnerTexts()).toEqual([
			expect.stringContaining('Documentation'),
			expect.stringContaining('Guides'),
			expect.stringContaining('Community'),
		]);
		// The anchors come before the groups of the sidebar.
		const anchorsBox = await anchors().boundingBox();
		const firstGroup = await sidebar().getByRole('heading', { level: 2 }).first().boundingBox();
		expect(anchorsBox!.y).toBeLessThan(firstGroup!.y);
		expect(await anchors().getByRole('link', { name: 'Documentation' }).getAttribute('aria-current')).toBe('page');
	});

	test('"Guides" has a gradient background', async () => {
		await go('/introduction');
		const icon = anchors().getByRole('link', { name: 'Guides' }).filter({ visible: true }).locator('.anchor-icon');
		const background = await icon.evaluate((element) => getComputedStyle(element).backgroundImage);
		expect(background).toMatch(/^linear-gradient\(/);
		expect(background).toContain('rgb(22, 163, 74)');
		expect(background).toContain('rgb(13, 148, 136)');
	});

	test('"Community" is an external link opening in a new tab', async () => {
		await go('/introduction');
		const community = anchors().getByRole('link', { name: /Community/ });
		expect(await community.getAttribute('href')).toBe('https://discord.gg/plantstore');
		expect(await community.getAttribute('target')).toBe('_blank');
		const rel = ((await community.getAttribute('rel')) ?? '').split(/\s+/);
		expect(rel).toContain('noopener');
		expect(rel).toContain('noreferrer');
	});

	test('"Internal notes" (isDefaultHidden) is absent except on its own pages', async () => {
		await go('/introduction');
		expect(await sidebar().getByText('Internal notes').count()).toBe(0);
		expect(await page.locator('a[href="/internal/runbook"]').count()).toBe(0);

		await go('/internal/runbook');
		const internal = anchors().getByRole('link', { name: 'Internal notes' });
		expect(await internal.isVisible()).toBe(true);
		expect(await internal.getAttribute('aria-current')).toBe('page');
		expect(await groupTitles()).toEqual(['Internal']);
	});

	test('clicking "Guides" shows the Guides group with "Inventory" collapsible', async () => {
		await go('/introduction');
		await anchors().getByRole('link', { name: 'Guides' }).click();
		await page.waitForURL(`${showcase.url}/guides/care-schedules`);
		expect(await anchors().getByRole('link', { name: 'Guides' }).getAttribute('aria-current')).toBe('page');
		expect(await groupTitles()).toEqual(['Guides']);

		const inventory = sidebar()
			.locator('details')
			.filter({ has: page.locator(':scope > summary', { hasText: 'Inventory' }), visible: true });
		expect(await inventory.count()).toBe(1);
		expect(await inventory.evaluate((element: HTMLDetailsElement) => element.open)).toBe(false);
		const advanced = inventory.getByText('Advanced', { exact: true });
		expect(await advanced.isVisible()).toBe(false);
		expect(await inventory.getByRole('link', { name: /^Tagging/ }).isVisible()).toBe(false);

		await inventory.locator(':scope > summary').click();
		expect(await inventory.evaluate((element: HTMLDetailsElement) => element.open)).toBe(true);
		expect(await advanced.isVisible()).toBe(true);
		expect(await inventory.getByRole('link', { name: /^Tagging/ }).isVisible()).toBe(true);
		// "Advanced" is itself collapsed until opened.
		expect(await inventory.getByRole('link', { name: /^Bulk import/ }).isVisible()).toBe(false);
		await advanced.click();
		expect(await inventory.getByRole('link', { name: /^Bulk import/ }).isVisible()).toBe(true);
	});

	test('groups holding the current page start open', async () => {
		await go('/guides/inventory/bulk-import');
		const bulk = sidebar().getByRole('link', { name: /^Bulk import/ });
		expect(await bulk.isVisible()).toBe(true);
		expect(await bulk.getAttribute('aria-current')).toBe('page');
		expect(await sidebar().locator('details:not([open]):not([data-switcher])').count()).toBe(0);
	});
});

describe('current page, previous and next', () => {
	test('the current page link has aria-current="page", and only it', async () => {
		for (const [pagePath, label] of [
			['/authentication', /^Authentication/],
			['/guides/care-schedules', /^Care schedules/],
			['/api-reference/plants/new-plant', /New Plant/],
		] as const) {
			await go(pagePath);
			const current = sidebar().locator('.nav-link[aria-current="page"]').filter({ visible: true });
			expect(await current.count(), pagePath).toBe(1);
			expect(await current.getAttribute('href')).toBe(pagePath);
			expect(await current.innerText()).toMatch(label);
		}
	});

	test('previous and next links follow the navigation order and navigate', async () => {
		await go('/authentication');
		const previous = pager().getByRole('link', { name: /Previous/ });
		expect(await previous.getAttribute('href')).toBe('/quickstart');
		expect(await previous.innerText()).toContain('Quickstart');
		const following = pager().getByRole('link', { name: /Next/ });
		expect(await following.getAttribute('href')).toBe('/components/callouts');

		await previous.click();
		await page.waitForURL(`${showcase.url}/quickstart`);
		expect(
			await pager()
				.getByRole('link', { name: /Previous/ })
				.getAttribute('href'),
		).toBe('/introduction');
		const next = pager().getByRole('link', { name: /Next/ });
		expect(await next.getAttribute('href')).toBe('/authentication');

		await next.click();
		await page.waitForURL(`${showcase.url}/authentication`);
		expect(await page.getByRole('heading', { level: 1 }).innerText()).toMatch(/^Authentication/);
	});

	test('the root page redirects to /introduction', async () => {
		await go('/');
		await page.waitForURL(`${showcase.url}/introduction`);
		expect(path()).toBe('/introduction');
	});
});

describe('table of contents and heading anchors', () => {
	/** The h2 and h3 of the page body, in order. */
	const contentHeadings = () =>
		page
			.locator('.prose')
			.locator('h2, h3')
			.evaluateAll((elements) =>
				elements.map((element) => ({ id: element.id, text: element.textContent?.trim(), depth: Number(element.tagName[1]) })),
			);

	for (const pagePath of ['/introduction', '/authentication', '/guides/care-schedules']) {
		test(`"On this page" lists the h2 and h3 of ${pagePath}`, async () => {
			await go(pagePath);
			const toc = page.getByRole('navigation', { name: 'On this page' });
			expect(await toc.isVisible()).toBe(true);
			const entries = await toc.getByRole('link').evaluateAll((links) =>
				links.map((link) => ({
					href: link.getAttribute('href'),
					text: link.textContent?.trim(),
					depth: link.closest('li')?.className.includes('toc-depth-3') ? 3 : 2,
				})),
			);
			const headings = await contentHeadings();
			expect(headings.length).toBeGreaterThan(2);
			expect(entries).toEqual(headings.map((heading) => ({ href: `#${heading.id}`, text: heading.text, depth: heading.depth })));
			for (const heading of headings) expect(heading.id, heading.text).toMatch(/^[a-z0-9-]+$/);
		});
	}

	test('"On this page" links jump to their headings', async () => {
		await go('/introduction');
		const toc = page.getByRole('navigation', { name: 'On this page' });
		const links = toc.getByRole('link');
		expect(await links.count()).toBeGreaterThan(2);
		const last = links.last();
		const target = (await last.getAttribute('href'))!;
		await last.click();
		await page.waitForURL(`${showcase.url}/introduction${target}`);
		const heading = page.locator(`[id="${target.slice(1)}"]`);
		expect(await heading.count()).toBe(1);
		expect(await heading.textContent()).toBe(await last.textContent());
		await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
		// The heading ends up in view, below the sticky top bar.
		const box = (await heading.boundingBox())!;
		const topbar = (await page.locator('header.topbar').boundingBox())!;
		expect(box.y).toBeGreaterThanOrEqual(topbar.height - 1);
		expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
	});

	test('heading anchor links point at their heading', async () => {
		for (const pagePath of ['/introduction', '/authentication']) {
			await go(pagePath);
			const pairs = await page.locator('a.heading-anchor').evaluateAll((links) =>
				links.map((link) => {
					const heading = link.parentElement?.querySelector('h2, h3, h4, h5, h6');
					return {
						href: link.getAttribute('href'),
						headingId: heading?.id,
						name: link.textContent?.trim(),
						headingText: heading?.textContent?.trim(),
					};
				}),
			);
			expect(pairs.length, pagePath).toBeGreaterThan(2);
			for (const pair of pairs) {
				expect(pair.href).toBe(`#${pair.headingId}`);
				expect(pair.name).toContain(pair.headingText);
			}
		}
		const firstAnchor = page.locator('a.heading-anchor').first();
		const href = (await firstAnchor.getAttribute('href'))!;
		await firstAnchor.click();
		expect(new URL(page.url()).hash).toBe(href);
	});

	test('no script errors on the pages visited', () => {
		expect(errors).toEqual([]);
	});
});
