import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { importedFilesOf, pagesImports } from '../../../src/page-files/page-imports.ts';
import { folderWith, removeFolders } from '../../support/temporary-folder.ts';

afterAll(removeFolders);

describe('the files a page imports', () => {
	test('are found from the docs folder and from the importing file, through snippets and components, each once', () => {
		const docs = folderWith({
			'guides/page.mdx': "import Intro from '/snippets/intro.mdx';\nimport { Gauge } from '../components/gauge';\n\n<Intro />\n",
			'snippets/intro.mdx': "import Badge from './badge.jsx';\nexport { Leaf } from '/snippets/leaf.mdx';\n\nHello <Badge />\n",
			'snippets/badge.jsx': "import './badge.css';\nexport default () => <b>new</b>;\n",
			'snippets/badge.css': 'b { color: green }\n',
			'snippets/leaf.mdx': "import Intro from '/snippets/intro.mdx';\n\nA leaf.\n",
			'components/gauge.tsx': "import { useState } from 'react';\nexport const Gauge = () => null;\n",
		});
		expect(importedFilesOf(join(docs, 'guides/page.mdx'), docs)).toEqual(
			['components/gauge.tsx', 'snippets/badge.css', 'snippets/badge.jsx', 'snippets/intro.mdx', 'snippets/leaf.mdx'].map((file) =>
				join(docs, file),
			),
		);
	});

	test('a page that imports nothing has an empty digest; the digest changes when an imported file changes, appears or goes', () => {
		const docs = folderWith({
			'plain.mdx': 'No imports here.\n',
			'page.mdx': "import Tip from '/snippets/tip.mdx';\n\n<Tip />\n",
			'snippets/other.mdx': 'Not imported.\n',
		});
		const page = join(docs, 'page.mdx');
		const tip = join(docs, 'snippets/tip.mdx');
		const importsDigest = (file: string, root: string) => pagesImports([{ path: 'page', file }], root).digests['page'];
		expect(importsDigest(join(docs, 'plain.mdx'), docs)).toBe('');
		const missing = importsDigest(page, docs);
		expect(missing).not.toBe('');
		writeFileSync(join(docs, 'snippets/other.mdx'), 'Still not imported.\n');
		expect(importsDigest(page, docs)).toBe(missing);
		writeFileSync(tip, 'Water early.');
		const first = importsDigest(page, docs);
		expect(first).not.toBe(missing);
		writeFileSync(tip, 'Water late.');
		expect(importsDigest(page, docs)).not.toBe(first);
		rmSync(tip);
		expect(importsDigest(page, docs)).toBe(missing);
	});

	test('every file some page imports is listed once, pages imported by other pages included', () => {
		const docs = folderWith({
			'index.mdx': "import Setup from '/setup.mdx';\nimport Tip from '/snippets/tip.mdx';\n\n<Setup />\n<Tip />\n",
			'setup.mdx': "import Tip from '/snippets/tip.mdx';\n\n<Note>Set up first.</Note>\n<Tip />\n",
			'alone.mdx': 'Imported by no page.\n',
			'snippets/tip.mdx': 'Water early.\n',
		});
		const pages = ['index', 'setup', 'alone'].map((path) => ({ path, file: join(docs, `${path}.mdx`) }));
		const { digests, imported } = pagesImports(pages, docs);
		expect([...imported].sort()).toEqual([join(docs, 'setup.mdx'), join(docs, 'snippets/tip.mdx')]);
		expect(digests['alone']).toBe('');
		expect(digests['setup']).not.toBe('');
		expect(digests['index']).not.toBe(digests['setup']);
	});
});
