/**
 * How the site's search orders what Pagefind finds, shared by the search dialog (./search.ts) and
 * `trellis mcp` (src/mcp/search.ts), so that both rank alike: the pages by Pagefind's score times
 * their `boost`, and within a page the sections that hold the most of the query's words first.
 */

/** Pagefind's options for the site's results: the excerpt's length in words. */
export const pagefindOptions = { excerptLength: 24 } as const;

/** Pages shown per query. */
export const maxPages = 8;
/** Sections shown per page. */
const maxSections = 3;

/** The filter a page's `boost` is indexed as (src/postbuild/search.ts), its value the multiplier; a page without one has 1. */
export const boostFilter = 'boost';

/** A page Pagefind found: its id in the index and its score for the query. */
interface ScoredHit {
	id: string;
	score: number;
}

/** The searches the ranking runs on one index: Pagefind's search, and the values of a filter in the index. */
export interface PagefindQueries<Hit> {
	search(query: string, filters: Record<string, unknown>): Promise<Hit[]>;
	filterValues(filter: string): Promise<string[]>;
}

/**
 * What Pagefind found for a query, ordered by its score times the page's boost (Mintlify's rule: a
 * multiplier of the page's relevance), ties in Pagefind's order. Which pages have a boost is asked
 * of the index with one filtered search per boost value it holds (a site has a few), which runs on
 * the index chunks the first search loaded: a page's own data (its fragment) is only loaded for
 * the results shown.
 */
export async function searchRanked<Hit extends ScoredHit>(
	queries: PagefindQueries<Hit>,
	query: string,
	filters: Record<string, unknown>,
	found?: Hit[],
): Promise<Hit[]> {
	const [hits, boosts] = await Promise.all([found ?? queries.search(query, filters), queries.filterValues(boostFilter)]);
	const boostOf = new Map<string, number>();
	await Promise.all(
		boosts.map(async (value) => {
			const boost = Number(value);
			if (!(boost > 0) || boost === 1) return;
			for (const hit of await queries.search(query, { ...filters, [boostFilter]: value })) boostOf.set(hit.id, boost);
		}),
	);
	if (boostOf.size === 0) return hits;
	return hits
		.map((hit, order) => ({ hit, order, score: hit.score * (boostOf.get(hit.id) ?? 1) }))
		.sort((a, b) => b.score - a.score || a.order - b.order)
		.map(({ hit }) => hit);
}

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
