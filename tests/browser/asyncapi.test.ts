import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { sharedBrowser } from '../support/browser.ts';
import { closeContext, collectPageErrors, freshPage, newContext, useServedBuild } from './helpers.ts';
import { axeViolations } from './axe.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';

/**
 * Channel pages of tests/fixtures/current-asyncapi in a browser: message examples as tabs, nested
 * fields, and axe's WCAG 2.1 A/AA checks in both modes.
 */
const site = useServedBuild(fixtureBuilds.currentAsyncapi);
let browser: Browser;

beforeAll(async () => {
	browser = await sharedBrowser();
});

afterAll(async () => {
	await browser?.close();
});

describe('an AsyncAPI channel page in the browser', () => {
	test('a message’s examples are tabs, and its nested payload fields open', async () => {
		const context = await newContext(browser);
		try {
			const page = await freshPage(context, site.url);
			const errors = collectPageErrors(page);
			await page.goto(`${site.url}/api-reference/room`);
			const examples = page.getByRole('group', { name: 'Examples of Chat message' });
			const reply = examples.getByRole('tab', { name: 'Reply' });
			// The tab bar shows once the tabs script has set it up.
			await expect.poll(() => reply.isVisible()).toBe(true);
			expect(await examples.getByRole('tab', { name: 'Hello' }).getAttribute('aria-selected')).toBe('true');
			await reply.click();
			await expect.poll(() => reply.getAttribute('aria-selected')).toBe('true');
			const shown = examples.getByRole('tabpanel');
			await expect.poll(() => shown.textContent()).toContain('Welcome, Ada!');
			expect(await shown.textContent()).not.toContain('Hello, room!');

			const author = page.locator('#message-chatmessage-payload-author');
			const nestedId = page.locator('#message-chatmessage-payload-author-id');
			expect(await nestedId.isVisible()).toBe(false);
			await author.getByText('Show properties').click();
			await expect.poll(() => nestedId.isVisible()).toBe(true);
			expect(errors).toEqual([]);
		} finally {
			await closeContext(context);
		}
	});

	for (const mode of ['light', 'dark'] as const) {
		test.each(['/api-reference/room', '/events/channels/accounts-created'])(
			`%s has no WCAG 2.1 A/AA violations (${mode})`,
			async (path) => {
				const context = await newContext(browser, { colorScheme: mode });
				try {
					const page = await freshPage(context, site.url);
					await page.goto(`${site.url}${path}`);
					expect(await axeViolations(page)).toEqual([]);
				} finally {
					await closeContext(context);
				}
			},
		);
	}
});
