import { bundledLanguages, createHighlighter, type BundledLanguage, type Highlighter } from 'shiki';
import { codeBlockTransformer } from './code-blocks.ts';

/** The code themes of the whole site (the -default variants keep every token at WCAG AA contrast). */
export const codeThemes = { light: 'github-light-default', dark: 'github-dark-default' } as const;

let highlighter: Promise<Highlighter> | undefined;

/**
 * Highlights code outside Markdown (API reference samples) exactly as fenced blocks are: same
 * themes, same figure with title and copy button.
 */
export async function highlightCode(code: string, lang: string, title?: string): Promise<string> {
	highlighter ??= createHighlighter({ themes: Object.values(codeThemes), langs: [] });
	const instance = await highlighter;
	const language = lang in bundledLanguages ? (lang as BundledLanguage) : 'text';
	if (language !== 'text' && !instance.getLoadedLanguages().includes(language)) await instance.loadLanguage(language);
	return instance.codeToHtml(code, {
		lang: language,
		themes: codeThemes,
		defaultColor: false,
		meta: { __raw: title ? `title=${JSON.stringify(title)}` : '' },
		transformers: [
			{
				name: 'trellis-astro-code-class',
				pre(node) {
					this.addClassToHast(node, 'astro-code');
				},
			},
			codeBlockTransformer(),
		],
	});
}
