import { describe, expect, test } from 'vitest';
import { defaultHandlers, toMarkdown } from 'mdast-util-to-markdown';
import { mdxToMarkdown, serialiserOptions } from '../../../src/postbuild/markdown-copies/mdx-to-markdown.ts';
import { pageMdast } from '../../../src/postbuild/markdown-copies/mdx-to-mdast.ts';

const convert = (source: string) =>
	mdxToMarkdown(source, '/nowhere/page.mdx', { pagesRoot: '/nowhere', link: (href) => (href.startsWith('/') ? `/docs${href}` : href) });

describe('mdxToMarkdown', () => {
	test('callouts become quotes with their kind', () => {
		expect(convert('<Tip>Water **weekly**.</Tip>')).toBe('> **Tip:** Water **weekly**.');
		expect(convert('<Callout>Plain.</Callout>')).toBe('> Plain.');
	});

	test('a tree, written with components or as a Markdown list inside <FileTree>, is an indented list', () => {
		expect(convert('<Tree>\n  <Tree.Folder name="docs">\n    <Tree.File name="index.mdx" />\n  </Tree.Folder>\n</Tree>')).toBe(
			'- docs/\n  - index.mdx',
		);
		expect(convert('<FileTree>\n\n- docs/\n  - index.mdx\n\n</FileTree>')).toBe('- docs/\n  - index.mdx');
	});

	test('cards become links, site paths through the link function', () => {
		expect(convert('<Card title="Start" href="/quickstart">Begin here.</Card>')).toBe('[Start](/docs/quickstart): Begin here.');
		expect(convert('<Card title="No link">Text.</Card>')).toBe('**No link**: Text.');
	});

	test('fields become list items; hidden ones are left out', () => {
		expect(convert('<ParamField path="id" type="string" required>The id.</ParamField>')).toBe('- `id` (string, required): The id.');
		expect(convert('<ParamField query="debug" type="boolean" hidden>No.</ParamField>')).toBe('');
	});

	test('tabs become headings one level below the last heading', () => {
		expect(convert('## Install\n\n<Tabs>\n<Tab title="npm">\nnpm i\n</Tab>\n</Tabs>')).toBe('## Install\n\n### npm\n\nnpm i');
	});

	test('imports, exports, comments and unknown expressions leave nothing; literals and exported values stay', () => {
		expect(convert("import X from 'x';\nexport const size = 'large';\n\n{/* note */}\n\nA {size} plant, {1 + 1} and {'text'}.")).toBe(
			'A large plant,  and text.',
		);
	});

	test('links, images, lists, tables and code are kept as Markdown', () => {
		const source = '[Home](/)\n\n![Logo](/logo.svg)\n\n1. one\n2. two\n\n| a | b |\n|:--|--:|\n| 1 | 2 |\n\n```js title.js\nlet a;\n```';
		expect(convert(source)).toBe(
			'[Home](/docs/)\n\n![Logo](/docs/logo.svg)\n\n1. one\n2. two\n\n| a | b |\n| :- | -: |\n| 1 | 2 |\n\n```js title.js\nlet a;\n```',
		);
	});

	test('text keeps its escapes: what the page shows as written stays written', () => {
		expect(convert('Use \\*stars\\* and \\_underscores\\_.')).toBe('Use \\*stars\\* and \\_underscores\\_.');
		expect(convert('1\\. not a list\n\n\\# not a heading\n\n\\- not an item')).toBe(
			'1\\. not a list\n\n\\# not a heading\n\n\\- not an item',
		);
		expect(convert('A \\[bracket\\] and a \\`tick\\`.')).toBe('A \\[bracket] and a \\`tick\\`.');
	});

	test('text from props is escaped too: a type such as integer<int64> is no HTML tag', () => {
		expect(convert('<ParamField body="id" type="integer<int64>">The *id*.</ParamField>')).toBe('- `id` (integer\\<int64>): The *id*.');
		expect(convert('<Card title="5 * 3 = 15">Math.</Card>')).toBe('**5 \\* 3 = 15**: Math.');
	});

	test('consecutive fields make one list; a field with several blocks indents them', () => {
		const source = [
			'<ParamField path="a" type="string">First.</ParamField>',
			'<ParamField path="b" type="number">Second.</ParamField>',
			'',
			'<ResponseField name="plant" type="object">',
			'  The plant.',
			'',
			'  <Expandable title="properties">',
			'    <ResponseField name="id" type="string" required>Its id.</ResponseField>',
			'  </Expandable>',
			'</ResponseField>',
		].join('\n');
		expect(convert(source)).toBe(
			'- `a` (string): First.\n- `b` (number): Second.\n- `plant` (object): The plant.\n\n  properties:\n\n  - `id` (string, required): Its id.',
		);
	});

	test('a callout of several paragraphs is one quote; a card with several blocks keeps them apart', () => {
		expect(convert('<Warning>\n  Too much sun.\n\n  Keep it in the shade.\n</Warning>')).toBe(
			'> **Warning:** Too much sun.\n>\n> Keep it in the shade.',
		);
		expect(convert('<Card title="Start" href="/quickstart">\n  First.\n\n  Then.\n</Card>')).toBe(
			'[Start](/docs/quickstart):\n\nFirst.\n\nThen.',
		);
	});

	test('elements on lines of their own stay apart: their text does not run together', () => {
		expect(convert('<div>One</div>\n<div>Two</div>')).toBe('One\n\nTwo');
		expect(convert('`CodeError`\n<Info>The code threw.</Info>')).toBe('`CodeError`\n\n> **Info:** The code threw.');
		expect(convert("export const a = 'One';\nexport const b = 'Two';\n\n{a}\n\n{b}")).toBe('One\n\nTwo');
	});

	test('raw HTML of a Markdown page leaves its text, a paragraph a block', () => {
		const markdown = mdxToMarkdown('<p>One *star*</p><p>Two</p>\n\nText with <b>bold</b> HTML.', '/nowhere/page.md', {
			pagesRoot: '/nowhere',
			link: (href) => href,
		});
		expect(markdown).toBe('One \\*star\\*\n\nTwo\n\nText with bold HTML.');
	});

	test('text is escaped exactly as the serialiser escapes it with every pattern', () => {
		// Each line has characters the serialiser escapes in some places and not in others.
		const texts = [
			'Use \\*stars\\*, \\_under\\_scores_ and snake_case_names with a_b.',
			'1\\. not a list, 2) nor this; \\# not a heading; \\+ plus \\- minus',
			'A \\[bracket] and \\`tick\\`, \\<not a tag>, a &amp; b & c, x \\< y > z.',
			'Pipes | in text | and ~~tilde~~ ~one~, colons: http://example.com and mail@example.com.',
			'Exclamation! ![not image] "quotes" \'single\' (parens) [link]: def = sign.',
			'Trailing spaces  \nand a hard break\\\nand tabs\there, and ***strong emphasis***.',
			'| a | b |\n|---|---|\n| x \\| y | `code | pipe` |',
			'<ParamField body="id" type="integer<int64>">The *id* of a_b_c.</ParamField>',
			'Math $x_1 + y^2$ and $$a*b$$ and money $5 or $ 6.',
		];
		for (const text of texts) {
			const tree = pageMdast(text, '/nowhere/page.mdx', { pagesRoot: '/nowhere', link: (href) => href });
			const everyPattern = toMarkdown(tree, { ...serialiserOptions, handlers: { text: defaultHandlers.text } });
			expect(toMarkdown(tree, serialiserOptions)).toBe(everyPattern);
		}
	});
});
