import type { Element } from 'hast';
import type { HastPluginEntry } from 'satteri';
import { fenceOptions, parseCodeMeta } from './code-meta.ts';
import { blockIdentity } from './fence-languages.ts';
import { startHighlightThread, type HighlightSettings } from './highlight-thread.ts';
import { twoslashStylesheet, usesTwoslash } from './twoslash-blocks.ts';

/** The highlighting step of the pages, and how to end its thread once the build is done. */
export interface CodeHighlighting {
	plugin: HastPluginEntry;
	close(): Promise<void>;
}

/**
 * Code highlighting as the last of a page's hast plugins, where Astro puts it first (the config
 * then says `syntaxHighlight: false`): the plugins before it walk a tree in which each code block
 * is one text node rather than hundreds of token spans. The highlighting itself runs on a thread
 * of its own (./highlight-thread.ts), and each block comes back as HTML that goes into the page
 * as it is: in MDX a `<Fragment set:html>`, as MDX's static parts are compiled, in Markdown raw HTML.
 */
export function highlightLast(
	settings: HighlightSettings,
	repeatedCode: ReadonlySet<string>,
	/** Ends the thread after this long without a block: for builds, which a failure may stop before their end. */
	idleMs?: number,
): CodeHighlighting {
	const thread = startHighlightThread(settings, idleMs);
	// A block the docs repeat is highlighted once. Pages compile at the same time, so the promise is kept.
	const kept = new Map<string, Promise<string>>();
	const highlighted = (code: string, lang: string, meta: string | undefined): Promise<string> => {
		if (!repeatedCode.has(blockIdentity(code))) return thread.highlight(code, lang, meta);
		const key = `${lang}\0${meta ?? ''}\0${code}`;
		let html = kept.get(key);
		if (!html) {
			html = thread.highlight(code, lang, meta);
			kept.set(key, html);
		}
		return html;
	};
	const plugin: HastPluginEntry = () => {
		let twoslash = false;
		return {
			name: 'trellis-highlight',
			element: {
				filter: ['pre'],
				visit(node, ctx) {
					const codeElement = node.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
					if (!codeElement) return;
					const { lang, meta } = fenceOptions(
						codeLanguage(codeElement),
						(codeElement.data as { meta?: string } | undefined)?.meta ?? undefined,
					);
					if (settings.excludeLangs.includes(lang)) return;
					if (meta && usesTwoslash(lang, parseCodeMeta(meta).twoslash)) twoslash = true;
					const code = ctx.textContent(codeElement).replace(/\n$/, '');
					return highlighted(code, lang, meta).then((html) =>
						ctx.sourceFormat === 'mdx'
							? {
									type: 'mdxJsxFlowElement',
									name: 'Fragment',
									attributes: [{ type: 'mdxJsxAttribute', name: 'set:html', value: html }],
									children: [],
								}
							: { type: 'raw', value: html },
					);
				},
			},
			after(root, context) {
				if (!twoslash || context.sourceFormat !== 'mdx') return;
				context.insertChildAt(root, 0, { type: 'mdxjsEsm', value: `import ${JSON.stringify(twoslashStylesheet)};` } as never);
			},
		};
	};
	return { plugin, close: () => thread.close() };
}

/** The language of a fenced block: from the parser, else its `language-x` class; plain text when it has none. */
function codeLanguage(code: Element): string {
	const fromParser = (code.data as { lang?: string } | undefined)?.lang;
	if (fromParser) return fromParser;
	const classes = code.properties.className;
	const languageClass = Array.isArray(classes)
		? classes.find((name): name is string => typeof name === 'string' && name.startsWith('language-'))
		: undefined;
	return languageClass?.slice('language-'.length) ?? 'plaintext';
}
