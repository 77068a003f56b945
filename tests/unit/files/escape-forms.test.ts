import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadAsyncApis } from '../../../src/asyncapi/load.ts';
import { loadConfig } from '../../../src/config/load-config.ts';
import { resolveInFolder } from '../../../src/files/folder-paths.ts';
import { loadSpecs } from '../../../src/openapi/load-specs.ts';
import { checkMdx } from '../../../src/page-files/check-mdx.ts';
import { mdxToMarkdown } from '../../../src/postbuild/markdown-copies/mdx-to-markdown.ts';
import { loadSite } from '../../../src/site/load-site.ts';
import { resolveDocsPaths } from '../../../src/settings/docs-paths.ts';
import { folderWith, removeFolders } from '../../support/temporary-folder.ts';

/**
 * Every entry point through which a docs folder names a file, crossed with every spelling of a way
 * out of the folder: each is refused as a problem of what names it, and none of the outside file's
 * text comes out, in a problem, a page's Markdown copy or a model the build hands on.
 */

const secret = 'SECRET-0b9e';

/** The spellings of "the file `name` beside the docs folder", read from the folder's root; and through its links. */
function forms(name: string): [string, string][] {
	return [
		['..', `../${name}`],
		['/..', `/../${name}`],
		['%2e%2e', `%2e%2e/${name}`],
		['%2E%2E%2F', `%2E%2E%2F${name}`],
		['backslashes', `..\\${name}`],
		['absolute', join(root, name)],
		['file://', `file://${join(root, name)}`],
		['null byte', `../${name}%00.png`],
		['a link to the file', `links/${name}`],
		['a chain of links', `links/chain-${name}`],
		['a linked folder', `linked-folder/${name}`],
		['a link loop', 'links/loop-a'],
	];
}

const names = ['secret.mdx', 'secret.json', 'spec.json', 'events.yaml', 'favicon.svg'];

/** The folder and the files beside it, made as the file is read: the cases below name their paths. */
const root = folderWith({
	'secret.mdx': `${secret}-MDX`,
	'secret.json': JSON.stringify({ tab: `${secret}-JSON`, pages: ['index'] }),
	'spec.json': JSON.stringify({ openapi: '3.1.0', info: { title: `${secret}-SPEC`, version: '1' }, paths: {} }),
	'events.yaml': `asyncapi: 3.0.0\ninfo:\n  title: ${secret}-EVENTS\n  version: '1'\n`,
	'favicon.svg': `<svg><title>${secret}-SVG</title></svg>`,
	'docs/index.mdx': '---\ntitle: Home\ndescription: Home.\n---\n\nHome.\n',
});
const docs = join(root, 'docs');
mkdirSync(join(docs, 'links'));
for (const name of names) {
	symlinkSync(join(root, name), join(docs, 'links', name));
	symlinkSync(name, join(docs, 'links', `chain-${name}`));
}
symlinkSync('loop-b', join(docs, 'links/loop-a'));
symlinkSync('loop-a', join(docs, 'links/loop-b'));
symlinkSync(root, join(docs, 'linked-folder'));
afterAll(removeFolders);

const noSecret = (value: unknown) => expect(JSON.stringify(value)).not.toContain(secret);

describe('every spelling of a way out of the docs folder', () => {
	it('is refused as a path, or names nothing that can be read', () => {
		for (const name of names) {
			for (const [form, written] of forms(name)) {
				const found = resolveInFolder(written, docs);
				if ('file' in found) expect(() => readFileSync(found.file, 'utf8'), `${form}: ${written}`).toThrow();
			}
		}
	});

	it.each(forms('secret.mdx'))(
		'<Snippet file> and an import, %s: a problem of the page, and nothing in its Markdown copy',
		(_form, written) => {
			const file = join(docs, 'page.mdx');
			const source = `---\ntitle: Page\n---\n\nimport Leak from ${JSON.stringify(written)}\n\n<Snippet file=${JSON.stringify(written)} />\n\n<Leak />\n`;
			const checked = checkMdx(file, source, docs);
			expect(checked.problems.filter((problem) => problem.severity === 'error').length).toBeGreaterThanOrEqual(1);
			noSecret(checked);
			noSecret(mdxToMarkdown(source, file, { pagesRoot: docs, link: (href) => href }));
		},
	);

	it.each(forms('secret.json'))('a $ref of docs.json, %s: a problem at the $ref, nothing read', (_form, written) => {
		const folder = join(root, `config-${Math.random().toString(36).slice(2)}`);
		mkdirSync(folder);
		writeFileSync(
			join(folder, 'docs.json'),
			JSON.stringify({ theme: 'mint', name: 'X', colors: { primary: '#15803D' }, navigation: { tabs: [{ $ref: written }] } }),
		);
		for (const name of ['links', 'linked-folder']) symlinkSync(join(docs, name), join(folder, name));
		const loaded = loadConfig(folder);
		expect(loaded.problems.map((problem) => problem.message)).toEqual([
			expect.stringMatching(/^\$ref ".*" (is|leads|holds) .*: not read$|no such JSON file/),
		]);
		noSecret({ raw: loaded.raw, problems: loaded.problems });
	});

	it('an OpenAPI file, every spelling: not read, and nothing of it in the problems', async () => {
		const { specs, problems } = await loadSpecs(
			forms('spec.json').map(([, written]) => written),
			docs,
		);
		expect(specs).toEqual([]);
		noSecret(problems);
	});

	it('an AsyncAPI file, every spelling: not read, and nothing of it in the problems', { timeout: 60_000 }, async () => {
		const { specs, problems } = await loadAsyncApis(
			forms('events.yaml').map(([, written]) => written),
			docs,
		);
		expect(specs).toEqual([]);
		noSecret(problems);
	});

	it('a favicon, every spelling: a problem of the key, and nothing of the file in the site model', async () => {
		for (const [form, written] of forms('favicon.svg')) {
			writeFileSync(
				join(docs, 'docs.json'),
				JSON.stringify({ name: 'X', favicon: written, navigation: [{ group: 'G', pages: ['index'] }] }),
			);
			const { site, problems } = await loadSite(resolveDocsPaths(docs, docs), true);
			expect(
				problems.filter((problem) => problem.jsonPath === 'favicon').map((problem) => problem.message),
				`${form}: ${written}`,
			).toEqual([
				expect.stringMatching(
					/^file ".*" (is outside|leads outside|holds a null byte|is a file: URL|does not exist)|^refused URL ".*": links that run code or open local files/,
				),
			]);
			noSecret({ site, problems });
		}
	});
});
