import { createElement, type ReactNode } from 'react';
import { escapeHtml } from '../../html/escaping.ts';
import { codeBlockLanguage, type CodeBlockProps } from '../../markdown/code-block-props.ts';
import { codeOfChildren, htmlLines } from './code-text.ts';

/** Text of HTML, decoded by the browser's parser. */
function htmlText(html: string): string {
	return new DOMParser().parseFromString(htmlLines(html), 'text/html').documentElement.textContent;
}

/**
 * Mintlify's `<CodeBlock>` in the browser, in a component React hydrates: the highlighter stays on
 * the server. Hydrating, React keeps the server's highlighted HTML (it does not compare
 * `dangerouslySetInnerHTML`); a block the browser draws anew, or whose code changes, shows its
 * code unhighlighted.
 */
export function CodeBlock(props: CodeBlockProps & { children?: ReactNode }): ReactNode {
	const html = `<div class="code-block" data-language="${escapeHtml(codeBlockLanguage(props))}"><pre class="astro-code"><code>${escapeHtml(codeOfChildren(props.children, htmlText))}</code></pre></div>`;
	return createElement('div', { className: 'code-block-host', suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: html } });
}
