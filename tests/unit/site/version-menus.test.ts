import { describe, expect, it } from 'vitest';
import { versionMenus } from '../../../src/site/version-menus.ts';
import type { VersionInfo } from '../../../src/navigation/types.ts';

const combined = (language: string, languageLabel: string, release: string, extra: Partial<VersionInfo> = {}): VersionInfo => ({
	name: `${language} ${release}`,
	label: release,
	language,
	languageLabel,
	release,
	isDefault: false,
	...extra,
});

const shown = (menus: ReturnType<typeof versionMenus>) =>
	menus.map((menu) => [menu.label, menu.options.map((option) => `${option.selected ? '*' : ''}${option.text}=${option.value}`)]);

describe('the version menus', () => {
	it('has none without versions, one for versions alone, and calls it the language menu for languages alone', () => {
		expect(versionMenus([], undefined)).toEqual([]);
		expect(
			shown(
				versionMenus(
					[
						{ name: 'v2', isDefault: true, tag: 'Latest' },
						{ name: 'v1', isDefault: false },
					],
					'v1',
				),
			),
		).toEqual([['Documentation version', ['v2 (Latest)=v2', '*v1=v1']]]);
		const languages: VersionInfo[] = [
			{ name: 'en', label: 'English', language: 'en', languageLabel: 'English', isDefault: true },
			{ name: 'fr', label: 'Français', language: 'fr', languageLabel: 'Français', isDefault: false },
		];
		expect(shown(versionMenus(languages, 'en'))).toEqual([['Language', ['*English=en', 'Français=fr']]]);
	});

	it('with languages and versions, has a language menu that keeps the version and a version menu of the current language', () => {
		const versions = [
			combined('en', 'English', 'v2'),
			combined('en', 'English', 'v1', { isDefault: true }),
			combined('fr', 'Français', 'v2', { tag: 'Nouveau' }),
			combined('fr', 'Français', 'v0'),
		];
		expect(shown(versionMenus(versions, 'en v2'))).toEqual([
			['Language', ['*English=en v2', 'Français=fr v2']],
			['Documentation version', ['*v2=en v2', 'v1=en v1']],
		]);
		// French has no v1: its entry in the language menu leads to its first version.
		expect(shown(versionMenus(versions, 'en v1'))).toEqual([
			['Language', ['*English=en v1', 'Français=fr v2']],
			['Documentation version', ['v2=en v2', '*v1=en v1']],
		]);
		expect(shown(versionMenus(versions, 'fr v0'))[1]).toEqual(['Documentation version', ['v2 (Nouveau)=fr v2', '*v0=fr v0']]);
		// A page of every version shows the default's menus.
		expect(shown(versionMenus(versions, undefined))[0]).toEqual(['Language', ['*English=en v1', 'Français=fr v2']]);
	});
});
