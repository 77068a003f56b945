import { describe, expect, it } from 'vitest';
import { checkMdx } from '../../../src/page-files/check-mdx.ts';
import { markdownCodeProblems } from '../../../src/page-files/code-fences.ts';
import { formatProblems } from '../../../src/problems/format.ts';

/** What a page's fenced code blocks ask for that the reader will not get. */
// The first twoslash block loads TypeScript and its lib files: over 5 s on a loaded machine (a coverage run).
describe('options of fenced code blocks', { timeout: 30_000 }, () => {
	const twoslash = [
		'---',
		'title: Types',
		'---',
		'',
		'Hover the names:',
		'',
		'```ts twoslash Twoslash example',
		'const a = 1;',
		'const b: number = "two";',
		'```',
		'',
	].join('\n');

	it("says where a twoslash block does not type-check, with TypeScript's message", () => {
		expect(formatProblems(checkMdx('page.mdx', twoslash).problems)).toBe(
			[
				"warning: page.mdx:9:1 twoslash code block does not type-check, and is shown without its types on hover: line 2 of the block, TS2322 Type 'string' is not assignable to type 'number'.",
				'  fix: correct the code; or declare the errors the block shows on purpose with a line "// @errors: 2322" (their codes), or "// @noErrors"; packages the code imports are not installed: declare what it uses (declare const x: ...)',
				'0 errors, 1 warning',
			].join('\n'),
		);
		expect(checkMdx('page.mdx', twoslash).problems[0]?.code).toBe('twoslash-type-error');
	});

	it('says the same of a Markdown page', () => {
		expect(markdownCodeProblems('page.md', twoslash, undefined).map((problem) => `${problem.line}: ${problem.code}`)).toEqual([
			'9: twoslash-type-error',
		]);
	});

	it('accepts a block that type-checks, errors it declares, and a package it declares; not the disk of the build machine', () => {
		const fence = (code: string) => `\`\`\`ts twoslash\n${code}\n\`\`\`\n`;
		expect(checkMdx('page.mdx', fence('const pets = new Map<string, number>();\npets.set("cat", 1);')).problems).toEqual([]);
		expect(checkMdx('page.mdx', fence('// @errors: 2322\nconst b: number = "two";')).problems).toEqual([]);
		expect(checkMdx('page.mdx', fence('// @noErrors\nimport { z } from "zod";')).problems).toEqual([]);
		expect(checkMdx('page.mdx', fence('import pkg from "/etc/hostname";')).problems.map((problem) => problem.message)).toEqual([
			expect.stringContaining("TS2307 Cannot find module '/etc/hostname'"),
		]);
		// Twoslash is for JavaScript and TypeScript: other languages are highlighted as they are.
		expect(checkMdx('page.mdx', '```python twoslash\nx: int = "a"\n```\n').problems).toEqual([]);
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
