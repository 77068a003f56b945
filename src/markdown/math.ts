import { fileURLToPath } from 'node:url';
import type { ElementContent, Root } from 'hast';
import katex from 'katex';
import { htmlToHast, type HastPluginEntry } from 'satteri';

/** KaTeX's stylesheet and fonts, with Trellis's adjustments: imported only by pages with math. */
export const mathStylesheet = fileURLToPath(new URL('../styles/math.css', import.meta.url));

type MathOutput = 'htmlAndMathml' | 'mathml';

/**
 * `$...$` and `$$...$$` (parsed by Sätteri's `math` feature into `code.language-math`) rendered
 * with KaTeX at build time. MDX pages get KaTeX's HTML, with MathML for assistive technology,
 * and import KaTeX's stylesheet (fonts bundled by Vite): pages without math do not load it.
 * Plain Markdown pages cannot import a stylesheet; they get MathML alone, which browsers draw
 * without one.
 */
export const mathFormulas: HastPluginEntry = (file) => {
	if (!file.source.includes('$') && !file.source.includes('<Latex')) return null;
	const output: MathOutput = file.sourceFormat === 'mdx' ? 'htmlAndMathml' : 'mathml';
	let rendered = false;
	return {
		name: 'trellis-math',
		element: {
			filter: ['pre', 'code'],
			visit(node, context) {
				if (node.tagName === 'pre') {
					const code = node.children.find((child) => child.type === 'element' && child.tagName === 'code');
					if (!code || code.type !== 'element' || !hasClass(code.properties?.className, 'math-display')) return;
					rendered = true;
					context.replaceNode(node, {
						type: 'element',
						tagName: 'div',
						// Focusable: a formula wider than a phone screen scrolls sideways.
						properties: { className: ['math-display'], tabIndex: 0 },
						children: renderMath(context.textContent(code), true, output),
					});
					return;
				}
				if (!hasClass(node.properties?.className, 'math-inline')) return;
				const parent = context.parent(node);
				if (parent.type === 'element' && parent.tagName === 'pre') return;
				rendered = true;
				// Punctuation right after a formula stays on its line: it joins the formula's no-wrap span.
				const next = parent.children[(context.indexOf(node) ?? -1) + 1];
				const punctuation = next?.type === 'text' ? (/^[.,;:!?)\]’”…]+/.exec(next.value)?.[0] ?? '') : '';
				if (next?.type === 'text' && punctuation) {
					const rest = next.value.slice(punctuation.length);
					context.replaceNode(next, rest ? { type: 'text', value: rest } : []);
				}
				context.replaceNode(node, {
					type: 'element',
					tagName: 'span',
					properties: { className: ['math-inline'] },
					children: [
						...renderMath(context.textContent(node), false, output),
						...(punctuation ? [{ type: 'text' as const, value: punctuation }] : []),
					],
				});
			},
		},
		// `<Latex>E = mc^2</Latex>`, Mintlify's component for a formula: inline in a line of text,
		// displayed on a line of its own. Its braces are the formula's (`\frac{1}{2}`), not expressions.
		mdxJsxTextElement: {
			filter: ['Latex'],
			visit(node, context) {
				rendered = true;
				context.replaceNode(node, {
					type: 'element',
					tagName: 'span',
					properties: { className: ['math-inline'] },
					children: renderMath(latexSource(node), false, output),
				});
			},
		},
		mdxJsxFlowElement: {
			filter: ['Latex'],
			visit(node, context) {
				rendered = true;
				context.replaceNode(node, {
					type: 'element',
					tagName: 'div',
					properties: { className: ['math-display'], tabIndex: 0 },
					children: renderMath(latexSource(node), true, output),
				});
			},
		},
		after(root, context) {
			if (!rendered || context.sourceFormat !== 'mdx') return;
			context.insertChildAt(root, 0, { type: 'mdxjsEsm', value: `import ${JSON.stringify(mathStylesheet)};` } as never);
		},
	};
};

interface SourceNode {
	type: string;
	value?: string;
	children?: SourceNode[];
}

/** The TeX a `<Latex>` holds: its text, with each `{...}` MDX read as an expression put back as written. */
function latexSource(node: SourceNode): string {
	return (node.children ?? [])
		.map((child): string => {
			if (child.type === 'text') return child.value ?? '';
			if (child.type === 'mdxTextExpression' || child.type === 'mdxFlowExpression') {
				const literal = /^\s*(["'`])((?:(?!\1)[^\\]|\\.)*)\1\s*$/s.exec(child.value ?? '');
				return literal ? literal[2]!.replace(/\\(.)/g, '$1') : `{${child.value ?? ''}}`;
			}
			return latexSource(child);
		})
		.join('')
		.trim();
}

function hasClass(className: unknown, name: string): boolean {
	return Array.isArray(className) && className.includes(name);
}

/**
 * A formula as hast nodes. A formula KaTeX cannot parse is shown as its source, marked, with
 * KaTeX's message as its title (the build lists it as a warning: src/page-files/check-mdx.ts).
 */
function renderMath(tex: string, displayMode: boolean, output: MathOutput): ElementContent[] {
	let html: string;
	try {
		html = katex.renderToString(tex, { displayMode, output, throwOnError: true, strict: false });
	} catch (error) {
		return [
			{
				type: 'element',
				tagName: 'code',
				properties: { className: ['math-error'], title: error instanceof Error ? error.message : String(error) },
				children: [{ type: 'text', value: tex }],
			},
		];
	}
	// Inline MathML needs no namespace declaration in HTML, and the parser would keep it as ":xmlns".
	return (htmlToHast(html.replace(/ xmlns="[^"]*"/g, ''), { fragment: true }) as Root).children as ElementContent[];
}

/** KaTeX's message for a formula it cannot render, or undefined when it renders. */
export function mathError(tex: string, displayMode: boolean): string | undefined {
	try {
		katex.renderToString(tex, { displayMode, throwOnError: true, strict: false });
		return undefined;
	} catch (error) {
		// rawMessage: without the excerpt of the formula that KaTeX underlines with combining characters.
		if (error instanceof katex.ParseError) return error.rawMessage;
		return error instanceof Error ? error.message : String(error);
	}
}
