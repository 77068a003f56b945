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

/** By list of patterns (one per serialisation): its patterns by character, and the subsets already made. */
const patternIndexes = new WeakMap<Unsafe[], { byCharacter: Map<string, Unsafe[]>; subsets: Map<string, Unsafe[]> }>();

/** The patterns of `patterns` whose character is in `text`. */
function patternsFor(patterns: Unsafe[], text: string): Unsafe[] {
	let index = patternIndexes.get(patterns);
	if (!index) {
		const byCharacter = new Map<string, Unsafe[]>();
		for (const pattern of patterns) byCharacter.set(pattern.character, [...(byCharacter.get(pattern.character) ?? []), pattern]);
		index = { byCharacter, subsets: new Map() };
		patternIndexes.set(patterns, index);
	}
	const present = [...index.byCharacter.keys()].filter((character) => text.includes(character));
	const key = present.join('');
	let subset = index.subsets.get(key);
	if (!subset) {
		subset = present.flatMap((character) => index.byCharacter.get(character)!);
		index.subsets.set(key, subset);
	}
	return subset;
}
