import { codeToHtml } from 'shiki';
import { describe, expect, it } from 'vitest';
import { codeBlockTransformer } from '../../../src/markdown/code-blocks.ts';

/** The code block transformer as the build runs it: Shiki with both themes, the meta as Astro passes it. */
async function render(code: string, lang: string, meta?: string): Promise<string> {
	return codeToHtml(code, {
		lang,
		themes: { light: 'github-light-default', dark: 'github-dark-default' },
		defaultColor: false,
		...(meta === undefined ? {} : { meta: { __raw: meta } }),
		transformers: [codeBlockTransformer()],
	});
}

const lineClasses = (html: string) => [...html.matchAll(/<span class="(line[^"]*)"/g)].map((match) => match[1]);

describe('code block transformer', () => {
	it('colours a line to its end however long Shiki takes over it (its 500 ms limit cut lines short on a busy machine)', async () => {
		// About a second of tokenising per theme on a 2-core machine: twice the limit.
		const terms = Array.from({ length: 40_000 }, (_, index) => `"s${index}" + v${index}`);
		const html = await render(`const total = ${terms.join(' + ')};`, 'js');
		// The last string of the line is coloured as a string, in both themes.
		expect(html).toContain('<span style="--shiki-light:#0A3069;--shiki-dark:#A5D6FF"> "s39999"</span>');
	}, 60_000);

	it('wraps the block with its language, and a copy button hidden until the script runs', async () => {
		const html = await render('let a = 1;', 'js');
		expect(html).toMatch(/^<div class="code-block" data-language="js"><pre class="shiki /);
		expect(html).not.toContain('code-title');
		expect(html).toContain('<button type="button" class="code-copy" data-copy-code="" hidden>');
		expect(html).toContain('<span class="visually-hidden">Copy code</span>');
		expect(html).toMatch(/<\/pre><button[^>]*>.*<\/button><\/div>$/);
	});

	it('shows the title from the meta above the code, and keeps it for code groups', async () => {
		const html = await render('let a = 1;', 'js', 'index.js');
		expect(html).toContain('data-title="index.js"');
		expect(html).toContain('<div class="code-title">index.js</div><pre');
	});

	it('marks the highlighted lines', async () => {
		const html = await render('a\nb\nc\nd\ne', 'text', 'notes.txt {1,3-4}');
		expect(lineClasses(html)).toEqual(['line highlighted', 'line', 'line highlighted', 'line highlighted', 'line']);
		expect(html).toMatch(/<pre class="[^"]*has-highlights/);
	});

	it('adds classes for line numbers and wrapping', async () => {
		const html = await render('a', 'text', 'lines wrap');
		expect(html).toMatch(/<pre class="[^"]*line-numbers[^"]*wrap/);
		expect(html).not.toContain('code-title');
	});

	it('keeps both themes as custom properties, for the mode to pick', async () => {
		const html = await render('const a = 1;', 'js');
		expect(html).toMatch(/style="--shiki-light:#[0-9A-Fa-f]{6};--shiki-dark:#[0-9A-Fa-f]{6}"/);
	});

	it('copies nothing between blocks: each run reads its own meta', async () => {
		const [first, second] = await Promise.all([render('a', 'text', 'one.txt {1}'), render('b', 'text')]);
		expect(first).toContain('data-title="one.txt"');
		expect(second).not.toContain('data-title');
		expect(lineClasses(second)).toEqual(['line']);
	});
});
