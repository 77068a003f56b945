import { beforeAll, describe, expect, test } from 'vitest';
import type { BuildResult } from '../support/build-site.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { sharedBuild } from '../support/shared-build.ts';
import { renderIconSvg } from '../../src/icons/render-icon.ts';
import { find, findAll, pageHtml, textOf } from './html.ts';

/** tests/fixtures/current-palm: the palm theme, with languages that each hold versions. */
let site: BuildResult;

beforeAll(async () => {
	site = await sharedBuild(fixtureBuilds.currentPalm);
});

const html = (href: string) => pageHtml(site.outDir, href);
const menus = (page: string) =>
	findAll(page, 'label', { class: 'version-select' }).map((label) => ({
		name: textOf(find(label.outer, 'span', { class: 'visually-hidden' }).inner),
		options: findAll(label.outer, 'option').map((option) => `${option.attrs.selected !== undefined ? '*' : ''}${textOf(option.inner)}`),
		targets: JSON.parse(find(label.outer, 'select').attrs['data-targets']!) as Record<string, string>,
	}));

describe('the palm theme, with languages that hold versions', () => {
	test('builds strictly with no problem', () => {
		expect(site.exitCode, site.stderr).toBe(0);
		expect(site.stderr).toContain('0 errors, 0 warnings');
	});

	test("the page carries the theme's look: tabs in the sidebar, full width, a sidebar panel", () => {
		const root = find(html('/en/v2/guide'), 'html');
		expect(root.attrs).toMatchObject({ 'data-look': 'palm', 'data-tabs': 'sidebar', 'data-width': 'full', 'data-sidebar-style': 'panel' });
		expect(findAll(html('/en/v2/guide'), 'nav', { class: 'section-tabs' })).toEqual([]);
		const tabs = find(find(html('/en/v2/guide'), 'nav', { id: 'sidebar' }).outer, 'nav', { class: 'sidebar-tabs' });
		expect(findAll(tabs.outer, 'li', { 'data-for-version': 'en v2' }).map((tab) => textOf(tab.inner))).toEqual(['Guides', 'Reference']);
	});

	test('a language menu and a version menu, each leading to the same page where it exists', () => {
		const [language, version] = menus(html('/en/v2/guide'));
		expect(language).toMatchObject({ name: 'Language', options: ['*English', 'Français'] });
		expect(version).toMatchObject({ name: 'Documentation version', options: ['*v2 (Latest)', 'v1'] });
		expect(language!.targets).toEqual({ 'en v2': '/en/v2/guide', 'en v1': '/en/v1', 'fr v2': '/fr/v2/guide', 'fr v1': '/fr/v1' });
		// On a French v1 page, French is chosen and the version menu lists French versions.
		const [frenchLanguage, frenchVersion] = menus(html('/fr/v1/reference'));
		expect(frenchLanguage!.options).toEqual(['English', '*Français']);
		expect(frenchVersion!.options).toEqual(['v2 (Récente)', '*v1']);
		expect(frenchVersion!.targets['en v1']).toBe('/en/v1/reference');
	});

	test('each page says its language, whichever version holds it', () => {
		expect(find(html('/fr/v1/reference'), 'html').attrs.lang).toBe('fr');
		expect(find(html('/en/v1'), 'html').attrs.lang).toBe('en');
	});

	test('icons.library tabler draws names from Tabler, and an icon that names its own library is drawn from it', () => {
		const inPage = find(find(html('/en/v2/guide'), 'article').outer, 'span', { class: 'icon-wrap' });
		expect(inPage.inner).toBe(renderIconSvg({ name: 'cactus', library: 'tabler' }));
		const groupIcon = (href: string) =>
			find(find(find(html(href), 'nav', { id: 'sidebar' }).outer, 'h2').outer, 'span', { class: 'icon-wrap' }).inner;
		expect(groupIcon('/en/v2/guide')).toBe(renderIconSvg({ name: 'plant-2', library: 'tabler' }));
		expect(groupIcon('/en/v1')).toBe(renderIconSvg({ name: 'sprout', library: 'lucide' }));
		// A code block's icon too, drawn where the code is highlighted.
		const title = find(html('/en/v2/guide'), 'div', { class: 'code-title' });
		const cactusPath = / d="[^"]+"/.exec(renderIconSvg({ name: 'cactus', library: 'tabler' })!)![0];
		expect(find(title.outer, 'span', { class: 'icon-wrap' }).inner).toContain(cactusPath);
		expect(textOf(title.inner)).toBe('Water the ferns');
	});

	test('styling.codeblocks "dark" marks the page, whose stylesheet then draws code in its dark theme in both modes', () => {
		expect(find(html('/en/v2/guide'), 'html').attrs['data-code-blocks']).toBe('dark');
		expect(find(html('/en/v2/guide'), 'pre', { class: /astro-code/ }).attrs.style).toContain('--shiki-dark-bg:#0d1117');
	});

	test('mode: frame is the page alone beside the sidebar: no table of contents, the title for screen readers only', () => {
		const page = html('/fr/v1');
		expect(find(page, 'html').attrs['data-mode-layout']).toBe('frame');
		expect(findAll(page, 'nav', { id: 'sidebar' })).toHaveLength(1);
		expect(findAll(page, 'aside', { class: 'page-toc' })).toEqual([]);
		expect(findAll(html('/fr/v1/reference'), 'aside', { class: 'page-toc' })).toHaveLength(1);
	});
});
