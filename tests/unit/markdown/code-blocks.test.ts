import { codeToHtml } from 'shiki';
import { describe, expect, it } from 'vitest';
import { codeBlockTransformers, type CodeBlockOptions } from '../../../src/markdown/code-blocks.ts';

/** The code block transformers as the build runs them: Shiki with both themes, the meta as Astro passes it. */
async function render(code: string, lang: string, meta?: string, options?: CodeBlockOptions): Promise<string> {
	return codeToHtml(code, {
		lang,
		themes: { light: 'github-light-default', dark: 'github-dark-default' },
		defaultColor: false,
		...(meta === undefined ? {} : { meta: { __raw: meta } }),
		transformers: codeBlockTransformers(options),
	});
}

const lineClasses = (html: string) => [...html.matchAll(/<span class="(line[^"]*)"/g)].map((match) => match[1]);

/** The text of each line, as a reader sees it (and the copy button copies it). */
const lineTexts = (html: string) =>
	[...html.matchAll(/<span class="line[^"]*">(.*?)<\/span>(?=\n|<\/code>)/g)].map((match) =>
		match[1]!
			.replace(/<[^>]+>/g, '')
			.replace(/&#x3C;/g, '<')
			.replace(/&#x27;/g, "'"),
	);

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

	describe('diff, highlight and focus notation ([!code ...] comments)', () => {
		it('marks added and removed lines, and takes the comment and the spaces before it out of the code', async () => {
			const code = ['const greeting = "Hello";  // [!code ++]', 'console.log("Hello"); // [!code --]', 'console.log(greeting);'].join('\n');
			const html = await render(code, 'js');
			expect(lineClasses(html)).toEqual(['line diff add', 'line diff remove', 'line']);
			expect(lineTexts(html)).toEqual(['const greeting = "Hello";', 'console.log("Hello");', 'console.log(greeting);']);
			expect(html).not.toContain('[!code');
			expect(html).toMatch(/<pre class="[^"]*has-diff/);
		});

		it('reads the comment syntax of each language: #, <!-- -->, /* */, --', async () => {
			const cases: [string, string, string][] = [
				['python', 'print("Hello")  # [!code --]', 'print("Hello")'],
				['bash', 'npm install plant-store # [!code ++]', 'npm install plant-store'],
				['yaml', 'name: plant # [!code ++]', 'name: plant'],
				['html', '<p>Plant</p> <!-- [!code ++] -->', '<p>Plant</p>'],
				['css', 'a { color: green; } /* [!code --] */', 'a { color: green; }'],
				['sql', 'SELECT * FROM plants; -- [!code ++]', 'SELECT * FROM plants;'],
				['lua', 'print("plant") -- [!code --]', 'print("plant")'],
			];
			for (const [lang, line, shown] of cases) {
				const html = await render(line, lang);
				expect(lineClasses(html), lang).toEqual([line.includes('++') ? 'line diff add' : 'line diff remove']);
				expect(lineTexts(html), lang).toEqual([shown]);
			}
		});

		it('marks several lines with :n, the line of the comment and the ones after it', async () => {
			const html = await render(['a = 1  # [!code ++:3]', 'b = 2', 'c = 3', 'd = 4'].join('\n'), 'python');
			expect(lineClasses(html)).toEqual(['line diff add', 'line diff add', 'line diff add', 'line']);
			expect(lineTexts(html)).toEqual(['a = 1', 'b = 2', 'c = 3', 'd = 4']);
		});

		it('highlights and focuses lines with [!code highlight] and [!code focus]', async () => {
			const html = await render(['a(); // [!code highlight]', 'b(); // [!code focus]', 'c();'].join('\n'), 'js');
			expect(lineClasses(html)).toEqual(['line highlighted', 'line focused', 'line']);
			expect(lineTexts(html)).toEqual(['a();', 'b();', 'c();']);
			expect(html).toMatch(/<pre class="[^"]*has-focused/);
		});

		it('applies a comment alone on its line to the next line, and takes the line out', async () => {
			const html = await render(['// [!code focus]', 'b();', 'c();'].join('\n'), 'js');
			expect(lineClasses(html)).toEqual(['line focused', 'line']);
			expect(lineTexts(html)).toEqual(['b();', 'c();']);
		});
	});

	it('focuses the lines of focus={...}, the others dimmed by the stylesheet', async () => {
		const html = await render('a\nb\nc\nd\ne', 'text', 'Line focusing example focus=2,4,5');
		expect(lineClasses(html)).toEqual(['line', 'line focused', 'line', 'line focused', 'line focused']);
		// Shiki's <pre> takes the focus: a keyboard reaches the block, and the lines show.
		expect(html).toMatch(/<pre class="[^"]*has-focused[^"]*"[^>]* tabindex="0"/);
	});

	it("draws the icon in the title bar, from the site's icon library, and names it for code groups", async () => {
		const html = await render('let a = 1;', 'js', 'Icon example icon="square-js"');
		expect(html).toContain('data-icon="square-js"');
		expect(html).toMatch(
			/<div class="code-title"><span class="icon-wrap"><svg [^>]*class="icon"[^>]*aria-hidden="true"[^>]*>.*<\/svg><\/span>Icon example<\/div>/,
		);
		// Tabler has icons Font Awesome lacks: on a Font Awesome site one stands in (and is reported), as
		// Font Awesome Pro's would on Mintlify.
		expect(await render('x', 'text', 'notes.txt icon="brand-tabler"')).toMatch(/<div class="code-title"><span class="icon-wrap"><svg/);
		expect(await render('x', 'text', 'notes.txt icon="brand-tabler"', { iconLibrary: 'tabler' })).toMatch(
			/<div class="code-title"><span class="icon-wrap"><svg/,
		);
	});

	it('shows an icon that is an image path as an image, under the base path', async () => {
		const html = await render('let a = 1;', 'ts', 'Stagehand v3 icon="/images/typescript.svg"', { base: '/docs/' });
		expect(html).toContain(
			'<div class="code-title"><img class="icon icon-image" src="/docs/images/typescript.svg" alt="">Stagehand v3</div>',
		);
	});

	it('shows no title bar for an icon without a title, as Mintlify does', async () => {
		const html = await render('let a = 1;', 'js', 'icon="square-js"');
		expect(html).not.toContain('code-title');
		expect(html).not.toContain('data-icon');
	});

	it('marks a long expandable block and gives it an expand button, hidden until the script runs', async () => {
		const long = Array.from({ length: 13 }, (_, index) => `line ${index + 1}`).join('\n');
		const html = await render(long, 'text', 'Expandable example expandable');
		expect(html).toMatch(/^<div class="code-block" data-language="text" data-title="Expandable example" data-expandable="">/);
		expect(html).toContain(
			'</pre><button type="button" class="code-expand" data-code-expand="" aria-expanded="false" hidden>Expand</button><button type="button" class="code-copy"',
		);
		// Short enough to show whole: nothing to fold.
		const short = await render(long.split('\n').slice(0, 12).join('\n'), 'text', 'expandable');
		expect(short).not.toContain('data-expandable');
		expect(short).not.toContain('code-expand');
	});

	it('has no copy button with nocopy, and says so for code groups; nocopy="false" keeps it', async () => {
		const html = await render('User ──▶ CDN', 'text', 'title="No copy example" nocopy');
		expect(html).not.toContain('code-copy');
		expect(html).toContain('data-nocopy=""');
		const kept = await render('User ──▶ CDN', 'text', 'nocopy="false"');
		expect(kept).toContain('class="code-copy"');
		expect(kept).not.toContain('data-nocopy');
	});
});
