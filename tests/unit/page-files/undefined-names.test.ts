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

	it("not when the page exports or imports them, for comments, literals, and the language's globals", () => {
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

	it('not for the names its own functions, destructuring, defaults, rest, catch clauses and classes bind', () => {
		const source = [
			'export const plants = [{ name: "Fern", tags: [] }];',
			'',
			'{plants.map(({ name }) => name)}',
			'{plants.map(({ name, ...rest }, index = 0) => `${index}: ${name} ${rest.tags.length}`)}',
			'{plants.map(([first, second = first]) => second)}',
			'{(() => { const count = plants.length; let label = "plants"; return `${count} ${label}`; })()}',
			'{(() => { try { return JSON.parse("x"); } catch (error) { return error.message; } })()}',
			'{(class Pot { static make() { return new Pot(); } }).make() && "pot"}',
			'{(function () { return arguments.length; })()}',
			'',
			'<Card title={plants.map(function named({ name }) { return name; }).join(", ")}>x</Card>',
		].join('\n');
		expect(report(source)).toBe('0 errors, 0 warnings');
	});

	it('but a name read in such an expression and defined nowhere is still reported', () => {
		expect(report('{plants.map(({ name }) => name + suffix)}\n')).toBe(
			[
				'error: page.mdx:1:1 {plants.map(({ name }) => name + suffix)}: "plants", "suffix" are not defined on this page',
				'  fix: for literal braces write \\{plants.map(({ name }) => name + suffix)\\} or put the text in backticks; for a value, define it: export const plants = "..."',
				'1 error, 0 warnings',
			].join('\n'),
		);
	});

	it('a component the page exports is not unknown, however it is declared', () => {
		const source = [
			'export async function Badge() { return null; }',
			'export default function Layout({ children }) { return children; }',
			'export const { Chip, Tag } = { Chip: () => null, Tag: () => null };',
			'export class Panel {}',
			'export function* Steps2() {}',
			'export const Pill = ({ label }) => <span className="pill">{label}</span>;',
			'',
			'<Badge>new</Badge> <Layout>x</Layout> <Chip /> <Tag /> <Panel /> <Steps2 /> <Pill label="a" />',
		].join('\n');
		expect(report(source)).toBe('0 errors, 0 warnings');
	});

	it('not in snippets: there they are props', () => {
		expect(report('Hello {name}.\n', { snippet: true })).toBe('0 errors, 0 warnings');
	});
});
