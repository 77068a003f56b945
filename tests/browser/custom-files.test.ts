import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { sharedBrowser } from '../support/browser.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { sharedBuild } from '../support/shared-build.ts';
import { serveStatic, type StaticServer } from '../support/static-server.ts';
import { collectPageErrors, newContext } from './helpers.ts';

/**
 * tests/fixtures/custom-files served with its Content-Security-Policy as a header, as Netlify
 * and Cloudflare Pages send `_headers`: the folder's stylesheet styles the page over the site's
 * own styles, and its script runs and loads its widget from another site (answered here by the
 * test, as the test browser reaches no other host), with no violation of the policy.
 */

const siteDir = (await sharedBuild(fixtureBuilds.customFiles)).outDir;
const policy = /^\s*Content-Security-Policy:\s*(.+)$/m.exec(readFileSync(join(siteDir, '_headers'), 'utf8'))?.[1] ?? '';

let browser: Browser;
let context: BrowserContext;
let server: StaticServer;

beforeAll(async () => {
	browser = await sharedBrowser();
	server = await serveStatic(siteDir, { 'Content-Security-Policy': policy });
	context = await newContext(browser);
	// The widget's own script, as its site would answer: registered after the context's rule that aborts other hosts, so it wins.
	await context.route('https://widgets.fernery.example/frond.js', (route) =>
		route.fulfill({ contentType: 'text/javascript', body: "document.documentElement.dataset.frond = 'loaded';" }),
	);
	await context.addInitScript(() =>
		document.addEventListener('securitypolicyviolation', (event) =>
			console.error(`violation: ${event.effectiveDirective} ${event.blockedURI}`),
		),
	);
});

afterAll(async () => {
	await context?.close();
	await browser?.close();
	await server?.close();
});

describe("a folder's own stylesheet and script, in the browser", () => {
	test('style the page over the site’s styles, and run, loading the widget they name, on every page', async () => {
		for (const path of ['/', '/ferns']) {
			const page = await context.newPage();
			const errors = collectPageErrors(page);
			page.on('console', (message) => {
				if (message.type() === 'error') errors.push(message.text());
			});
			await page.goto(`${server.url}${path}`);
			await expect.poll(() => page.locator('#fernery-note').textContent()).toBe('Added by widget.js');
			await expect.poll(() => page.evaluate(() => document.documentElement.dataset['frond'])).toBe('loaded');
			expect(
				await page
					.locator('h1')
					.first()
					.evaluate((heading) => getComputedStyle(heading).color),
			).toBe('rgb(20, 83, 45)');
			if (path === '/')
				expect(await page.locator('.frond-note').evaluate((note) => getComputedStyle(note).borderTopLeftRadius)).toBe('12px');
			expect(errors).toEqual([]);
			await page.close();
		}
	});
});
