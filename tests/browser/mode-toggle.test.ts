import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { sharedBrowser } from '../support/browser.ts';
import { closeContext, collectPageErrors, freshPage, newContext, useServedBuild } from './helpers.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';

const showcase = useServedBuild(fixtureBuilds.showcase);
let browser: Browser;

beforeAll(async () => {
	browser = await sharedBrowser();
});

afterAll(async () => {
	await browser?.close();
});

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const toggle = (page: Page) => page.locator('button[data-mode-toggle]');

/** Opens a page in a fresh context and returns it with the context's clean-up. */
async function open(path: string, options: BrowserContextOptions = {}, initScripts: string[] = []) {
	const context = await newContext(browser, options);
	for (const script of initScripts) await context.addInitScript(script);
	const page = await freshPage(context, showcase.url);
	const errors = collectPageErrors(page);
	await page.goto(`${showcase.url}${path}`);
	return { context, page, errors };
}

/**
 * Runs before any script of the page. Records, in order, every change of html[data-theme] (with its
 * previous value) and the moment <body> is inserted. Mutation records keep their order, so the value
 * of data-theme at the instant <body> appeared can be computed exactly afterwards, even though the
 * observer's callback itself runs later (at the next microtask checkpoint).
 */
const recordThemeAtBody = `(() => {
	const log = [];
	window.__themeLog = log;
	new MutationObserver((records) => {
		for (const record of records) {
			if (record.type === 'attributes' && record.target === document.documentElement) {
				log.push({ kind: 'theme', oldValue: record.oldValue });
			} else if (record.type === 'childList') {
				for (const node of record.addedNodes) if (node.nodeName === 'BODY') log.push({ kind: 'body' });
			}
		}
	}).observe(document, { childList: true, subtree: true, attributes: true, attributeOldValue: true, attributeFilter: ['data-theme'] });
})();`;

/** The value html[data-theme] had when <body> was created, from the log of recordThemeAtBody. */
function themeWhenBodyAppeared(page: Page): Promise<string | null | undefined> {
	return page.evaluate(() => {
		const log = (window as unknown as { __themeLog: { kind: string; oldValue?: string | null }[] }).__themeLog;
		const bodyIndex = log.findIndex((entry) => entry.kind === 'body');
		if (bodyIndex < 0) return undefined;
		const nextChange = log.slice(bodyIndex + 1).find((entry) => entry.kind === 'theme');
		return nextChange ? nextChange.oldValue : document.documentElement.getAttribute('data-theme');
	});
}

/** A stored choice of dark mode, in place before any script of each page runs. */
const storeDark = `try { localStorage.setItem('trellis-mode', 'dark'); } catch {}`;

