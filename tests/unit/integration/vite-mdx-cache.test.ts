import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { afterAll, describe, expect, test } from 'vitest';
import { mdxCachePlugin } from '../../../src/integration/vite-mdx-cache.ts';
import { folderWith, removeFolders } from '../../support/temporary-folder.ts';

afterAll(removeFolders);

type Transform = (code: string, id: string) => Promise<{ code: string; meta?: Record<string, unknown> } | undefined>;

/** A stand-in for @astrojs/mdx's compiler that counts its compiles, with the cache wrapped around it. */
function cachedCompiler(cacheFolder: string, fingerprint = 'engine-1') {
	const compiled: string[] = [];
	const compiler = {
		name: '@mdx-js/rolldown',
		transform: {
			filter: { id: /\.mdx$/ },
			handler: async (code: string, id: string) => {
				compiled.push(id);
				if (code.includes('<<')) throw new Error(`${id}: unexpected character`);
				return { code: `export default ${JSON.stringify(code)};`, map: null, meta: { astro: { containsHead: false } } };
			},
		},
	};
	const cache = mdxCachePlugin(cacheFolder, fingerprint);
	(cache.configResolved as (config: ResolvedConfig) => void)({ plugins: [compiler as unknown as Plugin] } as unknown as ResolvedConfig);
	const transform = (code: string, id: string) => (compiler.transform.handler as Transform)(code, id);
	const buildEnd = () => (cache.buildEnd as (error?: Error) => Promise<void>)();
	return { compiled, transform, buildEnd };
}

describe('the compiled MDX cache', () => {
	test('a second build takes an unchanged page from the cache, with the same module and metadata', async () => {
		const cacheFolder = join(folderWith({}), 'mdx');
		const first = cachedCompiler(cacheFolder);
		const made = await first.transform('# Hello', '/docs/a.mdx');
		await first.buildEnd();
		const second = cachedCompiler(cacheFolder);
		expect(await second.transform('# Hello', '/docs/a.mdx')).toEqual(made);
		expect(second.compiled).toEqual([]);
	});

	test('compiles again when the text, the path or the engine changed', async () => {
		const cacheFolder = join(folderWith({}), 'mdx');
		const first = cachedCompiler(cacheFolder);
		await first.transform('# Hello', '/docs/a.mdx');
		await first.buildEnd();
		const next = cachedCompiler(cacheFolder);
		await next.transform('# Hello again', '/docs/a.mdx');
		await next.transform('# Hello', '/docs/b.mdx');
		expect(next.compiled).toEqual(['/docs/a.mdx', '/docs/b.mdx']);
		await next.buildEnd();
		const otherEngine = cachedCompiler(cacheFolder, 'engine-2');
		await otherEngine.transform('# Hello', '/docs/a.mdx');
		expect(otherEngine.compiled).toEqual(['/docs/a.mdx']);
	});

	test('compiles again when an image the page names beside it appears, and takes the first module when it goes again', async () => {
		const docs = folderWith({ 'a.mdx': '' });
		const cacheFolder = join(docs, '.cache');
		const page = 'See ![the bed](./images/bed.png).';
		const first = cachedCompiler(cacheFolder);
		await first.transform(page, join(docs, 'a.mdx'));
		await first.buildEnd();
		mkdirSync(join(docs, 'images'));
		writeFileSync(join(docs, 'images/bed.png'), 'png');
		const withImage = cachedCompiler(cacheFolder);
		await withImage.transform(page, join(docs, 'a.mdx'));
		expect(withImage.compiled).toEqual([join(docs, 'a.mdx')]);
		rmSync(join(docs, 'images/bed.png'));
		const withoutImage = cachedCompiler(cacheFolder);
		await withoutImage.transform(page, join(docs, 'a.mdx'));
		expect(withoutImage.compiled).toEqual([]);
	});

	test('keeps no page that failed to compile: it is compiled, and fails, every time', async () => {
		const cacheFolder = join(folderWith({}), 'mdx');
		const first = cachedCompiler(cacheFolder);
		await expect(first.transform('a << b', '/docs/a.mdx')).rejects.toThrow('unexpected character');
		await first.buildEnd();
		const next = cachedCompiler(cacheFolder);
		await expect(next.transform('a << b', '/docs/a.mdx')).rejects.toThrow('unexpected character');
		expect(next.compiled).toEqual(['/docs/a.mdx']);
	});

	test('writes the cache while compiling and has written it all once the build ends', async () => {
		const cacheFolder = join(folderWith({}), 'mdx');
		const build = cachedCompiler(cacheFolder);
		await Promise.all(Array.from({ length: 20 }, (_, index) => build.transform(`# Page ${index}`, `/docs/${index}.mdx`)));
		await build.buildEnd();
		expect(readdirSync(cacheFolder).filter((name) => name.endsWith('.json'))).toHaveLength(20);
		expect(readdirSync(cacheFolder).filter((name) => name.endsWith('.partial'))).toEqual([]);
	});

	test('at the end of a build, drops the pages it did not use', async () => {
		const cacheFolder = join(folderWith({}), 'mdx');
		const first = cachedCompiler(cacheFolder);
		await first.transform('# A', '/docs/a.mdx');
		await first.transform('# B', '/docs/b.mdx');
		await first.buildEnd();
		expect(readdirSync(cacheFolder)).toHaveLength(2);
		const second = cachedCompiler(cacheFolder);
		await second.transform('# A', '/docs/a.mdx');
		await second.buildEnd();
		expect(readdirSync(cacheFolder)).toHaveLength(1);
		expect(existsSync(cacheFolder)).toBe(true);
	});
});
