import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveDocsPaths } from '../../../src/settings/docs-paths.ts';
import { isInSiteSearch, isIndexable, searchBoostOf } from '../../../src/site/indexing.ts';
import { loadSite } from '../../../src/site/load-site.ts';

/**
 * The rules of which pages search engines, the sitemap and llms.txt get, and which the site's
 * own search finds (src/site/indexing.ts), read from a real folder: a listed page, a `noindex` one, a hidden one (built, not in the
 * navigation, with or without `hidden: true`), with and without `seo.indexHiddenPages`.
 */

const folders: string[] = [];
afterAll(() => {
	for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

async function indexedPages(seo?: { indexHiddenPages: boolean }, rule: typeof isIndexable = isIndexable): Promise<string[]> {
	const folder = mkdtempSync(join(tmpdir(), 'trellis-indexing-'));
	folders.push(folder);
	const page = (title: string, extra = '') => `---\ntitle: ${title}\ndescription: About ${title}.\n${extra}---\n\nText.\n`;
	writeFileSync(
		join(folder, 'docs.json'),
		JSON.stringify({ name: 'Docs', ...(seo ? { seo } : {}), navigation: [{ group: 'Pages', pages: ['listed', 'private', 'unsearched'] }] }),
	);
	writeFileSync(join(folder, 'listed.mdx'), page('Listed'));
	writeFileSync(join(folder, 'private.mdx'), page('Private', 'noindex: true\n'));
	writeFileSync(join(folder, 'unlisted.mdx'), page('Unlisted'));
	writeFileSync(join(folder, 'hidden.mdx'), page('Hidden', 'hidden: true\n'));
	writeFileSync(join(folder, 'unsearched.mdx'), page('Unsearched', 'searchable: false\n'));
	const { site } = await loadSite(resolveDocsPaths(folder, folder), false);
	if (!site) throw new Error('the folder did not load');
	return Object.values(site.pages)
		.filter((page) => rule(site, page))
		.map((page) => page.path)
		.sort();
}

describe('which pages search engines and machine readers get', () => {
	it('the pages of the navigation, less those marked noindex (searchable: false is for the site search alone)', async () => {
		expect(await indexedPages()).toEqual(['listed', 'unsearched']);
	});

	it('with seo.indexHiddenPages, the pages built outside the navigation too, never a noindex one', async () => {
		expect(await indexedPages({ indexHiddenPages: true })).toEqual(['hidden', 'listed', 'unlisted', 'unsearched']);
	});
});

describe("which pages the site's own search finds", () => {
	it('the pages of the navigation, less those marked hidden, noindex or searchable: false', async () => {
		expect(await indexedPages(undefined, isInSiteSearch)).toEqual(['listed']);
	});

	it('with seo.indexHiddenPages, every page but those marked searchable: false', async () => {
		expect(await indexedPages({ indexHiddenPages: true }, isInSiteSearch)).toEqual(['hidden', 'listed', 'private', 'unlisted']);
	});
});

/** A current-format folder: its navigation, and its pages with the frontmatter lines given. */
async function currentSite(navigation: unknown, pages: Record<string, string>, seo?: unknown) {
	const folder = mkdtempSync(join(tmpdir(), 'trellis-search-rules-'));
	folders.push(folder);
	writeFileSync(
		join(folder, 'docs.json'),
		JSON.stringify({ theme: 'mint', name: 'Docs', colors: { primary: '#16A34A' }, ...(seo ? { seo } : {}), navigation }),
	);
	for (const [path, extra] of Object.entries(pages)) {
		mkdirSync(dirname(join(folder, `${path}.mdx`)), { recursive: true });
		writeFileSync(join(folder, `${path}.mdx`), `---\ntitle: ${path}\ndescription: About ${path}.\n${extra}---\n\nText.\n`);
	}
	const { site, problems } = await loadSite(resolveDocsPaths(folder, folder), false);
	if (!site) throw new Error(`the folder did not load: ${problems.map((problem) => problem.message).join('; ')}`);
	return site;
}

describe('hidden groups and tabs, and searchable: true on them (Mintlify\'s "Hidden pages")', () => {
	const navigation = {
		tabs: [
			{
				tab: 'Guides',
				groups: [
					{ group: 'Shown', pages: ['shown', 'shown-hidden'] },
					{ group: 'Hidden', hidden: true, pages: ['in-hidden', 'in-hidden-unhidden'] },
					{
						group: 'Hidden, searchable',
						hidden: true,
						searchable: true,
						pages: ['in-searchable', 'in-searchable-hidden', { group: 'Hidden again', hidden: true, pages: ['in-hidden-again'] }],
					},
				],
			},
			{ tab: 'Storage', hidden: true, groups: [{ group: 'Buckets', pages: ['in-hidden-tab'] }] },
			{ tab: 'Products', hidden: true, searchable: true, groups: [{ group: 'Products', pages: ['in-searchable-tab'] }] },
		],
	};
	const pages = {
		shown: '',
		'shown-hidden': 'hidden: true\n',
		'in-hidden': '',
		'in-hidden-unhidden': 'hidden: false\n',
		'in-searchable': '',
		'in-searchable-hidden': 'hidden: true\n',
		'in-hidden-again': '',
		'in-hidden-tab': '',
		'in-searchable-tab': '',
		unlisted: '',
	};
	const searched = async (seo?: unknown) => {
		const site = await currentSite(navigation, pages, seo);
		return Object.values(site.pages)
			.filter((page) => isInSiteSearch(site, page))
			.map((page) => page.path)
			.sort();
	};

	it("finds a hidden group's or tab's pages only under searchable: true; a page's own hidden wins, hidden: false brings it back", async () => {
		expect(await searched()).toEqual(['in-hidden-unhidden', 'in-searchable', 'in-searchable-tab', 'shown']);
	});

	it('with seo.indexing "all", finds every page', async () => {
		expect(await searched({ indexing: 'all' })).toEqual(Object.keys(pages).sort());
	});
});

describe('boost (Mintlify\'s "Boost search ranking")', () => {
	it("a page's own boost, else the nearest group's or tab's, else 1", async () => {
		const site = await currentSite(
			{
				tabs: [
					{
						tab: 'Guides',
						boost: 2,
						groups: [
							{ group: 'Start', boost: 5, pages: ['start', 'own', { group: 'Legacy', boost: 0.5, pages: ['legacy'] }] },
							{ group: 'More', pages: ['more'] },
						],
					},
					{ tab: 'Other', groups: [{ group: 'Other', pages: ['other'] }] },
				],
			},
			{ start: '', own: 'boost: 0.25\n', legacy: '', more: '', other: '', unlisted: 'boost: 3\n' },
		);
		const boosts = Object.fromEntries(Object.values(site.pages).map((page) => [page.path, searchBoostOf(site, page)]));
		expect(boosts).toEqual({ start: 5, own: 0.25, legacy: 0.5, more: 2, other: 1, unlisted: 3 });
	});
});
