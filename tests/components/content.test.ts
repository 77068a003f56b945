import { describe, expect, test } from 'vitest';
import Badge from '../../src/components/mdx/Badge.astro';
import Callout from '../../src/components/mdx/Callout.astro';
import Card from '../../src/components/mdx/Card.astro';
import RequestExample from '../../src/components/mdx/RequestExample.astro';
import ResponseExample from '../../src/components/mdx/ResponseExample.astro';
import Frame from '../../src/components/mdx/Frame.astro';
import Mention from '../../src/components/mdx/Mention.astro';
import Note from '../../src/components/mdx/Note.astro';
import Update from '../../src/components/mdx/Update.astro';
import { changelogPage } from '../../src/postbuild/changelog/update-entries.ts';
import { find, findAll } from '../build/html.ts';
import { renderComponent } from './render.ts';

describe('Badge', () => {
	test('takes its colour, size and shape from its props, with defaults for those not given', async () => {
		const plain = find(await renderComponent(Badge, { content: 'New' }), 'span', { class: /\bbadge\b/ });
		expect(plain.attrs).toMatchObject({ 'data-color': 'gray', 'data-size': 'md', 'data-shape': 'rounded' });
		expect(plain.attrs['aria-disabled']).toBeUndefined();
		expect(plain.text).toBe('New');
		const given = find(await renderComponent(Badge, { props: { color: 'green', size: 'xs', shape: 'pill' }, content: 'Beta' }), 'span', {
			class: /\bbadge\b/,
		});
		expect(given.attrs).toMatchObject({ 'data-color': 'green', 'data-size': 'xs', 'data-shape': 'pill' });
	});

	test('stroke and disabled are classes, and a disabled badge says so to assistive technology', async () => {
		const badge = find(await renderComponent(Badge, { props: { stroke: true, disabled: true }, content: 'Old' }), 'span', {
			class: /\bbadge\b/,
		});
		expect(badge.attrs.class?.split(' ')).toEqual(expect.arrayContaining(['badge', 'stroke', 'disabled']));
		expect(badge.attrs['aria-disabled']).toBe('true');
	});

	test("an icon is drawn before the text, from the site's icon library", async () => {
		const lucide = await renderComponent(Badge, { props: { icon: 'leaf' }, content: 'Plant', render: { iconLibrary: 'lucide' } });
		expect(findAll(lucide, 'svg')).toHaveLength(1);
		expect(lucide.indexOf('<svg')).toBeLessThan(lucide.indexOf('Plant'));
		const fontAwesome = await renderComponent(Badge, { props: { icon: 'leaf' }, content: 'Plant' });
		expect(find(fontAwesome, 'svg').outer).not.toBe(find(lucide, 'svg').outer);
	});
});

describe('RequestExample and ResponseExample', () => {
	const blocks = ['curl', 'fetch.js']
		.map((title) => `<div class="code-block" data-title="${title}" data-language="bash"><pre><code>${title}</code></pre></div>`)
		.join('');
	test('with dropdown, pick their block from a list box in place of the tab bar', async () => {
		for (const Example of [RequestExample, ResponseExample]) {
			const listed = await renderComponent(Example, { props: { dropdown: true }, content: blocks });
			expect(findAll(find(listed, 'select').inner, 'option').map((option) => option.text)).toEqual(['curl', 'fetch.js']);
			expect(findAll(listed, 'div', { role: 'tablist' })).toEqual([]);
			const tabbed = await renderComponent(Example, { content: blocks });
			expect(findAll(tabbed, 'select')).toEqual([]);
			expect(findAll(tabbed, 'div', { role: 'tablist' })).toHaveLength(1);
		}
	});
});

describe('Card', () => {
	test("with a type, takes that callout's look and icon, unless it has an icon of its own", async () => {
		const warning = await renderComponent(Card, { props: { title: 'Hot', type: 'warning' }, content: 'Shade it.' });
		const noted = await renderComponent(Note, { content: 'x' });
		expect(find(warning, 'div', { class: /\bcard\b/ }).attrs['data-kind']).toBe('warning');
		const iconOf = (html: string) => find(html, 'svg').inner;
		expect(iconOf(warning)).toBe(iconOf(await renderComponent(Callout, { props: { variation: 'warning' }, content: 'x' })));
		expect(iconOf(warning)).not.toBe(iconOf(noted));
		const ownIcon = await renderComponent(Card, { props: { title: 'Tags', type: 'tip', icon: 'tags' }, content: 'x' });
		expect(iconOf(ownIcon)).toBe(iconOf(await renderComponent(Card, { props: { title: 'Tags', icon: 'tags' }, content: 'x' })));
		const plain = find(await renderComponent(Card, { props: { title: 'Plain' }, content: 'x' }), 'div', { class: /\bcard\b/ });
		expect([plain.attrs['data-kind'], findAll(plain.outer, 'svg')]).toEqual([undefined, []]);
	});
});

