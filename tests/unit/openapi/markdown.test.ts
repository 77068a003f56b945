import { describe, expect, it } from 'vitest';
import { specMarkdownToHtml } from '../../../src/openapi/markdown.ts';

describe('specMarkdownToHtml renders Markdown', () => {
	it('returns nothing for no text', () => {
		expect(specMarkdownToHtml(undefined)).toBeUndefined();
		expect(specMarkdownToHtml('')).toBeUndefined();
		expect(specMarkdownToHtml(' \n\t')).toBeUndefined();
	});

	it('keeps formatting, lists, quotes, tables and code with its language', () => {
		expect(specMarkdownToHtml('Use **bold**, _em_, ~~del~~ and `x < y`.\n\n- one\n- two\n\n> quote')).toBe(
			'<p>Use <strong>bold</strong>, <em>em</em>, <del>del</del> and <code>x &lt; y</code>.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n<blockquote>\n<p>quote</p>\n</blockquote>',
		);
		expect(specMarkdownToHtml('Example:\n\n```js\nlet a = "<b>";\n```')).toBe(
			'<p>Example:</p>\n<pre><code class="language-js">let a = "&lt;b&gt;";\n</code></pre>',
		);
		expect(specMarkdownToHtml('| a | b |\n|-|-|\n| 1 | 2 |')).toContain('<td>1</td>');
	});

	it('keeps http(s), mailto and relative links', () => {
		const html = specMarkdownToHtml('[rel](/guides/setup) [mail](mailto:a@example.com) [ext](https://example.com "Title")');
		expect(html).toContain('<a href="/guides/setup">rel</a>');
		expect(html).toContain('<a href="mailto:a@example.com">mail</a>');
		expect(html).toMatch(/<a href="https:\/\/example\.com" title="Title"[^>]*>ext<\/a>/);
	});

	it('opens external links safely: rel="noopener noreferrer", as the module intends', () => {
		const html = specMarkdownToHtml('[ext](https://example.com)');
		expect(html).toContain('rel="noopener noreferrer"');
		expect(html).toContain('target="_blank"');
	});

	it('moves headings below the page headings, keeping their order', () => {
		const html = specMarkdownToHtml('# Title\n\n## Section\n\n### Detail')!;
		const levels = [...html.matchAll(/<h(\d)>/g)].map((match) => Number(match[1]));
		expect(levels).toHaveLength(3);
		expect(Math.min(...levels)).toBeGreaterThanOrEqual(3);
		// A smaller heading in the source never becomes a bigger one than the heading above it.
		expect(levels).toEqual([...levels].sort((a, b) => a - b));
	});
});

describe('specMarkdownToHtml sanitises (a spec is third-party data)', () => {
	it.each([
		['<script>alert(1)</script>', ''],
		['text <script>alert(1)</script> more', '<p>text  more</p>'],
		['<div onclick="steal()">hi</div>', 'hi'],
		['<p style="color:red" class="x" onmouseover="steal()">s</p>', '<p>s</p>'],
		['<img src="x" onerror="alert(1)">', ''],
		['<iframe src="https://evil.example"></iframe><style>body{}</style><svg onload="x()"></svg>', ''],
		['<form action="https://evil.example"><input name="a"></form>', ''],
		['[Run](javascript:alert(1))', '<p><a>Run</a></p>'],
		['<a href="JaVaScRiPt:alert(1)">j</a>', '<p><a>j</a></p>'],
		['<a href=" javascript:alert(1)">s</a>', '<p><a>s</a></p>'],
		['<a href="java&#x09;script:alert(1)">t</a>', '<p><a>t</a></p>'],
		['<a href="data:text/html,<script>alert(1)</script>">d</a>', '<p><a>d</a></p>'],
		['<a href="//evil.example/x">p</a>', '<p><a>p</a></p>'],
	])('%j becomes %j', (markdown, html) => {
		expect(specMarkdownToHtml(markdown) ?? '').toBe(html);
	});

	it('keeps the text and the safe link of a mixed description', () => {
		const html = specMarkdownToHtml(
			'Returns one plant.\n\n<script>alert(\'stolen\')</script>\n\n<a href="https://example.com/care" onclick="steal()">Care guide</a> [Run](javascript:alert(1))',
		)!;
		expect(html).toContain('<p>Returns one plant.</p>');
		expect(html).toContain('Care guide</a>');
		expect(html).toContain('href="https://example.com/care"');
		expect(html).not.toMatch(/<script|onclick|javascript:|stolen/i);
	});
});
