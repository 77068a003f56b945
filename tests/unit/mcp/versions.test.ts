import { describe, expect, test } from 'vitest';
import type { SiteIndexVersion } from '../../../src/postbuild/site-index-schema.ts';
import { chooseVersion, showsIn } from '../../../src/mcp/versions.ts';
import { siteChoices } from '../../../src/postbuild/site-choices.ts';

const site = (versions: SiteIndexVersion[]) => ({ versions });

/** A site with versions only, as the version menu names them. */
const versioned = site([
	{ name: 'v1', default: false },
	{ name: 'v2', default: true },
]);
/** Languages only: each language is an entry of its own. */
const languages = site([
	{ name: 'en', language: 'en', default: true },
	{ name: 'fr', language: 'fr', label: 'Français', default: false },
]);
/** Languages that hold versions: an entry per language and version (`fr v2`). */
const both = site([
	{ name: 'en v2', language: 'en', release: 'v2', default: true },
	{ name: 'en v1', language: 'en', release: 'v1', default: false },
	{ name: 'fr v2', language: 'fr', release: 'v2', default: false },
	{ name: 'fr v1', language: 'fr', release: 'v1', default: false },
]);

describe('the versions and languages a tool offers', () => {
	test('are listed apart, the default first', () => {
		expect(siteChoices(site([]))).toEqual({ versions: [], languages: [] });
		expect(siteChoices(versioned)).toEqual({ versions: ['v2', 'v1'], languages: [] });
		expect(siteChoices(languages)).toEqual({ versions: [], languages: ['en', 'fr'] });
		expect(siteChoices(both)).toEqual({ versions: ['v2', 'v1'], languages: ['en', 'fr'] });
	});

	test('name the entry of the version menu, the defaults filling in what a call leaves out', () => {
		expect(chooseVersion(site([]), {})).toEqual({ name: undefined });
		expect(chooseVersion(versioned, {})).toEqual({ name: 'v2' });
		expect(chooseVersion(versioned, { version: 'V1' })).toEqual({ name: 'v1' });
		expect(chooseVersion(languages, { language: 'fr' })).toEqual({ name: 'fr' });
		expect(chooseVersion(both, {})).toEqual({ name: 'en v2' });
		expect(chooseVersion(both, { language: 'fr' })).toEqual({ name: 'fr v2' });
		expect(chooseVersion(both, { language: 'fr', version: 'v1' })).toEqual({ name: 'fr v1' });
		expect(chooseVersion(both, { version: 'v1' })).toEqual({ name: 'en v1' });
	});

	test('a version or language the site lacks is an error that lists those it has', () => {
		expect(chooseVersion(versioned, { version: 'v3' })).toEqual({ error: 'No version "v3" on this site. Its versions: v2, v1.' });
		expect(chooseVersion(both, { language: 'de' })).toEqual({ error: 'No language "de" on this site. Its languages: en, fr.' });
		expect(chooseVersion(both, { language: 'fr', version: 'v3' })).toEqual({
			error: 'No version "v3" in fr on this site. Its versions: v2, v1.',
		});
		expect(chooseVersion(versioned, { language: 'fr' })).toEqual({ error: 'This site has no languages; leave out language.' });
		expect(chooseVersion(languages, { version: 'v2' })).toEqual({ error: 'This site has no versions; leave out version.' });
	});

	test('an entry shows in the versions it names, or in every one', () => {
		expect(showsIn(undefined, 'v1')).toBe(true);
		expect(showsIn(['v1', 'v2'], 'v1')).toBe(true);
		expect(showsIn(['v2'], 'v1')).toBe(false);
		expect(showsIn(['v2'], undefined)).toBe(true);
	});
});
