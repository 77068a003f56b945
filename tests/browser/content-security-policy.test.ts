import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { listFiles } from '../../src/postbuild/built-files.ts';
import { sharedBrowser } from '../support/browser.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { sharedBuild } from '../support/shared-build.ts';
import { serveStatic, type StaticServer } from '../support/static-server.ts';
import { pagesHoldingEveryKind } from './page-kinds.ts';
import { builtPagePaths, collectPageErrors, newContext, unresolvedHostError } from './helpers.ts';

/**
 * The built showcase served with its Content-Security-Policy as an HTTP header (the one the
 * build writes to `_headers`), on top of each page's own `<meta>` policy: every kind of page
 * works, and the browser reports no violation and logs no error.
 */

/** The built showcase: collecting this file's tests waits for it. */
const showcaseDir = (await sharedBuild(fixtureBuilds.showcase)).outDir;
const headerLine = /^\s*Content-Security-Policy:\s*(.+)$/m.exec(readFileSync(join(showcaseDir, '_headers'), 'utf8'));
const policy = headerLine?.[1] ?? '';

/** Runs before the page's own scripts: writes every violation the browser reports to the console. */
const reportViolations = `document.addEventListener('securitypolicyviolation', (event) => {
	console.error('securitypolicyviolation: ' + event.effectiveDirective + ' blocked ' + (event.blockedURI || 'inline') + ' at ' + event.sourceFile + ':' + event.lineNumber + ' ' + event.sample);
});`;

let site: StaticServer;
let receiver: { url: string; bodies: string[]; server: Server };
let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
	site = await serveStatic(showcaseDir, { 'Content-Security-Policy': policy });
	const bodies: string[] = [];
	// A webhook receiver on this machine, allowing the page's origin.
	const server = createServer((request, response) => {
		response.setHeader('Access-Control-Allow-Origin', '*');
		response.setHeader('Access-Control-Allow-Headers', 'content-type');
		let body = '';
		request.on('data', (chunk: Buffer) => (body += chunk.toString()));
		request.on('end', () => {
			if (request.method !== 'OPTIONS') bodies.push(body);
			response.end('{"received":true}');
		});
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	receiver = { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, bodies, server };
	browser = await sharedBrowser();
});

afterAll(async () => {
	await context?.close();
	await browser?.close();
	await site?.close();
	await new Promise((resolve) => receiver?.server.close(resolve));
});

interface Opened {
	page: Page;
	/** Violations of the policy, console errors and uncaught exceptions. */
	errors: string[];
}

async function open(path: string): Promise<Opened> {
	await context?.close();
	context = await newContext(browser);
	await context.addInitScript(reportViolations);
	const page = await context.newPage();
	const errors = collectPageErrors(page);
	page.on('console', (message) => {
		// Requests to other hosts fail in the tests' browser (./helpers.ts), never by the policy.
		if (message.type() === 'error' && !message.text().includes(unresolvedHostError)) errors.push(message.text());
	});
	const response = await page.goto(`${site.url}${path}`);
	expect(response?.headers()['content-security-policy']).toBe(policy);
	return { page, errors };
}

/** Loads `path` in the page `open` opened, with the policy header. */
async function goTo({ page }: Opened, path: string): Promise<void> {
	const response = await page.goto(`${site.url}${path}`);
	expect(response?.headers()['content-security-policy']).toBe(policy);
}

function expectClean({ errors }: Opened): void {
	expect(errors).toEqual([]);
}

describe('the policy', () => {
	test('allows scripts only from the site and by hash, and no inline style on pages without a diagram', () => {
		expect(policy).toMatch(/^default-src 'self'; script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/]+=*')+; style-src /);
		expect(policy).toContain("object-src 'none'; base-uri 'self'; form-action 'self'");
		expect(policy).not.toMatch(/script-src[^;]*'unsafe-(?:inline|eval)'/);
		const meta = readFileSync(join(showcaseDir, 'quickstart/index.html'), 'utf8');
		expect(meta).toMatch(
			/^<!DOCTYPE html><html[^>]*><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="[^"]*style-src 'self' 'sha256-[^']+' 'unsafe-hashes' 'sha256-/i,
		);
		expect(meta).not.toContain("'unsafe-inline'");
	});

	test('no built page has an inline event handler', () => {
		const handlers = listFiles(showcaseDir)
			.filter((file) => file.endsWith('.html'))
			.flatMap((file) =>
				[...readFileSync(join(showcaseDir, file), 'utf8').matchAll(/<[a-z][^>]*?\son[a-z]+\s*=/gi)].map((match) => `${file}: ${match[0]}`),
			);
		expect(handlers).toEqual([]);
	});
});

