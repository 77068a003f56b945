import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CompatReport } from '../../src/report/compat-report.ts';
import { cacheDirFor } from '../../src/settings/docs-paths.ts';
import { projectRoot, type BuildResult } from '../support/build-site.ts';
import { ownBuild, ownProcessBuild } from '../support/own-build.ts';
import { folderSnapshot } from '../support/folder-snapshot.ts';
import { pageHtml, stripAnsi } from './html.ts';

/**
 * A second build of a folder reuses what the first one made: pages whose content, code and site
 * are unchanged are copied from it, and so are their Markdown copies and the search index. The
 * output is the same bytes; a page that had a rendering problem renders again, so that the
 * problem is reported again; an edit to a page or to a snippet it imports shows everywhere.
 */

const fixture = join(import.meta.dirname, '../fixtures/rebuild');

let docsDir: string;
let outDir: string;
let first: BuildResult;

const harvestWarning = () =>
	`warning: ${docsDir}/guides/harvest.mdx the page could not be rendered: Cannot read properties of null (reading 'count')`;
const output = (build: BuildResult) => stripAnsi(`${build.stdout}\n${build.stderr}`);
const settings = () => ({ docsDir, outDir, env: { LENIENT: '1' } });
// Each rebuild a process of its own, as a user's are: it finds only what the last build wrote.
const build = () => ownProcessBuild(settings());

/** Each page Astro wrote, by output file: `restored` when copied from the previous build, else `rendered`. */
function pagesWritten(result: BuildResult): Record<string, 'restored' | 'rendered'> {
	const lines = stripAnsi(result.stdout).split('\n');
	const pages = lines.flatMap((line) => {
		const match = /[├└]─ (\/\S*index\.html) (.*)$/.exec(line);
		return match ? [[match[1]!, match[2]!.includes('(restored)') ? 'restored' : 'rendered'] as const] : [];
	});
	return Object.fromEntries(pages);
}

function editDocs(file: string, from: string, to: string): void {
	const path = join(docsDir, file);
	const text = readFileSync(path, 'utf8');
	if (!text.includes(from)) throw new Error(`${file} does not hold "${from}"`);
	writeFileSync(path, text.replace(from, to));
}

beforeAll(async () => {
	docsDir = mkdtempSync(join(tmpdir(), 'trellis-rebuild-docs-'));
	cpSync(fixture, docsDir, { recursive: true });
	outDir = mkdtempSync(join(tmpdir(), 'trellis-rebuild-out-'));
	first = await ownBuild(settings());
}, 300_000);

afterAll(() => {
	for (const folder of [docsDir, outDir, docsDir && cacheDirFor(projectRoot, docsDir)])
		if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('a rebuild', () => {
	test('the first build renders every page and indexes them', () => {
		expect(first.exitCode, output(first)).toBe(0);
		expect(pagesWritten(first)).toEqual({
			'/index.html': 'rendered',
			'/guides/watering/index.html': 'rendered',
			'/guides/repotting/index.html': 'rendered',
			'/guides/harvest/index.html': 'rendered',
		});
		expect(output(first)).toContain(harvestWarning());
		expect(output(first)).toMatch(/^Search index: 3 pages in pagefind\/$/m);
		// The compiled pages are kept: the cache is wired to the MDX compiler Astro really runs.
		const compiled = readdirSync(join(cacheDirFor(projectRoot, docsDir), 'mdx')).filter((name) => name.endsWith('.json'));
		expect(compiled.length).toBeGreaterThanOrEqual(4);
	});

	test('of the unchanged folder copies the pages, the Markdown copies and the search index, and writes the same bytes', async () => {
		const before = folderSnapshot(outDir);
		const second = await build();
		expect(second.exitCode, output(second)).toBe(0);
		expect(pagesWritten(second)).toEqual({
			'/index.html': 'restored',
			'/guides/watering/index.html': 'restored',
			'/guides/repotting/index.html': 'restored',
			// It had a rendering problem: rendered again, and the problem is reported again.
			'/guides/harvest/index.html': 'rendered',
		});
		expect(output(second)).toContain(harvestWarning());
		const report = JSON.parse(readFileSync(join(outDir, 'trellis-report.json'), 'utf8')) as CompatReport;
		expect(report.failedPages).toEqual(['guides/harvest.mdx']);
		expect(output(second)).toMatch(/^Search index: 3 pages in pagefind\/ \(unchanged\)$/m);
		expect(folderSnapshot(outDir)).toEqual(before);
	});

	test('after an edit to a page and to a snippet, builds those pages again and shows the change in their HTML, Markdown and search index', async () => {
		const before = folderSnapshot(outDir);
		editDocs('guides/repotting.mdx', 'one size up.', 'one size up, in fresh compost.');
		editDocs('snippets/schedule.mdx', 'The hose runs on', 'The drip line runs on');
		const third = await build();
		expect(third.exitCode, output(third)).toBe(0);
		expect(pagesWritten(third)).toMatchObject({
			'/index.html': 'restored',
			'/guides/watering/index.html': 'rendered',
			'/guides/repotting/index.html': 'rendered',
		});
		expect(pageHtml(outDir, '/guides/repotting')).toContain('one size up, in fresh compost.');
		expect(readFileSync(join(outDir, 'guides/repotting.md'), 'utf8')).toContain('one size up, in fresh compost.');
		expect(pageHtml(outDir, '/guides/watering')).toContain('The drip line runs on Monday and Thursday.');
		expect(readFileSync(join(outDir, 'guides/watering.md'), 'utf8')).toContain('The drip line runs on Monday and Thursday.');
		expect(output(third)).toMatch(/^Search index: 3 pages in pagefind\/$/m);
		const after = folderSnapshot(outDir);
		expect(after['index.html']).toBe(before['index.html']);
		expect(after['guides/repotting/index.html']).not.toBe(before['guides/repotting/index.html']);
		const changedIndexFiles = Object.keys(after).filter((file) => file.startsWith('pagefind/') && after[file] !== before[file]);
		expect(changedIndexFiles.length).toBeGreaterThan(0);
	});
});
