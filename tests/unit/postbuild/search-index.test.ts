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

	it('leaves out pages without an article', () => {
		expect(prepareForIndex('<html><body><p>Redirecting</p></body></html>', 'all')).toBeUndefined();
	});
});
