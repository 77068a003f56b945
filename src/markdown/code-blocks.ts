import type { Element, ElementContent, Root } from 'hast';
import type { ShikiTransformer } from 'shiki';
import { htmlToHast } from 'satteri';
import { renderIconSvg } from '../icons/render-icon.ts';
import { parseCodeMeta, type CodeMeta } from './code-meta.ts';

/**
 * Shiki transformer for every fenced code block of the pages (given to Astro as
 * `markdown.shikiConfig.transformers`; Sätteri's highlight step passes the fence's meta string).
 *
 * It reads the meta (./code-meta.ts): highlighted lines get the class `highlighted`, `lines` and
 * `wrap` become classes of the <pre>. The block is then wrapped as
 *
 * ```html
 * <div class="code-block" data-title="index.js" data-language="js">
 *   <div class="code-title">index.js</div>   (only with a title)
 *   <pre class="astro-code ...">...</pre>
 *   <button class="code-copy" data-copy-code hidden>...</button>
 * </div>
 * ```
 *
 * (A <div>, not a <figure>: inside a code group the block becomes a tab panel, a role that a
 * <figure> may not take.)
 *
 * ```
 * ```
 *
 * The copy button stays hidden until src/browser/code-copy.ts runs: without JavaScript it could
 * not work. CodeGroup, RequestExample and ResponseExample read `data-title` for their tab labels.
 */
export function codeBlockTransformer(): ShikiTransformer {
	return {
		name: 'trellis-code-block',
		preprocess(_code, options) {
			metaStore.set(this.meta, parseCodeMeta(options.meta?.__raw));
			// Shiki stops tokenising a line after 500 ms by default and colours the rest of it (and the
			// lines after) from a wrong state. A block's first line also pays for compiling its grammar,
			// so on a busy machine the same page came out coloured differently from one build to the
			// next. No limit: the same code gives the same colours. (The options are read after this hook.)
			options.tokenizeTimeLimit = 0;
		},
		line(node, line) {
			if (metaOf(this.meta).highlight.includes(line)) this.addClassToHast(node, 'highlighted');
		},
		pre(node) {
			const meta = metaOf(this.meta);
			if (meta.lineNumbers) this.addClassToHast(node, 'line-numbers');
			if (meta.wrap) this.addClassToHast(node, 'wrap');
			if (meta.highlight.length > 0) this.addClassToHast(node, 'has-highlights');
		},
		root(root) {
			const pre = root.children.find((child): child is Element => child.type === 'element' && child.tagName === 'pre');
			if (!pre) return;
			const lang = typeof this.options.lang === 'string' ? this.options.lang : 'text';
			return codeFigure(pre, metaOf(this.meta), lang);
		},
	};
}

/** Parsed meta per highlighting run: Shiki gives each run its own `this.meta` object. */
const metaStore = new WeakMap<object, CodeMeta>();

function metaOf(runMeta: object): CodeMeta {
	return metaStore.get(runMeta) ?? { highlight: [], lineNumbers: false, wrap: false };
}

function codeFigure(pre: Element, meta: CodeMeta, lang: string): Root {
	const children: ElementContent[] = [];
	if (meta.title) {
		children.push({
			type: 'element',
			tagName: 'div',
			properties: { className: ['code-title'] },
			children: [{ type: 'text', value: meta.title }],
		});
	}
	children.push(pre, copyButton());
	return {
		type: 'root',
		children: [
			{
				type: 'element',
				tagName: 'div',
				properties: {
					className: ['code-block'],
					dataLanguage: lang,
					...(meta.title ? { dataTitle: meta.title } : {}),
				},
				children,
			},
		],
	};
}

let icons: { copy: ElementContent[]; check: ElementContent[] } | undefined;

/** Inline SVG of an icon as hast, parsed once. */
function iconHast(name: string): ElementContent[] {
	// Inline SVG needs no namespace declaration in HTML, and the parser would keep it as ":xmlns".
	const svg = (renderIconSvg({ name, iconType: 'thin' }) ?? '').replace(/ xmlns="[^"]*"/g, '');
	return (htmlToHast(svg, { fragment: true }) as Root).children as ElementContent[];
}

function copyButton(): Element {
	icons ??= { copy: iconHast('copy'), check: iconHast('check') };
	return {
		type: 'element',
		tagName: 'button',
		properties: { type: 'button', className: ['code-copy'], dataCopyCode: '', hidden: true },
		children: [
			{ type: 'element', tagName: 'span', properties: { className: ['code-copy-icon'] }, children: structuredClone(icons.copy) },
			{ type: 'element', tagName: 'span', properties: { className: ['code-copied-icon'] }, children: structuredClone(icons.check) },
			{
				type: 'element',
				tagName: 'span',
				properties: { className: ['visually-hidden'] },
				children: [{ type: 'text', value: 'Copy code' }],
			},
		],
	};
}
