import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { usePagesOf, useServedBuild } from './helpers.ts';
import { recordCopies } from './clipboard.ts';
import { axeViolationsInBothModes } from './axe.ts';
import { axeCheckedOpen } from './axe-pages.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';

/**
 * The interactive components of the showcase in a real browser: the file tree folded with the
 * mouse and the keyboard, views switched, synced across the page and remembered, the prompt's
 * copy button; axe in both modes.
 */

const showcase = useServedBuild(fixtureBuilds.showcase);
const pages = axeCheckedOpen.interactive;

const { context: newPageContext, openIn, open } = usePagesOf(showcase);

describe('Tree', () => {
	/** The item named `name` (its comment, if any, follows in its name). */
	const item = (page: Page, name: string) =>
		page.getByRole('treeitem', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?: |$)`) });
	const expanded = (page: Page) =>
		page
			.getByRole('tree', { name: 'File tree' })
			.getByRole('treeitem')
			.evaluateAll((items) =>
				items
					.filter((item) => item.hasAttribute('aria-expanded'))
					.map((item) => `${item.closest('li')?.dataset.name}: ${item.getAttribute('aria-expanded')}`),
			);
	const focused = (page: Page) => page.evaluate(() => document.activeElement?.closest('li')?.dataset.name);
	const visibleNames = (page: Page) =>
		page
			.getByRole('tree')
			.getByRole('treeitem')
			.evaluateAll((items) =>
				items.filter((item) => (item as HTMLElement).offsetParent !== null).map((item) => item.closest('li')?.dataset.name),
			);

	test('is an ARIA tree whose folders start as written: defaultOpen open, the others closed', async () => {
		const page = await open('/components/tree');
		expect(await expanded(page)).toEqual(['src: true', 'routes: false', 'models: false', 'public: false', 'fixtures: true']);
		expect(await visibleNames(page)).toEqual([
			'src',
			'index.ts',
			'routes',
			'models',
			'public',
			'fixtures',
			'seed.json',
			'package.json',
			'README.md',
		]);
		expect(await item(page, 'plants.ts').isVisible()).toBe(false);
		// The name of a folder is its own, not its content's.
		expect(await item(page, 'src').getAttribute('aria-owns')).toMatch(/-group-/);
	});

	test('a click folds a folder; a folder with openable={false} stays as written', async () => {
		const page = await open('/components/tree');
		await item(page, 'routes').click();
		expect(await item(page, 'plants.ts').isVisible()).toBe(true);
		await item(page, 'src').click();
		expect(await item(page, 'index.ts').isVisible()).toBe(false);
		await item(page, 'public').click();
		expect(await item(page, 'logo.svg').isVisible()).toBe(false);
		await item(page, 'fixtures').click();
		expect(await item(page, 'seed.json').isVisible()).toBe(true);
	});

	test('the keyboard moves through the items shown and folds folders', async () => {
		const page = await open('/components/tree');
		const items = page.getByRole('treeitem');
		expect(await items.evaluateAll((list) => list.filter((item) => (item as HTMLElement).tabIndex === 0).length)).toBe(1);
		await item(page, 'src').focus();
		await page.keyboard.press('ArrowDown');
		expect(await focused(page)).toBe('index.ts');
		await page.keyboard.press('ArrowDown');
		expect(await focused(page)).toBe('routes');
		await page.keyboard.press('ArrowRight');
		expect(await expanded(page)).toContain('routes: true');
		await page.keyboard.press('ArrowRight');
		expect(await focused(page), 'Right on an open folder enters it').toBe('plants.ts');
		await page.keyboard.press('ArrowLeft');
		expect(await focused(page), 'Left on a file goes to its parent').toBe('routes');
		await page.keyboard.press('ArrowLeft');
		expect(await expanded(page)).toContain('routes: false');
		await page.keyboard.press('Enter');
		expect(await expanded(page)).toContain('routes: true');
		await page.keyboard.press(' ');
		expect(await expanded(page)).toContain('routes: false');
		await page.keyboard.press('End');
		expect(await focused(page)).toBe('README.md');
		await page.keyboard.press('Home');
		expect(await focused(page)).toBe('src');
		await page.keyboard.press('Enter');
		expect(await expanded(page)).toContain('src: false');
		await page.keyboard.press('ArrowDown');
		expect(await focused(page), 'the items of a closed folder are skipped').toBe('public');
		// The item focused last is the one Tab comes back to.
		expect(await item(page, 'public').getAttribute('tabindex')).toBe('0');
		expect(await item(page, 'src').getAttribute('tabindex')).toBe('-1');
	});

	test('* opens the folders beside the current one, and typing a name goes to it', async () => {
		const page = await open('/components/tree');
		await item(page, 'index.ts').focus();
		await page.keyboard.press('*');
		expect(await expanded(page)).toEqual(['src: true', 'routes: true', 'models: true', 'public: false', 'fixtures: true']);
		await page.keyboard.type('pa');
		expect(await focused(page)).toBe('package.json');
	});
});

describe('View', () => {
	const shown = (page: Page) =>
		page
			.locator('[data-view]')
			.evaluateAll((views) => views.filter((view) => !(view as HTMLElement).hidden).map((view) => (view as HTMLElement).dataset.view));

	test('a menu of the page view titles shows the first view everywhere on the page', async () => {
		const page = await open('/components/views');
		const menu = page.getByLabel('View');
		expect(await menu.locator('option').allTextContents()).toEqual(['JavaScript', 'Python']);
		expect(await menu.inputValue()).toBe('JavaScript');
		expect(await shown(page)).toEqual(['JavaScript', 'JavaScript']);
		expect(await page.getByText('Call water() on the Python client.').isVisible()).toBe(false);
		// The icon of the view shown is beside the menu.
		expect(await page.locator('.view-menu-icon svg').count()).toBe(1);
	});

	test('choosing a view switches every view of the page, and the choice is remembered', async () => {
		const context = await newPageContext();
		const page = await openIn(context, '/components/views');
		await page.getByLabel('View').selectOption('Python');
		expect(await shown(page)).toEqual(['Python', 'Python']);
		expect(await page.getByText('Call water() on the Python client.').isVisible()).toBe(true);
		expect(await page.getByText('Call water() on the JavaScript client.').isVisible()).toBe(false);
		const next = await openIn(context, '/components/views');
		expect(await next.getByLabel('View').inputValue()).toBe('Python');
		expect(await shown(next)).toEqual(['Python', 'Python']);
	});

	test('the table of contents lists the headings of the view shown', async () => {
		const context = await newPageContext();
		const page = await openIn(context, '/components/views');
		const contents = () =>
			page
				.locator('.toc li')
				.evaluateAll((items) => items.filter((item) => !(item as HTMLElement).hidden).map((item) => item.textContent?.trim()));
		expect(await contents()).toEqual(['Create a plant', 'Water it', 'Water every plant with JavaScript']);
		await page.getByLabel('View').selectOption('Python');
		expect(await contents()).toEqual(['Create a plant', 'Water it', 'Water every plant with Python']);
	});
});

describe('Prompt', () => {
	test('the copy button copies the prompt as Markdown and announces it', async () => {
		const page = await open('/components/prompts');
		const clipboard = await recordCopies(page, showcase.url);
		const prompt = page.locator('[data-prompt]').first();
		await page.evaluate(() => {
			const seen = { announced: [] as string[] };
			Object.assign(window, { seen });
			new MutationObserver(() => {
				for (const region of document.querySelectorAll('[data-prompt-status]')) {
					const text = region.textContent?.trim() ?? '';
					if (text && !seen.announced.includes(text)) seen.announced.push(text);
				}
			}).observe(document.body, { subtree: true, childList: true, characterData: true });
		});
		await prompt.getByRole('button', { name: 'Copy prompt' }).click();
		await expect
			.poll(clipboard.lastText)
			.toBe('# Plant care assistant\n\nYou are a **botanist**. Answer questions about watering and light.');
		await expect
			.poll(() => page.evaluate(() => (window as unknown as { seen: { announced: string[] } }).seen.announced))
			.toEqual(['Copied']);
	});

	test('"Open in Cursor" is a link that carries the prompt', async () => {
		const page = await open('/components/prompts');
		const link = page.locator('[data-prompt]').nth(1).getByRole('link', { name: 'Open in Cursor' });
		const href = new URL((await link.getAttribute('href'))!);
		expect(href.origin + href.pathname).toBe('https://cursor.com/link/prompt');
		expect(href.searchParams.get('text')).toBe(
			'Write a TypeScript client for the Plant Store API with `listPlants()` and `createPlant()`.',
		);
	});
});

describe('accessibility', () => {
	test.each(pages)('%s has no WCAG 2.1 A/AA violations in either mode', async (path) => {
		const page = await open(path, { colorScheme: 'light' });
		// Every folder open, so that the whole tree is checked.
		const openEveryFolder = () =>
			page.locator('[data-tree-group][hidden]').evaluateAll((groups) =>
				groups.forEach((group) => {
					(group as HTMLElement).hidden = false;
					group.parentElement?.querySelector(':scope > .tree-row')?.setAttribute('aria-expanded', 'true');
				}),
			);
		expect(await axeViolationsInBothModes(page, openEveryFolder)).toEqual({ light: [], dark: [] });
	});
});
