import { mdxToJs } from 'satteri';
import type { Problem } from '../problems/problem.ts';

/**
 * Likely fixes for the MDX syntax errors authors meet most. The parser's rule ids are too coarse
 * (an unclosed brace and a stray "<" share one), so the message text decides.
 */
const hints: [RegExp, string][] = [
	[/closing brace|expression/i, 'a "{" starts a JavaScript expression: close it with "}", or write \\{ for a literal brace'],
	[/closing tag|end of file.*(tag|element)|end tag/i, 'a tag is not closed: add its closing tag, or end it with />'],
	[/after `<`|before name|character `<`/i, 'write &lt; for a literal "<"; links are [text](url), not <url>'],
	[/import|export/i, 'an import or export line is not complete'],
];

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
	const [, line, column, rawText] = match;
	// The parser repeats the place in the text, as "(8:1)": it is already in the location.
	const text = rawText!.replace(/\s*\(\d+:\d+(?:-\d+:\d+)?\)/g, '');
	const hint = hints.find(([pattern]) => pattern.test(text))?.[1];
	return {
		severity: 'error',
		file,
		line: Number(line),
		column: Number(column),
		message: `MDX syntax error: ${text}`,
		...(hint ? { hint } : {}),
	};
}
