import { mdxToJs } from 'satteri';
import type { Problem } from '../problems/problem.ts';

/** Likely fixes for the MDX syntax errors authors meet most, by the parser's rule id. */
const hints: Record<string, string> = {
	'mdx-jsx:unexpected-character': 'write &lt; for a literal "<", or close the tag; links are [text](url)',
	'mdx-jsx:unexpected-eof': 'a tag is not closed: add its closing tag, or end it with />',
	'mdx-jsx:end-tag-mismatch': 'the closing tag does not match the open one: check the nesting of tags',
	'mdx-expression:unexpected-eof': 'a "{" is not closed: write \\{ for a literal brace',
	'micromark-extension-mdx-expression:unexpected-eof': 'a "{" is not closed: write \\{ for a literal brace',
	'mdx-esm:unexpected-eof': 'an import or export line is not complete',
};

/**
 * Compiles a page's MDX once to find syntax errors before Astro does, so that every broken
 * page is reported at once, with its line and column, instead of the build stopping at the first.
 */
export function checkMdxSyntax(file: string, source: string): Problem[] {
	try {
		mdxToJs(source);
		return [];
	} catch (error) {
		return [mdxSyntaxProblem(file, error instanceof Error ? error.message : String(error))];
	}
}

/** `8:6: Unexpected character ... (mdx-jsx:unexpected-character)` as a problem. */
export function mdxSyntaxProblem(file: string, message: string): Problem {
	const match = /^(\d+):(\d+)(?:-\d+:\d+)?:\s*(.*?)(?:\s+\(([\w:-]+)\))?$/s.exec(message.trim());
	if (!match) return { severity: 'error', file, message: `MDX syntax error: ${message}` };
	const [, line, column, text, rule] = match;
	const hint = rule ? hints[rule] : undefined;
	return {
		severity: 'error',
		file,
		line: Number(line),
		column: Number(column),
		message: `MDX syntax error: ${text}`,
		...(hint ? { hint } : {}),
	};
}
