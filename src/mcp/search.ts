import { bestSections, pagefindOptions, searchRanked, versionFilter } from '../browser/search-ranking.ts';
import { decodeHtml } from '../html/escaping.ts';
import { publicUrl, type BuiltSite } from './built-site.ts';
import { openPagefind, type PagefindSearch } from './pagefind-node.ts';

/** A page found: what `read_page` takes (`path`), its address, and the words around the match. */
interface SearchResult {
	title: string;
	path: string;
	url: string;
	/** Plain text around the best match: of its best section, else of the page. */
	excerpt: string;
	/** The page's sections that match best, each with the path of its heading (`/quickstart#install`). */
	sections?: { heading: string; path: string }[];
}

/** Pagefind's excerpts are of the indexed text, where `<`, `>` and `&` are character references. */
const plainText = (excerpt: string) =>
	decodeHtml(excerpt.replace(/<\/?mark>/g, ''))
		.replace(/\s+/g, ' ')
		.trim();

/** A built site's search: `open` loads its index (the first search does, else). */
export interface SiteSearch {
	open(): Promise<void>;
	search(query: string, version: string | undefined, limit: number): Promise<SearchResult[]>;
}

/**
 * Searches a built site as its search dialog does (src/browser/search.ts): Pagefind's own search
 * over the site's index, with the dialog's options and version filter, pages and their sections
 * in the dialog's order (src/browser/search-ranking.ts: Pagefind's score times each page's boost).
 */
export function siteSearch(site: BuiltSite): SiteSearch {
	let opened: Promise<PagefindSearch> | undefined;
	// Result URLs are the indexed ones (`/guides/setup`): the base path is added below, where it is wanted.
	const open = () =>
		(opened ??= openPagefind(site.files, { ...pagefindOptions, baseUrl: '/' }).catch((error: unknown) => {
			// A site that did not answer may the next time.
			opened = undefined;
			throw error;
		}));
	return {
		open: async () => void (await open()),
		async search(query, version, limit) {
			const hits = await searchRanked(await open(), query, versionFilter(version));
			const pages = await Promise.all(hits.slice(0, limit).map((hit) => hit.data()));
			return pages.map((page) => {
				const path = page.url.replace(/(.)\/$/, '$1');
				const sections = bestSections(page, query);
				const best = sections[0];
				return {
					title: page.meta['title'] ?? path,
					path,
					url: publicUrl(site.index, path),
					excerpt: plainText(best?.plain_excerpt ?? best?.excerpt ?? page.plain_excerpt ?? page.excerpt),
					...(sections.length > 0 ? { sections: sections.map((section) => ({ heading: section.title, path: section.url })) } : {}),
				};
			});
		},
	};
}
