import { markdownToHtml, mdxToJs, type MarkdownToHtmlResult } from 'satteri';
import { describe, expect, it } from 'vitest';
import { examplesColumn } from '../../../src/markdown/examples-column.ts';
import { markdownFeatures } from '../../../src/markdown/features.ts';
import { mathFormulas, mathStylesheet } from '../../../src/markdown/math.ts';
import { mermaidBlocks } from '../../../src/markdown/mermaid.ts';

/** The hast plugins of the pages, run by Sätteri as the build runs them (without highlighting). */
const html = (source: string) =>
	(markdownToHtml(source, { features: markdownFeatures, hastPlugins: [mermaidBlocks, mathFormulas] }) as MarkdownToHtmlResult).html;
const mdx = async (source: string) =>
	(
		await mdxToJs(source, {
			features: markdownFeatures,
			hastPlugins: [mermaidBlocks, mathFormulas, examplesColumn],
			jsxImportSource: 'astro',
			elementAttributeNameCase: 'html',
		})
	).code;

describe('mermaid blocks', () => {
	it('become <pre class="mermaid"> with the source as text, focusable', () => {
		expect(html('```mermaid\ngraph TD; A-->B\n```\n')).toBe('<pre class="mermaid" tabindex="0">graph TD; A--&gt;B</pre>\n');
	});

	it('leave other blocks alone', () => {
		expect(html('```js\nlet mermaid = 1;\n```\n')).toContain('<code class="language-js">');
	});
});

describe('math', () => {
	it('renders $...$ in MDX as KaTeX HTML with MathML, kept on its line with the punctuation after it', async () => {
		const code = await mdx('Wait $t_0$, then retry.\n');
		expect(code).toContain('class: "math-inline"');
		expect(code).toContain('class: "katex"');
		expect(code).toContain('class: "katex-mathml"');
		expect(code).toContain('class: "katex-html"');
		// The comma moved into the no-wrap span, after the formula.
		expect(code).toMatch(/class: "math-inline"[\s\S]*",",?\s*\]/);
		expect(code).toContain('" then retry."');
	});

	it('renders $$...$$ as a display formula in a focusable block (wide formulas scroll)', async () => {
		const code = await mdx('$$\nE = mc^2\n$$\n');
		expect(code).toContain('class: "math-display"');
		expect(code).toContain('tabindex: "0"');
		expect(code).toContain('class: "katex-display"');
	});

	it('imports the KaTeX stylesheet only in MDX pages that have math', async () => {
		expect(await mdx('Inline $x$.\n')).toContain(`import ${JSON.stringify(mathStylesheet)};`);
		expect(await mdx('No math, but a price: 5 dollars.\n')).not.toContain('katex');
	});

	it('gives plain Markdown pages MathML alone: they cannot import a stylesheet', () => {
		const output = html('Inline $x^2$.\n');
		expect(output).toContain('<math>');
		expect(output).not.toContain('katex-html');
		expect(output).not.toContain('xmlns');
	});

	it('shows a formula KaTeX cannot parse as its source, with the message as its title', () => {
		expect(html('Broken $\\frac{1}{$ here.\n')).toMatch(
			/<code class="math-error" title="[^"]*Unexpected end of input[^"]*">\\frac\{1\}\{<\/code>/,
		);
	});
});

describe('the Latex component', () => {
	it('draws a formula in a line of text inline, its braces read as TeX, not expressions', async () => {
		const code = await mdx('Half is <Latex>\\frac{1}{2}</Latex> of it.\n');
		expect(code).toContain('class: "math-inline"');
		expect(code).toContain('mfrac');
		expect(code).not.toMatch(/_components\.Latex|Latex\b.*_jsx/);
		expect(code).toContain(`import ${JSON.stringify(mathStylesheet)}`);
	});

	it('draws a formula on a line of its own as a display block', async () => {
		const code = await mdx('<Latex>E = mc^2</Latex>\n');
		expect(code).toContain('class: "math-display"');
		expect(code).toContain('mc');
	});

	it('reads string expressions as their text', async () => {
		expect(await mdx('<Latex>{"\\\\sqrt{2}"}</Latex>\n')).toContain('msqrt');
	});
});

describe('examples column', () => {
	it('gathers RequestExample and ResponseExample after the page, wherever they are', async () => {
		const code = await mdx(
			[
				'import x from "/snippets/x.mdx";',
				'',
				'<ResponseExample>Response</ResponseExample>',
				'',
				'Before.',
				'',
				'<Note>',
				'<RequestExample>Request</RequestExample>',
				'</Note>',
				'',
				'After {1 + 1}.',
			].join('\n'),
		);
		const body = code.indexOf('class: "page-body"');
		const examples = code.indexOf('class: "page-examples"');
		expect(body).toBeGreaterThan(0);
		expect(examples).toBeGreaterThan(body);
		// The body keeps its text, the expression and the Note; the examples, in page order, follow it.
		const bodyCode = code.slice(body, examples);
		expect(bodyCode).toContain('"Before."');
		expect(bodyCode).toContain('1 + 1');
		expect(bodyCode).toContain('_jsx(Note');
		expect(bodyCode).not.toContain('Example');
		const examplesCode = code.slice(examples);
		expect(examplesCode.indexOf('ResponseExample')).toBeLessThan(examplesCode.indexOf('RequestExample'));
		expect(examplesCode.indexOf('RequestExample')).toBeGreaterThan(0);
		// Imports stay at the top level of the module.
		expect(code).toMatch(/^import x from "\/snippets\/x.mdx";$/m);
	});

	it('leaves a page without examples as it is', async () => {
		expect(await mdx('Just text.\n')).not.toContain('page-body');
	});
});
