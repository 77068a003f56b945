import { describe, expect, test } from 'vitest';
import Tree from '../../src/components/mdx/Tree.astro';
import TreeFile from '../../src/components/mdx/TreeFile.astro';
import TreeFolder from '../../src/components/mdx/TreeFolder.astro';
import { coreComponents } from '../../src/components/mdx/core.ts';
import { findAll } from '../build/html.ts';
import { checkMdx } from '../../src/page-files/check-mdx.ts';
import { renderComponent } from './render.ts';

/** File trees as Mintlify writes them: components, or a Markdown list inside <Tree> or <FileTree>. */

const items = (html: string) =>
	findAll(html, 'li', { 'data-tree-item': true }).map(
		(item) => `${item.attrs.class} ${item.attrs['data-name']}${item.attrs['data-default-open'] === 'true' ? ' open' : ''}`,
	);

describe('a tree written as a Markdown list', () => {
	const list =
		'<ul><li>docs/<ul><li><code>index.mdx</code></li><li>guides/<ul><li>configuration.mdx</li></ul></li><li>assets/</li></ul></li><li><strong>docs.config.ts</strong></li></ul>';

	test('is a tree: a name ending in "/" or holding entries is a folder, open when it holds some', async () => {
		expect(items(await renderComponent(Tree, { content: list }))).toEqual([
			'tree-folder docs open',
			'tree-file index.mdx',
			'tree-folder guides open',
			'tree-file configuration.mdx',
			'tree-folder assets',
			'tree-file docs.config.ts',
		]);
	});

	test('FileTree is another name of Tree: a component of the pages, with no props of its own', () => {
		expect(Object.keys(coreComponents)).toContain('FileTree');
		expect(checkMdx('page.mdx', '<FileTree>\n\n- docs/\n  - index.mdx\n\n</FileTree>\n').problems).toEqual([]);
	});
});

describe('highlight', () => {
	test('marks the active file or folder, and no other', async () => {
		const file = findAll(await renderComponent(TreeFile, { props: { name: 'page.tsx', highlight: true } }), 'li')[0];
		const folder = findAll(await renderComponent(TreeFolder, { props: { name: 'api', highlight: true } }), 'li')[0];
		const plain = findAll(await renderComponent(TreeFile, { props: { name: 'other.tsx' } }), 'li')[0];
		expect([file?.attrs['data-highlight'], folder?.attrs['data-highlight'], plain?.attrs['data-highlight']]).toEqual(['', '', undefined]);
	});
});
