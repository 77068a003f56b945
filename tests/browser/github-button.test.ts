import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { sharedBrowser } from '../support/browser.ts';
import { closeContext, collectPageErrors, freshPage, newContext, useServedBuild } from './helpers.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';

const showcase = useServedBuild(fixtureBuilds.showcase);
const apiPattern = 'https://api.github.com/repos/**';
const repoApiUrl = 'https://api.github.com/repos/trellis-docs/plant-store';
let browser: Browser;

beforeAll(async () => {
	browser = await sharedBrowser();
});

afterAll(async () => {
	await browser?.close();
});

const button = (page: Page) => page.locator('header a[data-github-repo]');
const stars = (page: Page) => button(page).locator('[data-stars]');
const corsHeaders = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };

/** A fresh page; `answer` handles the GitHub API requests (registered before the page loads). */
async function withPage(
	answer: (route: Route) => Promise<void> | void,
	body: (page: Page, apiRequests: string[], context: BrowserContext) => Promise<void>,
) {
	const context = await newContext(browser);
	try {
		const page = await freshPage(context, showcase.url);
		const apiRequests: string[] = [];
		await page.route(apiPattern, (route) => {
			if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: corsHeaders });
			apiRequests.push(route.request().url());
			return answer(route);
		});
		await body(page, apiRequests, context);
	} finally {
		await closeContext(context);
	}
}

/** Waits until the page has handled the API's answer (or its failure): the button says how it ended. */
async function settle(page: Page, apiRequests: string[], state: 'shown' | 'unavailable') {
	await expect.poll(() => apiRequests.length).toBeGreaterThan(0);
	await page.locator(`header a[data-github-repo][data-stars-state="${state}"]`).waitFor({ state: 'attached' });
}

describe('GitHub button', () => {
	test('shows the repository name, with the star count hidden until it is known', async () => {
		const pending: Route[] = [];
		await withPage(
			(route) => void pending.push(route),
			async (page, apiRequests) => {
				await page.goto(`${showcase.url}/introduction`);
				const link = page.getByRole('link', { name: /trellis-docs\/plant-store/ });
				expect(await link.isVisible()).toBe(true);
				expect(await link.getAttribute('href')).toBe('https://github.com/trellis-docs/plant-store');
				expect(await link.evaluate((element) => element.matches('header a[data-github-repo]'))).toBe(true);
				expect(await button(page).innerText()).toContain('trellis-docs/plant-store');
				await expect.poll(() => apiRequests.length).toBe(1);
				expect(await stars(page).isVisible()).toBe(false);
				expect(await stars(page).evaluate((element) => (element as HTMLElement).hidden)).toBe(true);
				for (const route of pending) await route.abort();
			},
		);
	});

	test('shows the star count from the GitHub API, abbreviated', async () => {
		await withPage(
			(route) =>
				route.fulfill({
					status: 200,
					contentType: 'application/json',
					headers: corsHeaders,
					body: JSON.stringify({ stargazers_count: 1234 }),
				}),
			async (page, apiRequests) => {
				await page.goto(`${showcase.url}/introduction`);
				await settle(page, apiRequests, 'shown');
				expect(await stars(page).isVisible()).toBe(true);
				expect(await stars(page).innerText()).toBe('1.2k');
				expect(apiRequests).toEqual([repoApiUrl]);
				expect(await button(page).innerText()).toContain('trellis-docs/plant-store');
			},
		);
	});

	test('when the request fails the count stays hidden and the page is fine', async () => {
		await withPage(
			(route) => route.abort('failed'),
			async (page, apiRequests) => {
				const errors = collectPageErrors(page);
				await page.goto(`${showcase.url}/introduction`);
				await settle(page, apiRequests, 'unavailable');
				expect(await stars(page).isVisible()).toBe(false);
				expect(await stars(page).textContent()).toBe('');
				expect(await button(page).isVisible()).toBe(true);
				expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
				// The rest of the page still works: the mode toggle, for one.
				await page.getByRole('button', { name: 'Switch to dark mode' }).click();
				expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
				expect(errors).toEqual([]);
			},
		);
	});

	test('when the API refuses (rate limit) the count stays hidden', async () => {
		await withPage(
			(route) =>
				route.fulfill({
					status: 403,
					contentType: 'application/json',
					headers: corsHeaders,
					body: '{"message":"API rate limit exceeded"}',
				}),
			async (page, apiRequests) => {
				const errors = collectPageErrors(page);
				await page.goto(`${showcase.url}/introduction`);
				await settle(page, apiRequests, 'unavailable');
				expect(await stars(page).isVisible()).toBe(false);
				expect(errors).toEqual([]);
			},
		);
	});

	test('the count, or the refusal, is kept for the session: the next page does not ask again', async () => {
		for (const [status, state] of [
			[200, 'shown'],
			[403, 'unavailable'],
		] as const) {
			await withPage(
				(route) =>
					route.fulfill({
						status,
						contentType: 'application/json',
						headers: corsHeaders,
						body: status === 200 ? JSON.stringify({ stargazers_count: 987 }) : '{"message":"API rate limit exceeded"}',
					}),
				async (page, apiRequests) => {
					await page.goto(`${showcase.url}/introduction`);
					await settle(page, apiRequests, state);
					await page.goto(`${showcase.url}/quickstart`);
					await page.locator(`header a[data-github-repo][data-stars-state="${state}"]`).waitFor({ state: 'attached' });
					expect(await stars(page).isVisible()).toBe(state === 'shown');
					if (state === 'shown') expect(await stars(page).innerText()).toBe('987');
					expect(apiRequests).toEqual([repoApiUrl]);
				},
			);
		}
	});

	test('the load event does not wait for the API', async () => {
		const pending: Route[] = [];
		await withPage(
			(route) => void pending.push(route),
			async (page, apiRequests) => {
				// The API is never answered here: the page loads all the same.
				await page.goto(`${showcase.url}/introduction`, { waitUntil: 'load' });
				await expect.poll(() => apiRequests).toEqual([repoApiUrl]);
				expect(pending).toHaveLength(1);
				expect(await button(page).getAttribute('data-stars-state')).toBeNull();
				expect(await stars(page).isVisible()).toBe(false);
				for (const route of pending) await route.abort();
			},
		);
	});
});

test('no request leaves the machine: other hosts are blocked by default', async () => {
	const context = await newContext(browser);
	try {
		const page = await freshPage(context, showcase.url);
		const failed: string[] = [];
		page.on('requestfailed', (request) => failed.push(request.url()));
		await page.goto(`${showcase.url}/introduction`);
		await expect.poll(() => failed).toContain(repoApiUrl);
		expect(await stars(page).isVisible()).toBe(false);
	} finally {
		await closeContext(context);
	}
});
