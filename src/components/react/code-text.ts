import { isValidElement, type ReactNode } from 'react';
import { codeBlockCode } from '../../markdown/code-block-props.ts';

/** HTML as text, by the side that runs: the server decodes references itself, the browser has a parser. */
export type HtmlText = (html: string) => string;

/** The markup a page's content is in, as text breaks it: `<br>` and paragraphs are lines. */
export function htmlLines(html: string): string {
	return html
		.replace(/<br\s*\/?>/gi, '\n')
		.replace(/<\/p>\s*<p[^>]*>/gi, '\n\n')
		.replace(/<[^>]*>/g, '');
}

function textOf(node: ReactNode, htmlText: HtmlText): string {
	if (node === null || node === undefined || typeof node === 'boolean') return '';
	if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return String(node);
	if (Array.isArray(node)) return node.map((child: ReactNode) => textOf(child, htmlText)).join('');
	if (!isValidElement(node)) return '';
	const props = node.props as { children?: ReactNode; value?: unknown };
	// A page's content reaches a React component as Astro's static HTML element, its HTML in `value`.
	if (props.value !== undefined && props.value !== null) return htmlText(String(props.value));
	return textOf(props.children, htmlText);
}

/** The code of a `<CodeBlock>`: the text of its children. */
export function codeOfChildren(children: ReactNode, htmlText: HtmlText): string {
	return codeBlockCode(textOf(children, htmlText));
}
