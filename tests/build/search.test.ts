import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { projectRoot, type BuildResult } from '../support/build-site.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { sharedBuild } from '../support/shared-build.ts';
import { pageHtml, stripAnsi } from './html.ts';
import { pagefindOptions, searchRanked, versionFilter } from '../../src/browser/search-ranking.ts';
import { folderSiteFiles } from '../../src/mcp/folder-site-files.ts';
import { openPagefind, type PagefindSearch } from '../../src/mcp/pagefind-node.ts';

/**
 * The search index written by src/postbuild/search.ts: Pagefind's files in dist/pagefind, one
 * fragment per indexed page (gzip, a `pagefind_dcd` signature, then JSON), read here directly.
 */

interface Fragment {
	url: string;
	content: string;
	filters: Record<string, string[]>;
	meta: Record<string, string>;
	anchors: { element: string; id: string; text: string }[];
}

function fragments(outDir: string): Fragment[] {
	const folder = join(outDir, 'pagefind/fragment');
	return readdirSync(folder)
		.sort()
		.map((name) => {
			const text = gunzipSync(readFileSync(join(folder, name))).toString('utf8');
			expect(text.startsWith('pagefind_dcd')).toBe(true);
			return JSON.parse(text.slice('pagefind_dcd'.length)) as Fragment;
		});
}

const byUrl = (list: Fragment[]) => Object.fromEntries(list.map((fragment) => [fragment.url, fragment]));