describe('callouts', () => {
	test('a Note is a note-coloured box named by its kind for screen readers, its content inside', async () => {
		const html = await renderComponent(Note, { content: '<p>Water weekly.</p>' });
		const box = find(html, 'div', { class: 'callout' });
		expect(box.attrs).toMatchObject({ 'data-kind': 'note', role: 'note' });
		expect(box.inner).toContain('<p>Water weekly.</p>');
		expect(find(html, 'svg').attrs['aria-label'] ?? find(html, 'svg').inner).toContain('Note');
	});

	test('a Callout with a variation is that kind; its colour and icon are the author’s', async () => {
		const warning = find(await renderComponent(Callout, { props: { variation: 'warning' }, content: 'Hot' }), 'div', { class: 'callout' });
		expect(warning.attrs['data-kind']).toBe('warning');
		const own = find(await renderComponent(Callout, { props: { color: '#aa3300', icon: 'seedling' }, content: 'Sow' }), 'div', {
			class: 'callout',
		});
		expect(own.attrs['data-kind']).toBe('callout');
		expect(own.attrs.style).toBe('--callout-tone:#aa3300');
		expect(findAll(own.outer, 'svg')).toHaveLength(1);
	});

	test('a Callout without icon nor variation draws no icon', async () => {
		expect(findAll(await renderComponent(Callout, { content: 'Plain' }), 'svg')).toEqual([]);
	});
});

describe('Mention', () => {
	test('a page is a link named by the title of that page', async () => {
		const titles: Record<string, string> = { '/quickstart': 'Quickstart' };
		const html = await renderComponent(Mention, { props: { page: '/quickstart#step-2' }, render: { titleOf: (href) => titles[href] } });
		const link = find(html, 'a', { class: 'mention' });
		expect(link.attrs.href).toBe('/quickstart#step-2');
		expect(link.text).toBe('Quickstart');
	});

	test('a page the site does not know keeps its path as its name', async () => {
		expect(find(await renderComponent(Mention, { props: { page: 'nowhere' } }), 'a').text).toBe('nowhere');
	});

	test('a teammate shows by the name before the @, the address unpublished', async () => {
		const html = await renderComponent(Mention, { props: { user: 'ivy@example.com' } });
		expect(find(html, 'span', { class: 'mention' }).text).toBe('@ivy');
		expect(html).not.toContain('example.com');
	});
});

describe('Frame', () => {
	test('a caption is one line of Markdown, made safe; a plain one stays as written', async () => {
		const marked = await renderComponent(Frame, {
			props: { caption: 'The **care** card, from [the webhook](/plant/webhook) <img src=x onerror=alert(1)>' },
			content: '<p>x</p>',
		});
		const caption = find(marked, 'figcaption');
		expect(find(caption.inner, 'strong').text).toBe('care');
		expect(find(caption.inner, 'a').attrs.href).toBe('/plant/webhook');
		expect(caption.inner).not.toContain('onerror');
		const plain = await renderComponent(Frame, { props: { caption: 'A care schedule for a tropical plant' }, content: '<p>x</p>' });
		expect(find(plain, 'figcaption').inner).toBe('A care schedule for a tropical plant');
	});
});

describe('Update', () => {
	test('a label or a description that is a date is a <time>, and rss is on the entry for its feed', async () => {
		const dated = await renderComponent(Update, {
			props: { label: 'April 14, 2026', description: 'Docs v2', tags: ['SDK'], rss: { title: 'A new SDK', description: 'SDK 2.0' } },
			content: '<p>New.</p>',
		});
		const article = find(dated, 'article', { class: 'update' });
		expect(article.attrs).toMatchObject({ id: 'april-14-2026', 'data-rss-title': 'A new SDK', 'data-rss-description': 'SDK 2.0' });
		expect(find(find(article.inner, 'a', { class: 'update-label' }).inner, 'time').attrs.datetime).toBe('2026-04-14');
		const versioned = await renderComponent(Update, { props: { label: 'v2.1.0', description: 'March 2026' }, content: '<p>New.</p>' });
		expect(findAll(find(versioned, 'a', { class: 'update-label' }).inner, 'time')).toEqual([]);
		expect(find(find(versioned, 'p', { class: 'update-description' }).inner, 'time').attrs.datetime).toBe('2026-03');
		expect(find(versioned, 'article', { class: 'update' }).attrs['data-rss-title']).toBeUndefined();
	});

	test('its changelog feed reads what it renders', async () => {
		const html = await renderComponent(Update, {
			props: { label: 'April 14, 2026', description: 'Docs v2', tags: ['SDK', 'Guides'], rss: { title: 'A new SDK' } },
			content: '<p>New <a href="/sdk">SDK</a>.</p>',
		});
		expect(changelogPage(html, (url) => `https://moss.example.com${url}`).entries).toEqual([
			{
				id: 'april-14-2026',
				label: 'April 14, 2026',
				description: 'Docs v2',
				date: '2026-04-14',
				tags: ['SDK', 'Guides'],
				rss: { title: 'A new SDK', description: undefined },
				parts: [{ heading: undefined, html: '<p>New <a href="https://moss.example.com/sdk">SDK</a>.</p>' }],
			},
		]);
	});
});
