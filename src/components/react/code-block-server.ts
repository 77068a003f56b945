import { createElement, use, type ReactNode } from 'react';
import siteState from 'virtual:trellis/site';
import { codeBlockLanguage, codeBlockMeta, type CodeBlockProps } from '../../markdown/code-block-props.ts';
import { codeThemesOf, highlightCodeBlock } from '../../markdown/highlight.ts';
import { decodeHtml } from '../../html/escaping.ts';
import { codeOfChildren, htmlLines } from './code-text.ts';

/** Each block's HTML by what makes it: a component renders again when its promise settles, and gets the same one. */
const highlighted = new Map<string, Promise<string>>();

/**
 * Mintlify's `<CodeBlock>` as the server renders it, for authors' React components: the code
 * highlighted as a fenced block with the same options (src/markdown/code-block-props.ts), in a
 * wrapper that the layout leaves out (`display: contents`). React waits for the highlighting
 * (`use`), as no Suspense boundary stands above it.
 */
export function CodeBlock(props: CodeBlockProps & { children?: ReactNode }): ReactNode {
	const code = codeOfChildren(props.children, (html) => decodeHtml(htmlLines(html)));
	const language = codeBlockLanguage(props);
	const meta = codeBlockMeta(props);
	const config = siteState.site?.config;
	const themes = codeThemesOf(config);
	const key = JSON.stringify([themes, language, meta, code]);
	let html = highlighted.get(key);
	if (!html) {
		html = highlightCodeBlock(code, language, meta, themes, { iconLibrary: config?.icons?.library, base: import.meta.env.BASE_URL });
		highlighted.set(key, html);
	}
	return createElement('div', { className: 'code-block-host', dangerouslySetInnerHTML: { __html: use(html) } });
}
