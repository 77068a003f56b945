import type { Element, ElementContent, Root } from 'hast';
import type { ShikiTransformer } from 'shiki';
import { transformerNotationDiff, transformerNotationFocus, transformerNotationHighlight } from '@shikijs/transformers';
import { htmlToHast } from 'satteri';
import { isIconImage, renderIconSvg, type IconLibrary } from '../icons/render-icon.ts';
import { withBase } from '../urls/urls.ts';
import { emptyCodeMeta, parseCodeMeta, type CodeMeta } from './code-meta.ts';

/** What the blocks need of the site. */
export interface CodeBlockOptions {
	/** The site's icon library (`icons.library`), for a block's `icon`. */
	iconLibrary?: IconLibrary | undefined;
	/** The base path the site is served under, put before an icon's image path. */
	base?: string | undefined;
}

/** An `expandable` block longer than this many lines is folded (to about ten lines: src/styles/content.css). */
const foldAbove = 12;

/**
 * Shiki transformers for every fenced code block of the pages (run on the highlighting thread,
 * ./highlight-worker.ts, and for the API pages' samples, ./highlight.ts; Sätteri's highlight
 * step passes the fence's meta string).
 *
 * First Shiki's own notation transformers: a comment `[!code ++]`, `[!code --]` (`:3` for three
 * lines), `[!code highlight]` or `[!code focus]` at the end of a line, in the language's comment
 * syntax (`//`, `#`, `<!-- -->`, `/* *\/`, `--`), marks the line (classes `diff add`, `diff remove`,
 * `highlighted`, `focused`) and is taken out of the code, with the spaces before it: what is shown
 * and what the copy button copies hold no notation.
 *
 * Then Trellis's: it reads the meta (./code-meta.ts). Highlighted lines get the class
 * `highlighted`, focused ones `focused` (with `has-focused` on the <pre>: the other lines are
 * dimmed until the block is hovered or focused); `lines` and `wrap` become classes of the <pre>.
 * The block is then wrapped as
 *
 * ```html
 * <div class="code-block" data-title="index.js" data-language="js" data-icon="js">
 *   <div class="code-title"><span class="icon-wrap"><svg …></span>index.js</div>   (only with a title)
 *   <pre class="astro-code ...">...</pre>
 *   <button class="code-expand" data-code-expand aria-expanded="false" hidden>Expand</button>   (expandable)
 *   <button class="code-copy" data-copy-code hidden>...</button>   (not with nocopy)
 * </div>
 * ```
 *
 * (A <div>, not a <figure>: inside a code group the block becomes a tab panel, a role that a
 * <figure> may not take.)
 *
 * The icon shows only beside a title, as on Mintlify (a block without one has no title bar); in a
 * code group it goes with the title into the tab (`data-icon`). An `expandable` block longer than
 * `foldAbove` lines gets `data-expandable`; src/browser/code-expand.ts folds it and shows its
 * button, so that without JavaScript the whole code shows. The copy button stays hidden until
 * src/browser/code-copy.ts runs: without JavaScript it could not work. A `nocopy` block has none,
 * and `data-nocopy` tells a code group to hide its own while the block is shown. CodeGroup,
 * RequestExample and ResponseExample read `data-title` (and `data-icon`) for their tab labels.
 */
export function codeBlockTransformers(options: CodeBlockOptions = {}): ShikiTransformer[] {
	return [
		transformerNotationDiff(),
		transformerNotationHighlight({ classActivePre: 'has-highlights' }),
		transformerNotationFocus(),
		codeBlockTransformer(options),
	];
}

/** A notation comment of the transformers above, for the lines whose trailing spaces go with it. */
const notation = /\[!code (?:\+\+|--|highlight|hl|focus)(?::\d+)?\]/;

/** A line as Shiki's hooks give it (Shiki's own copy of the hast types). */
type ShikiLine = Parameters<NonNullable<ShikiTransformer['line']>>[0];

interface BlockRun {
	meta: CodeMeta;
	/** How many lines the code has. */
	lines: number;
	/** The lines that held a notation comment (the hast nodes, as lines may be removed). */
	noted: WeakSet<ShikiLine>;
	/** Their 1-based numbers, from the source. */
	notedNumbers: Set<number>;
}

