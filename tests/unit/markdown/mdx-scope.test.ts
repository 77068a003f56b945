import { describe, expect, it } from 'vitest';
import { freeIdentifiers, localNames, moduleBindings, moduleBlocksOf } from '../../../src/markdown/mdx-scope.ts';

describe('freeIdentifiers', () => {
	it('finds the names an expression reads, in order', () => {
		expect(freeIdentifiers('word')).toEqual(['word']);
		expect(freeIdentifiers('count === 1 ? singular : plural')).toEqual(['count', 'singular', 'plural']);
	});

	it('leaves out property names, object keys and the parameters of its own functions', () => {
		expect(freeIdentifiers('items.map((item) => item.name)')).toEqual(['items']);
		expect(freeIdentifiers('({ label: text })')).toEqual(['text']);
		expect(freeIdentifiers('plant[key]')).toEqual(['plant', 'key']);
	});

	it('knows what destructuring, defaults and rest parameters bind', () => {
		expect(freeIdentifiers('plants.map(({ name }) => name)')).toEqual(['plants']);
		expect(freeIdentifiers('rows.map(([first, { id = fallback }], ...others) => first + id + others.length)')).toEqual([
			'rows',
			'fallback',
		]);
		expect(freeIdentifiers('(({ a: { b } = {}, ...rest }) => b + rest)(value)')).toEqual(['value']);
	});

	it('knows nested functions, block declarations, catch clauses, class names, labels and arguments', () => {
		expect(
			freeIdentifiers('(() => { const total = 1; let [x] = list; function twice(n) { return n * total * x; } return twice(2); })()'),
		).toEqual(['list']);
		expect(freeIdentifiers('(() => { try { return risky(); } catch ({ message }) { return message; } })()')).toEqual(['risky']);
		expect(freeIdentifiers('(class Plant { static create() { return new Plant(); } }).create()')).toEqual([]);
		expect(freeIdentifiers('(() => { class Pot {} outer: for (const p of pots) { if (p) break outer; } return new Pot(); })()')).toEqual([
			'pots',
		]);
		expect(freeIdentifiers('(function () { return arguments.length; })()')).toEqual([]);
		expect(freeIdentifiers('(() => { for (let i = 0; i < n; i++) {} return i; })()')).toEqual(['n', 'i']);
	});

	it('reads JSX: names in its expressions count, tag and attribute names do not', () => {
		expect(freeIdentifiers('items.map((item) => <Card key={item.id} title={heading}>{item.name}</Card>)')).toEqual(['items', 'heading']);
	});

	it('reads nothing from comments or code that does not parse', () => {
		expect(freeIdentifiers('/* a comment */')).toEqual([]);
		expect(freeIdentifiers('')).toEqual([]);
		expect(freeIdentifiers('if (')).toEqual([]);
	});
});

describe('localNames', () => {
	it('finds every kind of import', () => {
		const names = localNames(["import Intro, { a, b as c } from '/snippets/intro.mdx';\nimport * as Icons from './icons.js';"]);
		expect([...names].sort()).toEqual(['Icons', 'Intro', 'a', 'c']);
	});

	it('finds every kind of exported declaration', () => {
		const blocks = [
			'export async function Badge() {}',
			'export function* ids() {}',
			'export class Pot {}',
			'export const { color, size: potSize, ...more } = { color: "green" };',
			'export let [first, , third] = [1, 2, 3];',
			'export default function Layout({ children }) { return children; }',
			'export const Chip = ({ label }) => <span className="chip">{label}</span>;',
		];
		expect([...localNames(blocks)].sort()).toEqual(['Badge', 'Chip', 'Layout', 'Pot', 'color', 'first', 'ids', 'more', 'potSize', 'third']);
	});

	it('not the names only re-exported, nor those inside functions', () => {
		expect([
			...localNames([
				"export { x } from './x.js';\nexport * as all from './all.js';\nexport function f() { const inner = 1; return inner; }",
			]),
		]).toEqual(['f']);
	});

	it('a block that does not parse declares nothing, and the others still count', () => {
		expect([...localNames(['export const = ;', 'export const kept = 1;'])]).toEqual(['kept']);
	});
});

describe('moduleBlocksOf', () => {
	it('gives the import and export blocks of an MDX page, not code blocks nor text that looks like them', () => {
		const page = [
			'---',
			'title: "Imports"',
			'---',
			"import Intro from '/snippets/intro.mdx';",
			'',
			'Text that mentions import X from "y" in prose.',
			'',
			'```js',
			"import { hidden } from 'in-a-fence';",
			'```',
			'',
			'export const tone = "calm";',
		].join('\n');
		expect(moduleBlocksOf(page)).toEqual(["import Intro from '/snippets/intro.mdx';", 'export const tone = "calm";']);
	});

	it('gives none for a page that does not parse', () => {
		expect(moduleBlocksOf('<Card>\n\nnever closed {')).toEqual([]);
	});
});

describe('moduleBindings', () => {
	it('reads default and named imports, with their source and the name taken', () => {
		const { imports } = moduleBindings([
			"import Intro, { Step as One, Warn } from '/snippets/parts.mdx';\nimport * as all from './all.js';",
			'import "./side-effect.css";',
		]);
		expect(Object.fromEntries(imports)).toEqual({
			Intro: { source: '/snippets/parts.mdx', imported: 'default' },
			One: { source: '/snippets/parts.mdx', imported: 'Step' },
			Warn: { source: '/snippets/parts.mdx', imported: 'Warn' },
		});
	});

	it('reads constants written as literals, and leaves computed ones out', () => {
		const { constants } = moduleBindings([
			'export const name = "Fern";\nexport const count = 3, depth = -2.5;\nexport const note = `plain`;',
			'export const computed = `x${1}`;\nexport let changing = "no";\nexport const { a } = { a: "b" };\nexport const list = ["x"];',
		]);
		expect(Object.fromEntries(constants)).toEqual({ name: 'Fern', count: '3', depth: '-2.5', note: 'plain' });
	});

	it('a block that does not parse binds nothing, and the others still count', () => {
		expect(Object.fromEntries(moduleBindings(['import from;', "export const kept = 'yes';"]).constants)).toEqual({ kept: 'yes' });
	});
});
