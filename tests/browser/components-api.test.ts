import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { collectPageErrors, desktop, freshPage, phone, usePagesOf, useServedBuild } from './helpers.ts';
import { recordCopies } from './clipboard.ts';
import { axeViolationsInBothModes } from './axe.ts';
import { axeCheckedOpen } from './axe-pages.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';

/**
 * The API and code components of the showcase in a real browser: tabs (click and keyboard),
 * code groups, copy buttons, expandables, code colours following the mode, Mermaid diagrams,
 * math, the examples column; axe in both modes and nothing wider than a phone.
 */

const showcase = useServedBuild(fixtureBuilds.showcase);
const pages = axeCheckedOpen.api;

const { context: newPageContext, open } = usePagesOf(showcase);

const toggleMode = (page: Page) => page.locator('button[data-mode-toggle]').first().click();
const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

describe('Tabs', () => {
	test('the tab bar shows, one panel at a time, and a click selects a tab', async () => {
		const page = await open('/components/tabs');
		const set = page.locator('.tab-set').first();
		const tabs = set.locator(':scope > .tab-bar [role="tab"]');
		expect(await tabs.allTextContents()).toEqual(['Node.js', 'Python', 'Any language']);
		expect(await set.locator(':scope > .tab-bar').isVisible()).toBe(true);
		const panels = set.locator(':scope > .tab-panels > [role="tabpanel"]');
		expect(await panels.count()).toBe(3);
		// The titles that stand in for the tabs without JavaScript are hidden now.
		expect(await panels.first().locator('.tab-panel-title').isVisible()).toBe(false);
		expect(await panels.nth(0).isVisible()).toBe(true);
		expect(await panels.nth(1).isVisible()).toBe(false);

		await tabs.nth(1).click();
		expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true');
		expect(await tabs.nth(0).getAttribute('aria-selected')).toBe('false');
		expect(await panels.nth(0).isVisible()).toBe(false);
		expect(await panels.nth(1).isVisible()).toBe(true);
		expect(await panels.nth(1).textContent()).toContain('request.get_json()');
	});

	test('tabs and panels are wired as WAI-ARIA tabs', async () => {
		const page = await open('/components/tabs');
		const tabs = page.locator('.tab-set').first().locator(':scope > .tab-bar [role="tab"]');
		for (let index = 0; index < 3; index++) {
			const tab = tabs.nth(index);
			const panelId = (await tab.getAttribute('aria-controls'))!;
			const panel = page.locator(`[id="${panelId}"]`);
			expect(await panel.getAttribute('role')).toBe('tabpanel');
			expect(await panel.getAttribute('aria-labelledby')).toBe(await tab.getAttribute('id'));
		}
		// The accessible name of the panel shown is its tab's title.
		expect(await page.getByRole('tabpanel', { name: 'Node.js' }).isVisible()).toBe(true);
	});

	test('arrow keys move between tabs and select them; Home and End go to the ends', async () => {
		const page = await open('/components/tabs');
		const tabs = page.locator('.tab-set').first().locator(':scope > .tab-bar [role="tab"]');
		const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
		const selected = async () =>
			(
				await tabs.evaluateAll((list) =>
					list.filter((tab) => tab.getAttribute('aria-selected') === 'true').map((tab) => tab.textContent?.trim()),
				)
			)[0];

		await tabs.first().focus();
		await page.keyboard.press('ArrowRight');
		expect(await focused()).toBe('Python');
		expect(await selected()).toBe('Python');
		expect(await tabs.nth(1).getAttribute('tabindex')).toBe('0');
		expect(await tabs.nth(0).getAttribute('tabindex')).toBe('-1');
		await page.keyboard.press('ArrowRight');
		await page.keyboard.press('ArrowRight');
		expect(await selected(), 'wraps from the last to the first').toBe('Node.js');
		await page.keyboard.press('ArrowLeft');
		expect(await selected(), 'wraps from the first to the last').toBe('Any language');
		await page.keyboard.press('Home');
		expect(await focused()).toBe('Node.js');
		await page.keyboard.press('End');
		expect(await focused()).toBe('Any language');
		expect(await selected()).toBe('Any language');
		// Tab leaves the tab list for the panel shown.
		await page.keyboard.press('Tab');
		expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tabpanel');
	});

	test('without JavaScript, every panel shows in order under its title', async () => {
		const page = await open('/components/tabs', { javaScriptEnabled: false });
		const set = page.locator('.tab-set').first();
		expect(await set.locator(':scope > .tab-bar').isVisible()).toBe(false);
		const titles = set.locator(':scope > .tab-panels > .tab-panel > .tab-panel-title');
		expect(await titles.allTextContents()).toEqual(['Node.js', 'Python', 'Any language']);
		for (const title of await titles.all()) expect(await title.isVisible()).toBe(true);
		expect(await page.getByText('Whatever your stack').isVisible()).toBe(true);
	});
});

