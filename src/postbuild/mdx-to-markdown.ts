import { toMarkdown } from 'mdast-util-to-markdown';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { mathToMarkdown } from 'mdast-util-math';
import { pageMdast, type MarkdownOptions } from './mdx-to-mdast.ts';

export type { MarkdownOptions } from './mdx-to-mdast.ts';

/**
 * Turns a page's MDX source into Markdown a person (or a language model) reads as plain text:
 * the built-in components become ordinary Markdown (a callout a quote, a card a link, a field a
 * list item, tabs headings), snippets are inlined with their props, code blocks are kept.
 * Written by a Markdown serialiser, so text reads as written: `\*stars\*` stays escaped.
 */
export function mdxToMarkdown(source: string, file: string, options: MarkdownOptions): string {
	return toMarkdown(pageMdast(source, file, options), {
		bullet: '-',
		rule: '-',
		// Tables unpadded: padding every row to the widest cell costs readers (and models) much.
		extensions: [gfmToMarkdown({ tablePipeAlign: false }), mathToMarkdown()],
	}).trim();
}
