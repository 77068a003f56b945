import { afterAll, describe, expect, it } from 'vitest';
import { blockIdentity, fenceLanguagesOf } from '../../../src/markdown/fence-languages.ts';
import { folderWith, removeFolders } from '../../support/temporary-folder.ts';

afterAll(removeFolders);

describe("the languages of a folder's code blocks", () => {
	it('lists each language Shiki has once, from pages and snippets, with tsx for MDX blocks, and leaves out diagrams and unknown names', () => {
		const folder = folderWith({
			'index.mdx': '```js title="a.js"\nx\n```\n\n~~~Python\ny\n~~~\n\n  ```mermaid\ngraph\n```\n',
			'notes.md': '````mdx\n<Note>Hi</Note>\n````\n\n```not-a-language\nz\n```\n',
			'snippets/cli.mdx': '```bash\nnpm i\n```\n',
		});
		expect(fenceLanguagesOf(folder)).toMatchObject({ highlighted: ['bash', 'js', 'mdx', 'python', 'tsx'], diagrams: true });
	});

	it('says there are no diagrams when no block is written in mermaid', () => {
		const folder = folderWith({ 'index.mdx': '```js\nconst mermaid = 1;\n```\n\nA word on mermaid diagrams.\n' });
		expect(fenceLanguagesOf(folder)).toMatchObject({ highlighted: ['js'], diagrams: false });
	});

	it('names the code written in more than one block, indented or not, and only that', () => {
		const folder = folderWith({
			'en/install.mdx': '```bash\nnpm i plants\n```\n\n```js\nconst a = 1;\n```\n',
			'fr/install.mdx':
				'<Tabs>\n  <Tab title="npm">\n    ```bash npm\n    npm i plants\n    ```\n  </Tab>\n</Tabs>\n\n````md\n```js\nconst b = 2;\n```\n````\n',
		});
		expect([...fenceLanguagesOf(folder).repeated]).toEqual(['npm i plants']);
		expect(blockIdentity('    npm i plants')).toBe('npm i plants');
	});
});
