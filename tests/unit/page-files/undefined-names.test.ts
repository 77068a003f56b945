import { describe, expect, it } from 'vitest';
import { checkMdx } from '../../../src/page-files/check-mdx.ts';
import { formatProblems } from '../../../src/problems/format.ts';

/**
 * `{id}` in a page is an expression, on Mintlify as here: a name the page does not define would
 * fail the page when it renders. The check says so before the build, with the place and the fix.
 */

const folder = '/docs';
const file = `${folder}/page.mdx`;

function report(source: string, options: { snippet?: boolean } = {}): string {
	return formatProblems(checkMdx(file, source, undefined, options).problems, folder);
}

describe('names a page reads without defining them', () => {
	it('are errors, with the literal-text fix first', () => {
		expect(report('---\ntitle: "T"\n---\n\nCall /plants/{id} with the id.\n')).toBe(
			[
				'error: page.mdx:5:14 {id}: "id" is not defined on this page',
				'  fix: for literal braces write \\{id\\} or put the text in backticks; for a value, define it: export const id = "..."',
				'1 error, 0 warnings',
			].join('\n'),
		);
	});

	it('in attribute values too', () => {
		expect(report('<Card title={heading}>x</Card>\n')).toContain('error: page.mdx:1:1 {heading}: "heading" is not defined on this page');
	});

	it('not when the page exports or imports them, for comments, literals, and the language\'s globals', () => {
		const source = [
			"import { plant } from '/snippets/names.mdx';",
			'export const limit = 10;',
			'',
			'{/* a comment */} {limit} {plant} {2 + 3} {"text"} {Math.max(1, 2)} {JSON.stringify([1])} {frontmatter.title}',
			'',
			'Escaped: \\{id\\} and `{id}` in code.',
		].join('\n');
		expect(report(source)).toBe('0 errors, 0 warnings');
	});

	it('not in snippets: there they are props', () => {
		expect(report('Hello {name}.\n', { snippet: true })).toBe('0 errors, 0 warnings');
	});
});
