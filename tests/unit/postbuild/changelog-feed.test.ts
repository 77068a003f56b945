import { describe, expect, test } from 'vitest';
import { feedItems, rssXml, type FeedChannel } from '../../../src/postbuild/changelog/rss-feed.ts';
import { changelogPage } from '../../../src/postbuild/changelog/update-entries.ts';
import { escapeHtml } from '../../../src/html/escaping.ts';
import { readRss, type RssFeed } from '../../support/rss.ts';

/**
 * The changelog feed made from the `Update`s of a built page (src/postbuild/changelog/): which
 * entries it has, what each holds, and that it is RSS 2.0 an XML parser reads, whatever the page
 * holds.
 */

const pageUrl = 'https://moss.example.com/changelog';
const channel: FeedChannel = {
	title: 'Changelog - Moss Docs',
	link: pageUrl,
	description: 'What changed in Moss.',
	self: `${pageUrl}/rss.xml`,
	language: 'en',
};
/** Links as a feed gives them: from the site root after the site's URL, anchors after the page's; others refused. */
const resolve = (url: string) =>
	url.startsWith('/')
		? `https://moss.example.com${url}`
		: url.startsWith('#')
			? `${pageUrl}${url}`
			: /^https?:/.test(url)
				? url
				: undefined;

/** An `Update` as src/components/mdx/Update.astro renders it. */
function update(options: {
	id: string;
	label: string;
	date?: string;
	description?: string;
	tags?: string[];
	rss?: { title?: string; description?: string };
	content: string;
}): string {
	const rss = `${options.rss?.title !== undefined ? ` data-rss-title="${options.rss.title}"` : ''}${options.rss?.description !== undefined ? ` data-rss-description="${options.rss.description}"` : ''}`;
	const label = options.date ? `<time datetime="${options.date}">${options.label}</time>` : options.label;
	const tags = options.tags?.length
		? `<ul class="update-tags" aria-label="Tags">${options.tags.map((tag) => `<li class="update-tag">${escapeHtml(tag)}</li>`).join('')}</ul>`
		: '';
	return (
		`<div class="update-frame"><article class="update" id="${options.id}" aria-labelledby="${options.id}-label"${rss}>` +
		`<div class="update-meta"><a class="update-label" id="${options.id}-label" href="#${options.id}">${label}</a>` +
		`${options.description ? `<p class="update-description">${options.description}</p>` : ''}</div>` +
		`<div class="update-body">${tags}<div class="update-content">${options.content}</div></div></article></div>`
	);
}

const heading = (level: number, id: string, text: string) =>
	`<div class="heading-wrapper level-h${level}"><h${level} id="${id}">${text}</h${level}><a class="heading-anchor" href="#${id}"><span aria-hidden="true">#</span><span class="visually-hidden">Section titled “${text}”</span></a></div>`;

const page = (...updates: string[]) =>
	`<!doctype html><html lang="fr"><head><title>x</title></head><body><h1>Changelog</h1>${updates.join('')}</body></html>`;

/** The feed of a page, checked as XML and RSS 2.0 by a parser, and read: its texts as the parser decodes them (the items' HTML is text in XML). */
function feedOf(html: string): RssFeed {
	return readRss(rssXml(channel, feedItems(changelogPage(html, resolve).entries, pageUrl)));
}

