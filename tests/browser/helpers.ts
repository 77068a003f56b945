import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { sharedBrowser } from '../support/browser.ts';
import { startDevServer, type DevServer } from '../support/dev-server.ts';
import type { BuildRequest } from '../support/run-service/protocol.ts';
import { sharedBuild } from '../support/shared-build.ts';
import { serveStatic, type StaticServer } from '../support/static-server.ts';

/** A desktop window wide enough for the sidebar and the table of contents (shown above 80rem). */
export const desktop: BrowserContextOptions = { viewport: { width: 1440, height: 900 } };

/** A phone-sized window (iPhone 12 to 15). */
export const phone: BrowserContextOptions = { viewport: { width: 390, height: 844 } };

/**
 * A fresh, isolated browser context (own localStorage). It never touches the network: the run's
 * browser resolves no host but the loopback (tests/support/browser.ts).
 */
export async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
	return browser.newContext({ ...desktop, ...options });
}

/** The console's line for a request to another host, which the run's browser cannot resolve. */
export const unresolvedHostError = 'net::ERR_NAME_NOT_RESOLVED';

/** A new page of a context; each context has its own, initially empty, storage. */
export async function freshPage(context: BrowserContext, _baseUrl: string): Promise<Page> {
	return context.newPage();
}

export async function closeContext(context: BrowserContext): Promise<void> {
	await context.close();
}

/** Collects uncaught exceptions thrown by the page's scripts. */
export function collectPageErrors(page: Page): string[] {
	const errors: string[] = [];
	page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
	return errors;
}

/** A redirect page (the home page of a site whose first page is elsewhere, or a `redirects` entry) only forwards the reader. */
function isRedirectPage(file: string): boolean {
	return /<meta http-equiv="refresh"/i.test(readFileSync(file, 'utf8'));
}

/** URL paths of every built page (`/introduction`, ...), found from the index.html files of the build; redirect pages left out. */
export function builtPagePaths(siteDir: string): string[] {
	const paths: string[] = [];
	const walk = (folder: string) => {
		for (const entry of readdirSync(folder, { withFileTypes: true })) {
			const full = join(folder, entry.name);
			if (entry.isDirectory()) walk(full);
			else if (entry.name === 'index.html' && !isRedirectPage(full)) {
				const folderPath = relative(siteDir, folder).split(sep).join('/');
				paths.push(folderPath === '' ? '/' : `/${folderPath}`);
			}
		}
	};
	walk(siteDir);
	return paths.sort();
}

/** The run's browser with one page of this file's, opened before a file's tests and closed after them. */
export interface BrowserSession {
	browser: Browser;
	context: BrowserContext;
	page: Page;
	/** Uncaught exceptions of the page's scripts. */
	errors: string[];
}

/** Registers the hooks that open a session for the tests of the calling file. */
export function useBrowserSession(options: BrowserContextOptions = {}): BrowserSession {
	const session = {} as BrowserSession;
	beforeAll(async () => {
		session.browser = await sharedBrowser();
		session.context = await newContext(session.browser, options);
		session.page = await session.context.newPage();
		session.errors = collectPageErrors(session.page);
	});
	afterAll(async () => {
		await session.context?.close();
		await session.browser?.close();
	});
	return session;
}

/**
 * Presses the search shortcut once the page's search script has set up its listeners (it marks
 * the search box `data-search-ready`), then waits for the dialog to be open. A press before the
 * script has run is lost, which made searches fail on a loaded machine.
 */
export async function openSearchWithShortcut(page: Page, shortcut: 'Control+k' | 'Meta+k' = 'Control+k'): Promise<void> {
	await searchReady(page);
	await page.keyboard.press(shortcut);
	await searchOpened(page);
}

/**
 * Opens the search with the shortcut unless this document has it open already: the shortcut
 * also closes it. For a test that asks again after a reload, which may have come while it asked
 * and left the dialog open on the new document.
 */
export async function keepSearchOpen(page: Page): Promise<void> {
	await searchReady(page);
	if (!(await openSearchDialog(page).isVisible())) await page.keyboard.press('Control+k');
	await searchOpened(page);
}

const openSearchDialog = (page: Page): Locator => page.locator('[data-search-dialog][open]');

async function searchOpened(page: Page): Promise<void> {
	await openSearchDialog(page).waitFor({ state: 'visible', timeout: 60_000 });
}

/** Resolves once the page's search script has set up its listeners. */
export async function searchReady(page: Page): Promise<void> {
	await page.locator('[data-search][data-search-ready]').waitFor({ state: 'attached', timeout: 60_000 });
}

/** A built site served for the tests of a file; set before they run. */
export interface ServedSite {
	/** Where it is served, e.g. `http://127.0.0.1:41234`. */
	url: string;
	/** Its output folder. */
	dir: string;
}

/**
 * Serves a shared build of the run (tests/support/shared-build.ts) for the calling file's tests,
 * from a static server of the file's own. Call it before the hooks that use the site.
 */
export function useServedBuild(request: BuildRequest): ServedSite {
	const site = {} as ServedSite;
	let server: StaticServer | undefined;
	beforeAll(async () => {
		const build = await sharedBuild(request);
		if (build.exitCode !== 0) throw new Error(`the site did not build:\n${build.stdout}\n${build.stderr}`);
		server = await serveStatic(build.outDir);
		site.url = server.url;
		site.dir = build.outDir;
	});
	afterAll(async () => {
		await server?.close();
	});
	return site;
}

