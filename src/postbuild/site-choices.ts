import type { SiteIndex, SiteIndexVersion } from './site-index-schema.ts';

/**
 * The versions and languages of a site as the tools offer them: a language (`fr`) and a version
 * (`v2`) chosen apart, which name one entry of the site's version menu (`fr v2`), the name its
 * pages and search index use.
 */
export interface SiteChoices {
	/** The versions a reader may choose, the default first; none when the site has none. */
	versions: string[];
	/** The languages, the default first; none when the site has none. */
	languages: string[];
}

/** A version entry's version: its release within a language, else its name when it is not a language. */
export function versionOf(entry: SiteIndexVersion): string | undefined {
	return entry.release ?? (entry.language === undefined ? entry.name : undefined);
}

export const defaultFirst = (entries: readonly SiteIndexVersion[]) => [...entries].sort((a, b) => Number(b.default) - Number(a.default));

export const distinct = (values: (string | undefined)[]) => [...new Set(values.filter((value): value is string => value !== undefined))];

export function siteChoices(index: Pick<SiteIndex, 'versions'>): SiteChoices {
	const entries = defaultFirst(index.versions);
	return { versions: distinct(entries.map(versionOf)), languages: distinct(entries.map((entry) => entry.language)) };
}