describe('the feed of a changelog page', () => {
	test('is RSS 2.0: a channel from the page, with its own address', () => {
		const feed = feedOf(page(update({ id: 'v2', label: 'v2', content: '<p>New.</p>' })));
		expect(feed.channel).toMatchObject({
			title: 'Changelog - Moss Docs',
			link: pageUrl,
			description: 'What changed in Moss.',
			language: 'en',
			'atom:link': { '@_href': `${pageUrl}/rss.xml`, '@_rel': 'self', '@_type': 'application/rss+xml' },
		});
		// Nothing that changes from one build to the next.
		expect(feed.channel['lastBuildDate']).toBeUndefined();
	});

	test('reads the language of the page', () => {
		expect(changelogPage(page(), resolve).lang).toBe('fr');
	});

	test('an Update is an entry under its label, linking to its anchor, with its date, tags and content', () => {
		const feed = feedOf(
			page(
				update({
					id: 'april-14-2026',
					label: 'April 14, 2026',
					date: '2026-04-14',
					description: 'Docs v2',
					tags: ['Guides', 'SDK'],
					content:
						'<p>See the <a href="/guides/moss">moss guide</a> and <a href="#v1">v1</a>.</p><ul>\n<li>One <code>tag</code></li>\n</ul>',
				}),
				update({ id: 'april-2026', label: 'April 2026', date: '2026-04', content: '<p>Month.</p>' }),
				update({ id: 'v1-0-0', label: 'v1.0.0', content: '<p>First.</p>' }),
			),
		);
		expect(feed.items).toEqual([
			{
				title: 'April 14, 2026',
				link: `${pageUrl}#april-14-2026`,
				guid: { '#text': `${pageUrl}#april-14-2026`, '@_isPermaLink': 'true' },
				pubDate: 'Tue, 14 Apr 2026 00:00:00 GMT',
				category: ['Guides', 'SDK'],
				description:
					'<p>Docs v2</p><p>See the <a href="https://moss.example.com/guides/moss">moss guide</a> and <a href="https://moss.example.com/changelog#v1">v1</a>.</p><ul>\n<li>One <code>tag</code></li>\n</ul>',
			},
			// A month is dated its first day.
			expect.objectContaining({ title: 'April 2026', pubDate: 'Wed, 01 Apr 2026 00:00:00 GMT', description: '<p>Month.</p>' }),
			// A label that is no date gives no date.
			{
				title: 'v1.0.0',
				link: `${pageUrl}#v1-0-0`,
				guid: { '#text': `${pageUrl}#v1-0-0`, '@_isPermaLink': 'true' },
				description: '<p>First.</p>',
			},
		]);
	});

	test('an Update with headings is an entry per heading of its highest level, what comes before them one under the label', () => {
		const feed = feedOf(
			page(
				update({
					id: 'may-2026',
					label: 'May 2026',
					date: '2026-05',
					tags: ['SDK'],
					content: `<p>Two changes.</p>${heading(2, 'faster-sync', 'Faster sync')}<p>Sync is faster.</p>${heading(3, 'numbers', 'Numbers')}<p>Twice.</p>${heading(2, 'fix-retries', 'Fix: retries')}<p>Retries stop.</p>`,
				}),
			),
		);
		expect(feed.items.map((item) => [item.title, item.link, item.pubDate, item.category, item.description])).toEqual([
			['May 2026', `${pageUrl}#may-2026`, 'Fri, 01 May 2026 00:00:00 GMT', ['SDK'], '<p>Two changes.</p>'],
			[
				'Faster sync',
				`${pageUrl}#faster-sync`,
				'Fri, 01 May 2026 00:00:00 GMT',
				['SDK'],
				// A deeper heading stays in its part, without its "#" link.
				'<p>Sync is faster.</p><h3>Numbers</h3><p>Twice.</p>',
			],
			['Fix: retries', `${pageUrl}#fix-retries`, 'Fri, 01 May 2026 00:00:00 GMT', ['SDK'], '<p>Retries stop.</p>'],
		]);
	});

	test('rss makes an Update one entry with its title and description; the label and the content stand for what it leaves out', () => {
		const feed = feedOf(
			page(
				update({
					id: 'march-2026',
					label: 'March 2026',
					rss: { title: 'A new SDK', description: 'SDK 2.0 & a redesign' },
					content: `${heading(2, 'sdk', 'SDK')}<p>Long text.</p>`,
				}),
				update({ id: 'june-2026', label: 'June 2026', rss: { title: 'June updates' }, content: `${heading(2, 'one', 'One')}<p>Text.</p>` }),
				update({ id: 'july-2026', label: 'July 2026', rss: { description: 'Only a description' }, content: '<p>Text.</p>' }),
			),
		);
		expect(feed.items.map((item) => [item.title, item.link, item.description])).toEqual([
			['A new SDK', `${pageUrl}#march-2026`, 'SDK 2.0 &amp; a redesign'],
			['June updates', `${pageUrl}#june-2026`, '<h2>One</h2><p>Text.</p>'],
			['July 2026', `${pageUrl}#july-2026`, 'Only a description'],
		]);
	});

	test('holds what Markdown makes and leaves out components, code blocks and HTML, as Mintlify does', () => {
		const content =
			'<p>Kept <strong>bold</strong>, <em>em</em>, <del>gone</del> and <code>code</code>.</p>' +
			'<aside class="callout"><p>A callout</p></aside>' +
			'<div class="code-block"><pre><code>npm install</code></pre></div>' +
			'<p><span class="tooltip">hover me<span role="tooltip">tip</span></span></p>' +
			'<blockquote><p>Quoted</p></blockquote><table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>' +
			'<p><img src="/images/moss.png" alt="Moss"></p>';
		const [item] = feedOf(page(update({ id: 'x', label: 'X', content }))).items;
		expect(item!.description).toBe(
			'<p>Kept <strong>bold</strong>, <em>em</em>, <del>gone</del> and <code>code</code>.</p>' +
				'<blockquote><p>Quoted</p></blockquote><table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>' +
				'<p><img src="https://moss.example.com/images/moss.png" alt="Moss"></p>',
		);
	});

	test('a page’s text is data: no script, handler or javascript: link reaches the feed, and it stays well-formed XML', () => {
		const hostile = update({
			id: 'x',
			label: 'Label ]]&gt; &amp; &lt;b&gt;',
			description: 'Desc \u0001 \uFFFF',
			tags: ['<script>alert(1)</script>'],
			rss: { title: 'T &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;' },
			content:
				'<p onclick="alert(1)">Click <a href="javascript:alert(1)">here</a> <a href="data:text/html,x">or here</a></p>' +
				'<script>alert(1)</script><style>p{}</style><img src="x" onerror="alert(1)"><img src="javascript:alert(1)">' +
				'<iframe src="https://evil.example"></iframe><p>]]&gt; &lt;![CDATA[</p>',
		});
		const xml = rssXml({ ...channel, title: 'Title <&> \u0002' }, feedItems(changelogPage(page(hostile), resolve).entries, pageUrl));
		const feed = readRss(xml);
		expect(feed.channel['title']).toBe('Title <&>');
		const [item] = feed.items;
		// Texts, which the XML carries escaped.
		expect(xml).toContain('<title>T &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
		expect(item!.title).toBe('T </title><script>alert(1)</script>');
		expect(item!.category).toEqual(['<script>alert(1)</script>']);
		// The description's HTML holds no markup of the page: only what the feed made of its text.
		expect(item!.description).toBe('<p>Desc  </p><p>Click here or here</p><p>]]&gt; &lt;![CDATA[</p>');
	});

	test('a page without Updates has a feed without entries', () => {
		const feed = feedOf(page());
		expect(feed.items).toEqual([]);
		expect(feed.channel['title']).toBe('Changelog - Moss Docs');
	});
});
