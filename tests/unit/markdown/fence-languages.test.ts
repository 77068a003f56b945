import { afterAll, describe, expect, it } from 'vitest';
import { fenceLanguagesOf } from '../../../src/markdown/fence-languages.ts';
import { folderWith, removeFolders } from '../../support/temporary-folder.ts';

afterAll(removeFolders);

describe("the languages of a folder's code blocks", () => {
	it('lists each language Shiki has once, from pages and snippets, with tsx for MDX blocks, and leaves out diagrams and unknown names', () => {
		const folder = folderWith({
			'index.mdx': '```js title="a.js"\nx\n```\n\n~~~Python\ny\n~~~\n\n  ```mermaid\ngraph\n```\n',
			'notes.md': '````mdx\n<Note>Hi</Note>\n````\n\n```not-a-language\nz\n```\n',
			'snippets/cli.mdx': '```bash\nnpm i\n```\n',
		});
		expect(fenceLanguagesOf(folder)).toEqual({ highlighted: ['bash', 'js', 'mdx', 'python', 'tsx'], diagrams: true });
	});

	it('says there are no diagrams when no block is written in mermaid', () => {
		const folder = folderWith({ 'index.mdx': '```js\nconst mermaid = 1;\n```\n\nA word on mermaid diagrams.\n' });
		expect(fenceLanguagesOf(folder)).toEqual({ highlighted: ['js'], diagrams: false });
	});
});
