import { describe, expect, it } from 'vitest';
import { mdxToJs } from 'satteri';
import { mdxCompat } from '../../../src/page-files/mdx-compat.ts';
import { markdownFeatures } from '../../../src/markdown/features.ts';

/**
 * What Mintlify folders write that plain MDX rejects, and what each becomes before parsing. Each
 * rewritten source must parse as MDX, and keep its number of lines.
 */

function compat(source: string): string {
	const rewritten = mdxCompat(source);
	expect(rewritten.split('\n').length, 'line count').toBe(source.split('\n').length);
	return rewritten;
}

/** Whether MDX parses the text, as the build does. */
function parses(source: string): boolean {
	try {
		mdxToJs(source, { features: markdownFeatures });
		return true;
	} catch {
		return false;
	}
}

describe('HTML comments', () => {
	it('become MDX comments, inline and over several lines', () => {
		expect(compat('Hello <!-- a note --> world')).toBe('Hello {/* a note */} world');
		const block = ['<!--', 'TODO: rewrite', '-->', '', 'Text'].join('\n');
		expect(compat(block)).toBe(['{/*', 'TODO: rewrite', '*/}', '', 'Text'].join('\n'));
		expect(parses(block)).toBe(false);
		expect(parses(compat(block))).toBe(true);
	});

	it('inside a component', () => {
		const source = '<Note>\n<!-- hidden -->\nShown.\n</Note>';
		expect(parses(compat(source))).toBe(true);
	});

	it('a comment holding */ cannot end the MDX comment early', () => {
		expect(compat('<!-- a */ b -->')).toBe('{/* a * / b */}');
	});

	it('an unclosed <!-- is left to the parser', () => {
		expect(compat('a <!-- b')).toBe('a <!-- b');
	});
});

describe('void elements left open', () => {
	it('are closed', () => {
		expect(compat('one<br>two')).toBe('one<br/>two');
		expect(compat('<hr>')).toBe('<hr/>');
		expect(compat('<img src="/a.png" alt="A > B">')).toBe('<img src="/a.png" alt="A > B"/>');
		expect(compat('<video controls>\n  <source src="/a.mp4" type="video/mp4">\n</video>')).toBe(
			'<video controls>\n  <source src="/a.mp4" type="video/mp4"/>\n</video>',
		);
		expect(compat('<input type="checkbox" disabled >')).toBe('<input type="checkbox" disabled/>');
	});

	it('already closed ones are unchanged', () => {
		expect(compat('<br/> <br /> <img src="a.png" />')).toBe('<br/> <br /> <img src="a.png" />');
	});

	it('closing tags of void elements are dropped; </br> is a line break, as in browsers', () => {
		expect(compat('<img src="a.png"></img>')).toBe('<img src="a.png"/>');
		expect(compat('a</br>b')).toBe('a<br/>b');
	});

	it('inside other elements and tables parse', () => {
		for (const source of ['<p>x<br>y</p>', '<div>\n<br>\n</div>', '| a | b<br>c |\n| - | - |\n| 1 | 2 |']) {
			expect(parses(source), source).toBe(false);
			expect(parses(compat(source)), source).toBe(true);
		}
	});

	it('an attribute expression holding ">" does not end the tag', () => {
		expect(compat('<img alt={a > b ? "x" : "y"}>')).toBe('<img alt={a > b ? "x" : "y"}/>');
	});
});

describe('"<" in prose', () => {
	it('that cannot start a tag is escaped', () => {
		expect(compat('if x <= 3')).toBe('if x \\<= 3');
		expect(compat('5<6 and x << 2')).toBe('5\\<6 and x \\<< 2');
		for (const source of ['if x <= 3', '5<6', 'x << 2']) expect(parses(compat(source)), source).toBe(true);
	});

	it('followed by a space is text to MDX already', () => {
		expect(compat('a < b')).toBe('a < b');
	});

	it('an autolink becomes a Markdown link', () => {
		expect(compat('see <https://example.com/a?b=1>.')).toBe('see [https://example.com/a?b=1](https://example.com/a?b=1).');
	});
});

describe('left alone', () => {
	it('class and style attributes (Astro renders them as written)', () => {
		const source = '<div class="box" style="color: red; font-size: 12px">hi</div>';
		expect(compat(source)).toBe(source);
		expect(parses(source)).toBe(true);
	});

	it('expressions, also with "<" and comments inside', () => {
		const source = '{a <= b ? "<br>" : "<!-- x -->"} and {/* <br> */}';
		expect(compat(source)).toBe(source);
	});

	it('escaped characters', () => {
		expect(compat('\\<br> \\{id\\}')).toBe('\\<br> \\{id\\}');
	});

	it('frontmatter', () => {
		const source = '---\ntitle: "a <= b <!-- c -->"\n---\n\ntext<br>';
		expect(compat(source)).toBe('---\ntitle: "a <= b <!-- c -->"\n---\n\ntext<br/>');
	});

	it('fenced code, also indented in a component or in a quote', () => {
		const fenced = ['```html', '<br>', '<!-- c -->', 'x <= 3', '```', 'after<br>'].join('\n');
		expect(compat(fenced)).toBe(['```html', '<br>', '<!-- c -->', 'x <= 3', '```', 'after<br/>'].join('\n'));
		const nested = ['<Tab title="A">', '  ~~~~', '  <hr>', '  ~~~~', '</Tab>'].join('\n');
		expect(compat(nested)).toBe(nested);
		const quoted = ['> ```', '> <br>', '> ```'].join('\n');
		expect(compat(quoted)).toBe(quoted);
	});

	it('inline code, also with longer backtick runs', () => {
		expect(compat('use `<br>` or ``a ` <hr> `` here<br>')).toBe('use `<br>` or ``a ` <hr> `` here<br/>');
	});

	it('a backtick without its pair is text', () => {
		expect(compat('a ` b<br>\n\nc `')).toBe('a ` b<br/>\n\nc `');
	});

	it('import and export blocks', () => {
		const source = ['import X from "/snippets/x.mdx";', 'export const limit = 1 <2;', '', 'a<br>'].join('\n');
		expect(compat(source)).toBe(['import X from "/snippets/x.mdx";', 'export const limit = 1 <2;', '', 'a<br/>'].join('\n'));
	});

	it('components and HTML elements with content', () => {
		const source = '<Card title="a <= b" href="/x">Text</Card> <span style="color: red">red</span>';
		expect(compat(source)).toBe(source);
	});
});
