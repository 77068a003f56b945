import { describe, expect, it } from 'vitest';
import { checkMdx } from '../../../src/page-files/check-mdx.ts';
import { markdownCodeProblems } from '../../../src/page-files/code-fences.ts';
import { formatProblems } from '../../../src/problems/format.ts';

/** What a page's fenced code blocks ask for that the reader will not get. */
describe('options of fenced code blocks', () => {
	const twoslash = [
		'---',
		'title: Types',
		'---',
		'',
		'Hover the names:',
		'',
		'```ts twoslash Twoslash example',
		'const a = 1;',
		'```',
		'',
	].join('\n');

	it('warns that twoslash is not honoured, at the fence', () => {
		expect(formatProblems(checkMdx('page.mdx', twoslash).problems)).toBe(
			[
				'warning: page.mdx:7:1 code block option "twoslash" is not honoured: the block is highlighted, without the types and errors Twoslash shows on hover',
				'  fix: remove "twoslash", or write the types the reader needs as comments in the code',
				'0 errors, 1 warning',
			].join('\n'),
		);
		expect(checkMdx('page.mdx', twoslash).problems[0]?.code).toBe('code-option-not-honoured');
	});

	it('says the same of a Markdown page', () => {
		expect(markdownCodeProblems('page.md', twoslash, undefined).map((problem) => `${problem.line}: ${problem.code}`)).toEqual([
			'7: code-option-not-honoured',
		]);
	});

	it('does not warn of a fence shown inside another block, nor of twoslash="false"', () => {
		const source = ['````mdx', '```ts twoslash', 'const a = 1;', '```', '````', '', '```ts twoslash="false"', 'let b;', '```', ''].join(
			'\n',
		);
		expect(checkMdx('page.mdx', source).problems).toEqual([]);
		expect(markdownCodeProblems('page.md', source, undefined)).toEqual([]);
	});

	it("warns of an icon no set has, in the site's library, beside a title", () => {
		const source =
			'```js app.js icon="seedlin"\nx\n```\n\n```js icon="seedlin"\nx\n```\n\n```ts v3 icon="/images/typescript.svg"\nx\n```\n';
		expect(formatProblems(checkMdx('page.mdx', source).problems)).toBe(
			[
				'warning: page.mdx:1:1 code block icon "seedlin" is in neither Font Awesome\'s free icons nor Lucide: a dashed circle stands in for it',
				'  fix: did you mean "seedling"?',
				'0 errors, 1 warning',
			].join('\n'),
		);
		const tabler = '```js app.js icon="brand-tabler"\nx\n```\n';
		expect(checkMdx('page.mdx', tabler).problems).toHaveLength(1);
		expect(checkMdx('page.mdx', tabler, undefined, { iconLibrary: 'tabler' }).problems).toEqual([]);
	});
});

describe('Mermaid diagrams', () => {
	it('that ask for the ELK layout are named, in MDX and Markdown pages; others are not', () => {
		const page = ['```mermaid', "%%{init: {'flowchart': {'defaultRenderer': 'elk'}}}%%", 'flowchart LR', '  A --> B', '```', ''].join('\n');
		const expected = [
			'warning: page.mdx:1:1 code block option "elk" is not honoured: the diagram is laid out by Mermaid\'s own layout (dagre) instead of ELK',
			'  fix: remove the ELK directive to say so, or keep it: the diagram is still drawn',
			'0 errors, 1 warning',
		].join('\n');
		expect(formatProblems(checkMdx('page.mdx', page).problems)).toBe(expected);
		expect(formatProblems(markdownCodeProblems('page.mdx', page, undefined))).toBe(expected);
		expect(checkMdx('page.mdx', page.replace('elk', 'dagre')).problems).toEqual([]);
	});
});
