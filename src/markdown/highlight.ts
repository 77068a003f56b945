import {
	bundledLanguages,
	createCssVariablesTheme,
	createHighlighter,
	type BundledLanguage,
	type BundledTheme,
	type Highlighter,
	type ThemeRegistration,
} from 'shiki';
import type { DocsConfig } from '../config/site-config.ts';
import { codeBlockTransformers, type CodeBlockOptions } from './code-blocks.ts';

/** The code themes of a site, one for each mode. */
export interface CodeThemes {
	light: string;
	dark: string;
}

/** The default code themes (the -default variants keep every token at WCAG AA contrast). */
const defaultCodeThemes: CodeThemes = { light: 'github-light-default', dark: 'github-dark-default' };

/** `css-variables` is no bundled theme: Shiki makes it, and the stylesheet gives its colours (src/styles/content.css). */
const cssVariablesTheme = createCssVariablesTheme({ name: 'css-variables', variablePrefix: '--shiki-', fontStyle: true });

/** A theme as Shiki's options take it: a bundled theme's name, or the made one. */
export function shikiTheme(name: string): BundledTheme | ThemeRegistration {
	// The config's schema takes only Shiki's bundled names besides css-variables (src/config/schema/code-themes.ts).
	return name === 'css-variables' ? cssVariablesTheme : (name as BundledTheme);
}

/**
 * The code themes a config names: the current format's `styling.codeblocks` theme (one for both
 * modes, or one each), else the defaults. "system" and "dark" keep the defaults; "dark" is drawn
 * by the page's stylesheet (`codeBlocksDark`).
 */
export function codeThemesOf(config: DocsConfig | undefined): CodeThemes {
	const codeblocks = config?.styling?.codeblocks;
	if (codeblocks === undefined || codeblocks === 'system' || codeblocks === 'dark') return defaultCodeThemes;
	const theme = typeof codeblocks === 'string' ? codeblocks : codeblocks.theme;
	if (theme === undefined) return defaultCodeThemes;
	return typeof theme === 'string' ? { light: theme, dark: theme } : theme;
}

/** Code blocks dark in both modes: `styling.codeblocks: "dark"` (the legacy `codeBlock.mode: "dark"`). */
export function codeBlocksDark(config: DocsConfig): boolean {
	return config.styling?.codeblocks === 'dark';
}

const highlighters = new Map<string, Promise<Highlighter>>();

/**
 * Highlights code outside Markdown (API reference samples) exactly as fenced blocks are: same
 * themes, same figure with title and copy button.
 */
export function highlightCode(code: string, lang: string, title?: string, themes: CodeThemes = defaultCodeThemes): Promise<string> {
	return highlightCodeBlock(code, lang, title ? `title=${JSON.stringify(title)}` : '', themes);
}

/**
 * Highlights code with a fence's meta string (`title="x" lines highlight={1,3}`, ./code-meta.ts)
 * as a fenced block with that meta is: for the CodeBlock component of authors' React components.
 */
export async function highlightCodeBlock(
	code: string,
	lang: string,
	meta: string,
	themes: CodeThemes = defaultCodeThemes,
	options: CodeBlockOptions = {},
): Promise<string> {
	const key = `${themes.light} ${themes.dark}`;
	let highlighter = highlighters.get(key);
	if (!highlighter) {
		highlighter = createHighlighter({ themes: [...new Set([themes.light, themes.dark])].map(shikiTheme), langs: [] });
		highlighters.set(key, highlighter);
	}
	const instance = await highlighter;
	const language = lang in bundledLanguages ? (lang as BundledLanguage) : 'text';
	if (language !== 'text' && !instance.getLoadedLanguages().includes(language)) await instance.loadLanguage(language);
	return instance.codeToHtml(code, {
		lang: language,
		themes: { light: themes.light, dark: themes.dark },
		defaultColor: false,
		meta: { __raw: meta },
		transformers: [
			{
				name: 'trellis-astro-code-class',
				pre(node) {
					this.addClassToHast(node, 'astro-code');
				},
			},
			...codeBlockTransformers(options),
		],
	});
}
