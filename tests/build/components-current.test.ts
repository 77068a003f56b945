import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import type { BuildResult } from '../support/build-site.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { sharedBuild } from '../support/shared-build.ts';
import { find, findAll, pageHtml, query, stackTraceLines, stripAnsi } from './html.ts';

/**
 * The components of Mintlify's current reference that came after the first ones (Badge, Color,
 * Tile, Panel, GitHub.Repo, and Link and Column as pages use them), the props the current format
 * added to the older components, and values as real pages write them; built for real, with a
 * folder that uses them wrongly.
 */

let build: BuildResult;
let output = '';
let broken: BuildResult;
let brokenOutput = '';

beforeAll(async () => {
	build = await sharedBuild(fixtureBuilds.componentsCurrent);
	output = stripAnsi(`${build.stdout}\n${build.stderr}`);
	broken = await sharedBuild(fixtureBuilds.componentsCurrentBroken);
	brokenOutput = stripAnsi(`${broken.stdout}\n${broken.stderr}`);
});

const prose = (href: string) => find(pageHtml(build.outDir, href), 'div', { class: 'prose' }).inner;
const copy = (file: string) => readFileSync(join(build.outDir, file), 'utf8');

test('the folder builds with no error, and no warning but the missing descriptions', () => {
	expect(build.exitCode, output).toBe(0);
	expect(output).toContain('0 errors');
	expect(output.split('\n').filter((line) => line.startsWith('warning:') && !line.includes('no "description"'))).toEqual([]);
	expect(stackTraceLines(output)).toEqual([]);
});

describe('Badge', () => {
	test('draws every prop', () => {
		const badge = find(prose('/new-components'), 'span', { class: 'badge' });
		expect(badge.attrs).toMatchObject({ 'data-color': 'red', 'data-size': 'xs', 'data-shape': 'pill', 'aria-disabled': 'true' });
		expect(badge.attrs.class!.split(/\s+/)).toEqual(expect.arrayContaining(['stroke', 'disabled', 'mine']));
		expect(badge.inner).toContain('<svg');
		expect(badge.text).toBe('Down');
	});

	test('is its text in the Markdown copy', () => {
		expect(copy('new-components.md')).toContain('Status: Down');
	});
});

