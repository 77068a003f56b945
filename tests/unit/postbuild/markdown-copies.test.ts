import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import type { PostBuildContext } from '../../../src/postbuild/context.ts';
import { writeMarkdownCopies } from '../../../src/postbuild/markdown-copies/markdown-copies.ts';
import { startMarkdownCopies } from '../../../src/postbuild/markdown-copies/markdown-copies-thread.ts';
import { resolveDocsPaths } from '../../../src/settings/docs-paths.ts';
import { loadSite } from '../../../src/site/load-site.ts';
import { folderWith, removeFolders } from '../../support/temporary-folder.ts';

afterAll(removeFolders);

/** A folder of `count` pages, and what the post-build steps get for it. */
async function contextOf(count: number): Promise<PostBuildContext> {
	const paths = Array.from({ length: count }, (_, index) => `page-${index}`);
	const docs = folderWith({
		'docs.json': JSON.stringify({ name: 'Docs', navigation: [{ group: 'Pages', pages: paths }] }),
		...Object.fromEntries(paths.map((path) => [`${path}.mdx`, `---\ntitle: Page ${path}\n---\n\n<Note>About ${path}.</Note>\n`])),
	});
	const { site } = await loadSite(resolveDocsPaths(docs, docs), false);
	if (!site) throw new Error('the folder did not load');
	return { outDir: folderWith({}), site, base: '/', log: () => {}, cacheDir: folderWith({}) };
}

describe('Markdown copies shared between threads', () => {
	test('each page is written once by one of them, and the next build finds all they keep', async () => {
		const context = await contextOf(40);
		let next = 0;
		// Two at once, as the worker and the main thread run them: each takes the next page left.
		const claim = () => next++;
		const [first, second] = await Promise.all([writeMarkdownCopies(context, claim), writeMarkdownCopies(context, claim)]);
		const taken = [...first.written.keys(), ...second.written.keys()];
		expect(first.written.size).toBeGreaterThan(0);
		expect(second.written.size).toBeGreaterThan(0);
		expect(taken.sort()).toEqual(Object.keys(context.site.pages).sort());
		expect(readFileSync(join(context.outDir, 'page-7.md'), 'utf8')).toBe('# Page page-7\n\n> **Note:** About page-7.\n');

		first.kept.save(second.kept.used());
		const kept = JSON.parse(readFileSync(join(context.cacheDir!, 'markdown-copies.json'), 'utf8')) as Record<string, unknown>;
		expect(Object.keys(kept)).toHaveLength(40);
	});

	test('a thread that finds every page taken writes none', async () => {
		const context = await contextOf(3);
		const made = await writeMarkdownCopies(context, () => 3);
		expect(made.written.size).toBe(0);
		expect(existsSync(join(context.outDir, 'page-0.md'))).toBe(false);
	});
});

describe('Markdown copies started with the post-build', () => {
	// A site this small is written on the calling thread alone; a large one with a worker thread (forced here with 0).
	for (const [where, threadFrom] of [
		['the calling thread', undefined],
		['the calling thread and a worker thread', 0],
	] as const) {
		test(`written by ${where}: every page's copy, returned and kept for the next build`, async () => {
			const context = await contextOf(12);
			const written = await startMarkdownCopies(context, undefined, threadFrom).finish();
			expect([...written.keys()].sort()).toEqual(Object.keys(context.site.pages).sort());
			expect(written.get('page-3')).toBe('# Page page-3\n\n> **Note:** About page-3.\n');
			expect(readFileSync(join(context.outDir, 'page-3.md'), 'utf8')).toBe(written.get('page-3'));
			const kept = JSON.parse(readFileSync(join(context.cacheDir!, 'markdown-copies.json'), 'utf8')) as Record<string, unknown>;
			expect(Object.keys(kept)).toHaveLength(12);
		});
	}

	test("a shard's copies: only its own pages", async () => {
		const context = await contextOf(12);
		const written = await startMarkdownCopies(context, new Set(['page-1', 'page-2'])).finish();
		expect([...written.keys()].sort()).toEqual(['page-1', 'page-2']);
		expect(existsSync(join(context.outDir, 'page-0.md'))).toBe(false);
	});
});
