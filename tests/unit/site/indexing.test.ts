import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveDocsPaths } from '../../../src/settings/docs-paths.ts';
import { isInSiteSearch, isIndexable } from '../../../src/site/indexing.ts';
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
	it('every page but those marked hidden, noindex or searchable: false', async () => {
		expect(await indexedPages(undefined, isInSiteSearch)).toEqual(['listed', 'unlisted']);
	});

	it('with seo.indexHiddenPages, every page but those marked searchable: false', async () => {
		expect(await indexedPages({ indexHiddenPages: true }, isInSiteSearch)).toEqual(['hidden', 'listed', 'private', 'unlisted']);
	});
});
