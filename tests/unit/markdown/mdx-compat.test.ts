import { describe, expect, it } from 'vitest';
import { mdxToJs } from 'satteri';
import { mdxCompat } from '../../../src/markdown/mdx-compat.ts';
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

	it('<br></br> is one break, as JSX reads it, also in a table cell', () => {
		expect(compat('a<br></br>b')).toBe('a<br/>b');
		expect(compat('a<br> </br>b')).toBe('a<br/> b');
		expect(compat('| x | a<br></br><br></br>b |')).toBe('| x | a<br/><br/>b |');
		// Already closed: the </br> after it is a break of its own, as browsers read it.
		expect(compat('a<br/></br>b')).toBe('a<br/><br/>b');
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

describe("a heading's custom ID", () => {
	it('becomes a comment that marks it, at any level, in a component and in a quote', () => {
		const source = '## Setup {#install}\n\n<Tab title="A">\n  ### Deep detail {#detail}  \n</Tab>\n\n> ###### Quoted {#q-1}';
		expect(compat(source)).toBe(
			'## Setup{/*#install*/}\n\n<Tab title="A">\n  ### Deep detail{/*#detail*/}  \n</Tab>\n\n> ###### Quoted{/*#q-1*/}',
		);
		expect(parses(source)).toBe(false);
		expect(parses(compat(source))).toBe(true);
	});

	it('only at the end of a heading: elsewhere, and in code, braces stay expressions and text', () => {
		const source = 'Text {#not-a-heading}\n\n## Title {#id} and more\n\n```md\n## Title {#id}\n```';
		expect(compat(source)).toBe(source);
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

describe('math, as MDX with math reads it', () => {
	it('inline math is TeX: left as written', () => {
		expect(compat('if $a<=b$ and $x<y$, <br>')).toBe('if $a<=b$ and $x<y$, <br/>');
		expect(compat('$$n<=2$$')).toBe('$$n<=2$$');
		// Two dollars in one paragraph are math for MDX too, prices or not.
		expect(compat('costs $5 if x<3 and $6')).toBe('costs $5 if x<3 and $6');
	});

	it('a dollar without its pair in the paragraph is text', () => {
		expect(compat('costs $5, if x<3')).toBe('costs $5, if x\\<3');
		expect(compat('costs $5\n\nx<3 $')).toBe('costs $5\n\nx\\<3 $');
		// A component on its own line ends the paragraph, as in MDX.
		expect(compat('costs $5\n<Note>\nx<3 $\n</Note>')).toBe('costs $5\n<Note>\nx\\<3 $\n</Note>');
	});

	it('in a table, dollars pair within a cell only', () => {
		const source = ['| Plan | Price | Notes |', '| --- | --- | --- |', '| Basic | $5 | a<br>b |', '| Pro | $10 | x<3 |'].join('\n');
		expect(compat(source)).toBe(
			['| Plan | Price | Notes |', '| --- | --- | --- |', '| Basic | $5 | a<br/>b |', '| Pro | $10 | x\\<3 |'].join('\n'),
		);
		expect(compat('| $x<y$ | `a<b` |')).toBe('| $x<y$ | `a<b` |');
	});

	it('a $$ block is left as written', () => {
		const source = ['$$', 'n<=10 <br>', '$$', 'x<3'].join('\n');
		expect(compat(source)).toBe(['$$', 'n<=10 <br>', '$$', 'x\\<3'].join('\n'));
		const quoted = ['> $$', '> n<=10', '> $$'].join('\n');
		expect(compat(quoted)).toBe(quoted);
	});

	it('$$ lines indented four columns in a component are moved back, so that the block ends', () => {
		const source = ['<Steps>', '  <Step title="A">', '    $$', '    r<=1', '    $$', '  </Step>', '</Steps>', '', 'After.'].join('\n');
		expect(parses(source)).toBe(false);
		expect(compat(source)).toBe(
			['<Steps>', '  <Step title="A">', '$$', '    r<=1', '$$', '  </Step>', '</Steps>', '', 'After.'].join('\n'),
		);
		expect(parses(compat(source))).toBe(true);
		expect(compat('\t$$\n\tx\n\t$$')).toBe('$$\n\tx\n$$');
	});

	it("in a list item, to the item's column", () => {
		expect(compat(['- item', '', '      $$', '      x', '      $$'].join('\n'))).toBe(['- item', '', '  $$', '      x', '  $$'].join('\n'));
		// Within three columns of it: as written.
		const source = ['1. item', '', '   $$', '   x', '   $$'].join('\n');
		expect(compat(source)).toBe(source);
	});
});

describe('robustness', () => {
	it('"<" in a link title does not hide the rest of the page from the rewriting', () => {
		expect(compat('[a](/x "t<b") and <br>\n\nx <= 3')).toBe('[a](/x "t<b") and <br/>\n\nx \\<= 3');
	});

	it('frontmatter after a byte-order mark is left alone', () => {
		const source = '\uFEFF---\ndescription: "size <= 10 <!-- c -->"\n---\n\n1<2';
		expect(compat(source)).toBe('\uFEFF---\ndescription: "size <= 10 <!-- c -->"\n---\n\n1\\<2');
	});

	it('a code span ends with its paragraph, also at a component on its own line', () => {
		expect(compat('a `b\n<Note>\nx<3 `\n</Note>')).toBe('a `b\n<Note>\nx\\<3 `\n</Note>');
	});

	// Large enough that a rewrite slower than linear (a regular expression that backtracks over
	// the whole table) runs past the test's timeout.
	it('a long table full of code spans is rewritten whole', () => {
		const table = Array.from({ length: 20_000 }, (_, row) => `| \`a${row}\` | $${row} | x<3 |`).join('\n');
		expect(compat(table)).toBe(table.replaceAll('x<3', 'x\\<3'));
	});
});