describe('the showcase', () => {
	let build: BuildResult;
	let index: Record<string, Fragment>;
	beforeAll(async () => {
		build = await sharedBuild(fixtureBuilds.showcase);
		expect(build.exitCode, stripAnsi(build.stderr)).toBe(0);
		index = byUrl(fragments(build.outDir));
	});

	test('dist/pagefind holds the Pagefind index and its script', () => {
		for (const file of ['pagefind.js', 'pagefind-entry.json', 'pagefind-worker.js', 'wasm.en.pagefind']) {
			expect(existsSync(join(build.outDir, 'pagefind', file)), file).toBe(true);
		}
		const entry = JSON.parse(readFileSync(join(build.outDir, 'pagefind/pagefind-entry.json'), 'utf8')) as {
			languages: Record<string, { page_count: number }>;
		};
		expect(entry.languages.en?.page_count).toBe(Object.keys(index).length);
		expect(readdirSync(join(build.outDir, 'pagefind/index')).length).toBeGreaterThan(0);
		expect(readdirSync(join(build.outDir, 'pagefind/filter')).length).toBeGreaterThan(0);
		expect(stripAnsi(build.stderr)).toMatch(/Search index: \d+ pages in pagefind\//);
	});

	test('page content is indexed with its sections, and the chrome is not', () => {
		const care = index['/guides/care-schedules'];
		expect(care?.meta.title).toBe('Schedule Plant Care from New Plant Webhook Tags');
		expect(care?.content).toContain('Always keep a default row');
		expect(care?.anchors.map((anchor) => anchor.id)).toContain('define-care-rules-per-tag');
		// Top bar, sidebar, heading anchors ("Section titled"), feedback and prev/next links are chrome.
		for (const chrome of ['Skip to content', 'Section titled', 'Suggest edits', 'Previous', 'Documentation version']) {
			expect(care?.content, chrome).not.toContain(chrome);
		}
	});

	test('API pages are indexed with the operation, its method and path, and its parameters', () => {
		const operation = index['/api-reference/plants/new-plant'];
		expect(operation?.meta.title).toBe('New Plant');
		expect(operation?.content).toContain('POST /plant/webhook');
		expect(operation?.content).toContain('Identification number of the plant');
		// Parameter names are words of their own, not run into their type.
		expect(operation?.content).toMatch(/\bid integer\b/);
		expect(operation?.content).toMatch(/\btag string\b/);
	});

	test('hidden pages are not indexed; pages of one version carry it as a filter', () => {
		expect(Object.keys(index)).not.toContain('/beta-features');
		expect(index['/v1/quickstart']?.filters.version).toEqual(['v1']);
		expect(index['/quickstart']?.filters.version).toEqual(['v2']);
		expect(index['/introduction']?.filters.version).toEqual(['all']);
	});

	test('the built pages themselves are unchanged by indexing', () => {
		const html = readFileSync(join(build.outDir, 'guides/care-schedules/index.html'), 'utf8');
		expect(html).not.toContain('data-pagefind');
		expect(html).toContain('data-search-open');
	});
});

describe('a site with a contextual menu', () => {
	test("the menu's actions are not indexed as the page's words", async () => {
		const build = await sharedBuild(fixtureBuilds.currentFormat);
		expect(build.exitCode, stripAnsi(build.stderr)).toBe(0);
		const ph = byUrl(fragments(build.outDir))['/guides/soil/ph'];
		expect(ph?.content).toContain('Text of Soil pH');
		for (const action of ['Copy page', 'Open in Claude', 'Ask questions about this page', 'Edit on GitHub']) {
			expect(ph?.content, action).not.toContain(action);
		}
	});
});

describe('a site with hidden, noindex and versioned pages', () => {
	const fixture = 'tests/fixtures/search-site';
	let build: BuildResult;
	let indexed: Record<string, Fragment>;
	let copy: string;
	let withHidden: BuildResult;
	let indexedWithHidden: Record<string, Fragment>;

	beforeAll(async () => {
		build = await sharedBuild(fixtureBuilds.searchSite);
		expect(build.exitCode, stripAnsi(build.stderr)).toBe(0);
		indexed = byUrl(fragments(build.outDir));
		// The same folder with `seo.indexHiddenPages`.
		copy = mkdtempSync(join(tmpdir(), 'trellis-search-site-'));
		cpSync(join(projectRoot, fixture), copy, { recursive: true });
		const config = JSON.parse(readFileSync(join(copy, 'docs.json'), 'utf8')) as Record<string, unknown>;
		writeFileSync(
			join(copy, 'docs.json'),
			JSON.stringify({ ...config, seo: { indexHiddenPages: true }, search: { prompt: 'Find a windmill' } }),
		);
		withHidden = await sharedBuild({ docsDir: copy });
		expect(withHidden.exitCode, stripAnsi(withHidden.stderr)).toBe(0);
		indexedWithHidden = byUrl(fragments(withHidden.outDir));
	});
	afterAll(() => {
		if (copy) rmSync(copy, { recursive: true, force: true });
	});

	test('hidden and noindex pages are built but left out of the index', () => {
		expect(existsSync(join(build.outDir, 'hidden-page/index.html'))).toBe(true);
		expect(existsSync(join(build.outDir, 'noindex-page/index.html'))).toBe(true);
		expect(Object.keys(indexed).sort()).toEqual([
			'/introduction',
			'/tuning-boosted',
			'/tuning-history',
			'/tuning-keywords',
			'/tuning-lowered',
			'/tuning-plain',
			'/v1/guide',
			'/v2/guide',
		]);
		const allText = Object.values(indexed)
			.map((fragment) => fragment.content)
			.join('\n');
		expect(allText).not.toContain('saffron zeppelin');
		expect(allText).not.toContain('tangerine submarine');
		expect(allText).toContain('periwinkle lighthouse');
	});

	test("a page's keywords are indexed with it, though the page does not show them", () => {
		expect(indexed['/introduction']?.content).toContain('aubergine balloon, vermilion kite');
		expect(pageHtml(build.outDir, '/introduction')).not.toContain('aubergine balloon</');
	});

	test('with seo.indexHiddenPages they are indexed', () => {
		expect(
			Object.keys(indexedWithHidden)
				.filter((url) => !url.startsWith('/tuning-'))
				.sort(),
		).toEqual(['/hidden-page', '/introduction', '/noindex-page', '/v1/guide', '/v2/guide']);
		expect(indexedWithHidden['/hidden-page']?.content).toContain('saffron zeppelin');
		expect(indexedWithHidden['/noindex-page']?.content).toContain('tangerine submarine');
	});

	test('each page records its version, "all" when it is in every version', () => {
		expect(indexed['/v1/guide']?.filters.version).toEqual(['v1']);
		expect(indexed['/v2/guide']?.filters.version).toEqual(['v2']);
		expect(indexed['/introduction']?.filters.version).toEqual(['all']);
		const filterFiles = readdirSync(join(build.outDir, 'pagefind/filter'));
		expect(filterFiles.length).toBeGreaterThan(0);
	});

	describe('ranking, as the search dialog and trellis mcp rank (Pagefind run on the built index)', () => {
		let search: PagefindSearch;
		beforeAll(async () => {
			search = await openPagefind(folderSiteFiles(build.outDir), { ...pagefindOptions, baseUrl: '/' });
		});
		/** The pages found, in Pagefind's own order and in the site's (score times boost). */
		const orders = async (query: string) => {
			const found = await search.search(query, versionFilter('v2'));
			const urls = (hits: typeof found) => Promise.all(hits.map(async (hit) => (await hit.data()).url));
			return { pagefind: await urls(found), ranked: await urls(await searchRanked(search, query, versionFilter('v2'))) };
		};

		test('a page with boost: 3 comes first, though its text matches less and Pagefind alone puts it second', async () => {
			expect(await orders('obsidian weathervane')).toEqual({
				pagefind: ['/tuning-plain', '/tuning-boosted'],
				ranked: ['/tuning-boosted', '/tuning-plain'],
			});
			expect(indexed['/tuning-boosted']?.filters['boost']).toEqual(['3']);
			expect(indexed['/tuning-plain']?.filters['boost']).toBeUndefined();
		});

		test('a page with boost: 0.2 goes below a page that matches less', async () => {
			expect(await orders('amber windmill')).toEqual({
				pagefind: ['/tuning-lowered', '/tuning-history'],
				ranked: ['/tuning-history', '/tuning-lowered'],
			});
		});

		test("a page's keywords, weighted as a heading, raise it above a page whose text says the words as often", async () => {
			expect((await orders('cobalt lantern')).ranked).toEqual(['/tuning-keywords', '/tuning-history']);
			expect(indexed['/tuning-keywords']?.content.match(/cobalt lantern/g)).toHaveLength(2);
			expect(indexed['/tuning-history']?.content.match(/cobalt lantern/g)).toHaveLength(2);
		});
	});

	test('the search box shows search.prompt, by default "Search..."', () => {
		const placeholder = (outDir: string) =>
			/class="search-input"[^>]*placeholder="([^"]*)"/.exec(readFileSync(join(outDir, 'introduction/index.html'), 'utf8'))?.[1];
		expect(placeholder(build.outDir)).toBe('Search...');
		expect(placeholder(withHidden.outDir)).toBe('Find a windmill');
	});
});
