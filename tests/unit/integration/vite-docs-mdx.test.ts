import { join } from 'node:path';
import type { Plugin } from 'vite';
import { afterAll, describe, expect, test } from 'vitest';
import { docsMdxPlugins } from '../../../src/integration/vite-docs-mdx.ts';
import { resolveDocsPaths } from '../../../src/settings/docs-paths.ts';
import { folderWith, removeFolders } from '../../support/temporary-folder.ts';

afterAll(removeFolders);

type Transform = (code: string, id: string) => Promise<{ code: string } | undefined>;

const components = /import \{ mdxComponents as __trellisComponents \}/;

/** The `components` export the plugins add to each compiled docs MDX file, in a build whose pages import `imported`. */
function componentsAdded(files: Record<string, string>, imported: string[] | undefined) {
	const docs = folderWith({ 'mint.json': '{"name": "Test", "navigation": []}', ...files });
	const plugins = docsMdxPlugins(
		resolveDocsPaths(docs, docs),
		false,
		() => undefined,
		imported && new Set(imported.map((file) => join(docs, file))),
	);
	const plugin = plugins.find((candidate: Plugin) => candidate.name === 'trellis:docs-mdx-components')!;
	return async (file: string) => (await (plugin.transform as Transform)('export default function MDXContent() {}', join(docs, file)))!.code;
}

describe('the built-in components of docs MDX files', () => {
	const files = {
		'page.mdx': '<Note>Alone.</Note>\n<Leafy />\n',
		'shared.mdx': '<Note>Imported by another page.</Note>\n',
		'snippets/tip.mdx': '<Tip>A snippet.</Tip>\n',
		'exports.mdx': 'export const Box = () => <Card title="Box" />;\n\n<Box />\n',
		'member.mdx': '<Tree><Tree.Fil name="a.ts" /></Tree>\n',
		'older.mdx': '<Snippet file="tip.mdx" />\n',
	};

	test('in a build, a page no file imports gets them from the page route: it imports none, and keeps its stand-ins', async () => {
		const added = componentsAdded(files, ['shared.mdx']);
		const page = await added('page.mdx');
		expect(page).not.toMatch(components);
		expect(page).toContain('export const components = { "Leafy": __trellisUnknown("Leafy") };');
	});

	test('a page another file imports, a snippet, a page whose code uses them, and one using <Snippet> still import them', async () => {
		const added = componentsAdded(files, ['shared.mdx']);
		for (const file of ['shared.mdx', 'snippets/tip.mdx', 'exports.mdx', 'member.mdx', 'older.mdx']) {
			expect(await added(file), file).toMatch(components);
		}
		expect(await added('exports.mdx')).toContain('const { Card } = __trellisComponents;');
	});

	test('in dev (no list of imported files), every file imports them', async () => {
		const added = componentsAdded(files, undefined);
		expect(await added('page.mdx')).toMatch(components);
		expect(await added('page.mdx')).toContain('export const components = { ...__trellisComponents, "Leafy": __trellisUnknown("Leafy") };');
	});
});
