import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import type { PostBuildContext } from './context.ts';
import { builtFileOf } from './built-files.ts';
import { escapeHtml } from '../html/escaping.ts';
import { isInSiteSearch, searchBoostOf } from '../site/indexing.ts';
import { boostFilter } from '../browser/search-ranking.ts';
import { engineFingerprint } from '../files/engine-fingerprint.ts';
import { startTagPattern } from './html-tags.ts';
import { forEachWithTurns } from './event-loop-turns.ts';

/** Folder of the search index inside the output folder; the search dialog loads `pagefind.js` from it. */
export const searchFolder = 'pagefind';

/** The filter value of pages that belong to every version. */
const allVersions = 'all';

/**
 * Parts of a page's article that are not its content: heading and field anchor links, the
 * page's actions menu (copy, open in an assistant), the feedback links, previous/next, the
 * request and response examples beside API pages, the playground form, copy buttons and icons.
 */
const searchExcludeSelectors = [
	'.heading-anchor',
	'.page-actions',
	'.field-anchor',
	'.feedback',
	'.prev-next',
	'.page-examples',
	'.playground',
	'.code-copy',
	'svg',
	'script',
	'style',
];

const indexOptions = { excludeSelectors: searchExcludeSelectors, forceLanguage: 'en' };

/** Pagefind's weight of a page's keywords: a second-level heading's (Pagefind gives `h1` 7, `h2` 6, text 1). */
const keywordWeight = 6;

/** A page's frontmatter `keywords`: a list, or one string of comma-separated words. */
function keywordsOf(value: unknown): string[] {
	const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
	return list.map((keyword) => String(keyword).trim()).filter((keyword) => keyword !== '');
}

/**
 * Marks the page's article as the only part Pagefind indexes and records its version as a
 * filter. Done on the HTML handed to Pagefind, so the files in the output stay as built.
 * Pagefind gets the article alone (with the page's language and title): the sidebar, which
 * grows with the site, is most of a page's HTML and none of its content. The page's `keywords`
 * (frontmatter) are indexed with it at a heading's weight, as words a reader may search for
 * that the page does not show. A page's `boost` other than 1 is recorded as the `boost` filter, which
 * the search's ranking reads (src/browser/search-ranking.ts).
 */
export function prepareForIndex(html: string, version: string, keywords: readonly string[] = [], boost = 1): string | undefined {
	const article = /<article\b([^>]*\bclass="page-article"[^>]*)>/.exec(html);
	const end = html.lastIndexOf('</article>');
	if (!article || end < article.index) return undefined;
	const opening = `<article data-pagefind-body data-pagefind-filter="version:${escapeHtml(version)}"${article[1]}>`;
	const body = withoutIndexNoise(html.slice(article.index + article[0].length, end))
		// The parts of an API field's or endpoint's head are separate words: `id integer required`.
		.replace(/(<span class="(?:field-[a-z-]+|method-badge)\b[^"]*"[^>]*>[^<]*<\/span>)/g, '$1 ');
	const lang = /<html\b[^>]*\blang="([^"]*)"/.exec(html)?.[1] ?? 'en';
	const title = /<title>[^<]*<\/title>/.exec(html)?.[0] ?? '';
	const keywordsElement = keywords.length > 0 ? `<p data-pagefind-weight="${keywordWeight}">${escapeHtml(keywords.join(', '))}</p>` : '';
	const boostElement = boost !== 1 ? `<span data-pagefind-filter="${boostFilter}:${boost}"></span>` : '';
	return `<!doctype html><html lang="${lang}"><head>${title}</head><body>${opening}${body}${keywordsElement}${boostElement}</article></body></html>`;
}

/**
 * The article without what Pagefind would parse only to skip: icons (excluded anyway), `style`
 * and scoped-style attributes, and the highlighting spans inside code blocks (their text stays).
 * Pagefind's index is the same bytes with or without them; it is built a third faster, as a
 * page's article is mostly highlighting markup. Tags are matched whole (quoted values included),
 * so text that reads like an attribute is kept.
 */
function withoutIndexNoise(article: string): string {
	return article
		.replace(/<svg\b[\s\S]*?<\/svg>/g, '')
		.replace(startTagPattern, (tag) => tag.replace(/\s(?:style="[^"]*"|data-astro-cid-[\w-]+(?:="[^"]*")?)(?=[\s/>])/g, ''))
		.replace(/<pre\b[^>]*>[\s\S]*?<\/pre>/g, (block) => block.replace(/<\/?span\b[^>]*>/g, ''));
}

/** A search index being built: Pagefind works in a process of its own while this one goes on. */
export interface SearchIndexing {
	/** Resolves once the index is written to `<outDir>/pagefind`; rejects with what went wrong. */
	finish(): Promise<void>;
}

