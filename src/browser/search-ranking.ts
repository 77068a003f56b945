/**
 * How the site's search orders what Pagefind finds, shared by the search dialog (./search.ts) and
 * `trellis mcp` (src/mcp/search.ts), so that both rank alike: the pages in Pagefind's order, and
 * within a page the sections that hold the most of the query's words first.
 */

/** Pagefind's options for the site's results: the excerpt's length in words. */
export const pagefindOptions = { excerptLength: 24 } as const;

/** Pages shown per query. */
export const maxPages = 8;
/** Sections shown per page. */
const maxSections = 3;

/** The `version` filter of a search in one version: its pages and those of every version (`all`). */
export function versionFilter(version: string | undefined): { version?: { any: string[] } } {
	return version ? { version: { any: [version, 'all'] } } : {};
}

export interface PagefindSubResult {
	title: string;
	locations: number[];
	/** Each matching word's place and how strongly it matches (rare words and headings count more). */
	weighted_locations?: { balanced_score: number }[];
	url: string;
	excerpt: string;
	plain_excerpt?: string;
	anchor?: { element: string; id: string; text?: string };
}

export interface PagefindData {
	url: string;
	excerpt: string;
	plain_excerpt?: string;
	meta: Record<string, string>;
	sub_results: PagefindSubResult[];
}

/** The sections of a found page to show, best first (none: the page itself is the result). */
export function bestSections(page: PagefindData, query: string): PagefindSubResult[] {
	const title = page.meta['title'] ?? page.url;
	// The sections that match best first: Pagefind lists them in page order.
	return page.sub_results
		.filter((sub) => sub.anchor?.id && sub.title !== title)
		.map((sub, order) => ({ sub, order, terms: termsMatched(sub, query), score: sectionScore(sub) }))
		.sort((a, b) => b.terms - a.terms || b.score - a.score || a.order - b.order)
		.slice(0, maxSections)
		.map(({ sub }) => sub);
}

/**
 * How many of the query's words (of three letters or more) the section's heading and excerpt
 * hold: Pagefind scores each word alone, so a section with every word of a phrase could rank
 * below one that repeats a common word.
 */
function termsMatched(sub: PagefindSubResult, query: string): number {
	const text = `${sub.title} ${sub.plain_excerpt ?? sub.excerpt}`.toLowerCase();
	const words = new Set(
		query
			.toLowerCase()
			.split(/[^\p{L}\p{N}]+/u)
			.filter((word) => word.length >= 3),
	);
	return [...words].filter((word) => text.includes(word)).length;
}

/** Pagefind's own score of a section: the sum over its matching words. */
function sectionScore(sub: PagefindSubResult): number {
	if (!sub.weighted_locations) return sub.locations.length;
	return sub.weighted_locations.reduce((total, location) => total + location.balanced_score, 0);
}
