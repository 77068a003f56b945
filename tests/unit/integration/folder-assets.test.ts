import { mkdirSync, mkdtempSync, readdirSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { copyFolderAssets, largestServedFile } from '../../../src/integration/vite-folder-assets.ts';

/** The static files of a docs folder that a build copies into the site, as Mintlify serves them. */

let folder: string;
let outDir: string;

function write(file: string, text = 'x'): void {
	mkdirSync(dirname(join(folder, file)), { recursive: true });
	writeFileSync(join(folder, file), text);
}

function filesOf(root: string): string[] {
	return readdirSync(root, { recursive: true, withFileTypes: true })
		.filter((entry) => entry.isFile())
		.map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
		.sort();
}

beforeEach(() => {
	const parent = mkdtempSync(join(tmpdir(), 'trellis-assets-'));
	folder = join(parent, 'docs');
	outDir = join(parent, 'dist');
	mkdirSync(outDir);
});

afterEach(() => rmSync(dirname(folder), { recursive: true, force: true }));

describe('the files of a docs folder in the site', () => {
	test("the output of a build inside the folder, and its staging siblings, are not the folder's files", async () => {
		write('logo.png');
		for (const file of [
			'dist/_astro/page.js',
			'dist.partial-12/_astro/page.js',
			'dist.previous-9/style.css',
			'site/x.css',
			'site.partial-3/y.js',
		])
			write(file);
		await copyFolderAssets(folder, { outDir, publishedDir: join(folder, 'site') });
		expect(filesOf(outDir)).toEqual(['logo.png']);
	});

	test('every type Mintlify serves is copied at its path; pages, the config, hidden folders and what .mintignore names are not', async () => {
		const served = [
			'images/logo.png',
			'media/intro.wav',
			'openapi.json',
			'specs/store.yaml',
			'specs/events.yml',
			'style.css',
			'widget.js',
			'fonts/brand.ttf',
			'fonts/brand.otf',
			'fonts/brand.eot',
			'files/whitepaper.pdf',
			'files/prices.csv',
			'feed.xml',
			'llms.txt',
		];
		for (const file of served) write(file);
		for (const file of ['docs.json', 'index.mdx', 'node_modules/lib/index.js', '.github/ci.yml', 'private/notes.json']) write(file);
		write('.mintignore', 'private/\n');
		const { tooLarge } = await copyFolderAssets(folder, { outDir, publishedDir: outDir });
		expect(filesOf(outDir)).toEqual([...served].sort());
		expect(tooLarge).toEqual([]);
	});

	test('a file larger than Mintlify serves (20 MB) is left out, and named', async () => {
		write('videos/demo.mp4');
		truncateSync(join(folder, 'videos/demo.mp4'), largestServedFile + 1);
		write('videos/short.mp4');
		const { tooLarge } = await copyFolderAssets(folder, { outDir, publishedDir: outDir });
		expect(tooLarge).toEqual(['videos/demo.mp4']);
		expect(filesOf(outDir)).toEqual(['videos/short.mp4']);
	});
});