describe('mode toggle', () => {
	test('switches html[data-theme] between light and dark and changes the background', async () => {
		const { context, page, errors } = await open('/introduction', { colorScheme: 'light' });
		try {
			expect(await theme(page)).toBe('light');
			const lightBackground = await bodyBackground(page);
			expect(lightBackground).toBe('rgb(255, 255, 255)');

			const button = page.getByRole('button', { name: 'Switch to dark mode' });
			await button.click();
			expect(await theme(page)).toBe('dark');
			const darkBackground = await bodyBackground(page);
			expect(darkBackground).not.toBe(lightBackground);
			expect(darkBackground).toBe('rgb(11, 20, 16)');

			await page.getByRole('button', { name: 'Switch to light mode' }).click();
			expect(await theme(page)).toBe('light');
			expect(await bodyBackground(page)).toBe(lightBackground);
			expect(errors).toEqual([]);
		} finally {
			await closeContext(context);
		}
	});

	test("the button's label names the mode it switches to", async () => {
		const { context, page } = await open('/introduction', { colorScheme: 'light' });
		try {
			await expectLabel(page, 'Switch to dark mode');
			await toggle(page).click();
			await expectLabel(page, 'Switch to light mode');
			await toggle(page).click();
			await expectLabel(page, 'Switch to dark mode');
		} finally {
			await closeContext(context);
		}
		const dark = await open('/introduction', { colorScheme: 'dark' });
		try {
			await expectLabel(dark.page, 'Switch to light mode');
		} finally {
			await closeContext(dark.context);
		}
	});

	test('the choice persists across navigation and reload', async () => {
		const { context, page } = await open('/introduction', { colorScheme: 'light' });
		try {
			await toggle(page).click();
			expect(await theme(page)).toBe('dark');
			expect(await page.evaluate(() => localStorage.getItem('trellis-mode'))).toBe('dark');

			await page
				.locator('#sidebar')
				.getByRole('link', { name: /^Authentication/ })
				.click();
			await page.waitForURL(`${showcase.url}/authentication`);
			expect(await theme(page)).toBe('dark');
			await expectLabel(page, 'Switch to light mode');
			expect(await bodyBackground(page)).toBe('rgb(11, 20, 16)');

			await page.reload();
			expect(await theme(page)).toBe('dark');

			// Back to light: light is remembered too, and wins over an OS that prefers dark.
			await toggle(page).click();
			await page.emulateMedia({ colorScheme: 'dark' });
			await page.reload();
			expect(await theme(page)).toBe('light');
			await page.goto(`${showcase.url}/quickstart`);
			expect(await theme(page)).toBe('light');
		} finally {
			await closeContext(context);
		}
	});

	test('with no stored choice the mode follows the operating system', async () => {
		for (const colorScheme of ['dark', 'light'] as const) {
			const { context, page } = await open('/introduction', { colorScheme });
			try {
				expect(await page.evaluate(() => localStorage.getItem('trellis-mode'))).toBeNull();
				expect(await theme(page), `OS prefers ${colorScheme}`).toBe(colorScheme);
			} finally {
				await closeContext(context);
			}
		}
	});

	test('no flash: a stored dark choice is applied before <body> exists', async () => {
		const { context, page } = await open('/introduction', { colorScheme: 'light' }, [storeDark, recordThemeAtBody]);
		try {
			expect(await themeWhenBodyAppeared(page)).toBe('dark');
			expect(await theme(page)).toBe('dark');
			// And on the next page, from storage alone.
			await page.goto(`${showcase.url}/guides/care-schedules`);
			expect(await themeWhenBodyAppeared(page)).toBe('dark');
		} finally {
			await closeContext(context);
		}
	});

	test('the recorder detects a flash when the mode is only applied after <body> (control)', async () => {
		// Same page with the inline head script moved to the end of <body>: the mode now arrives late.
		const context = await newContext(browser, { colorScheme: 'dark' });
		await context.addInitScript(recordThemeAtBody);
		const page = await freshPage(context, showcase.url);
		try {
			await page.route(`${showcase.url}/introduction`, async (route) => {
				const response = await route.fetch();
				const html = await response.text();
				const script = /<script>[^]*?<\/script>/.exec(html)?.[0];
				expect(script).toContain('trellis-mode');
				await route.fulfill({ response, body: html.replace(script!, '').replace('</body>', `${script}</body>`) });
			});
			await page.goto(`${showcase.url}/introduction`);
			expect(await theme(page)).toBe('dark');
			expect(await themeWhenBodyAppeared(page)).toBe('light');
		} finally {
			await closeContext(context);
		}
	});

	test('no flash: an OS preference for dark is applied before <body> exists', async () => {
		const { context, page } = await open('/introduction', { colorScheme: 'dark' }, [recordThemeAtBody]);
		try {
			expect(await themeWhenBodyAppeared(page)).toBe('dark');
			expect(await theme(page)).toBe('dark');
		} finally {
			await closeContext(context);
		}
	});

	test('an image per mode: className "block dark:hidden" and "hidden dark:block" show the one of the current mode', async () => {
		const { context, page, errors } = await open('/components/media', { colorScheme: 'light' });
		const shown = () =>
			page.evaluate(() =>
				[...document.querySelectorAll<HTMLImageElement>('.prose img[src*="care-schedule"][class*="dark:"]')]
					.filter((image) => !image.closest('figure') && image.getBoundingClientRect().height > 0)
					.map((image) => new URL(image.src).pathname),
			);
		try {
			expect(await shown()).toEqual(['/images/care-schedule.svg']);
			await toggle(page).click();
			expect(await theme(page)).toBe('dark');
			expect(await shown()).toEqual(['/images/care-schedule-dark.svg']);
			await toggle(page).click();
			expect(await shown()).toEqual(['/images/care-schedule.svg']);
			expect(errors).toEqual([]);
		} finally {
			await closeContext(context);
		}
	});

	test('the light/dark logo pair: the image shown changes with the mode', async () => {
		const { context, page, errors } = await open('/introduction', { colorScheme: 'light' });
		// The logo images a reader sees: laid out, with a size (the other one is display: none).
		const shownLogos = () =>
			page.evaluate(() =>
				[...document.querySelectorAll<HTMLImageElement>('a.logo img')]
					.filter((image) => image.getBoundingClientRect().width > 0 && getComputedStyle(image).display !== 'none')
					.map((image) => new URL(image.src).pathname),
			);
		try {
			expect(await page.locator('a.logo img').count()).toBe(2);
			expect(await shownLogos()).toEqual(['/logo/light.svg']);
			await toggle(page).click();
			expect(await theme(page)).toBe('dark');
			expect(await shownLogos()).toEqual(['/logo/dark.svg']);
			await toggle(page).click();
			expect(await shownLogos()).toEqual(['/logo/light.svg']);
			expect(errors).toEqual([]);
		} finally {
			await closeContext(context);
		}
	});

	test('a hidden toggle without a default: the operating system decides, over a stored choice, and as it changes', async () => {
		// The showcase keeps its toggle; its pages are served as a site with modeToggle {isHidden: true}
		// builds them (data-forced-mode="system", tests/build/all-properties.test.ts), toggle removed.
		const context = await newContext(browser, { colorScheme: 'light' });
		await context.addInitScript(storeDark);
		await context.route(`${showcase.url}/**`, async (route) => {
			if (route.request().resourceType() !== 'document') return route.continue();
			const response = await route.fetch();
			const html = (await response.text())
				.replace(/<html\b/, '<html data-forced-mode="system"')
				.replace(/<button[^>]*data-mode-toggle[^]*?<\/button>/, '');
			await route.fulfill({ response, body: html });
		});
		const page = await freshPage(context, showcase.url);
		const errors = collectPageErrors(page);
		try {
			await page.goto(`${showcase.url}/introduction`);
			expect(await page.evaluate(() => localStorage.getItem('trellis-mode'))).toBe('dark');
			expect(await toggle(page).count()).toBe(0);
			expect(await theme(page)).toBe('light');
			await page.emulateMedia({ colorScheme: 'dark' });
			await expect.poll(() => theme(page)).toBe('dark');
			await page.emulateMedia({ colorScheme: 'light' });
			await expect.poll(() => theme(page)).toBe('light');
			await page.goto(`${showcase.url}/quickstart`);
			expect(await theme(page)).toBe('light');
			expect(errors).toEqual([]);
		} finally {
			await closeContext(context);
		}
	});

	test('the same page with the toggle shown keeps the stored choice (control)', async () => {
		const { context, page } = await open('/introduction', { colorScheme: 'light' }, [storeDark]);
		try {
			expect(await theme(page)).toBe('dark');
			await page.emulateMedia({ colorScheme: 'light' });
			expect(await theme(page)).toBe('dark');
		} finally {
			await closeContext(context);
		}
	});

	test('the recorder sees light when light is expected (control)', async () => {
		const { context, page } = await open('/introduction', { colorScheme: 'light' }, [recordThemeAtBody]);
		try {
			expect(await themeWhenBodyAppeared(page)).toBe('light');
		} finally {
			await closeContext(context);
		}
	});
});

async function expectLabel(page: Page, label: string) {
	await expect.poll(() => toggle(page).getAttribute('aria-label')).toBe(label);
	expect(await page.getByRole('button', { name: label }).count()).toBe(1);
}
