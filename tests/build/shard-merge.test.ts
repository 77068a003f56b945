import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { mergeShards, type MergeOutcome } from '../../src/integration/merge-shards.ts';
import { listFiles } from '../../src/postbuild/built-files.ts';
import { readShardManifest, type ShardManifest } from '../../src/shards/manifest.ts';
import type { BuildResult } from '../support/build-site.ts';
import { projectRoot } from '../support/build-site.ts';
import { ownBuild } from '../support/own-build.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { sharedBuild } from '../support/shared-build.ts';

/**
 * A build split in three (`SHARD=i/3`) and joined by `trellis merge` makes the site one build of
 * the folder makes, byte for byte: pages, client bundles (the React islands of the folder's own
 * components among them), search index, sitemap, llms files, Markdown copies and report.
 */

const fixture = fixtureBuilds.customComponents.docsDir;
const count = 3;
let parent: string;
let whole: BuildResult;
const shards: BuildResult[] = [];
let merged: MergeOutcome;
const printed: string[] = [];

beforeAll(async () => {
	parent = mkdtempSync(join(tmpdir(), 'trellis-shard-merge-'));
	// The whole build is the run's; the shards are this file's, each in the folder's turn.
	whole = await sharedBuild(fixtureBuilds.customComponents);
	for (let index = 1; index <= count; index += 1)
		shards.push(await ownBuild({ docsDir: fixture, env: { SHARD: `${index}/${count}` }, outDir: join(parent, `shard-${index}`) }));
	merged = await mergeShards({
		docsDir: resolve(projectRoot, fixture),
		shardFolders: shards.map((shard) => shard.outDir),
		outDir: join(parent, 'merged'),
		terminal: { print: (text) => printed.push(text), shownFrom: projectRoot },
	});
}, 600_000);

afterAll(() => {
	rmSync(parent, { recursive: true, force: true });
});

test('each shard renders its own pages and records them', () => {
	expect(whole.exitCode, whole.stderr).toBe(0);
	const manifests = shards.map((shard) => {
		expect(shard.exitCode, shard.stderr).toBe(0);
		return readShardManifest(shard.outDir) as ShardManifest;
	});
	const routes = manifests.flatMap((manifest) => manifest.routes);
	expect(new Set(routes).size).toBe(routes.length);
	expect(routes.sort()).toEqual(['/', '/404', '/counter', '/plain']);
	// What needs the whole site is left to the merge.
	const wholeSiteFiles = ['llms.txt', 'pagefind', 'robots.txt', 'trellis-report.json'];
	for (const shard of shards) expect(readdirSync(shard.outDir).filter((name) => wholeSiteFiles.includes(name))).toEqual([]);
});

test('each shard draws the social cards of its own pages, which the merge keeps instead of drawing them again', () => {
	const cardsOf = (shard: BuildResult) => listFiles(shard.outDir).filter((file) => file.startsWith('_og/'));
	const drawn = shards.map((shard) => {
		const manifest = readShardManifest(shard.outDir) as ShardManifest;
		const pages = manifest.routes.filter((route) => route !== '/404');
		expect(cardsOf(shard)).toEqual(pages.map((route) => `_og/${route === '/' ? 'index' : route.slice(1)}.png`).sort());
		return cardsOf(shard);
	});
	expect(drawn.flat().sort()).toEqual(['_og/counter.png', '_og/index.png', '_og/plain.png']);
	expect(printed.filter((line) => line.startsWith('social cards:'))).toEqual([
		expect.stringMatching(/^social cards: 0 drawn, 0 from the cache, 3 drawn by the shards \(\d+ ms\)$/),
	]);
});

test('each shard writes the Markdown copies of its own pages, which the merge keeps as they are', async () => {
	const copiesOf = (folder: string) => listFiles(folder).filter((file) => file.endsWith('.md'));
	const written = shards.map((shard) => {
		const manifest = readShardManifest(shard.outDir) as ShardManifest;
		const pages = manifest.routes.filter((route) => route !== '/404');
		expect(copiesOf(shard.outDir)).toEqual(pages.map((route) => `${route === '/' ? 'index' : route.slice(1)}.md`).sort());
		return copiesOf(shard.outDir);
	});
	expect(written.flat().sort()).toEqual(['counter.md', 'index.md', 'plain.md']);
	// A shard's copy is not made again: one the merge is given changed shows changed, in llms-full.txt too.
	const changed = join(parent, 'changed');
	const folders = shards.map((shard, index) => {
		const copy = join(changed, `shard-${index + 1}`);
		cpSync(shard.outDir, copy, { recursive: true });
		return copy;
	});
	const holder = folders.find((folder) => existsSync(join(folder, 'plain.md')))!;
	writeFileSync(join(holder, 'plain.md'), '# Plain\n\nAs the shard wrote it.\n');
	const outcome = await mergeShards({
		docsDir: resolve(projectRoot, fixture),
		shardFolders: folders,
		outDir: join(changed, 'merged'),
		terminal: { print: () => {}, shownFrom: projectRoot },
	});
	expect(outcome).toEqual({ result: 'written' });
	expect(readFileSync(join(changed, 'merged/plain.md'), 'utf8')).toBe('# Plain\n\nAs the shard wrote it.\n');
	expect(readFileSync(join(changed, 'merged/llms-full.txt'), 'utf8')).toContain('As the shard wrote it.');
});

test('the merged shards are the site one build makes, byte for byte', () => {
	expect(merged, printed.join('\n')).toEqual({ result: 'written' });
	const files = listFiles(whole.outDir);
	expect(listFiles(join(parent, 'merged'))).toEqual(files);
	const differing = files.filter((file) => !readFileSync(join(whole.outDir, file)).equals(readFileSync(join(parent, 'merged', file))));
	expect(differing).toEqual([]);
	expect(files).toEqual(expect.arrayContaining(['llms.txt', 'trellis-report.json', 'pagefind/pagefind.js', '404.html']));
});
