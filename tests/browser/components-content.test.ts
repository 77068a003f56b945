import { beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { closeContext, desktop, freshPage, newContext, phone, useBrowserSession, useServedBuild } from './helpers.ts';
import { recordCopies } from './clipboard.ts';
import { axeViolationsInBothModes } from './axe.ts';
import { axeCheckedOpen } from './axe-pages.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';

/**
 * The content components on the showcase's pages about them, in a real browser: accordions,
 * tooltips, card links, the card grid and the changelog layout at two widths, and axe in both
 * modes with everything opened.
 */

const showcase = useServedBuild(fixtureBuilds.showcase);
const showcasePages = axeCheckedOpen.content;

const session = useBrowserSession();
let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(() => {
	({ browser, page, errors } = session);
});

const go = (path: string, on: Page = page) => on.goto(`${showcase.url}${path}`);
/** A click where a reader would click, whatever element is on top there (a link stretched over a card). */
async function clickMiddleOf(target: Locator): Promise<void> {
	await target.scrollIntoViewIfNeeded();
	const box = (await target.boundingBox())!;
	await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

const isOpen = (details: Locator) => details.evaluate((element) => (element as HTMLDetailsElement).open);

describe('accordion', () => {
	const accordion = () => page.locator('details.accordion', { hasText: 'Why does my receiver get the same plant twice?' });
	const summary = () => accordion().locator('summary');
	const content = () => accordion().locator('.accordion-content');

	test('starts closed, opens and closes with a click', async () => {
		await go('/components/accordions');
		expect(await isOpen(accordion())).toBe(false);
		expect(await content().isVisible()).toBe(false);
		await summary().click();
		expect(await isOpen(accordion())).toBe(true);
		expect(await content().isVisible()).toBe(true);
		expect(await content().innerText()).toContain('Key your records on the plant’s id');
		await summary().click();
		expect(await isOpen(accordion())).toBe(false);
		expect(await content().isVisible()).toBe(false);
	});

	test('is reached with Tab and toggled with Enter and Space', async () => {
		await go('/components/accordions');
		// Tab from the link just before it, in the page's introduction... the first focusable after the heading.
		await page.locator('#a-single-accordion').evaluate((heading) => {
			heading.setAttribute('tabindex', '-1');
			(heading as HTMLElement).focus();
		});
		await page.keyboard.press('Tab');
		// The heading's own "#" link comes first, then the accordion.
		if (!(await summary().evaluate((element) => element === document.activeElement))) await page.keyboard.press('Tab');
		expect(await summary().evaluate((element) => element === document.activeElement)).toBe(true);
		await page.keyboard.press('Enter');
		expect(await isOpen(accordion())).toBe(true);
		expect(await content().isVisible()).toBe(true);
		await page.keyboard.press('Space');
		expect(await isOpen(accordion())).toBe(false);
		await page.keyboard.press('Space');
		expect(await isOpen(accordion())).toBe(true);
	});

	test('defaultOpen starts open; the others start closed', async () => {
		await go('/components/accordions');
		const states = await page
			.locator('details.accordion')
			.evaluateAll((list) =>
				list.map((details) => [details.querySelector('.accordion-title')?.textContent, (details as HTMLDetailsElement).open]),
			);
		expect(states).toEqual([
			['Why does my receiver get the same plant twice?', false],
			['What does a New Plant payload look like?', true],
			['Which header carries the token?', false],
			['What should the receiver answer?', false],
			['Is there an endpoint to list plants?', false],
		]);
		expect(await page.locator('details.accordion[open] .accordion-content').isVisible()).toBe(true);
	});

	test('is a group named by its title and description', async () => {
		await go('/components/accordions');
		expect(await accordion().ariaSnapshot()).toBe(
			'- group: Why does my receiver get the same plant twice? Repeated deliveries of the New Plant webhook',
		);
	});
});

describe('popup', () => {
	const trigger = () => page.getByRole('button', { name: 'Watering schedules' });
	const content = () => page.locator('.popup-content', { hasText: 'ferns: every other day' });

	test('shows while hovered, stays open after a click until a click elsewhere, and closes with Escape', async () => {
		await go('/components/media');
		expect(await content().isVisible()).toBe(false);
		await trigger().hover();
		expect(await content().isVisible()).toBe(true);
		await page.mouse.move(5, 600);
		expect(await content().isVisible()).toBe(false);
		await trigger().click();
		expect(await trigger().getAttribute('aria-expanded')).toBe('true');
		expect(await trigger().getAttribute('aria-controls')).toBe(await content().getAttribute('id'));
		await page.mouse.move(5, 600);
		expect(await content().isVisible()).toBe(true);
		// A click elsewhere: on the page's title, which is no link.
		await page.getByRole('heading', { level: 1 }).click();
		expect(await content().isVisible()).toBe(false);
		expect(await trigger().getAttribute('aria-expanded')).toBe('false');
		await trigger().focus();
		expect(await content().isVisible()).toBe(true);
		await page.keyboard.press('Escape');
		expect(await content().isVisible()).toBe(false);
	});
});

describe('images', () => {
	test('open larger on click and close with a click or Escape; one with noZoom, or in a link, does not', async () => {
		await go('/components/media');
		const zoomed = page.locator('dialog.image-zoom');
		const framed = page.locator('.frame img').first();
		await framed.click();
		await expect.poll(() => zoomed.evaluate((dialog) => (dialog as HTMLDialogElement).open)).toBe(true);
		expect(await zoomed.locator('img').getAttribute('alt')).toBe(await framed.getAttribute('alt'));
		expect(await zoomed.locator('img').evaluate((image) => (image as HTMLImageElement).src)).toBe(
			await framed.evaluate((image) => (image as HTMLImageElement).src),
		);
		await page.keyboard.press('Escape');
		await expect.poll(() => zoomed.evaluate((dialog) => (dialog as HTMLDialogElement).open)).toBe(false);
		await framed.click();
		await expect.poll(() => zoomed.evaluate((dialog) => (dialog as HTMLDialogElement).open)).toBe(true);
		await zoomed.click();
		await expect.poll(() => zoomed.evaluate((dialog) => (dialog as HTMLDialogElement).open)).toBe(false);
		const kept = page.getByAltText('The Plant Store logo, kept at its size');
		expect(await kept.evaluate((image) => image.classList.contains('zoomable'))).toBe(false);
		await kept.click();
		expect(await zoomed.evaluate((dialog) => (dialog as HTMLDialogElement).open)).toBe(false);
		// An image in a link (the site's logo in the top bar, and any such image of a page) is never made zoomable.
		expect(await page.locator('a img.zoomable').count()).toBe(0);
	});

	test('open larger from the keyboard too, and give the focus back on closing', async () => {
		await go('/components/media');
		const zoomed = page.locator('dialog.image-zoom');
		const framed = page.getByRole('button', { name: /^Enlarge image: A potted monstera/ });
		await framed.focus();
		await page.keyboard.press('Enter');
		await expect.poll(() => zoomed.evaluate((dialog) => (dialog as HTMLDialogElement).open)).toBe(true);
		await page.keyboard.press('Escape');
		await expect.poll(() => zoomed.evaluate((dialog) => (dialog as HTMLDialogElement).open)).toBe(false);
		expect(await framed.evaluate((image) => image === document.activeElement)).toBe(true);
	});

	test('with actions, show copy and download buttons where actionsPlacement says, while hovered or focused', async () => {
		await go('/components/media');
		const clipboard = await recordCopies(page, showcase.url);
		const image = page.getByRole('button', { name: 'Enlarge image: A care schedule card to copy or download' });
		const frame = page.locator('.image-actions', { has: image });
		const bar = frame.locator('.image-actions-bar');
		const shown = () => bar.evaluate((element) => getComputedStyle(element).opacity);
		expect(await frame.getAttribute('data-placement')).toBe('top-right');
		await page.mouse.move(5, 5);
		expect(await shown()).toBe('0');
		await image.hover();
		await expect.poll(shown).toBe('1');
		// In the image's top right corner.
		const [imageBox, barBox] = [(await image.boundingBox())!, (await bar.boundingBox())!];
		expect([Math.round(barBox.y - imageBox.y), Math.round(imageBox.x + imageBox.width - (barBox.x + barBox.width))]).toEqual([0, 0]);
		const download = frame.getByRole('link', { name: 'Download image' });
		expect([await download.getAttribute('href'), await download.getAttribute('download')]).toEqual([
			'/images/care-schedule.svg',
			'care-schedule.svg',
		]);
		await frame.getByRole('button', { name: 'Copy image' }).click();
		await expect.poll(() => frame.getByRole('status').textContent()).toBe('Image copied');
		// The SVG was drawn as a PNG, the one image type clipboards take.
		expect((await clipboard.last())?.types).toEqual(['image/png']);
		// Reached from the keyboard, the buttons show.
		await page.mouse.move(5, 5);
		await download.focus();
		await expect.poll(shown).toBe('1');
	});
});

describe('tooltip', () => {
	const tooltip = () => page.locator('.tooltip', { hasText: 'bearer token' }).first();
	const trigger = () => page.getByRole('button', { name: 'bearer token' });
	const tip = () => tooltip().getByRole('tooltip');

	test('is hidden until the text is hovered, and hides again when the pointer leaves', async () => {
		await go('/components/media');
		expect(await tip().isVisible()).toBe(false);
		await trigger().hover();
		expect(await tip().isVisible()).toBe(true);
		expect(await tip().innerText()).toMatch(
			/^Bearer token\s+An Authorization header of the form Bearer <ACCESS_TOKEN>, checked by your receiver\.$/,
		);
		// The pointer can move onto the tip (to reach its link) without losing it.
		const box = (await tooltip().locator('.tooltip-bubble').boundingBox())!;
		await page.mouse.move(box.x + box.width / 2, box.y + box.height - 4, { steps: 5 });
		expect(await tip().isVisible()).toBe(true);
		await page.mouse.move(5, 600);
		expect(await tip().isVisible()).toBe(false);
	});

	test('Escape hides a hovered tip until the pointer leaves and comes back', async () => {
		await go('/components/media');
		await trigger().hover();
		expect(await tip().isVisible()).toBe(true);
		await page.keyboard.press('Escape');
		expect(await tip().isVisible()).toBe(false);
		const box = (await trigger().boundingBox())!;
		await page.mouse.move(box.x + 2, box.y + box.height / 2, { steps: 3 });
		expect(await tip().isVisible()).toBe(false);
		await page.mouse.move(5, 600);
		await trigger().hover();
		expect(await tip().isVisible()).toBe(true);
	});

	test('shows on keyboard focus; Tab reaches its link; Escape hides it', async () => {
		await go('/components/media');
		await page.getByRole('heading', { name: 'Tooltips', exact: true }).evaluate((heading) => {
			heading.setAttribute('tabindex', '-1');
			(heading as HTMLElement).focus();
		});
		for (let presses = 0; presses < 5; presses++) {
			if (await trigger().evaluate((element) => element === document.activeElement)) break;
			await page.keyboard.press('Tab');
		}
		expect(await trigger().evaluate((element) => element === document.activeElement)).toBe(true);
		expect(await tip().isVisible()).toBe(true);

		await page.keyboard.press('Tab');
		const cta = tooltip().getByRole('link', { name: 'Read about authentication' });
		expect(await cta.evaluate((element) => element === document.activeElement)).toBe(true);
		expect(await tip().isVisible()).toBe(true);

		// Escape hides the tip and brings the focus back from its link to the trigger.
		await page.keyboard.press('Escape');
		expect(await tip().isVisible()).toBe(false);
		expect(await trigger().evaluate((element) => element === document.activeElement)).toBe(true);
		// Focus leaves and comes back: the tip shows again.
		await page.keyboard.press('Tab');
		expect(await tooltip().evaluate((element) => element.contains(document.activeElement))).toBe(false);
		await page.keyboard.press('Shift+Tab');
		expect(await trigger().evaluate((element) => element === document.activeElement)).toBe(true);
		expect(await tip().isVisible()).toBe(true);
	});

	test('the tip is the accessible description of its trigger', async () => {
		await go('/components/media');
		const description = await trigger().evaluate((element) =>
			(element.getAttribute('aria-describedby') ?? '')
				.split(/\s+/)
				.map((id) => document.getElementById(id)?.textContent ?? '')
				.join(' '),
		);
		expect(description).toBe('Bearer token An Authorization header of the form Bearer <ACCESS_TOKEN>, checked by your receiver.');
		const snapshot = await page.locator('body').ariaSnapshot();
		expect(snapshot).toContain('button "bearer token"');
	});

	test('its link leads to the page it names', async () => {
		await go('/components/media');
		await trigger().hover();
		await tooltip().getByRole('link', { name: 'Read about authentication' }).click();
		await page.waitForURL(`${showcase.url}/authentication`);
	});

	test('stays inside a phone-sized window', async () => {
		const phoneContext = await newContext(browser, phone);
		try {
			const small = await freshPage(phoneContext, showcase.url);
			await go('/components/media', small);
			for (const button of await small.locator('.tooltip-trigger').all()) {
				await button.scrollIntoViewIfNeeded();
				await button.focus();
				const bubble = button.locator('xpath=following-sibling::*[contains(@class, "tooltip-bubble")]');
				await small.waitForFunction((element) => element?.getBoundingClientRect().width, await bubble.elementHandle());
				// The script moves the tip after the next frame.
				await small.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
				const box = (await bubble.boundingBox())!;
				expect(box.x, await button.innerText()).toBeGreaterThanOrEqual(0);
				expect(box.x + box.width, await button.innerText()).toBeLessThanOrEqual(390);
			}
		} finally {
			await closeContext(phoneContext);
		}
	});
});

describe('cards', () => {
	test('a click anywhere on a linked card follows its link', async () => {
		await go('/components/cards');
		const card = page.locator('.card', { hasText: 'Send and verify the' });
		// On the description, not on the title: the whole card is the link.
		await clickMiddleOf(card.locator('.card-content'));
		await page.waitForURL(`${showcase.url}/authentication`);
	});

	test('a click on the image of a card follows its link', async () => {
		await go('/components/cards');
		await clickMiddleOf(page.locator('.card', { hasText: 'Schedule plant care from tags' }).locator('.card-image'));
		await page.waitForURL(`${showcase.url}/guides/care-schedules`);
	});

	test('the link is reached with the keyboard, named by the card title, and Enter follows it', async () => {
		await go('/components/cards');
		const link = page.getByRole('link', { name: 'New Plant webhook', exact: true });
		expect(await link.getAttribute('href')).toBe('/api-reference/plants/new-plant');
		await link.focus();
		// The focus ring is drawn around the whole card.
		const outline = await page.locator('.card', { has: link }).evaluate((element) => getComputedStyle(element).outlineStyle);
		expect(outline).toBe('solid');
		await page.keyboard.press('Enter');
		await page.waitForURL(`${showcase.url}/api-reference/plants/new-plant`);
	});

	test('an external card opens in a new tab', async () => {
		await go('/components/cards');
		const link = page.getByRole('link', { name: 'Plant Store on GitHub (opens in a new tab)' });
		expect(await link.getAttribute('target')).toBe('_blank');
		expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
	});

	test('CardGroup is a grid of cols columns on wide screens and one column on phones', async () => {
		const rowsOf = (on: Page) =>
			on
				.locator('.card-group[data-cols="3"] > .card')
				.evaluateAll((cards) => new Set(cards.map((card) => Math.round(card.getBoundingClientRect().top))).size);
		await go('/components/cards');
		expect(await rowsOf(page)).toBe(1);
		const fourColumns = await page
			.locator('.card-group[data-cols="4"] > .card')
			.evaluateAll((cards) => new Set(cards.map((card) => Math.round(card.getBoundingClientRect().top))).size);
		expect(fourColumns).toBe(1);

		const phoneContext = await newContext(browser, phone);
		try {
			const small = await freshPage(phoneContext, showcase.url);
			await go('/components/cards', small);
			expect(await rowsOf(small)).toBe(3);
		} finally {
			await closeContext(phoneContext);
		}
	});
});

describe('steps', () => {
	test('are numbered from 1, or from stepNumber on, in the circles and for screen readers', async () => {
		await go('/components/steps');
		const lists = await page.locator('ol.steps').evaluateAll((lists) =>
			lists.map((list) =>
				[...list.querySelectorAll(':scope > li.step')].map((step) => {
					const marker = step.querySelector<HTMLElement>('.step-marker')!;
					return [(step as HTMLLIElement).value, marker.querySelector('svg') ? 'icon' : marker.innerText];
				}),
			),
		);
		expect(lists).toEqual([
			[
				[1, '1'],
				[2, '2'],
				[3, 'icon'],
			],
			[
				[1, '1'],
				[2, '2'],
				[3, '3'],
			],
			[
				[4, 'icon'],
				[5, '5'],
			],
		]);
		// The circles are hidden from screen readers; the titles say which step they are.
		expect(await page.getByRole('heading', { name: 'Step 1: Read the tag', level: 3 }).isVisible()).toBe(true);
		expect(await page.getByText('Step 4: Rotate the token').isVisible()).toBe(true);
		const circle = page.locator('.step-marker').first();
		expect(await circle.getAttribute('aria-hidden')).toBe('true');
		const box = (await circle.boundingBox())!;
		expect(Math.round(box.width)).toBe(32);
		expect(Math.round(box.height)).toBe(32);
	});
});

describe('update', () => {
	test('the label is on the left of the content on wide screens, above it on phones', async () => {
		await go('/components/media');
		const update = page.locator('article.update', { hasText: 'April 2026' });
		const label = (await update.locator('.update-label').boundingBox())!;
		const body = (await update.locator('.update-body').boundingBox())!;
		expect(label.x + label.width).toBeLessThan(body.x);
		expect(Math.abs(label.y - body.y)).toBeLessThan(8);

		const phoneContext = await newContext(browser, phone);
		try {
			const small = await freshPage(phoneContext, showcase.url);
			await go('/components/media', small);
			const smallUpdate = small.locator('article.update', { hasText: 'April 2026' });
			const smallLabel = (await smallUpdate.locator('.update-label').boundingBox())!;
			const smallBody = (await smallUpdate.locator('.update-body').boundingBox())!;
			expect(smallLabel.y + smallLabel.height).toBeLessThanOrEqual(smallBody.y);
		} finally {
			await closeContext(phoneContext);
		}
	});

	test('the label links to the entry', async () => {
		await go('/components/media');
		await page.getByRole('link', { name: 'March 2026' }).click();
		expect(new URL(page.url()).hash).toBe('#march-2026');
		const top = await page.locator('#march-2026').evaluate((element) => element.getBoundingClientRect().top);
		// Scrolled to, below the sticky top bar.
		expect(top).toBeGreaterThan(40);
		expect(top).toBeLessThan(200);
	});
});

describe('update tag filters', () => {
	const labels = () => page.locator('article.update:visible .update-label').allInnerTexts();
	const filters = () => page.getByRole('group', { name: 'Filter by tag' });
	const tag = (name: string) => filters().getByRole('button', { name, exact: true });
	/** Waits for the filters to show a tag as pressed or not: the script sets it once it has filtered the entries. */
	const pressed = (name: string, value: boolean) => filters().locator(`button[aria-pressed="${value}"]`, { hasText: name }).waitFor();

	test('a tag shows the entries that have it, more tags those with all of them, by click or keyboard; the address keeps them', async () => {
		await go('/changelog/releases');
		// In the column of the table of contents, in its place.
		await page.locator('.page-toc [data-update-filters]').getByRole('button', { name: 'Webhooks' }).waitFor();
		expect(await page.locator('.page-toc .toc').isVisible()).toBe(false);
		expect(await filters().getByRole('button').allInnerTexts()).toEqual(['Guides', 'Webhooks', 'SDK', 'API reference']);
		expect(await labels()).toEqual(['April 14, 2026', 'February 24, 2026', 'January 20, 2026']);

		await tag('Webhooks').click();
		await pressed('Webhooks', true);
		expect(await labels()).toEqual(['April 14, 2026', 'January 20, 2026']);
		expect(await filters().getByRole('status').innerText()).toBe('Showing 2 of 3 updates');
		expect(new URL(page.url()).search).toBe('?tags=Webhooks');

		await tag('API reference').focus();
		await page.keyboard.press('Space');
		await pressed('API reference', true);
		expect(await labels()).toEqual(['January 20, 2026']);
		expect(new URL(page.url()).search).toBe('?tags=Webhooks,API%20reference');
		// Back past SDK to Webhooks.
		await page.keyboard.press('Shift+Tab');
		await page.keyboard.press('Shift+Tab');
		await page.keyboard.press('Enter');
		await pressed('Webhooks', false);
		expect(await labels()).toEqual(['January 20, 2026']);

		// A shared address opens on its tags; with none pressed, every entry shows.
		await go('/changelog/releases?tags=SDK');
		await pressed('SDK', true);
		expect(await labels()).toEqual(['February 24, 2026']);
		await tag('SDK').click();
		await pressed('SDK', false);
		expect(await labels()).toEqual(['April 14, 2026', 'February 24, 2026', 'January 20, 2026']);
		expect(new URL(page.url()).search).toBe('');

		// Where the column is not shown, before the first entry.
		await page.setViewportSize({ width: 900, height: 900 });
		try {
			await page.locator('.mdx-content [data-update-filters]').getByRole('button', { name: 'SDK' }).waitFor();
			await tag('Guides').click();
			await pressed('Guides', true);
			expect(await labels()).toEqual(['April 14, 2026']);
		} finally {
			await page.setViewportSize(desktop.viewport!);
		}
	});
});

describe('phones (390 px)', () => {
	test.each(showcasePages)('%s does not overflow horizontally', async (path) => {
		const phoneContext = await newContext(browser, phone);
		try {
			const small = await freshPage(phoneContext, showcase.url);
			await go(path, small);
			const widths = await small.evaluate(() => {
				// The body hides horizontal overflow: measure with it shown.
				document.body.style.overflowX = 'visible';
				return { scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth };
			});
			expect(widths.scroll).toBeLessThanOrEqual(widths.client);
		} finally {
			await closeContext(phoneContext);
		}
	});
});

describe('accessibility', () => {
	/** Opens every accordion and shows one tooltip, so their content is checked too. */
	async function openEverything(on: Page): Promise<void> {
		await on.locator('details').evaluateAll((list) => list.forEach((details) => ((details as HTMLDetailsElement).open = true)));
		const trigger = on.locator('.tooltip-trigger').first();
		if ((await trigger.count()) > 0) await trigger.focus();
	}

	test.each(showcasePages)('%s has no WCAG 2.1 A/AA violations in either mode', async (path) => {
		const modeContext = await newContext(browser, { colorScheme: 'light' });
		try {
			const modePage = await freshPage(modeContext, showcase.url);
			await go(path, modePage);
			expect(await axeViolationsInBothModes(modePage, () => openEverything(modePage))).toEqual({ light: [], dark: [] });
		} finally {
			await closeContext(modeContext);
		}
	});
});

test('no script error on any of the pages', async () => {
	for (const path of showcasePages) await go(path);
	expect(errors).toEqual([]);
});