describe('Color', () => {
	test('the table variant has a row per title, and a swatch per item with both modes of a light/dark value', () => {
		const html = prose('/new-components');
		const table = find(html, 'div', { class: 'color-table' });
		expect(find(table.inner, 'p', { class: 'color-row-title' }).text).toBe('Primary');
		const items = findAll(table.inner, 'div', { class: 'color-item' });
		expect(items.map((item) => find(item.inner, 'span', { class: 'color-name' }).text)).toEqual(['primary', 'surface']);
		expect(items[0]!.attrs.style).toMatch(/--swatch-light:\s*#16A34A;\s*--swatch-dark:\s*#16A34A/);
		expect(items[1]!.attrs.style).toMatch(/--swatch-light:\s*#FFFFFF;\s*--swatch-dark:\s*#000000/);
		expect(find(items[1]!.inner, 'code', { class: 'color-light' }).text).toBe('#FFFFFF');
		expect(find(items[1]!.inner, 'code', { class: 'color-dark' }).text).toBe('#000000');
	});

	test('the compact variant is a grid of swatches, a name being optional', () => {
		const compact = find(prose('/new-components'), 'div', { class: 'color-compact' });
		expect(find(compact.inner, 'code', { class: 'color-value' }).text).toBe('oklch(70% 0.2 145)');
		expect(query(compact.inner, 'span', { class: 'color-name' })).toBeUndefined();
	});

	test('is a table in the Markdown copy', () => {
		const markdown = copy('new-components.md');
		expect(markdown).toContain('| Group | Name | Value |');
		expect(markdown).toContain('| Primary | primary | #16A34A |');
		expect(markdown).toContain('| Primary | surface | #FFFFFF (light), #000000 (dark) |');
		expect(markdown).toContain('| | oklch(70% 0.2 145) |');
	});
});

describe('Tile, Column, Link, GitHub.Repo', () => {
	test('a tile is one link, named by its title, with its preview and description', () => {
		const tile = find(prose('/new-components'), 'a', { class: 'tile' });
		expect(tile.attrs.href).toBe('/tabs');
		expect(find(tile.inner, 'span', { class: 'tile-title' }).text).toBe('Tabs tile');
		expect(find(tile.inner, 'span', { class: 'tile-description' }).text).toBe('Synced sets');
		expect(find(tile.inner, 'img').attrs.alt).toBe('Tabs preview');
	});

	test('columns hold a cell per Column', () => {
		const group = find(prose('/new-components'), 'div', { class: 'card-group' });
		expect(findAll(group.inner, 'div', { class: 'column' }).map((cell) => cell.text)).toEqual(['First cell.', 'Second cell.']);
	});

	test('Link is a link; one to another site opens as other external links do', () => {
		const links = findAll(prose('/new-components'), 'a').filter((link) => ['the steps', 'elsewhere'].includes(link.text));
		expect(links.map((link) => link.attrs.href)).toEqual(['/steps', 'https://example.com/out']);
		expect(links[1]!.attrs.rel).toMatch(/noopener/);
	});

	test('GitHub.Repo names the repository and links to it, without asking GitHub anything', () => {
		const card = find(prose('/new-components'), 'div', { class: 'github-repo' });
		expect(card.attrs.class!.split(/\s+/)).toEqual(expect.arrayContaining(['github-repo-flat', 'repo-card']));
		expect(find(card.inner, 'a').attrs.href).toBe('https://github.com/mdx-js/mdx');
		expect(find(card.inner, 'a').text).toBe('mdx-js/mdx');
		expect(pageHtml(build.outDir, '/new-components')).not.toMatch(/api\.github\.com/);
	});

	test('the Markdown copy has them as links', () => {
		const markdown = copy('new-components.md');
		expect(markdown).toContain('[Tabs tile](/tabs): Synced sets');
		expect(markdown).toContain('See [the steps](/steps) or [elsewhere](https://example.com/out).');
		expect(markdown).toContain('[mdx-js/mdx on GitHub](https://github.com/mdx-js/mdx)');
	});
});

describe('Timeline and Mention', () => {
	test('a timeline is an ordered list of events with their date, title, colour and icon', () => {
		const timeline = find(prose('/new-components'), 'ol', { class: 'timeline' });
		const items = findAll(timeline.inner, 'li', { class: 'timeline-item' });
		expect(items.map((item) => item.attrs['data-color'])).toEqual(['blue', 'gray']);
		expect(find(items[0]!.inner, 'p', { class: 'timeline-date' }).text).toBe('2026-03-01');
		expect(find(items[0]!.inner, 'p', { class: 'timeline-title' }).text).toBe('Version 2');
		expect(find(items[0]!.inner, 'span', { class: 'timeline-marker' }).inner).toContain('<svg');
		expect(query(items[1]!.inner, 'p', { class: 'timeline-date' })).toBeUndefined();
	});

	test('a page mention links to the page by its title; a teammate shows by name, the address unpublished', () => {
		const html = prose('/new-components');
		const mentions = findAll(html, '*', { class: 'mention' });
		expect(mentions.map((mention) => [mention.tag, mention.text])).toEqual([
			['span', '@wintergreen'],
			['a', 'Steps'],
		]);
		expect(mentions[1]!.attrs.href).toBe('/steps');
		expect(html).not.toContain('wintergreen@example.com');
	});

	test('the Markdown copy has the events and the mentions', () => {
		const markdown = copy('new-components.md');
		expect(markdown).toContain('**Version 2** (2026-03-01): Webhooks retry.');
		expect(markdown).toContain('Ask @wintergreen or read [/steps](/steps).');
	});

	test('Badge takes yellow, of the palette Mintlify uses', () => {
		expect(findAll(prose('/new-components'), 'span', { class: 'badge' }).map((badge) => badge.attrs['data-color'])).toContain('yellow');
	});
});

describe('Panel', () => {
	test('its content goes to the column beside the page, which replaces the table of contents', () => {
		const html = pageHtml(build.outDir, '/new-components');
		const column = find(html, 'div', { class: 'page-examples' });
		expect(find(column.inner, 'aside', { class: 'side-panel' }).text).toContain('Pinned beside the page.');
		expect(find(html, 'div', { class: 'page-body' }).inner).not.toContain('side-panel');
		expect(html).not.toMatch(/class="[^"]*\btoc\b/);
		expect(find(html, 'html').attrs['data-has-examples']).toBeDefined();
	});
});

describe('props the current format added', () => {
	test('Tabs: defaultTabIndex selects the tab shown first; sync={false} and borderBottom mark the set', () => {
		const sets = findAll(prose('/tabs'), 'div', { 'data-tabs': true });
		expect(sets.map((set) => set.attrs['data-tabs-sync'] !== undefined)).toEqual([true, true, true, false, true, true]);
		expect(sets[3]!.attrs.class).toMatch(/\btab-set-border\b/);
		const second = findAll(sets[4]!.inner, 'button', { role: 'tab' });
		expect(second.map((tab) => tab.attrs['aria-selected'])).toEqual(['false', 'true']);
	});

	test('Tab id is the id of its panel', () => {
		expect(find(prose('/tabs'), 'div', { id: 'python-call' }).attrs.class).toMatch(/\btab-panel\b/);
	});

	test('CodeGroup dropdown has a labelled list box in place of the tab bar', () => {
		const set = findAll(prose('/tabs'), 'div', { 'data-tabs': true })[5]!;
		const select = find(set.inner, 'select', { 'data-tab-select': true });
		expect(select.attrs['aria-label']).toBe('Example shown');
		expect(findAll(select.inner, 'option').map((option) => option.text)).toEqual(['curl', 'fetch.js']);
		expect(query(set.inner, 'div', { role: 'tablist' })).toBeUndefined();
	});

	test('Accordion defaultOpen and id', () => {
		const html = prose('/accordions');
		const accordions = findAll(html, 'details', { class: 'accordion' });
		expect(accordions[0]!.attrs.open).toBeDefined();
		expect(accordions[1]!.attrs.open).toBeUndefined();
		expect(accordions[1]!.attrs.id).toBe('watering');
	});

	test('Step: an anchor from its title, its own id, or none with noAnchor; titleSize', () => {
		const steps = findAll(prose('/steps'), 'li', { class: 'step' });
		expect(steps.map((step) => step.attrs.id)).toEqual(['step-install-the-cli', 'sign-in', undefined]);
		expect(steps.map((step) => step.attrs.value)).toEqual(['1', '2', '3']);
		expect(findAll(prose('/steps'), 'h3', { class: 'step-title' })).toHaveLength(3);
	});

	test('headings written as HTML or as Heading: an id, a place in the table of contents, and a link unless noAnchor or inside a link', () => {
		const page = pageHtml(build.outDir, '/steps');
		const html = prose('/steps');
		const headings = findAll(html, 'h[23]').filter((heading) => !heading.attrs.class?.includes('step-title'));
		expect(headings.map((heading) => [heading.text.trim(), heading.attrs.id])).toEqual([
			['Set-up', 'set-up'],
			['Written as HTML, without its link', 'written-as-html-without-its-link'],
			['Written as HTML', 'html-own'],
			['A Heading component without its link', 'a-heading-component-without-its-link'],
			['A Heading component', 'a-heading-component'],
			['Inside a link', 'inside-a-link'],
		]);
		// A heading inside its author's link keeps its id and gets no "#" link: a link in a link would be split by the browser.
		expect(find(html, 'a', { class: 'heading-card' }).inner).not.toContain('heading-anchor');
		expect(findAll(html, 'a', { class: 'heading-anchor' }).map((link) => link.attrs.href)).toEqual([
			'#set-up',
			'#html-own',
			'#a-heading-component',
		]);
		const toc = find(page, 'nav', { class: 'toc' }).inner;
		expect(findAll(toc, 'a').map((link) => link.attrs.href)).toEqual([
			'#set-up',
			'#written-as-html-without-its-link',
			'#html-own',
			'#a-heading-component-without-its-link',
			'#a-heading-component',
			'#inside-a-link',
		]);
		expect(copy('steps.md')).toMatch(
			/\n## Written as HTML, without its link\n\n### Written as HTML\n\n### A Heading component without its link\n\n## A Heading component\n/,
		);
	});

	test('Icon className, Icon src, Update tags and rss are taken', () => {
		const html = prose('/values');
		expect(find(html, 'span', { class: 'inline-icon' }).attrs.class).toMatch(/\bbrand-icon\b/);
		const image = find(findAll(html, 'span', { class: 'inline-icon' })[1]!.inner, 'img');
		expect(image.attrs.src).toBe('/images/sprout.svg');
		expect(findAll(html, 'span', { class: 'inline-icon' })[1]!.attrs.style).toMatch(/font-size:\s*20px/);
		expect(html).toContain('SDK');
	});
});

describe('values as real pages write them', () => {
	test('a card without a title, a colour without its #, currentColor', () => {
		const html = prose('/values');
		const cards = findAll(html, 'div', { class: 'card' });
		expect(cards[0]!.text).toContain('A card without a title.');
		// Its link, with no title to name it, is named by the card's text.
		const labelledBy = find(cards[0]!.inner, 'a', { class: 'card-link' }).attrs['aria-labelledby'];
		expect(find(cards[0]!.inner, 'div', { class: 'card-content' }).attrs.id).toBe(labelledBy);
		expect(cards[1]!.attrs.style).toMatch(/--card-color:\s*#FF713C/);
		expect(find(html, 'span', { class: 'inline-icon' }).attrs.style).toMatch(/color:\s*currentColor/);
	});

	test('ParamField with name alone shows the field without a location; ResponseField optional has no required mark', () => {
		const html = prose('/values');
		expect(html).toContain('plant_id');
		expect(html).toContain('nickname');
		expect(query(html, 'span', { class: 'field-location' })).toBeUndefined();
		expect(copy('values.md')).toContain('- `plant_id` (string, required): The plant.');
		expect(copy('values.md')).toContain('- `nickname` (string): A nickname.');
	});

	test('Callout variation draws that kind of callout', () => {
		const html = prose('/values');
		expect(find(html, 'div', { class: 'callout' }).attrs['data-kind']).toBe('warning');
	});
});

describe('used wrongly', () => {
	const lines = () => brokenOutput.split('\n').map((line) => line.trimEnd());
	const at = (place: string) => {
		const index = lines().findIndex((line) => line.startsWith(`error: tests/fixtures/components-current-broken/wrong.mdx:${place} `));
		if (index < 0) throw new Error(`no error at ${place} in:\n${brokenOutput}`);
		return `${lines()[index]!}\n${lines()[index + 1]!}`;
	};

	test('the build stops, every mistake said with its place and a fix', () => {
		expect(broken.exitCode, brokenOutput).not.toBe(0);
		expect(at('5:1')).toMatch(
			/<Badge> prop "color": expected one of "gray".*found "teal"\n\s+fix: write color="gray", .*color="surface-destructive"/,
		);
		expect(at('7:1')).toMatch(/<Badge> prop "size".*found "xl"/);
		expect(at('9:1')).toMatch(/<Color> prop "variant".*found "grid"\n\s+fix: write variant="compact" or variant="table"/);
		expect(at('10:3')).toMatch(/<Color.Item> prop "value"[^\n]*\n\s+fix: write a CSS colour such as value="#16A34A", or one per mode/);
		expect(at('13:1')).toMatch(/<Tile> is missing its required prop "href"/);
		expect(at('15:1')).toMatch(/<GitHub.Repo> prop "repo": expected owner\/name[^\n]*\n\s+fix: write the repository as owner\/name/);
		expect(at('17:1')).toMatch(/<Tabs> prop "defaultTabIndex"[^\n]*\n\s+fix: write the place of the tab shown first/);
		expect(at('18:3')).toMatch(/<Tab> prop "id"[^\n]*\n\s+fix: write an anchor of letters, digits/);
		expect(at('21:1')).toMatch(/<Callout> prop "variation".*found "fatal"/);
		expect(at('23:1')).toMatch(/unknown component <Color.Itme>\n\s+fix: did you mean <Color.Item>\?/);
		expect(at('25:1')).toMatch(/<Mention> takes one of user or page \(exactly one\)\n\s+fix: write <Mention page="\/quickstart" \/>/);
		expect(at('28:3')).toMatch(/<Timeline.Item> prop "color".*found "pink"/);
		expect(at('31:1')).toMatch(
			/<Heading> prop "level": expected a heading level from 1 to 6, found 7\n\s+fix: write a heading level from 1 to 6/,
		);
	});
});
