import { describe, expect, it } from 'vitest';
import { undefinedExpressionsAsText } from '../../../src/page-files/literal-expressions.ts';

describe('a lenient build shows {name} that nothing defines as written', () => {
	it('in a table cell and in a line of text, braces included', () => {
		expect(undefinedExpressionsAsText('| key | default |\n|--|--|\n| path | "{mem0_dir}/history.db" |\n\nUse {user.id} here.\n')).toBe(
			'| key | default |\n|--|--|\n| path | "{"{mem0_dir}"}/history.db" |\n\nUse {"{user.id}"} here.\n',
		);
	});

	it('on a line of its own, and after text in other scripts (offsets are counted as JavaScript counts them)', () => {
		expect(undefinedExpressionsAsText('日本語 🌱 {x}\n\n{y}\n')).toBe('日本語 🌱 {"{x}"}\n\n{"{y}"}\n');
	});

	it('leaves alone expressions whose names the page defines or the runtime gives, and comments', () => {
		const source =
			'export const plants = ["Fern"];\n\n{plants.map(({ name }) => name).join(", ")} {Math.max(1, 2)} {frontmatter.title} {/* a note */}\n';
		expect(undefinedExpressionsAsText(source)).toBe(source);
	});

	it('keeps the lines of the page as they are', () => {
		const source = 'Line one {a}\n\nLine three {b}\n';
		expect(undefinedExpressionsAsText(source).split('\n')).toHaveLength(source.split('\n').length);
	});

	it('leaves a page that does not compile as it is', () => {
		expect(undefinedExpressionsAsText('<Tip>{x}\n')).toBe('<Tip>{x}\n');
	});
});
