import { describe, expect, it } from 'vitest';
import { freeIdentifiers, snippetPropNames } from '../../../src/markdown/snippet-props.ts';

describe('freeIdentifiers', () => {
	it('finds the names an expression reads', () => {
		expect(freeIdentifiers('word')).toEqual(['word']);
		expect(freeIdentifiers('count === 1 ? singular : plural')).toEqual(['count', 'singular', 'plural']);
	});

	it('leaves out property names, object keys and the parameters of its own functions', () => {
		expect(freeIdentifiers('items.map((item) => item.name)')).toEqual(['items']);
		expect(freeIdentifiers('({ label: text })')).toEqual(['text']);
		expect(freeIdentifiers('plant[key]')).toEqual(['plant', 'key']);
	});

	it('reads nothing from comments or code that does not parse', () => {
		expect(freeIdentifiers('/* a comment */')).toEqual([]);
		expect(freeIdentifiers('if (')).toEqual([]);
	});
});

describe('snippetPropNames', () => {
	it('collects bare variables from text and attribute expressions', () => {
		const source = 'Hello {name}.\n\n<Card title={heading} href="/x">{count} plants</Card>\n';
		expect(snippetPropNames(source)).toEqual(['count', 'heading', 'name']);
	});

	it('leaves out what the snippet defines or imports, props itself, and JavaScript globals', () => {
		const source = [
			"import Other from '/snippets/other.mdx';",
			'export const local = 1;',
			'',
			'{local} {Other} {props.title} {Math.max(a, 2)} {JSON.stringify(b)}',
			'',
		].join('\n');
		expect(snippetPropNames(source)).toEqual(['a', 'b']);
	});
});
