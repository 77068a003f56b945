import type { SiteIndex, SiteIndexVersion } from '../postbuild/site-index-schema.ts';

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
function versionOf(entry: SiteIndexVersion): string | undefined {
	return entry.release ?? (entry.language === undefined ? entry.name : undefined);
}

const defaultFirst = (entries: readonly SiteIndexVersion[]) => [...entries].sort((a, b) => Number(b.default) - Number(a.default));

const distinct = (values: (string | undefined)[]) => [...new Set(values.filter((value): value is string => value !== undefined))];

export function siteChoices(index: Pick<SiteIndex, 'versions'>): SiteChoices {
	const entries = defaultFirst(index.versions);
	return { versions: distinct(entries.map(versionOf)), languages: distinct(entries.map((entry) => entry.language)) };
}

/** Which entry of the version menu a tool call means, or why none. */
export type ChosenVersion = { name: string | undefined } | { error: string };

/**
 * The version entry a call asks for: of its language (else the default language) the version it
 * names (else the default one of that language). `name` is undefined on a site without versions.
 */
export function chooseVersion(
	index: Pick<SiteIndex, 'versions'>,
	wanted: { version?: string | undefined; language?: string | undefined },
): ChosenVersion {
	const choices = siteChoices(index);
	if (index.versions.length === 0) return { name: undefined };
	const language = wanted.language?.trim();
	const version = wanted.version?.trim();
	if (language && !choices.languages.some((known) => known.toLowerCase() === language.toLowerCase())) {
		return {
			error:
				choices.languages.length === 0
					? `This site has no languages; leave out language.`
					: `No language "${language}" on this site. Its languages: ${choices.languages.join(', ')}.`,
		};
	}
	const ofLanguage = defaultFirst(
		index.versions.filter((entry) =>
			choices.languages.length === 0 ? true : entry.language?.toLowerCase() === (language ?? choices.languages[0])?.toLowerCase(),
		),
	);
	if (!version) return { name: ofLanguage[0]?.name };
	const chosen = ofLanguage.find((entry) => versionOf(entry)?.toLowerCase() === version.toLowerCase());
	if (chosen) return { name: chosen.name };
	const known = distinct(ofLanguage.map(versionOf));
	return {
		error:
			known.length === 0
				? `This site has no versions${language ? ` in ${language}` : ''}; leave out version.`
				: `No version "${version}"${language ? ` in ${language}` : ''} on this site. Its versions: ${known.join(', ')}.`,
	};
}

/** Whether an entry shown in `versions` (none: every version) shows in the chosen one. */
export function showsIn(versions: readonly string[] | undefined, chosen: string | undefined): boolean {
	return chosen === undefined || versions === undefined || versions.includes(chosen);
}
