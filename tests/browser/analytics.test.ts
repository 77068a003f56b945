import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { sharedBrowser } from '../support/browser.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { sharedBuild } from '../support/shared-build.ts';
import { serveStatic, type StaticServer } from '../support/static-server.ts';
import { collectPageErrors, newContext, unresolvedHostError } from './helpers.ts';

/**
 * tests/fixtures/current-analytics built with ANALYTICS=on (GA4, Plausible, PostHog, behind a consent entry), served with
 * its Content-Security-Policy as a header as well as in each page: the pages load with their
 * analytics tags and no violation. The test browser never reaches the providers (./helpers.ts
 * aborts every request to another host), so this checks the page and its policy, not the providers.
 */

const siteDir = (await sharedBuild(fixtureBuilds.currentAnalyticsOn)).outDir;
const policy = /^\s*Content-Security-Policy:\s*(.+)$/m.exec(readFileSync(join(siteDir, '_headers'), 'utf8'))?.[1] ?? '';

/** Runs before the page's own scripts: writes every violation the browser reports to the console. */
const reportViolations = `document.addEventListener('securitypolicyviolation', (event) => {
	console.error('securitypolicyviolation: ' + event.effectiveDirective + ' blocked ' + (event.blockedURI || 'inline'));
});`;

let browser: Browser;
let context: BrowserContext | undefined;
const servers: StaticServer[] = [];

beforeAll(async () => {
	browser = await sharedBrowser();
});

afterAll(async () => {
	await context?.close();
	await browser?.close();
	await Promise.all(servers.map((server) => server.close()));
});

interface Opened {
	page: Page;
	/** Console errors (violations among them) and uncaught exceptions. */
	errors: string[];
}

/** The consent entry of the fixture's `integrations.cookies`, as the site's own consent tool writes it. */
const agree = `localStorage.setItem('pollen-consent', 'granted');`;

/** Opens a page of the site served with `headerPolicy`, once it has loaded (every deferred script has run); `consented`: the reader agreed before. */
async function open(path: string, headerPolicy: string, consented = true): Promise<Opened> {
	const server = await serveStatic(siteDir, { 'Content-Security-Policy': headerPolicy }, { notFoundPage: true });
	servers.push(server);
	await context?.close();
	context = await newContext(browser);
	await context.addInitScript(reportViolations);
	if (consented) await context.addInitScript(agree);
	const page = await context.newPage();
	const errors = collectPageErrors(page);
	page.on('console', (message) => {
		// Requests to the providers fail in the tests' browser (./helpers.ts), never by the policy.
		if (message.type() === 'error' && !message.text().includes(unresolvedHostError)) errors.push(message.text());
	});
	await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
	return { page, errors };
}

const analyticsTags = (page: Page) =>
	page.locator('script[data-analytics]').evaluateAll((tags) => tags.map((tag) => tag.getAttribute('data-analytics')));

/** What the GA4 set-up file (one of the engine's own) queued for gtag.js: it ran. */
const gtagCalls = (page: Page) =>
	page.evaluate(() =>
		((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((call) => Array.from(call).map(String)),
	);

describe('a site built with ANALYTICS=on, served with its policy', () => {
	test('a page has the tags of every provider, its own set-up has run, and nothing is refused', async () => {
		expect(policy).toContain('https://plausible.io');
		const { page, errors } = await open('/hives', policy);
		expect(await analyticsTags(page)).toEqual(['ga4', 'ga4', 'plausible', 'posthog', 'posthog']);
		await expect.poll(() => gtagCalls(page)).toContainEqual(['config', 'G-POLLEN2024']);
		expect(errors).toEqual([]);
	});

	test('without consent no provider is requested; once the consent tool writes its entry, every one is', async () => {
		const requested: string[] = [];
		const { page, errors } = await open('/hives', policy, false);
		expect(await page.locator('html').getAttribute('data-analytics-consent')).toBe('waiting');
		// The providers answered here, never on the network.
		await page.route(/^https:\/\/(?!127\.0\.0\.1)/, (route) => {
			requested.push(new URL(route.request().url()).host);
			return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
		});
		await page.getByRole('heading', { level: 1 }).click();
		expect(requested).toEqual([]);
		expect(await gtagCalls(page)).toEqual([]);
		// What a consent banner does when the reader agrees: writes the entry, on a click.
		await page.evaluate(agree);
		await page.getByRole('heading', { level: 1 }).click();
		await expect.poll(() => page.locator('html').getAttribute('data-analytics-consent')).toBe('given');
		await expect
			.poll(() => [...new Set(requested)].sort())
			.toEqual(['eu-assets.i.posthog.com', 'plausible.io', 'www.googletagmanager.com']);
		await expect.poll(() => gtagCalls(page)).toContainEqual(['config', 'G-POLLEN2024']);
		expect(errors).toEqual([]);
	});

	test('"Was this page helpful?": the answer goes to the providers as an event and to feedback.url, once', async () => {
		const { page, errors } = await open('/hives', policy);
		const posted: unknown[] = [];
		await page.route('https://feedback.pollen.example/ratings', (route) => {
			posted.push(route.request().postDataJSON());
			return route.fulfill({ status: 204, headers: { 'access-control-allow-origin': '*' } });
		});
		await expect.poll(() => gtagCalls(page)).toContainEqual(['config', 'G-POLLEN2024']);
		const rating = page.getByRole('group', { name: 'Was this page helpful?' });
		await rating.getByRole('button', { name: 'Yes' }).click();
		await expect.poll(() => posted).toEqual([{ path: '/hives', title: 'Hives', helpful: true }]);
		expect(await gtagCalls(page)).toContainEqual(['event', 'docs.feedback.thumbs_up', '[object Object]']);
		expect(await page.getByRole('status').filter({ hasText: 'Thank you for your feedback.' }).isVisible()).toBe(true);
		expect(await rating.getByRole('button', { name: 'Yes' }).getAttribute('aria-pressed')).toBe('true');
		expect(await rating.getByRole('button', { name: 'No' }).isDisabled()).toBe(true);
		expect(errors).toEqual([]);
	});

	test('the 404 page too', async () => {
		const { page, errors } = await open('/no-such-page', policy);
		expect(await page.getByRole('heading', { level: 1 }).textContent()).toBeTruthy();
		expect(await analyticsTags(page)).toEqual(['ga4', 'ga4', 'plausible', 'posthog', 'posthog']);
		await expect.poll(() => gtagCalls(page)).toContainEqual(['config', 'G-POLLEN2024']);
		// The browser logs the page's own status; nothing else.
		expect(errors).toEqual(['Failed to load resource: the server responded with a status of 404 (Not Found)']);
	});

	test('the check sees a violation: with a policy that lacks the providers, their scripts are refused', async () => {
		const lacking = policy.replace(/ https:\/\/[^\s;]+| wss:\/\/[^\s;]+/g, '');
		expect(lacking).not.toContain('plausible.io');
		const { errors } = await open('/hives', lacking);
		await expect
			.poll(() => errors.filter((line) => line.startsWith('securitypolicyviolation: script-src-elem blocked https://')).length)
			.toBeGreaterThanOrEqual(3);
	});
});