function codeBlockTransformer(options: CodeBlockOptions): ShikiTransformer {
	return {
		name: 'trellis-code-block',
		preprocess(code, shikiOptions) {
			const lines = code.split('\n');
			const notedNumbers = new Set<number>();
			lines.forEach((line, index) => {
				if (notation.test(line)) notedNumbers.add(index + 1);
			});
			runs.set(this.meta, { meta: parseCodeMeta(shikiOptions.meta?.__raw), lines: lines.length, noted: new WeakSet(), notedNumbers });
			// Shiki stops tokenising a line after 500 ms by default and colours the rest of it (and the
			// lines after) from a wrong state. A block's first line also pays for compiling its grammar,
			// so on a busy machine the same page came out coloured differently from one build to the
			// next. No limit: the same code gives the same colours. (The options are read after this hook.)
			shikiOptions.tokenizeTimeLimit = 0;
		},
		line(node, line) {
			const run = runOf(this.meta);
			if (run.meta.highlight.includes(line)) this.addClassToHast(node, 'highlighted');
			if (run.meta.focus.includes(line)) this.addClassToHast(node, 'focused');
			if (run.notedNumbers.has(line)) run.noted.add(node);
		},
		code(node) {
			// After the notation transformers: the spaces that stood before a comment they took out.
			const run = runOf(this.meta);
			for (const line of node.children) if (line.type === 'element' && run.noted.has(line)) trimLineEnd(line);
		},
		pre(node) {
			const { meta } = runOf(this.meta);
			if (meta.lineNumbers) this.addClassToHast(node, 'line-numbers');
			if (meta.wrap) this.addClassToHast(node, 'wrap');
			if (meta.highlight.length > 0) this.addClassToHast(node, 'has-highlights');
			if (meta.focus.length > 0) this.addClassToHast(node, 'has-focused');
		},
		root(root) {
			const pre = root.children.find((child): child is Element => child.type === 'element' && child.tagName === 'pre');
			if (!pre) return;
			const lang = typeof this.options.lang === 'string' ? this.options.lang : 'text';
			return codeFigure(pre, runOf(this.meta), lang, options);
		},
	};
}

/** Per highlighting run: Shiki gives each run its own `this.meta` object. */
const runs = new WeakMap<object, BlockRun>();

function runOf(runMeta: object): BlockRun {
	return runs.get(runMeta) ?? { meta: emptyCodeMeta(), lines: 0, noted: new WeakSet(), notedNumbers: new Set() };
}

/** Takes the spaces off the end of a line's last tokens. */
function trimLineEnd(line: ShikiLine): void {
	for (let index = line.children.length - 1; index >= 0; index--) {
		const token = line.children[index]!;
		const text = token.type === 'element' && token.children.length === 1 ? token.children[0] : token;
		if (text?.type !== 'text') return;
		text.value = text.value.replace(/[ \t]+$/, '');
		if (text.value !== '') return;
		line.children.splice(index, 1);
	}
}

function codeFigure(pre: Element, run: BlockRun, lang: string, options: CodeBlockOptions): Root {
	const { meta } = run;
	const children: ElementContent[] = [];
	if (meta.title) {
		children.push({
			type: 'element',
			tagName: 'div',
			properties: { className: ['code-title'] },
			children: [...(meta.icon ? iconOf(meta.icon, options) : []), { type: 'text', value: meta.title }],
		});
	}
	const folds = meta.expandable && run.lines > foldAbove;
	children.push(pre);
	if (folds) children.push(expandButton());
	if (!meta.noCopy) children.push(copyButton());
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
					...(meta.title && meta.icon ? { dataIcon: meta.icon } : {}),
					...(folds ? { dataExpandable: '' } : {}),
					...(meta.noCopy ? { dataNocopy: '' } : {}),
				},
				children,
			},
		],
	};
}

/** The icon of the title bar: an image path as an image, a name drawn from the site's icon library. */
function iconOf(icon: string, options: CodeBlockOptions): ElementContent[] {
	if (isIconImage(icon)) {
		return [
			{
				type: 'element',
				tagName: 'img',
				properties: { className: ['icon', 'icon-image'], src: withBase(icon, options.base ?? '/'), alt: '' },
				children: [],
			},
		];
	}
	const svg = renderIconSvg({ name: icon, library: options.iconLibrary });
	if (!svg) return [];
	return [{ type: 'element', tagName: 'span', properties: { className: ['icon-wrap'] }, children: svgHast(svg) }];
}

let icons: { copy: ElementContent[]; check: ElementContent[] } | undefined;

/** Inline SVG as hast. */
function svgHast(svg: string): ElementContent[] {
	// Inline SVG needs no namespace declaration in HTML, and the parser would keep it as ":xmlns".
	return (htmlToHast(svg.replace(/ xmlns="[^"]*"/g, ''), { fragment: true }) as Root).children as ElementContent[];
}

/** A button's icon, parsed once. */
function iconHast(name: string): ElementContent[] {
	return svgHast(renderIconSvg({ name, iconType: 'thin' }) ?? '');
}

function expandButton(): Element {
	return {
		type: 'element',
		tagName: 'button',
		properties: { type: 'button', className: ['code-expand'], dataCodeExpand: '', ariaExpanded: 'false', hidden: true },
		children: [{ type: 'text', value: 'Expand' }],
	};
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