describe('the check of this file', () => {
	test('sees a violation: without its hashes, the head script and the code colours are refused', async () => {
		// The page's own policy (its <meta>), less its hashes, as the header.
		const pagePolicy =
			/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(
				readFileSync(join(showcaseDir, 'quickstart/index.html'), 'utf8'),
			)?.[1] ?? '';
		const strict = pagePolicy.replace(/ 'sha256-[^']+'/g, '').replace(" 'unsafe-hashes'", '');
		expect(strict).toContain("script-src 'self' 'wasm-unsafe-eval'; style-src 'self';");
		const strictSite = await serveStatic(showcaseDir, { 'Content-Security-Policy': strict });
		try {
			await context?.close();
			context = await newContext(browser);
			await context.addInitScript(reportViolations);
			const page = await context.newPage();
			const logged: string[] = [];
			page.on('console', (message) => logged.push(message.text()));
			await page.goto(`${strictSite.url}/quickstart`);
			await page.waitForLoadState('load');
			await expect
				.poll(() => logged.filter((line) => line.startsWith('securitypolicyviolation: ')).map((line) => line.split(' ')[1]))
				.toEqual(expect.arrayContaining(['script-src-elem', 'style-src-elem', 'style-src-attr']));
		} finally {
			await strictSite.close();
		}
	});
});

describe('served with its policy', () => {
	test('every type of page loads with no violation and no error', async () => {
		const paths = builtPagePaths(showcaseDir);
		expect(paths.length).toBeGreaterThan(15);
		// The pages that together hold every script, stylesheet, style element and kind of element (an
		// inline style among them) of the showcase: a violation needs one of those to happen.
		const checked = pagesHoldingEveryKind(showcaseDir, paths, { resources: true });
		expect(checked.length).toBeGreaterThan(15);
		const found: string[] = [];
		// One page loads them one after another, as a reader following links would: each load is a
		// document of its own, whose violations and errors are reported while it is open.
		const opened = await open(checked[0]!);
		for (const [index, path] of checked.entries()) {
			if (index > 0) await goTo(opened, path);
			await opened.page.waitForLoadState('load');
			for (const problem of opened.errors.splice(0)) found.push(`${path}: ${problem}`);
		}
		expect(found).toEqual([]);
	});

	test('a page with code, tabs, math and a diagram: highlighted, tabs switch, the diagram is drawn in both modes', async () => {
		const opened = await open('/components/code');
		const { page } = opened;
		// Shiki's colours come from style attributes allowed by hash.
		const token = page.locator('.astro-code span[style*="--shiki-light"]').first();
		expect(await token.evaluate((element) => getComputedStyle(element).getPropertyValue('--shiki-light'))).not.toBe('');
		expect(await page.locator('.katex').count()).toBeGreaterThan(0);
		const diagram = page.locator('pre.mermaid').first();
		await diagram.scrollIntoViewIfNeeded();
		await expect.poll(() => diagram.getAttribute('data-mermaid-theme'), { timeout: 20_000 }).toBe('default');
		expect(await diagram.locator('svg').count()).toBe(1);
		await page.locator('button[data-mode-toggle]').click();
		await expect.poll(() => diagram.getAttribute('data-mermaid-theme'), { timeout: 20_000 }).toBe('dark');
		expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
		const tabs = page.getByRole('tab');
		if ((await tabs.count()) > 1) {
			await tabs.nth(1).click();
			expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true');
		}
		expectClean(opened);
	});

	test('tabs switch on the tabs page', async () => {
		const opened = await open('/components/tabs');
		const tab = opened.page.getByRole('tab').nth(1);
		await tab.click();
		expect(await tab.getAttribute('aria-selected')).toBe('true');
		expectClean(opened);
	});

	test('the mode toggle and the search dialog work', async () => {
		const opened = await open('/quickstart');
		const { page } = opened;
		const before = await page.evaluate(() => document.documentElement.dataset.theme);
		await page.locator('button[data-mode-toggle]').click();
		expect(await page.evaluate(() => document.documentElement.dataset.theme)).not.toBe(before);
		await page.locator('[data-search-open]').click();
		await page.getByRole('combobox', { name: 'Search the docs' }).fill('water');
		await expect.poll(() => page.locator('[data-search-results]').getAttribute('data-query'), { timeout: 15_000 }).toBe('water');
		expect(await page.getByRole('listbox', { name: 'Search results' }).getByRole('option').count()).toBeGreaterThan(0);
		expectClean(opened);
	});

	test('the API page sends a test delivery from its playground', async () => {
		receiver.bodies.length = 0;
		const opened = await open('/api-reference/plants/new-plant');
		const { page } = opened;
		const playground = page.locator('section[data-playground]');
		await playground.waitFor({ state: 'visible' });
		await playground.locator('[name="receiver"]').fill(`${receiver.url}/plant/webhook`);
		await playground.getByRole('button', { name: 'Send to receiver' }).click();
		await playground.locator('.playground-status').waitFor();
		expect((await playground.locator('.playground-status').innerText()).trim()).toMatch(/^200 OK/);
		expect(receiver.bodies).toHaveLength(1);
		expectClean(opened);
	});
});