describe('code', () => {
	test('a code group switches blocks with its tabs', async () => {
		const page = await open('/components/code');
		const group = page.locator('.code-group');
		const tabs = group.getByRole('tab');
		expect(await tabs.allTextContents()).toEqual(['cURL', 'Python', 'JavaScript']);
		const shown = () => group.locator('.code-block:visible').getAttribute('data-title');
		expect(await shown()).toBe('cURL');
		await tabs.nth(2).click();
		expect(await shown()).toBe('JavaScript');
		await tabs.nth(2).press('ArrowLeft');
		expect(await shown()).toBe('Python');
		expect(await group.getByRole('tabpanel').textContent()).toContain('requests.post(');
	});

	test('the copy button copies the code of its block and announces it', async () => {
		const page = await open('/components/code');
		const clipboard = await recordCopies(page, showcase.url);
		const block = page.locator('div.code-block[data-title="server.js"]');
		await block.hover();
		const button = block.getByRole('button', { name: 'Copy code' });
		await expect.poll(() => button.isVisible(), { message: 'the button shows on hover' }).toBe(true);
		// The check mark and the announcement last two seconds: record them as they happen, so that
		// a slow machine reading them late still sees them.
		await page.evaluate(() => {
			const seen = { announced: [] as string[], marked: false };
			Object.assign(window, { seen });
			new MutationObserver(() => {
				for (const region of document.querySelectorAll('[role="status"]')) {
					const text = region.textContent?.trim() ?? '';
					if (text && !seen.announced.includes(text)) seen.announced.push(text);
				}
				seen.marked ||= document.querySelector('div.code-block[data-title="server.js"] button[data-copied]') !== null;
			}).observe(document.body, {
				subtree: true,
				childList: true,
				characterData: true,
				attributes: true,
				attributeFilter: ['data-copied'],
			});
		});
		const seen = () => page.evaluate(() => (window as unknown as { seen: { announced: string[]; marked: boolean } }).seen);
		await button.click();
		// The clipboard is written asynchronously after the click.
		await expect.poll(clipboard.lastText).toBe('app.listen(3000, () => console.log("Listening on :3000"));');
		await expect.poll(async () => (await seen()).marked, { message: 'the button shows its check mark' }).toBe(true);
		await expect.poll(async () => (await seen()).announced, { message: 'what the live region announced' }).toEqual(['Copied']);
	});

	test('twoslash: a name shows its type on hover and on keyboard focus; the copy holds the code alone', async () => {
		const page = await open('/components/code');
		const clipboard = await recordCopies(page, showcase.url);
		const block = page.locator('div.code-block[data-title="plants.ts"]');
		// The name's element holds its popup, then the name: found by the type its popup shows.
		const name = block
			.locator('.twoslash-hover')
			.filter({ has: page.locator(':scope > .twoslash-popup-container', { hasText: /^function placeFor/ }) })
			.last();
		const popup = name.locator('.twoslash-popup-container');
		expect(await popup.isVisible()).toBe(false);
		await name.hover();
		await expect.poll(() => popup.isVisible(), { message: 'hovered, the type shows' }).toBe(true);
		expect(await popup.textContent()).toBe('function placeFor(plant: string, light: Light): string');
		await page.mouse.move(0, 0);
		await expect.poll(() => popup.isVisible(), { message: 'left, it hides' }).toBe(false);
		// By keyboard: the block, then its first name, and so on; Tab reaches the popup of each.
		await block.locator('pre').focus();
		await page.keyboard.press('Tab');
		const first = block.locator('.twoslash-hover').first();
		expect(await first.evaluate((element) => element === document.activeElement)).toBe(true);
		await expect.poll(() => first.locator('.twoslash-popup-container').isVisible()).toBe(true);
		expect(await first.locator('.twoslash-popup-container').getAttribute('role')).toBe('tooltip');
		await block.hover();
		await block.getByRole('button', { name: 'Copy code' }).click();
		await expect.poll(clipboard.lastText).toMatch(/^type Light = "shade"/);
		expect(await clipboard.lastText()).toBe(
			[
				'type Light = "shade" | "partial" | "full";',
				'',
				'function placeFor(plant: string, light: Light) {',
				'  return `${plant} goes in ${light} light`;',
				'}',
				'',
				'const spot = placeFor("Monstera", "partial");',
			].join('\n'),
		);
	});

	test('in a code group, the copy button copies the block shown', async () => {
		const page = await open('/components/code');
		const clipboard = await recordCopies(page, showcase.url);
		const group = page.locator('.code-group');
		await group.getByRole('tab', { name: 'Python' }).click();
		await group.locator('.tab-bar').getByRole('button', { name: 'Copy code' }).click();
		await expect.poll(clipboard.lastText).toMatch(/^import os/);
		const copied = (await clipboard.lastText())!;
		expect(copied.startsWith('import os\nimport requests\n')).toBe(true);
		expect(copied).toContain('print(response.status_code)  # 200');
		// Lines end with a newline each, without the block's own extra one.
		expect(copied.endsWith('\n')).toBe(false);
	});

	test('code block options: an expandable block folds and unfolds, focus reveals the dimmed lines, nocopy has no button, and copies leave out the notation', async () => {
		const page = await open('/components/code');
		const clipboard = await recordCopies(page, showcase.url);

		// expandable: folded once the script runs; the button unfolds it, by click and by key, and folds it again.
		const long = page.locator('.code-block[data-expandable]');
		const expand = long.getByRole('button', { name: 'Expand' });
		await expect.poll(() => expand.isVisible(), { message: 'the expand button shows' }).toBe(true);
		const pre = long.locator('pre');
		const folded = () => pre.evaluate((element) => element.clientHeight < element.scrollHeight);
		expect(await folded()).toBe(true);
		expect(await expand.getAttribute('aria-expanded')).toBe('false');
		await expand.click();
		const collapse = long.getByRole('button', { name: 'Collapse' });
		expect(await collapse.getAttribute('aria-expanded')).toBe('true');
		expect(await folded()).toBe(false);
		await collapse.focus();
		await page.keyboard.press('Enter');
		expect(await long.getByRole('button', { name: 'Expand' }).getAttribute('aria-expanded')).toBe('false');
		expect(await folded()).toBe(true);

		// focus: the other lines are dimmed until the block is hovered, or reached with the keyboard.
		const focusBlock = page.locator('.code-block:has(pre.has-focused)');
		const dimmed = focusBlock.locator('.line:not(.focused)').first();
		const opacity = () => dimmed.evaluate((line) => getComputedStyle(line).opacity);
		expect(await opacity()).toBe('0.5');
		await focusBlock.hover();
		await expect.poll(opacity, { message: 'hovered, every line shows' }).toBe('1');
		await page.mouse.move(0, 0);
		await expect.poll(opacity, { message: 'left, the lines are dimmed again' }).toBe('0.5');
		// Tab from the heading's anchor reaches the block, then its copy button, then leaves it.
		await page.locator('#focused-lines').locator('xpath=..').locator('a.heading-anchor').focus();
		await page.keyboard.press('Tab');
		expect(await focusBlock.locator('pre').evaluate((element) => element === document.activeElement)).toBe(true);
		await expect.poll(opacity, { message: 'focused, every line shows' }).toBe('1');
		await page.keyboard.press('Tab');
		await page.keyboard.press('Tab');
		expect(await focusBlock.evaluate((block) => block.contains(document.activeElement))).toBe(false);
		await expect.poll(opacity, { message: 'the focus gone, the lines are dimmed again' }).toBe('0.5');

		// nocopy: no copy button, where the other blocks show theirs once the script has run.
		await page.locator('.code-block[data-title="server.js"]').hover();
		await expect.poll(() => page.locator('.code-block[data-title="server.js"] .code-copy').isVisible()).toBe(true);
		const noCopy = page.locator('.code-block[data-nocopy]');
		expect(await noCopy.count()).toBe(2);
		for (const block of await noCopy.all()) {
			await block.hover();
			expect(await block.getByRole('button', { name: 'Copy code' }).count()).toBe(0);
		}

		// The copy of a diff is the code after it: no notation comments, no removed lines.
		const copied = async (block: Locator) => {
			await block.hover();
			await block.getByRole('button', { name: 'Copy code' }).click();
			await expect.poll(clipboard.lastText).toBeDefined();
			return clipboard.lastText();
		};
		await clipboard.forget();
		expect(await copied(page.locator('.code-block:has(.diff)').first())).toBe(
			'const expected = `Bearer ${process.env.PLANT_STORE_TOKEN}`;',
		);
		await clipboard.forget();
		expect(await copied(page.locator('.code-block[data-language="python"]:has(.diff)'))).toBe(
			[
				'@app.post("/plant/webhook")',
				'def new_plant():',
				'    plant = request.get_json()',
				'    print(plant["name"])',
				'    return "", 200',
			].join('\n'),
		);
	});

	test('highlighted lines are marked, and the token colours follow the mode toggle', async () => {
		const page = await open('/components/code', { colorScheme: 'light' });
		const highlighted = page.locator('.code-block[data-title="receiver.js"] .line.highlighted');
		expect(await highlighted.count()).toBe(3);
		expect(await highlighted.first().evaluate((line) => getComputedStyle(line).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
		const keyword = page.locator('.code-block[data-title="server.js"] pre span[style*="--shiki"]').first();
		const pre = page.locator('.code-block[data-title="server.js"] pre');
		const colours = () =>
			Promise.all([
				keyword.evaluate((span) => getComputedStyle(span).color),
				pre.evaluate((element) => getComputedStyle(element).backgroundColor),
			]);
		const light = await colours();
		const lightVariables = await keyword.evaluate((span) => span.style.getPropertyValue('--shiki-light'));
		await toggleMode(page);
		expect(await theme(page)).toBe('dark');
		const dark = await colours();
		expect(dark[0]).not.toBe(light[0]);
		expect(dark[1]).not.toBe(light[1]);
		expect(dark[1]).toBe('rgb(13, 17, 23)');
		expect(light[1]).toBe('rgb(255, 255, 255)');
		expect(lightVariables).toMatch(/^#[0-9A-F]{6}$/i);
		await toggleMode(page);
		expect(await colours()).toEqual(light);
	});

	test('a Mermaid diagram is drawn as SVG, and drawn again in the other mode', async () => {
		const page = await open('/components/code', { colorScheme: 'light' });
		// Mermaid comes from the site itself: no request leaves it (but the top bar's GitHub star count).
		const elsewhere: string[] = [];
		page.on('request', (request) => {
			const url = new URL(request.url());
			if (url.hostname !== '127.0.0.1' && url.hostname !== 'api.github.com') elsewhere.push(url.href);
		});
		const mermaidChunks: string[] = [];
		page.on('response', (response) => {
			if (/\/_trellis\/mermaid-[\d.]+\/mermaid\.esm\.min\.mjs$/.test(response.url())) mermaidChunks.push(response.url());
		});
		const diagram = page.locator('pre.mermaid').first();
		await diagram.scrollIntoViewIfNeeded();
		await expect.poll(() => diagram.locator('svg').count(), { timeout: 20_000 }).toBe(1);
		expect(await diagram.getAttribute('data-mermaid-theme')).toBe('default');
		expect(await diagram.locator('svg').textContent()).toContain('POST /plant/webhook');
		await toggleMode(page);
		await expect.poll(() => diagram.getAttribute('data-mermaid-theme'), { timeout: 20_000 }).toBe('dark');
		expect(await diagram.locator('svg').count()).toBe(1);
		expect(mermaidChunks).toHaveLength(1);
		expect(elsewhere).toEqual([]);
	});

	test('a tall diagram has zoom, move and reset buttons in the corner its placement names; a small one has none', async () => {
		const page = await open('/components/code', { colorScheme: 'light' });
		const [tall, small] = [page.locator('pre.mermaid').first(), page.locator('pre.mermaid').nth(1)];
		await tall.scrollIntoViewIfNeeded();
		const controls = tall.getByRole('group', { name: 'Diagram view' });
		await controls.waitFor();
		const transform = () => tall.locator('svg').evaluate((svg) => (svg as SVGElement).style.transform);
		await controls.getByRole('button', { name: 'Zoom in' }).click();
		await controls.getByRole('button', { name: 'Move right' }).click();
		expect(await transform()).toBe('translate(50px, 0px) scale(1.25)');
		// From the keyboard too.
		await controls.getByRole('button', { name: 'Reset view' }).focus();
		await page.keyboard.press('Enter');
		expect(await transform()).toBe('translate(0px, 0px) scale(1)');
		// top-left: the buttons sit in the diagram's top left corner.
		const [frame, group] = [(await tall.boundingBox())!, (await controls.boundingBox())!];
		expect([group.x - frame.x < 20, group.y - frame.y < 20]).toEqual([true, true]);
		await small.scrollIntoViewIfNeeded();
		await expect.poll(() => small.locator('svg').count(), { timeout: 20_000 }).toBe(1);
		expect(await small.getByRole('group', { name: 'Diagram view' }).count()).toBe(0);
	});

	test('a page without a diagram does not load Mermaid', async () => {
		const loaded: string[] = [];
		const page = await freshPage(await newPageContext(), showcase.url);
		const errors = collectPageErrors(page);
		page.on('response', (response) => {
			if (response.url().includes('mermaid')) loaded.push(response.url());
		});
		await page.goto(`${showcase.url}/components/tabs`);
		// The page's script has looked for diagrams, found none, and so set up nothing that loads Mermaid.
		await page.locator('html[data-mermaid="none"]').waitFor({ state: 'attached' });
		await page.mouse.wheel(0, 3000);
		await page.evaluate(() => new Promise((resolveFrame) => requestAnimationFrame(() => requestAnimationFrame(resolveFrame))));
		expect(loaded).toEqual([]);
		expect(errors).toEqual([]);
	});

	test('without JavaScript, the diagram is its readable source', async () => {
		const page = await open('/components/code', { javaScriptEnabled: false });
		const diagram = page.locator('pre.mermaid').first();
		expect(await diagram.locator('svg').count()).toBe(0);
		expect(await diagram.textContent()).toContain('sequenceDiagram');
	});

	test('math is KaTeX markup, drawn with the KaTeX fonts', async () => {
		const page = await open('/components/code');
		const display = page.locator('.math-display .katex-display');
		await display.scrollIntoViewIfNeeded();
		expect(await display.locator('.katex-html').isVisible()).toBe(true);
		expect(await display.locator('math annotation').textContent()).toContain('t_n = \\min');
		// The MathML copy is there for assistive technology, visually hidden by KaTeX's stylesheet.
		expect(await display.locator('.katex-mathml').evaluate((element) => element.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
		expect(await page.locator('.math-inline .katex').count()).toBeGreaterThan(3);
		await page.evaluate(() => document.fonts.ready);
		expect(await page.evaluate(() => document.fonts.check('16px KaTeX_Main'))).toBe(true);
		expect(
			await display
				.locator('.mord')
				.first()
				.evaluate((element) => getComputedStyle(element).fontFamily),
		).toContain('KaTeX');
	});
});

describe('Expandable', () => {
	test('opens and closes, its label switching between Show and Hide', async () => {
		const page = await open('/components/fields');
		const plant = page.locator('#param-plant');
		const summary = plant.locator('summary').first();
		const nested = page.locator('#param-id-1');
		expect(await summary.innerText()).toBe('Show plant fields');
		expect(await nested.isVisible()).toBe(false);
		await summary.click();
		expect(await summary.innerText()).toBe('Hide plant fields');
		expect(await nested.isVisible()).toBe(true);
		// The second level is closed too, under the default title.
		const care = page.locator('#param-care');
		const inner = care.locator('summary').first();
		expect(await inner.innerText()).toBe('Show properties');
		await inner.press('Enter');
		expect(await inner.innerText()).toBe('Hide properties');
		expect(await page.locator('#param-watering').isVisible()).toBe(true);
		await summary.click();
		expect(await summary.innerText()).toBe('Show plant fields');
		expect(await nested.isVisible()).toBe(false);
	});

	test('the summary is named by the label shown', async () => {
		const page = await open('/components/fields');
		const open_ = page.locator('#param-links summary');
		expect(await open_.innerText()).toBe('Hide links');
		expect(await page.locator('#param-self').isVisible()).toBe(true);
		const snapshot = await page.locator('#param-plant').ariaSnapshot();
		expect(snapshot).toContain('Show plant fields');
		expect(snapshot).not.toContain('Hide plant fields');
	});

	test('a field link scrolls to the field', async () => {
		const page = await open('/components/fields');
		await page.locator('#param-name').hover();
		await page.locator('#param-name a.field-anchor').click();
		expect(new URL(page.url()).hash).toBe('#param-name');
		const box = (await page.locator('#param-name').boundingBox())!;
		expect(box.y).toBeGreaterThan(0);
		expect(box.y).toBeLessThan(page.viewportSize()!.height / 2);
	});
});

describe('RequestExample and ResponseExample', () => {
	test('on a wide screen, form a sticky column right of the page, in place of the table of contents', async () => {
		const page = await open('/components/examples', desktop);
		expect(await page.locator('.page-toc').count()).toBe(0);
		const body = (await page.locator('.page-body').boundingBox())!;
		const examples = page.locator('.page-examples');
		const column = (await examples.boundingBox())!;
		expect(column.x).toBeGreaterThanOrEqual(body.x + body.width);
		expect(column.y).toBeLessThan(body.y + 200);
		expect(await examples.getByRole('tab').allTextContents()).toEqual(['cURL', 'Python', 'JavaScript', '200', '401']);
		await page.mouse.wheel(0, 1200);
		await expect.poll(async () => (await examples.boundingBox())!.y).toBeLessThan(150);
		expect(await examples.isVisible()).toBe(true);
	});

	test('on a narrow screen, come after the page', async () => {
		const page = await open('/components/examples', phone);
		const body = (await page.locator('.page-body').boundingBox())!;
		const examples = (await page.locator('.page-examples').boundingBox())!;
		expect(examples.y).toBeGreaterThanOrEqual(body.y + body.height);
		expect(examples.x).toBeLessThan(20);
	});
});

describe('accessibility', () => {
	test.each(pages)('%s has no axe violations in either mode, scripts run and everything open', async (path) => {
		const page = await open(path, { colorScheme: 'light' });
		// Open every expandable, draw the diagrams, show the copy buttons and the lines out of focus: the state a reader reaches.
		const reach = async (mode: 'light' | 'dark') => {
			await page.evaluate(() => document.querySelectorAll('details').forEach((details) => (details.open = true)));
			for (const diagram of await page.locator('pre.mermaid').all()) {
				await diagram.scrollIntoViewIfNeeded();
				// Drawn in the mode's theme: a switch draws it again.
				await expect.poll(() => diagram.getAttribute('data-mermaid-theme'), { timeout: 20_000 }).toBe(mode === 'dark' ? 'dark' : 'default');
				expect(await diagram.locator('svg').count()).toBe(1);
			}
			await page.evaluate(() =>
				document.querySelectorAll<HTMLElement>('.code-copy').forEach((button) => button.style.setProperty('opacity', '1')),
			);
			// The lines out of focus, as the reader who hovers the block sees them: at once, not through
			// their 0.2 s transition, which axe would otherwise measure halfway.
			await page.evaluate(() =>
				document.querySelectorAll<HTMLElement>('pre.has-focused .line').forEach((line) => {
					line.style.setProperty('transition', 'none');
					line.style.setProperty('opacity', '1');
					line.style.setProperty('filter', 'none');
				}),
			);
		};
		expect(await axeViolationsInBothModes(page, reach)).toEqual({ light: [], dark: [] });
	});
});

describe('narrow screens (390 px)', () => {
	test.each(pages)('%s overflows nothing sideways', async (path) => {
		const page = await open(path, phone);
		await page.evaluate(() => document.querySelectorAll('details').forEach((details) => (details.open = true)));
		for (const diagram of await page.locator('pre.mermaid').all()) {
			await diagram.scrollIntoViewIfNeeded();
			await expect.poll(() => diagram.locator('svg').count(), { timeout: 20_000 }).toBe(1);
		}
		// Elements sticking out of the window, except inside boxes that scroll or clip (code, tables, formulas).
		const outside = await page.evaluate(() => {
			const width = document.documentElement.clientWidth;
			const clipped = (element: Element) => {
				for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
					if (getComputedStyle(parent).overflowX !== 'visible') return true;
				}
				return false;
			};
			return [...document.querySelectorAll('main *')]
				.filter((element) => {
					const box = element.getBoundingClientRect();
					return box.width > 1 && box.right > width + 0.5 && !clipped(element);
				})
				.map(
					(element) =>
						`${element.tagName.toLowerCase()}.${[...element.classList].join('.')} right=${Math.round(element.getBoundingClientRect().right)}`,
				);
		});
		expect(outside).toEqual([]);
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
	});
});
