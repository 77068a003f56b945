import { beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closeContext, freshPage, newContext, useBrowserSession, useServedBuild } from './helpers.ts';
import { axeViolations } from './axe.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';

/**
 * The docs' own React components in a real browser: a stateful one hydrated and clicked, under
 * the site's Content-Security-Policy, and axe on their pages in both modes.
 */

const site = useServedBuild(fixtureBuilds.customComponents);
const showcase = useServedBuild(fixtureBuilds.showcase);
const session = useBrowserSession();
let browser: Browser;
let page: Page;
let errors: string[];

/** The API the fixture's PlantCount component fetches from, answered here: the machine has no network. */
const plantsApi = 'https://plants.example.com/count';

beforeAll(async () => {
	({ browser, page, errors } = session);
	await page.route(plantsApi, (route) => route.fulfill({ json: { count: 7 } }));
});

/** What the browser says is wrong: violations of the policy and console errors. */
function consoleErrors(on: Page): string[] {
	const logged: string[] = [];
	on.on('console', (message) => {
		if (message.type() === 'error') logged.push(message.text());
	});
	return logged;
}

/** Resolves once React has hydrated every island of the page (Astro then drops their `ssr` attribute). */
async function hydrated(on: Page): Promise<void> {
	await on.locator('astro-island').first().waitFor({ state: 'attached' });
	await expect.poll(() => on.locator('astro-island[ssr]').count()).toBe(0);
}

describe('a stateful component', () => {
	test('keeps its state: a click adds one', async () => {
		const logged = consoleErrors(page);
		await page.goto(`${site.url}/counter`);
		await hydrated(page);
		const counter = page.locator('.counter');
		await expect.poll(() => counter.locator('.counter-value').textContent()).toBe('Clicks: 2');
		await counter.getByRole('button', { name: 'Add one' }).click();
		await expect.poll(() => counter.locator('.counter-value').textContent()).toBe('Clicks: 3');
		await counter.getByRole('button', { name: 'Add one' }).click();
		await expect.poll(() => counter.locator('.counter-value').textContent()).toBe('Clicks: 4');
		expect(errors).toEqual([]);
		expect(logged).toEqual([]);
	});

	test('React from the scope: a toggle opens its content, given as Markdown', async () => {
		await page.goto(`${site.url}/counter`);
		await hydrated(page);
		const toggle = page.getByRole('button', { name: 'Show details' });
		await toggle.click();
		const open = page.getByRole('button', { name: 'Hide details' });
		await expect.poll(() => open.getAttribute('aria-expanded')).toBe('true');
		await expect.poll(() => page.locator('.toggle-body strong').textContent()).toBe('Markdown');
		await expect.poll(() => page.locator('.toggle-seen').textContent()).toBe('Opened 1 times');
		expect(errors).toEqual([]);
	});
});

describe('a component that fetches', () => {
	test('reaches the origin its code names, which the page policy allows', async () => {
		const context = await newContext(browser);
		try {
			const on = await freshPage(context, site.url);
			const logged = consoleErrors(on);
			await on.route(plantsApi, (route) => route.fulfill({ json: { count: 7 } }));
			await on.goto(`${site.url}/counter`);
			await expect.poll(() => on.locator('.plant-count').textContent()).toBe('Plants: 7');
			expect(logged).toEqual([]);
		} finally {
			await closeContext(context);
		}
	});
});

describe('axe', () => {
	for (const mode of ['light', 'dark'] as const) {
		test.each(['/', '/counter'])(`%s has no violations (${mode})`, async (path) => {
			const context = await newContext(browser, { colorScheme: mode });
			try {
				const on = await freshPage(context, site.url);
				await on.goto(`${site.url}${path}`);
				if (path === '/counter') await hydrated(on);
				expect(await axeViolations(on)).toEqual([]);
			} finally {
				await closeContext(context);
			}
		});
	}
});

describe("the showcase's watering calculator", () => {
	test('answers what the reader types, after hydration', async () => {
		await page.goto(`${showcase.url}/components/custom`);
		await hydrated(page);
		const answer = page.locator('output[for="pot-litres"]');
		await expect.poll(() => answer.textContent()).toBe('Water each week: 600 ml');
		await page.getByLabel('Pot size, in litres').fill('5');
		await expect.poll(() => answer.textContent()).toBe('Water each week: 1000 ml');
		await page.getByLabel('Pot size, in litres').fill('');
		await expect.poll(() => answer.textContent()).toBe('Enter a pot size above zero');
		expect(errors).toEqual([]);
	});
});