/** A dev server on a copy of a fixture folder, which the file's tests may edit; stopped and removed after them. */
export interface EditableDevSite {
	server: DevServer;
	docsDir: string;
	/** The output folder the server takes the last build from (its search index): empty at first. */
	outDir: string;
	/** Waits for `locator`; when it never shows, the failure tells what the server printed. */
	shows(locator: Locator, what: string): Promise<void>;
}

/** `pages`: the paths the file's tests open, served once before the tests start (see `startDevServer`). */
export function useDevServerOnCopy(fixture: string, pages: readonly string[]): EditableDevSite {
	const site = {} as EditableDevSite;
	beforeAll(async () => {
		site.docsDir = mkdtempSync(join(tmpdir(), 'trellis-dev-'));
		cpSync(fixture, site.docsDir, { recursive: true });
		site.outDir = mkdtempSync(join(tmpdir(), 'trellis-dev-out-'));
		site.server = await startDevServer({ docsDir: site.docsDir, outDir: site.outDir, warmUp: pages });
	});
	afterAll(async () => {
		await site.server?.stop();
		for (const folder of [site.docsDir, site.outDir]) if (folder) rmSync(folder, { recursive: true, force: true });
	});
	site.shows = async (locator, what) => {
		try {
			// Well within the test's timeout (60 s): a step that never comes fails with its name and the
			// server's output, not as a test that ran out of time.
			await locator.waitFor({ timeout: 20_000 });
		} catch (error) {
			throw new Error(
				`${what} did not show: ${error instanceof Error ? error.message : String(error)}\nastro dev printed:\n${site.server.output()}`,
				{ cause: error },
			);
		}
	};
	return site;
}

/** Opens `path` of a served site in a fresh context, runs `body` on the page, and checks that the page logged no error. */
export async function withServedPage(browser: Browser, site: ServedSite, path: string, body: (page: Page) => Promise<void>): Promise<void> {
	const context = await newContext(browser);
	try {
		const page = await freshPage(context, site.url);
		const errors = collectPageErrors(page);
		await page.goto(`${site.url}${path}`);
		await body(page);
		expect(errors).toEqual([]);
	} finally {
		await closeContext(context);
	}
}

/** Pages of a served site opened by a test file: each test fails when a script of a page it opened threw. */
export interface PagesOf {
	/** A new context, closed with the others at the end of the file. */
	context(options?: BrowserContextOptions): Promise<BrowserContext>;
	/** A fresh page of `context` at `path`, whose script errors are collected. */
	openIn(context: BrowserContext, path: string): Promise<Page>;
	/** `path` in a context of its own. */
	open(path: string, options?: BrowserContextOptions): Promise<Page>;
}

export function usePagesOf(site: ServedSite): PagesOf {
	let browser: Browser;
	/** Contexts opened outside a test (in a hook before them), closed after the file's tests. */
	const fileContexts: BrowserContext[] = [];
	/** Contexts the running test opened, closed when it ends: pages left open keep running their scripts. */
	let testContexts: BrowserContext[] | undefined;
	// The error lists of the test's pages: each is filled while its page runs.
	let errorLists: string[][] = [];
	beforeAll(async () => {
		browser = await sharedBrowser();
	});
	beforeEach(() => {
		testContexts = [];
	});
	afterEach(async () => {
		const opened = testContexts ?? [];
		testContexts = undefined;
		for (const context of opened) await closeContext(context);
		expect(errorLists.flat(), 'errors thrown by the page scripts').toEqual([]);
		errorLists = [];
	});
	afterAll(async () => {
		for (const context of fileContexts) await closeContext(context);
		await browser?.close();
	});
	const pages: PagesOf = {
		async context(options = {}) {
			const context = await newContext(browser, options);
			(testContexts ?? fileContexts).push(context);
			return context;
		},
		async openIn(context, path) {
			const page = await freshPage(context, site.url);
			errorLists.push(collectPageErrors(page));
			await page.goto(`${site.url}${path}`);
			return page;
		},
		async open(path, options = {}) {
			return pages.openIn(await pages.context(options), path);
		},
	};
	return pages;
}

/**
 * A switcher of the page (src/components/chrome/Switcher.astro) by its kind (`version`,
 * `language`, `product`, `dropdown`, `menu`): its button, its entries, and what its button shows.
 */
export function switcherOf(page: Page, kind: string) {
	const root = page.locator(`details.switcher-${kind}`).filter({ visible: true }).first();
	const entries = root.locator('.switcher-list a').filter({ visible: true });
	return {
		root,
		button: root.locator('summary'),
		/** The entry whose name (its first text) is `name`. */
		entry: (name: string) =>
			entries
				.filter({ has: page.locator('.switcher-name', { hasText: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }) })
				.first(),
		/** The entries shown: each name, with its tag in brackets. */
		names: () =>
			entries.evaluateAll((links) =>
				links.map((link) => {
					const name = link.querySelector('.switcher-name');
					const tag = name?.querySelector('.switcher-tag')?.textContent;
					return `${name?.firstChild?.textContent?.trim() ?? ''}${tag ? ` (${tag})` : ''}`;
				}),
			),
		/** The name its button shows. */
		chosen: () => root.locator('.switcher-chosen-name').filter({ visible: true }).first().textContent(),
		isOpen: () => root.evaluate((details) => (details as HTMLDetailsElement).open),
	};
}

/** Opens a switcher with the mouse and clicks the entry named `name`. */
export async function chooseFromSwitcher(page: Page, kind: string, name: string): Promise<void> {
	const switcher = switcherOf(page, kind);
	await switcher.button.click();
	await switcher.entry(name).click();
}
