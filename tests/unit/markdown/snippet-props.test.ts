import { describe, expect, it } from 'vitest';
import { snippetPropNames } from '../../../src/markdown/snippet-props.ts';

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

	it('leaves out the names its own functions bind, and finds those read inside JSX', () => {
		const source = [
			'export const Badge = ({ text }) => <span>{text}</span>;',
			'',
			'{items.map(({ label, ...rest }, index = start) => label + index + rest.size)}',
			'',
			'{shown && <b title={tooltip}>{label}</b>}',
			'',
		].join('\n');
		expect(snippetPropNames(source)).toEqual(['items', 'label', 'shown', 'start', 'tooltip']);
	});
});
