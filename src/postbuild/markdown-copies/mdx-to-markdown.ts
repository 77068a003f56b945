import { defaultHandlers, toMarkdown, type Handle, type Options, type State } from 'mdast-util-to-markdown';
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
	return toMarkdown(pageMdast(source, file, options), serialiserOptions).trim();
}

/** How the copies are written: `-` bullets and rules, GitHub's tables unpadded, math. */
export const serialiserOptions: Options = {
	bullet: '-',
	rule: '-',
	// Tables unpadded: padding every row to the widest cell costs readers (and models) much.
	extensions: [gfmToMarkdown({ tablePipeAlign: false }), mathToMarkdown()],
	handlers: { text: (node, parent, state, info) => textWithItsPatterns(node, parent, state, info) },
};

/**
 * The serialiser's own text handler, given only the escaping patterns whose character is in the
 * text: every pattern matches its character, so the others cannot match, and the output is the
 * same (the order of the patterns does not count: the positions they find are sorted). Without
 * this the serialiser runs each of its ~60 patterns over every text node, which was most of the
 * time a Markdown copy took.
 */
const textWithItsPatterns: Handle = (node, parent, state, info) => {
	const patterns = state.unsafe;
	const text = `${info.before}${(node as { value: string }).value}${info.after}`;
	state.unsafe = patternsFor(patterns, text);
	try {
		return defaultHandlers.text(node, parent, state, info);
	} finally {
		state.unsafe = patterns;
	}
};

type Unsafe = State['unsafe'][number];

/** A list of patterns (one per serialisation) by the code of their character, and the subsets already made. */
interface PatternIndex {
	byCode: (Unsafe[] | undefined)[];
	subsets: Map<string, Unsafe[]>;
}

const patternIndexes = new WeakMap<Unsafe[], PatternIndex>();

/** The patterns of `patterns` whose character is in `text`; their characters are ASCII. */
function patternsFor(patterns: Unsafe[], text: string): Unsafe[] {
	let index = patternIndexes.get(patterns);
	if (!index) {
		const byCode: (Unsafe[] | undefined)[] = [];
		for (const pattern of patterns) (byCode[pattern.character.charCodeAt(0)] ??= []).push(pattern);
		index = { byCode, subsets: new Map() };
		patternIndexes.set(patterns, index);
	}
	// One pass over the text: the codes of the characters that some pattern has (a few at most).
	const present: number[] = [];
	for (let position = 0; position < text.length; position++) {
		const code = text.charCodeAt(position);
		if (code < 128 && index.byCode[code] !== undefined && !present.includes(code)) present.push(code);
	}
	present.sort((a, b) => a - b);
	const key = String.fromCharCode(...present);
	let subset = index.subsets.get(key);
	if (!subset) {
		subset = present.flatMap((code) => index.byCode[code]!);
		index.subsets.set(key, subset);
	}
	return subset;
}
