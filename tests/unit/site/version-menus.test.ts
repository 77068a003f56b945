import { describe, expect, it } from 'vitest';
import { versionSwitchers } from '../../../src/site/version-menus.ts';
import type { Switcher } from '../../../src/site/switchers.ts';
import type { VersionInfo, VersionLink } from '../../../src/navigation/types.ts';

const combined = (language: string, languageLabel: string, release: string, extra: Partial<VersionInfo> = {}): VersionInfo => ({
	name: `${language} ${release}`,
	label: release,
	language,
	languageLabel,
	release,
	isDefault: false,
	...extra,
});

/** A menu as lines: `*` the current entry, its tag, the entry it chooses (`-`: none) and where it leads. */
const lines = (switcher: Switcher | undefined) =>
	switcher && [
		switcher.label,
		switcher.entries.map(
			(entry) =>
				`${entry.current ? '*' : ''}${entry.name}${entry.tag ? ` [${entry.tag}]` : ''}=${entry.chooses ?? '-'} -> ${entry.href}${entry.attributes.target ? ' (new tab)' : ''}`,
		),
	];

const twoVersions: VersionInfo[] = [
	{ name: 'v2', isDefault: true, tag: 'Latest' },
	{ name: 'v1', isDefault: false },
];

describe('the language and version menus', () => {
	it('has none without versions, one for versions alone, and calls it the language menu for languages alone', () => {
		expect(versionSwitchers([], [], undefined, {}, '/quickstart')).toEqual({});
		const onV1 = versionSwitchers(twoVersions, [], 'v1', { v2: '/quickstart', v1: '/v1/quickstart' }, '/v1/quickstart');
		expect(onV1.language).toBeUndefined();
		expect(lines(onV1.version)).toEqual(['Documentation version', ['v2 [Latest]=v2 -> /quickstart', '*v1=v1 -> /v1/quickstart']]);
		// The button shows the current entry.
		expect(onV1.version?.chosen.map((entry) => entry.name)).toEqual(['v1']);
		const languages: VersionInfo[] = [
			{ name: 'en', label: 'English', language: 'en', languageLabel: 'English', isDefault: true },
			{ name: 'fr', label: 'Français', language: 'fr', languageLabel: 'Français', isDefault: false },
		];
		const onEnglish = versionSwitchers(languages, [], 'en', { en: '/en/care', fr: '/fr/care' }, '/en/care');
		expect(onEnglish.version).toBeUndefined();
		expect(lines(onEnglish.language)).toEqual(['Language', ['*English=en -> /en/care', 'Français=fr -> /fr/care']]);
	});

	it('with languages and versions, has a language menu that keeps the version and a version menu of the current language', () => {
		const versions = [
			combined('en', 'English', 'v2'),
			combined('en', 'English', 'v1', { isDefault: true }),
			combined('fr', 'Français', 'v2', { tag: 'Nouveau' }),
			combined('fr', 'Français', 'v0'),
		];
		const targets = { 'en v2': '/en/v2/guide', 'en v1': '/en/v1', 'fr v2': '/fr/v2/guide', 'fr v0': '/fr/v0' };
		const onEnglishV2 = versionSwitchers(versions, [], 'en v2', targets, '/en/v2/guide');
		expect([lines(onEnglishV2.language), lines(onEnglishV2.version)]).toEqual([
			['Language', ['*English=en v2 -> /en/v2/guide', 'Français=fr v2 -> /fr/v2/guide']],
			['Documentation version', ['*v2=en v2 -> /en/v2/guide', 'v1=en v1 -> /en/v1']],
		]);
		// French has no v1: its entry in the language menu leads to its first version.
		expect(lines(versionSwitchers(versions, [], 'en v1', targets, '/en/v1').language)).toEqual([
			'Language',
			['*English=en v1 -> /en/v1', 'Français=fr v2 -> /fr/v2/guide'],
		]);
		expect(lines(versionSwitchers(versions, [], 'fr v0', targets, '/fr/v0').version)).toEqual([
			'Documentation version',
			['v2 [Nouveau]=fr v2 -> /fr/v2/guide', '*v0=fr v0 -> /fr/v0'],
		]);
		// A page of every version shows the default's menus, each entry leading to the page itself (the script shows that version's sidebar).
		expect(lines(versionSwitchers(versions, [], undefined, {}, '/shared').language)).toEqual([
			'Language',
			['*English=en v1 -> /shared', 'Français=fr v2 -> /shared'],
		]);
	});

	it('leads a version that lives on another site there, choosing nothing, and adds the links of global.languages and global.versions', () => {
		const versions: VersionInfo[] = [...twoVersions, { name: 'v0', isDefault: false, url: 'https://v0.example.com' }];
		const links: VersionLink[] = [
			{ menu: 'version', label: 'Nightly', href: 'https://nightly.example.com', external: true, tag: 'Beta' },
			{ menu: 'language', label: 'Deutsch', href: 'https://de.example.com', external: true },
		];
		const switchers = versionSwitchers(
			versions,
			links,
			'v2',
			{ v2: '/quickstart', v1: '/v1/quickstart', v0: 'https://v0.example.com' },
			'/quickstart',
		);
		expect(lines(switchers.version)).toEqual([
			'Documentation version',
			[
				'*v2 [Latest]=v2 -> /quickstart',
				'v1=v1 -> /v1/quickstart',
				'v0=- -> https://v0.example.com (new tab)',
				'Nightly [Beta]=- -> https://nightly.example.com (new tab)',
			],
		]);
		// A site of one language with other languages elsewhere: a language menu of those links, its button naming it.
		expect(lines(switchers.language)).toEqual(['Language', ['Deutsch=- -> https://de.example.com (new tab)']]);
		expect(switchers.language?.chosen).toEqual([]);
	});
});
