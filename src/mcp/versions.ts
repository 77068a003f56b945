import type { SiteIndex } from '../postbuild/site-index-schema.ts';
import { defaultFirst, distinct, siteChoices, versionOf } from '../postbuild/site-choices.ts';

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
