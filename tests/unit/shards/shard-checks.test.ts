import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { mergeShards } from '../../../src/integration/merge-shards.ts';
import { readShardManifest, shardManifestFile, writeShardManifest, type ShardManifest } from '../../../src/shards/manifest.ts';
import { checkShards, type GivenShard } from '../../../src/shards/shard-checks.ts';
import { copyShardFiles } from '../../../src/shards/shard-files.ts';

/**
 * What `trellis merge` refuses, each said with the folders at fault and a fix, checked on shard
 * outputs written here: no build needed. That merged shards make the site one build makes is
 * tests/build/shard-merge.test.ts.
 */

const temporary: string[] = [];
afterAll(() => {
	for (const folder of temporary) rmSync(folder, { recursive: true, force: true });
});

function folder(): string {
	const made = mkdtempSync(join(tmpdir(), 'trellis-shards-'));
	temporary.push(made);
	return made;
}

function manifest(index: number, count: number, more: Partial<ShardManifest> = {}): ShardManifest {
	return {
		format: 1,
		shard: { index, count },
		engine: 'engine-a',
		source: 'source-a',
		settings: { linkCheck: 'fail', lenient: false, analytics: false },
		routes: [`page-${index}`],
		renderProblems: {},
		...more,
	};
}

const shard = (name: string, value: ShardManifest): GivenShard => ({ folder: name, manifest: value });

describe('the shards make one site', () => {
	test('each shard of the split once, with routes of their own', () => {
		expect(checkShards([shard('s1', manifest(1, 3)), shard('s2', manifest(2, 3)), shard('s3', manifest(3, 3))])).toEqual([]);
	});

	test('a missing shard and a shard given twice are named', () => {
		expect(checkShards([shard('s1', manifest(1, 3)), shard('again', manifest(1, 3))])).toEqual([
			{ message: 'shard 1/3 given twice: s1, again', fix: 'give each shard once' },
			{ message: 'shards 2/3, 3/3 missing: the site would lack their pages', fix: 'give the output folders of all 3 shards' },
		]);
		expect(checkShards([])).toEqual([{ message: 'no shard given', fix: 'give the output folders of every `trellis build --shard i/n`' }]);
	});

	test('shards of different splits, engines, docs or settings', () => {
		const mistakes = checkShards([
			shard('s1', manifest(1, 2)),
			shard(
				's2',
				manifest(2, 3, { engine: 'engine-b', source: 'source-b', settings: { linkCheck: 'warn', lenient: false, analytics: false } }),
			),
		]);
		expect(mistakes.map((mistake) => mistake.message)).toEqual([
			's1 and s2 were built as splits into different numbers of shards',
			's1 and s2 were built by different versions of trellis',
			's1 and s2 were built from different docs (their files differ)',
			's1 and s2 were built with different settings',
		]);
	});

	test('a route rendered by two shards', () => {
		const mistakes = checkShards([shard('s1', manifest(1, 2, { routes: ['a', 'b'] })), shard('s2', manifest(2, 2, { routes: ['b'] }))]);
		expect(mistakes).toEqual([
			{
				message: '1 route rendered by two shards: b (s1 and s2)',
				fix: 'build every shard again from the same commit, with the same settings and trellis, and merge their outputs',
			},
		]);
	});
});

describe('the shards’ outputs', () => {
	test('a folder that is no shard output, or whose manifest is not one', () => {
		const empty = folder();
		expect(readShardManifest(join(empty, 'nowhere'))).toMatchObject({ message: `${join(empty, 'nowhere')}: no such folder` });
		expect(readShardManifest(empty)).toMatchObject({
			message: `${empty} holds no trellis-shard.json: it is not the output of \`trellis build --shard i/n\``,
		});
		writeFileSync(join(empty, shardManifestFile), '{"format": 99}');
		expect(readShardManifest(empty)).toMatchObject({ message: `${join(empty, shardManifestFile)}: written by another version of trellis` });
		writeFileSync(join(empty, shardManifestFile), '{');
		expect(readShardManifest(empty)).toMatchObject({ fix: 'build the shard again' });
	});

	test('a manifest reads back as written', () => {
		const out = folder();
		const { format: _format, ...written } = manifest(2, 3, {
			renderProblems: { guide: [{ severity: 'warning', file: 'guide.mdx', message: 'threw' }] },
		});
		writeShardManifest(out, written);
		expect(readShardManifest(out)).toEqual(
			manifest(2, 3, { renderProblems: { guide: [{ severity: 'warning', file: 'guide.mdx', message: 'threw' }] } }),
		);
	});

	test('files in several shards are copied once when their bytes agree, refused when they differ', () => {
		const [one, two, into] = [folder(), folder(), folder()];
		for (const [out, page, script] of [
			[one, 'a/index.html', 'same'],
			[two, 'b/index.html', 'same'],
		] as const) {
			mkdirSync(join(out, '_astro'), { recursive: true });
			mkdirSync(join(out, page, '..'), { recursive: true });
			writeFileSync(join(out, page), page);
			writeFileSync(join(out, '_astro/chrome.js'), script);
			writeFileSync(join(out, '404.html'), out === one ? 'not found' : 'other');
			writeFileSync(join(out, shardManifestFile), '{}');
		}
		expect(copyShardFiles([one, two], into)).toEqual([
			{
				message: `1 file differs between shards: 404.html (${one} and ${two})`,
				fix: 'build every shard from the same commit with the same trellis and settings',
			},
		]);
		writeFileSync(join(two, '404.html'), 'not found');
		const again = folder();
		expect(copyShardFiles([one, two], again)).toEqual([]);
		writeFileSync(join(two, '_astro/chrome.B2.js'), 'bundled apart');
		expect(copyShardFiles([one, two], folder())).toEqual([
			{
				message: `${one} and ${two} hold different client bundles (_astro/): their pages would load different scripts and styles`,
				fix: 'build every shard from the same commit with the same trellis and settings',
			},
		]);
	});

	test('shards built from other docs than the folder merged, before anything is written', async () => {
		const docs = folder();
		writeFileSync(join(docs, 'docs.json'), '{}');
		const shards = [1, 2].map((index) => {
			const out = folder();
			const { format: _format, ...written } = manifest(index, 2);
			writeShardManifest(out, written);
			return out;
		});
		const outDir = join(folder(), 'site');
		const printed: string[] = [];
		const merged = await mergeShards({
			docsDir: docs,
			shardFolders: shards,
			outDir,
			terminal: { print: (text) => printed.push(text), shownFrom: docs },
		});
		expect(merged).toEqual({
			result: 'refused',
			mistakes: [
				{
					message: `the docs folder ${docs} differs from the one the shards were built from: the merged site would mix two versions`,
					fix: 'merge in a checkout of the commit the shards were built from, without changes to its files',
				},
			],
		});
		expect(printed).toEqual([]);
		expect(existsSync(outDir)).toBe(false);
	});
});
