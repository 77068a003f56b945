import type { VersionInfo, VersionLink } from '../navigation/types.ts';
import { externalLinkAttributes, withBase } from '../urls/urls.ts';
import type { Switcher, SwitcherEntry } from './switchers.ts';

/** An entry of a menu, before where it leads from the page is known. */
interface VersionOption {
	/** The menu entry it chooses (`fr v2`). */
	value: string;
	text: string;
	tag: string | undefined;
	selected: boolean;
	/** An external site of that entry. */
	url: string | undefined;
}

interface VersionMenu {
	label: 'Language' | 'Documentation version';
	options: VersionOption[];
}

/**
 * The menus of a site with versions or languages. Docs with both get two: the language menu leads
 * to the same version in another language (else that language's default), and the version menu
 * lists the versions of the current language.
 */
function versionMenus(versions: readonly VersionInfo[], current: string | undefined): VersionMenu[] {
	if (versions.length === 0) return [];
	const option = (version: VersionInfo, text: string, selected: boolean): VersionOption => ({
		value: version.name,
		text,
		tag: version.tag,
		selected,
		url: version.url,
	});
	if (versions.every((version) => version.release === undefined)) {
		const label = versions.every((version) => version.language !== undefined) ? 'Language' : 'Documentation version';
		return [{ label, options: versions.map((version) => option(version, version.label ?? version.name, version.name === current)) }];
	}
	const here = versions.find((version) => version.name === current) ?? versions.find((version) => version.isDefault) ?? versions[0]!;
	const languages = [...new Set(versions.map((version) => version.language).filter((language) => language !== undefined))];
	const languageMenu: VersionMenu = {
		label: 'Language',
		options: languages.map((language) => {
			const ofLanguage = versions.filter((version) => version.language === language);
			const target =
				ofLanguage.find((version) => version.release === here.release) ?? ofLanguage.find((version) => version.isDefault) ?? ofLanguage[0]!;
			return {
				value: target.name,
				text: target.languageLabel ?? language,
				tag: undefined,
				selected: language === here.language,
				url: target.url,
			};
		}),
	};
	const releases = versions.filter((version) => version.language === here.language && version.release !== undefined);
	if (releases.length === 0) return [languageMenu];
	const versionMenu: VersionMenu = {
		label: 'Documentation version',
		options: releases.map((version) => option(version, version.label ?? version.name, version.name === here.name)),
	};
	return [languageMenu, versionMenu];
}

/** The language and version menus of a page: each entry a link to where it leads from the page. */
export interface VersionSwitchers {
	language?: Switcher;
	version?: Switcher;
}

/**
 * The language and version menus of a page whose version is `current` (the chosen one, for a page
 * of every version), with the links of `global.languages` and `global.versions` after their entries.
 * `targets`: where each entry leads from the page (its counterpart in that version); `ownHref`:
 * the page's address, where an entry without a target leads (the page is in every version: the
 * script shows the chosen version's sidebar), else the home page.
 */
export function versionSwitchers(
	versions: readonly VersionInfo[],
	links: readonly VersionLink[],
	current: string | undefined,
	targets: Readonly<Record<string, string>>,
	ownHref: string | undefined,
): VersionSwitchers {
	const switchers: VersionSwitchers = {};
	for (const menu of versionMenus(versions, current)) {
		const entries = menu.options.map((option): SwitcherEntry => {
			const href = option.url ?? targets[option.value] ?? ownHref ?? '/';
			return {
				name: option.text,
				href: withBase(href),
				attributes: externalLinkAttributes(href),
				...(option.tag ? { tag: option.tag } : {}),
				current: option.selected,
				// An entry that leads to another site chooses nothing here.
				...(option.url ? {} : { chooses: option.value }),
			};
		});
		switchers[menu.label === 'Language' ? 'language' : 'version'] = { label: menu.label, chosen: [], current: false, entries };
	}
	for (const link of links) {
		const key = link.menu;
		const entry: SwitcherEntry = {
			name: link.label,
			href: withBase(link.href),
			attributes: externalLinkAttributes(link.href),
			...(link.tag ? { tag: link.tag } : {}),
			current: false,
		};
		const switcher = (switchers[key] ??= {
			label: key === 'language' ? 'Language' : 'Documentation version',
			chosen: [],
			current: false,
			entries: [],
		});
		switcher.entries.push(entry);
	}
	for (const switcher of [switchers.language, switchers.version]) {
		if (switcher) switcher.chosen = switcher.entries.filter((entry) => entry.current);
	}
	return switchers;
}
