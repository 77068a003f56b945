import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { IconifyJSON } from '@iconify/types';
import { beforeAll, describe, expect, test } from 'vitest';
import type { BuildResult } from '../support/build-site.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { sharedBuild } from '../support/shared-build.ts';
import { find, findAll, pageHtml, query, stackTraceLines, stripAnsi, type Element } from './html.ts';

/**
 * The content components (callouts, cards, columns, accordions, steps, frame, icon, tooltip,
 * update), built for real from a folder that uses every prop of each; and a folder that uses
 * them wrongly, whose build stops with every mistake listed.
 */

let build: BuildResult;
let output = '';
let broken: BuildResult;
let brokenOutput = '';

beforeAll(async () => {
	build = await sharedBuild(fixtureBuilds.componentsContent);
	output = stripAnsi(`${build.stdout}\n${build.stderr}`);
	broken = await sharedBuild(fixtureBuilds.componentsContentBroken);
	brokenOutput = stripAnsi(`${broken.stdout}\n${broken.stderr}`);
});

/** The page body (the author's content), without the chrome around it. */
function prose(href: string): string {
	return find(pageHtml(build.outDir, href), 'div', { class: 'prose' }).inner;
}

/** The element whose text starts with `text`, among the matches of tag and attributes. */
function withText(elements: Element[], text: string): Element {
	const found = elements.find((element) => element.text.startsWith(text));
	if (!found) throw new Error(`none of ${elements.length} elements has text starting with "${text}"`);
	return found;
}

test('the folder builds without errors, warnings or stack traces', () => {
	expect(build.exitCode, output).toBe(0);
	expect(output).not.toMatch(/^(error|warning):/m);
	expect(stackTraceLines(output)).toEqual([]);
});

test('a site without a diagram carries no copy of Mermaid', () => {
	expect(existsSync(join(build.outDir, '_trellis'))).toBe(false);
	expect(readdirSync(join(build.outDir, '_astro')).filter((file) => /mermaid/i.test(file))).toEqual([]);
});