/** The searchable pages' content as Pagefind gets it, in path order, each read when asked for. */
function* indexedPages(context: PostBuildContext): Generator<IndexedPage> {
	const { outDir, site } = context;
	for (const path of Object.keys(site.pages).sort()) {
		const page = site.pages[path]!;
		if (!isInSiteSearch(site, page)) continue;
		const file = builtFileOf(outDir, page.href);
		if (!existsSync(file)) continue;
		const content = prepareForIndex(
			readFileSync(file, 'utf8'),
			site.navigation.pages[path]?.version ?? allVersions,
			keywordsOf(page.frontmatter['keywords']),
			searchBoostOf(site, page),
		);
		if (content !== undefined) yield { url: page.href, content };
	}
}

interface IndexedPage {
	url: string;
	content: string;
}

/** What an index is made from: the engine and Pagefind (their versions), its options and every page it gets, added in turn. */
function indexKey() {
	const hash = createHash('sha256').update(engineFingerprint(indexOptions));
	return {
		add: ({ url, content }: IndexedPage) => void hash.update(url).update('\0').update(content).update('\0'),
		digest: () => hash.digest('hex'),
	};
}

/**
 * Starts the Pagefind index of the built pages, to be written to `<outDir>/pagefind`: the article
 * of each searchable page (title, sections, text; for API pages the operation, its method and
 * path and its parameters), with the page's version as the `version` filter (`all` when
 * unversioned) and its boost, when it has one, as the `boost` filter. Every page is handed over before the caller goes on with its own work, each as
 * it is read: Pagefind's process indexes them meanwhile. When the pages are what the previous
 * build indexed, its index (kept in the build cache) is copied instead; to know, the pages are
 * all read first when an index is kept.
 */
export async function startSearchIndex(context: PostBuildContext): Promise<SearchIndexing> {
	const { outDir, log, cacheDir } = context;
	const target = join(outDir, searchFolder);
	await rm(target, { recursive: true, force: true });
	const kept = cacheDir && join(cacheDir, 'search-index');
	const keptKey = kept ? readKeptKey(kept) : undefined;
	let pages: Iterable<IndexedPage> = indexedPages(context);
	let digest: string | undefined;
	if (keptKey !== undefined) {
		const all = [...pages];
		const key = indexKey();
		for (const page of all) key.add(page);
		digest = key.digest();
		if (digest === keptKey) {
			cpSync(join(kept!, searchFolder), target, { recursive: true });
			log(`Search index: ${all.length} pages in ${searchFolder}/ (unchanged)`);
			return { finish: () => Promise.resolve() };
		}
		pages = all;
	}
	const { index, errors } = await pagefind.createIndex(indexOptions);
	if (!index) throw new Error(`search index: Pagefind could not start: ${errors.join('; ')}`);
	const key = kept && digest === undefined ? indexKey() : undefined;
	const added: Promise<string[]>[] = [];
	try {
		await forEachWithTurns(pages, (page) => {
			key?.add(page);
			added.push(index.addHTMLFile(page).then((result) => result.errors.map((error) => `${page.url}: ${error}`)));
		});
	} catch (error) {
		// A page that could not be read: Pagefind's process must not outlive the build.
		await Promise.allSettled(added);
		await index.deleteIndex();
		await pagefind.close();
		throw error;
	}
	const work = (async () => {
		try {
			const failures = (await Promise.all(added)).flat();
			if (failures.length > 0) throw new Error(`search index: ${failures.join('; ')}`);
			const written = await index.writeFiles({ outputPath: target });
			if (written.errors.length > 0) throw new Error(`search index: ${written.errors.join('; ')}`);
			log(`Search index: ${added.length} pages in ${searchFolder}/`);
		} finally {
			await index.deleteIndex();
			await pagefind.close();
		}
		if (kept) keepIndex(kept, target, digest ?? key!.digest());
	})();
	// Awaited by finish(); until then a failure must not count as unhandled.
	work.catch(() => {});
	return { finish: () => work };
}

/** The key of the index kept in `folder`, if one is there whole. */
function readKeptKey(folder: string): string | undefined {
	try {
		return readFileSync(join(folder, 'key'), 'utf8');
	} catch {
		return undefined;
	}
}

/** Keeps a copy of the index for the next build; its key is written last, so only a whole copy counts. */
function keepIndex(folder: string, index: string, key: string): void {
	rmSync(folder, { recursive: true, force: true });
	cpSync(index, join(folder, searchFolder), { recursive: true });
	writeFileSync(join(folder, 'key'), key);
}
