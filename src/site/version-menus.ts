import type { VersionInfo } from '../navigation/types.ts';
import { withBase } from '../urls/urls.ts';

interface VersionMenuOption {
	/** The menu entry this option leads to (`fr v2`). */
	value: string;
	text: string;
	selected: boolean;
	/** An external site of that entry. */
	url: string | undefined;
}

export interface VersionMenu {
	label: 'Language' | 'Documentation version';
	options: VersionMenuOption[];
}

/**
 * The menus of a site with versions or languages. Docs with both get two: the language menu leads
 * to the same version in another language (else that language's default), and the version menu
 * lists the versions of the current language.
 */
export function versionMenus(versions: readonly VersionInfo[], current: string | undefined): VersionMenu[] {
	if (versions.length === 0) return [];
	const option = (version: VersionInfo, text: string, selected: boolean): VersionMenuOption => ({
		value: version.name,
		text: version.tag ? `${text} (${version.tag})` : text,
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
			return { value: target.name, text: target.languageLabel ?? language, selected: language === here.language, url: target.url };
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

/** The version and language menus of a page, and where each entry leads from it (base included). */
export interface VersionSwitch {
	menus: VersionMenu[];
	/** Where each version leads from this page, when the page belongs to one version. */
	targets: Record<string, string>;
}

export function versionSwitch(
	versions: readonly VersionInfo[],
	current: string | undefined,
	targets: Record<string, string>,
): VersionSwitch {
	return {
		menus: versionMenus(versions, current),
		targets: Object.fromEntries(Object.entries(targets).map(([name, href]) => [name, withBase(href)])),
	};
}