describe('callouts', () => {
	const kinds = ['Note', 'Tip', 'Info', 'Warning', 'Check', 'Danger'];

	test('each kind is a note with its own colour and an icon that names the kind', () => {
		const html = prose('/callouts');
		for (const kind of kinds) {
			const callout = find(html, 'div', { class: 'callout', 'data-kind': kind.toLowerCase() });
			expect(callout.attrs.role, kind).toBe('note');
			expect(find(callout.outer, 'svg').attrs['aria-label'], kind).toBe(kind);
			expect(find(callout.outer, 'div', { class: 'callout-content' }).text, kind).toMatch(/^A /);
		}
	});

	test('Markdown inside a callout is rendered, links included', () => {
		const note = find(prose('/callouts'), 'div', { 'data-kind': 'note' });
		expect(find(note.outer, 'a').attrs.href).toBe('/media');
		expect(find(note.outer, 'a').text).toBe('New Plant webhook');
	});

	test('Callout takes its icon, its icon type and its colour from the props', () => {
		const callouts = findAll(prose('/callouts'), 'div', { class: 'callout', 'data-kind': 'callout' });
		expect(callouts).toHaveLength(3);
		const custom = withText(callouts, 'A custom callout');
		expect(custom.attrs.style).toBe('--callout-tone:#7C3AED');
		// seedling in Font Awesome solid (the regular style has no seedling: Lucide's would be drawn, with strokes).
		const icon = find(custom.outer, 'svg');
		expect(icon.attrs.viewbox).toBe('0 0 512 512');
		expect(icon.attrs['aria-hidden']).toBe('true');

		const image = withText(callouts, 'An image icon');
		expect(find(image.outer, 'img').attrs.src).toBe('/images/pot.svg');
		expect(image.attrs.style).toBeUndefined();

		const plain = withText(callouts, 'No icon at all');
		expect(query(plain.outer, 'span', { class: 'callout-icon' })).toBeUndefined();
	});

	test('every kind has its own colour, one for light mode and one for dark mode', () => {
		const css = stylesheets(pageHtml(build.outDir, '/callouts'));
		const tones = kinds.map((name) => {
			const kind = name.toLowerCase();
			return [calloutTone(css, kind, 'light'), calloutTone(css, kind, 'dark')];
		});
		for (const [light, dark] of tones) {
			expect(light).toMatch(/^#[0-9a-f]{6}$/i);
			expect(dark).toMatch(/^#[0-9a-f]{6}$/i);
			expect(light).not.toBe(dark);
		}
		// Tip and Check are both green, but not the same green; the others differ from each other.
		expect(new Set(tones.map(([light]) => light)).size).toBe(kinds.length);
	});
});

describe('cards', () => {
	test('a card with every prop: image on top, icon and title in a row, its colour, a link, a call to action with an arrow', () => {
		const card = withText(findAll(prose('/cards'), 'div', { class: 'card' }), 'Every prop');
		expect(card.attrs.class?.split(' ')).toEqual(expect.arrayContaining(['card', 'horizontal', 'linked', 'has-image']));
		expect(card.attrs.style).toBe('--card-color:#0D9488');
		// The image comes first, across the top; decorative, so empty alt text.
		const image = find(card.outer, 'img', { class: 'card-image' });
		expect(image.attrs.src).toBe('/images/pot.svg');
		expect(image.attrs.alt).toBe('');
		expect(card.inner.indexOf('card-image')).toBeLessThan(card.inner.indexOf('card-body'));
		expect(find(card.outer, 'span', { class: 'card-icon' }).inner).toContain('<svg');
		// The title is the link; the stretched link covers the card.
		const link = find(card.outer, 'a', { class: 'card-link' });
		expect(link.attrs.href).toBe('/steps');
		expect(link.text).toBe('Every prop');
		expect(link.attrs.target).toBeUndefined();
		const cta = find(card.outer, 'p', { class: 'card-cta' });
		expect(cta.text).toBe('Open the steps');
		expect(find(cta.outer, 'span', { class: 'card-cta-arrow' }).inner).toContain('<svg');
		// A link in the card's text stays a separate link, not nested in the card's.
		expect(find(find(card.outer, 'div', { class: 'card-content' }).outer, 'a').attrs.href).toBe('/accordions');
		expect(findAll(link.outer, 'a')).toHaveLength(1);
	});

	test('an external link opens in a new tab, safely, and says so to screen readers; arrow without cta sits in the corner', () => {
		const card = withText(findAll(prose('/cards'), 'div', { class: 'card' }), 'External');
		const link = find(card.outer, 'a', { class: 'card-link' });
		expect(link.attrs.href).toBe('https://github.com/trellis-docs/plant-store');
		expect(link.attrs.target).toBe('_blank');
		expect(link.attrs.rel).toBe('noopener noreferrer');
		expect(link.text).toBe('External (opens in a new tab)');
		expect(card.attrs.class).toContain('corner-arrow');
		expect(query(card.outer, 'span', { class: 'card-arrow' })).toBeDefined();
		expect(query(card.outer, 'p', { class: 'card-cta' })).toBeUndefined();
	});

	test('a mailto link stays in the tab; a card without href is no link', () => {
		const cards = findAll(prose('/cards'), 'div', { class: 'card' });
		const mail = find(withText(cards, 'Mail').outer, 'a');
		expect(mail.attrs.href).toBe('mailto:support@plantstore.dev');
		expect(mail.attrs.target).toBeUndefined();
		expect(find(withText(cards, 'Mail').outer, 'p', { class: 'card-cta' }).text).toBe('Write to us');
		const plain = withText(cards, 'Plain card');
		expect(query(plain.outer, 'a')).toBeUndefined();
		expect(plain.attrs.class).toBe('card');
		expect(query(plain.outer, 'span', { class: 'card-arrow' })).toBeUndefined();
	});

	test('CardGroup and Columns are grids of cols columns, 2 by default', () => {
		const groups = findAll(prose('/cards'), 'div', { class: 'card-group' });
		expect(
			groups.map((group) => [group.attrs['data-cols'], findAll(group.inner, 'p', { class: 'card-title' }).map((title) => title.text)]),
		).toEqual([
			['3', ['One', 'Two', 'Three']],
			['2', ['Default columns']],
			['4', ['Four']],
		]);
	});
});

describe('accordions', () => {
	test('an accordion is a <details> whose <summary> holds its icon, title and description', () => {
		const accordion = withText(findAll(prose('/accordions'), 'details', { class: 'accordion' }), 'Every prop');
		const summary = find(accordion.outer, 'summary');
		expect(find(summary.outer, 'span', { class: 'accordion-title' }).text).toBe('Every prop');
		expect(find(summary.outer, 'span', { class: 'accordion-description' }).text).toBe('Repeated deliveries');
		// The chevron and the icon: clone in Font Awesome's regular style.
		expect(findAll(summary.outer, 'svg')).toHaveLength(2);
		expect(find(accordion.outer, 'div', { class: 'accordion-content' }).text).toMatch(/^Key your records on the plant’s id ?\.$/);
	});

	test('defaultOpen opens it; accordions start closed otherwise', () => {
		const accordions = findAll(prose('/accordions'), 'details', { class: 'accordion' });
		expect(
			accordions.map((accordion) => [find(accordion.outer, 'span', { class: 'accordion-title' }).text, 'open' in accordion.attrs]),
		).toEqual([
			['Every prop', true],
			['Closed by default', false],
			['First in group', false],
			['Second in group', false],
		]);
	});

	test('AccordionGroup holds its accordions', () => {
		const group = find(prose('/accordions'), 'div', { class: 'accordion-group' });
		expect(findAll(group.inner, 'summary').map((summary) => summary.text)).toEqual(['First in group', 'Second in group']);
	});
});

describe('steps', () => {
	test('Steps is an ordered list; titles take the titleSize of their Steps unless the Step names its own', () => {
		const html = prose('/steps');
		const outer = find(html, 'ol', { class: 'steps' });
		const titles = findAll(outer.outer, '*', { class: 'step-title' }).map((title) => `${title.tag}: ${title.text}`);
		expect(titles).toEqual(['h2: Step 1: Inherits h2', 'p: Step 1: Inner inherits p', 'h3: Step 5: Every prop', 'p: Step 6: Own p']);
		// No placeholder of the Steps is left behind.
		expect(html).not.toContain('data-step-');
	});

	test('steps are numbered in order, from 1 or from a stepNumber on, in the list, the circle and the text read out', () => {
		const steps = findAll(find(prose('/steps'), 'ol', { class: 'steps' }).inner, 'li', { class: 'step' });
		const outerSteps = steps.filter((step) => !step.text.startsWith('1 Step 1: Inner'));
		expect(
			outerSteps.map((step) => {
				const marker = find(step.outer, 'span', { class: 'step-marker' });
				return [
					step.attrs.value,
					marker.attrs['aria-hidden'],
					marker.inner.includes('<svg') ? 'icon' : marker.text,
					find(step.outer, 'span', { class: 'visually-hidden' }).text,
				];
			}),
		).toEqual([
			['1', 'true', '1', 'Step 1:'],
			['5', 'true', 'icon', 'Step 5:'],
			['6', 'true', '6', 'Step 6:'],
			['7', 'true', '7', 'Step 7:'],
		]);
		// The nested list counts on its own.
		const inner = withText(steps, '1 Step 1: Inner');
		expect(inner.attrs.value).toBe('1');
	});

	test('a step without a title has no title element', () => {
		// Its text: the number in the circle, what screen readers hear, its content.
		const untitled = withText(findAll(prose('/steps'), 'li', { class: 'step' }), '7 Step 7: No title.');
		expect(findAll(untitled.outer, '*', { class: 'step-title' })).toEqual([]);
	});
});

describe('frame', () => {
	test('is a figure: hint above, the image with its alt text, the caption below', () => {
		const frame = findAll(prose('/media'), 'figure', { class: 'frame' })[0]!;
		expect(find(frame.outer, 'p', { class: 'frame-hint' }).text).toBe('Tags decide the care plan.');
		const image = find(frame.outer, 'img');
		expect(image.attrs.src).toBe('/images/pot.svg');
		expect(image.attrs.alt).toBe('A terracotta pot with a green seedling');
		expect(find(frame.outer, 'figcaption').text).toBe('A pot with a seedling');
		expect(frame.inner.indexOf('frame-hint')).toBeLessThan(frame.inner.indexOf('<img'));
		expect(frame.inner.indexOf('<img')).toBeLessThan(frame.inner.indexOf('<figcaption'));
	});

	test('a video that plays by itself plays inline, looped and muted, as browsers then let it; the caption is Markdown', () => {
		const frame = findAll(prose('/media'), 'figure', { class: 'frame' })[2]!;
		const video = find(frame.outer, 'video');
		expect(video.attrs).toMatchObject({ src: 'https://example.com/growth.mp4', playsinline: '', loop: '', muted: '' });
		expect(video.attrs).toHaveProperty('autoplay');
		const caption = find(frame.outer, 'figcaption');
		expect(find(caption.outer, 'strong').text).toBe('time-lapse');
		expect(find(caption.outer, 'a').attrs.href).toBe('/cards');
		// Outside a frame, a video is left as written.
		const outside = find(prose('/media'), 'video', { src: 'https://example.com/outside.mp4' });
		expect(Object.keys(outside.attrs).sort()).toEqual(['autoplay', 'controls', 'src']);
	});

	test('without caption or hint, only the content', () => {
		const frame = findAll(prose('/media'), 'figure', { class: 'frame' })[1]!;
		expect(frame.text).toBe('Text in a frame without a caption.');
		expect(query(frame.outer, 'figcaption')).toBeUndefined();
		expect(query(frame.outer, 'p', { class: 'frame-hint' })).toBeUndefined();
	});
});

describe('icon', () => {
	test('is drawn inline with its colour and size in pixels, hidden from screen readers', () => {
		const icons = findAll(prose('/media'), 'span', { class: 'inline-icon' });
		expect(icons).toHaveLength(3);
		expect(icons[0]!.attrs.style).toBe('color:#16A34A;font-size:24px');
		expect(find(icons[0]!.outer, 'svg').attrs['aria-hidden']).toBe('true');
		expect(icons[1]!.attrs.style).toBeUndefined();
		expect(find(icons[1]!.outer, 'svg').attrs['aria-hidden']).toBe('true');
		expect(icons[2]!.attrs.style).toBe('font-size:32px');
		expect(find(icons[2]!.outer, 'img').attrs).toMatchObject({ src: '/images/pot.svg', alt: '' });
	});
});

describe('tooltip', () => {
	test('the trigger is a button described by the tip (headline and text), with the call to action beside it', () => {
		const tooltip = withText(findAll(prose('/media'), 'span', { class: 'tooltip' }), 'bearer token');
		const trigger = find(tooltip.outer, 'button', { class: 'tooltip-trigger' });
		expect(trigger.attrs.type).toBe('button');
		expect(trigger.text).toBe('bearer token');
		const tip = find(tooltip.outer, 'span', { role: 'tooltip' });
		expect(tip.attrs.id).toBe(trigger.attrs['aria-describedby']);
		expect(tip.text).toBe('Bearer token An Authorization header.');
		expect(find(tip.outer, 'strong').text).toBe('Bearer token');
		const cta = find(tooltip.outer, 'a', { class: 'tooltip-cta' });
		expect(cta.attrs.href).toBe('/cards');
		expect(cta.text).toBe('Read more');
		// The link is not part of the description read with the trigger.
		expect(tip.outer).not.toContain('<a');
	});

	test('every tooltip of a page has its own id', () => {
		const ids = findAll(prose('/media'), 'span', { role: 'tooltip' }).map((tip) => tip.attrs.id);
		expect(ids).toHaveLength(3);
		expect(new Set(ids).size).toBe(3);
	});

	test('without cta, no link; an external href gets a default text and opens safely in a new tab', () => {
		const tooltips = findAll(prose('/media'), 'span', { class: 'tooltip' });
		expect(query(withText(tooltips, 'webhook').outer, 'a')).toBeUndefined();
		const external = find(withText(tooltips, 'an external tip').outer, 'a');
		expect(external.attrs).toMatchObject({ href: 'https://example.com/docs', target: '_blank', rel: 'noopener noreferrer' });
		expect(external.text).toBe('Learn more (opens in a new tab)');
	});

	test('its script is a module file, not inline', () => {
		const scripts = findAll(pageHtml(build.outDir, '/media'), 'script').filter(
			(script) => script.inner.trim() !== '' || script.attrs.src?.includes('Tooltip'),
		);
		const tooltipScript = scripts.find((script) => script.attrs.src?.includes('Tooltip'));
		expect(tooltipScript?.attrs.type).toBe('module');
		expect(existsSync(join(build.outDir, tooltipScript!.attrs.src!))).toBe(true);
		expect(findAll(prose('/media'), 'script').every((script) => script.attrs.src && script.inner === '')).toBe(true);
		// Pages without a tooltip do not load it.
		expect(pageHtml(build.outDir, '/cards')).not.toContain('Tooltip.astro');
	});
});

describe('update', () => {
	test('an entry: its label links to the entry, whose id is the label as Mintlify makes anchors; description, tags and content', () => {
		const updates = findAll(prose('/media'), 'article', { class: 'update' });
		// Ids are unique on the page: the second "April 2026" gets -2; the periods of "v1.0.0" are hyphens.
		expect(updates.map((update) => update.attrs.id)).toEqual(['april-2026', 'v1-0-0', 'april-2026-2']);
		expect(find(updates[2]!.outer, 'a', { class: 'update-label' }).attrs.href).toBe('#april-2026-2');
		const april = updates[0]!;
		const label = find(april.outer, 'a', { class: 'update-label' });
		expect(label.attrs.href).toBe('#april-2026');
		expect(label.text).toBe('April 2026');
		expect(april.attrs['aria-labelledby']).toBe(label.attrs.id);
		expect(find(april.outer, 'p', { class: 'update-description' }).text).toBe('Docs v2');
		expect(findAll(find(april.outer, 'ul', { class: 'update-tags' }).inner, 'li').map((tag) => tag.text)).toEqual(['Webhook', 'Guides']);
		expect(find(april.outer, 'div', { class: 'update-content' }).text).toBe('The April entry.');
		// The label and description come first (the left column), then the tags and the content.
		expect(april.inner.indexOf('update-meta')).toBeLessThan(april.inner.indexOf('update-body'));
	});

	test('each entry is in the table of contents by its label, linking to its anchor', () => {
		const ids = findAll(prose('/media'), 'article', { class: 'update' }).map((update) => `#${update.attrs.id}`);
		const toc = find(pageHtml(build.outDir, '/media'), 'nav', { class: 'toc' });
		expect(findAll(toc.inner, 'a').map((link) => [link.text, link.attrs.href])).toEqual([
			['April 2026', ids[0]],
			['v1.0.0', ids[1]],
			['April 2026', ids[2]],
		]);
	});

	test('without description and tags, neither is drawn', () => {
		const first = findAll(prose('/media'), 'article', { class: 'update' })[1]!;
		expect(query(first.outer, 'p', { class: 'update-description' })).toBeUndefined();
		expect(query(first.outer, 'ul')).toBeUndefined();
	});
});

describe('iconType', () => {
	/**
	 * The picture each style must draw, read from the icon sets themselves: Font Awesome's free
	 * regular and solid styles, and Lucide for thin (Font Awesome's thin style is paid).
	 */
	const require = createRequire(import.meta.url);
	const sets = {
		regular: require('@iconify-json/fa6-regular/icons.json') as IconifyJSON,
		solid: require('@iconify-json/fa6-solid/icons.json') as IconifyJSON,
		thin: require('@iconify-json/lucide/icons.json') as IconifyJSON,
	};
	const drawing = (style: keyof typeof sets, name: string) => {
		const body = sets[style].icons[name]?.body;
		if (!body) throw new Error(`${name} is not in the ${style} set`);
		return body;
	};
	/** What an inline SVG draws: its markup between <svg ...> and </svg>. */
	const bodyOf = (markup: string) => find(markup, 'svg').inner;
	const html = () => prose('/icon-styles');

	test('the icons of the page exist in both regular and solid, drawn differently', () => {
		for (const name of ['heart', 'star', 'bell', 'clock']) expect(drawing('regular', name), name).not.toBe(drawing('solid', name));
	});

	test('Card draws its icon in its iconType', () => {
		const cards = findAll(html(), 'div', { class: 'card' });
		const icon = (title: string) => bodyOf(find(withText(cards, title).outer, 'span', { class: 'card-icon' }).inner);
		expect(icon('Regular heart')).toBe(drawing('regular', 'heart'));
		expect(icon('Solid heart')).toBe(drawing('solid', 'heart'));
	});

	test('Callout draws its icon in its iconType', () => {
		const callouts = findAll(html(), 'div', { class: 'callout', 'data-kind': 'callout' });
		expect(bodyOf(withText(callouts, 'A regular star').outer)).toBe(drawing('regular', 'star'));
		expect(bodyOf(withText(callouts, 'A solid star').outer)).toBe(drawing('solid', 'star'));
	});

	test('Accordion draws its icon in its iconType', () => {
		const accordions = findAll(html(), 'details', { class: 'accordion' });
		// The summary holds the chevron first, then the icon.
		const icon = (title: string) => findAll(find(withText(accordions, title).outer, 'summary').inner, 'svg')[1]!.inner;
		expect(icon('Regular bell')).toBe(drawing('regular', 'bell'));
		expect(icon('Solid bell')).toBe(drawing('solid', 'bell'));
	});

	test('Step draws its icon in its iconType, thin from Lucide', () => {
		const steps = findAll(html(), 'li', { class: 'step' });
		const icon = (title: string) => {
			const step = steps.find((candidate) => candidate.text.includes(title));
			if (!step) throw new Error(`no step ${title}`);
			return bodyOf(find(step.outer, 'span', { class: 'step-marker' }).inner);
		};
		expect(icon('Regular clock')).toBe(drawing('regular', 'clock'));
		expect(icon('Solid clock')).toBe(drawing('solid', 'clock'));
		expect(icon('Thin clock')).toBe(drawing('thin', 'clock'));
	});

	test('Icon draws in its iconType; without one, in regular (the default)', () => {
		const icons = findAll(html(), 'span', { class: 'inline-icon' }).map((icon) => bodyOf(icon.inner));
		expect(icons).toEqual([drawing('regular', 'heart'), drawing('solid', 'heart'), drawing('thin', 'heart'), drawing('regular', 'heart')]);
	});

	test('Tab draws its icon in its iconType, in the tab that names it', () => {
		const tabs = findAll(html(), 'button', { role: 'tab' });
		expect(tabs.map((tab) => [tab.text, bodyOf(tab.inner)])).toEqual([
			['Regular star', drawing('regular', 'star')],
			['Solid star', drawing('solid', 'star')],
		]);
	});
});

describe('wrong uses', () => {
	const file = 'tests/fixtures/components-content-broken/wrong-uses.mdx';
	const lines = () => brokenOutput.split('\n').map((line) => line.trimEnd());

	/** The line that starts with `start`, and the line after it. */
	function problem(start: string): { line: string; next: string | undefined } {
		const all = lines();
		const index = all.findIndex((line) => line.startsWith(start));
		if (index < 0) throw new Error(`no line starting with:\n  ${start}\nin the build output:\n${brokenOutput}`);
		return { line: all[index]!, next: all[index + 1] };
	}

	test('stop the build, without a stack trace and without writing a site', () => {
		expect(broken.exitCode, brokenOutput).not.toBe(0);
		expect(stackTraceLines(brokenOutput), 'stack trace lines').toEqual([]);
		expect(existsSync(join(broken.outDir, 'index.html'))).toBe(false);
		expect(existsSync(join(broken.outDir, 'intro', 'index.html'))).toBe(false);
		expect(brokenOutput).toMatch(/build stopped/i);
	});

	test('a missing or empty required prop names the component, the prop, its type, the file, line and column', () => {
		expect(problem(`error: ${file}:7:3 `).line).toBe(`error: ${file}:7:3 <Card> prop "title": expected a non-empty string, found ""`);
		expect(problem(`error: ${file}:10:1 `).line).toBe(`error: ${file}:10:1 <Accordion> is missing its required prop "title" (a string)`);
		const icon = problem(`error: ${file}:12:9 `);
		expect(icon.line).toBe(`error: ${file}:12:9 <Icon> takes one of icon (a name) or src (an image path or URL), exactly one`);
		expect(icon.next).toMatch(/fix: write <Icon icon="leaf" \/> for a named icon, or <Icon src="\/images\/logo.svg" \/>/);
	});

	test('an unknown component close to a known one says "did you mean"', () => {
		const { line, next } = problem(`error: ${file}:18:1 `);
		expect(line).toBe(`error: ${file}:18:1 unknown component <Cards>`);
		expect(next).toBe('  fix: did you mean <Card>?');
	});

	test('a wrong value says what is allowed, and how to write it', () => {
		expect(problem(`error: ${file}:20:1 `)).toEqual({
			line: `error: ${file}:20:1 <CardGroup> prop "cols": expected a whole number from 1 to 6, found 7`,
			next: '  fix: write a whole number from 1 to 6, such as cols={2}',
		});
	});

	test('a Tab with an empty title is an error, as for the other labels', () => {
		expect(problem(`error: ${file}:25:3 `)).toEqual({
			line: `error: ${file}:25:3 <Tab> prop "title": expected a non-empty string, found ""`,
			next: '  fix: fill in the text to show: title="..."',
		});
	});

	test('every prop error carries a fix', () => {
		const all = lines();
		const propErrors = all.flatMap((line, index) =>
			/^error: .* <\w+> (prop "|is missing|takes one of)/.test(line) ? [[line, all[index + 1]] as const] : [],
		);
		expect(propErrors.length).toBeGreaterThanOrEqual(5);
		for (const [line, next] of propErrors) expect(next, line).toMatch(/^ {2}fix: /);
		expect(problem(`error: ${file}:7:3 `).next).toBe('  fix: fill in the text to show: title="..."');
	});

	test('unknown props only warn, with the close known prop when there is one', () => {
		expect(problem(`warning: ${file}:14:1 `)).toEqual({
			line: `warning: ${file}:14:1 <Note> has no prop "tpye": ignored`,
			next: `warning: ${file}:16:1 <Card> has no prop "icn": ignored`,
		});
		expect(problem(`warning: ${file}:16:1 `).next).toBe('  fix: did you mean "icon"?');
	});

	test('all of them are listed in one run; the correct page is not', () => {
		expect(lines()).toContain('6 errors, 2 warnings');
		expect(brokenOutput).not.toContain('components-content-broken/intro.mdx');
	});
});

/** The `--callout-tone` a stylesheet gives a callout kind in one mode. */
function calloutTone(css: string, kind: string, mode: 'light' | 'dark'): string | undefined {
	for (const [, selectors, body] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
		// Selectors split at their top-level commas (`:where(.callout,.card)[data-kind=note]` is one).
		const matching = selectors!.split(/,(?![^(]*\))/).some((selector) => {
			const compact = selector.replace(/["']/g, '').trim();
			if (!/\.callout\b/.test(compact) || !compact.includes(`[data-kind=${kind}]`)) return false;
			return compact.startsWith(':root[data-theme=dark]') === (mode === 'dark');
		});
		const tone = /--callout-tone:\s*([^;]+)/.exec(body!)?.[1];
		if (matching && tone) return tone.trim();
	}
	return undefined;
}

/** Every stylesheet a page links to, concatenated. */
function stylesheets(html: string): string {
	const linked = findAll(html, 'link', { rel: 'stylesheet' }).map((link) => readFileSync(join(build.outDir, link.attrs.href!), 'utf8'));
	const inline = findAll(html, 'style').map((style) => style.inner);
	return [...linked, ...inline].join('\n');
}
