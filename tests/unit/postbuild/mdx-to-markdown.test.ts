import { describe, expect, test } from 'vitest';
import { mdxToMarkdown } from '../../../src/postbuild/mdx-to-markdown.ts';

const convert = (source: string) =>
	mdxToMarkdown(source, '/nowhere/page.mdx', { pagesRoot: '/nowhere', link: (href) => (href.startsWith('/') ? `/docs${href}` : href) });

describe('mdxToMarkdown', () => {
	test('callouts become quotes with their kind', () => {
		expect(convert('<Tip>Water **weekly**.</Tip>')).toBe('> **Tip:** Water **weekly**.');
		expect(convert('<Callout>Plain.</Callout>')).toBe('> Plain.');
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
		expect(convert("import X from 'x';\nexport const size = 'large';\n\n{/* note */}\n\nA {size} plant, {1 + 1} and {'text'}.")).toBe('A large plant,  and text.');
	});

	test('links, images, lists, tables and code are kept as Markdown', () => {
		const source = '[Home](/)\n\n![Logo](/logo.svg)\n\n1. one\n2. two\n\n| a | b |\n|:--|--:|\n| 1 | 2 |\n\n```js title.js\nlet a;\n```';
		expect(convert(source)).toBe('[Home](/docs/)\n\n![Logo](/docs/logo.svg)\n\n1. one\n2. two\n\n| a | b |\n| :-- | --: |\n| 1 | 2 |\n\n```js title.js\nlet a;\n```');
	});
});
