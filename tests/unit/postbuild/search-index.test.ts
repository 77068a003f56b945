import { describe, expect, it } from 'vitest';
import { prepareForIndex } from '../../../src/postbuild/search.ts';

const page = [
	'<!doctype html><html lang="en" data-theme="light"><head><meta charset="utf-8"><title>Setup · Docs</title></head>',
	'<body><nav id="sidebar"><a href="/other">Other page</a></nav>',
	'<main><article class="page-article"><header><h1>Setup</h1></header>',
	'<p>Install it.</p><span class="field-name">id</span><span class="field-type">integer</span>',
	'</article><footer>Footer text</footer></main></body></html>',
].join('');

describe('prepareForIndex', () => {
	it('hands Pagefind the article alone, with the language, the title and the version filter', () => {
		expect(prepareForIndex(page, 'v2')).toBe(
			'<!doctype html><html lang="en"><head><title>Setup · Docs</title></head><body>' +
				'<article data-pagefind-body data-pagefind-filter="version:v2" class="page-article"><header><h1>Setup</h1></header>' +
				'<p>Install it.</p><span class="field-name">id</span> <span class="field-type">integer</span> ' +
				'</article></body></html>',
		);
	});

	it("indexes the page's keywords with it, at a heading's weight, as text", () => {
		expect(prepareForIndex(page, 'all', ['pot size', '<b>soil</b>'])).toContain(
			'<p data-pagefind-weight="6">pot size, &lt;b&gt;soil&lt;/b&gt;</p></article>',
		);
	});

	it("records a page's boost other than 1 as the boost filter, which the ranking reads", () => {
		expect(prepareForIndex(page, 'all', [], 2.5)).toContain('<span data-pagefind-filter="boost:2.5"></span></article>');
		expect(prepareForIndex(page, 'all', [], 1)).not.toContain('boost');
	});

	it('leaves out the markup Pagefind only skips, and keeps every word of text', () => {
		const article = [
			'<html lang="en"><head><title>Styles</title></head><body><article class="page-article">',
			'<p data-astro-cid-abc12 style="color: red">A style="guide" for data-astro-cid-x readers</p>',
			'<span class="icon"><svg viewBox="0 0 1 1"><path d="M0 0"/></svg></span>',
			'<pre class="shiki" style="--shiki-light:#fff"><code><span class="line"><span style="--shiki-light:#000">const</span> x</span></code></pre>',
			'</article></body></html>',
		].join('');
		expect(prepareForIndex(article, 'all')).toBe(
			'<!doctype html><html lang="en"><head><title>Styles</title></head><body>' +
				'<article data-pagefind-body data-pagefind-filter="version:all" class="page-article">' +
				'<p>A style="guide" for data-astro-cid-x readers</p><span class="icon"></span>' +
				'<pre class="shiki"><code>const x</code></pre></article></body></html>',
		);
	});

	it('leaves out pages without an article', () => {
		expect(prepareForIndex('<html><body><p>Redirecting</p></body></html>', 'all')).toBeUndefined();
	});
});
