import { beforeAll, describe, expect, test } from 'vitest';
import type { BuildResult } from '../support/build-site.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { sharedBuild } from '../support/shared-build.ts';
import { renderIconSvg } from '../../src/icons/render-icon.ts';
import { find, findAll, pageHtml, switchersOf, textOf } from './html.ts';

/** tests/fixtures/current-palm: the palm theme, with languages that each hold versions, and a language on another site (global). */
let site: BuildResult;

beforeAll(async () => {
	site = await sharedBuild(fixtureBuilds.currentPalm);
});

const html = (href: string) => pageHtml(site.outDir, href);
const topBar = (page: string) => find(page, 'header', { class: 'topbar' }).outer;
const menus = (page: string) => [...switchersOf(topBar(page), 'language'), ...switchersOf(topBar(page), 'version')];

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
		expect(menus(html('/en/v2/guide'))).toEqual([
			// The languages of global after the site's own: another site.
			{
				button: 'Language: English',
				entries: ['*English -> /en/v2/guide', 'Français -> /fr/v2/guide', 'Deutsch ↗ -> https://de.seeds.example.com'],
			},
			{ button: 'Documentation version: v2', entries: ['*v2 Latest -> /en/v2/guide', 'v1 -> /en/v1'] },
		]);
		// On a French v1 page, French is chosen and the version menu lists French versions.
		expect(menus(html('/fr/v1/reference'))).toEqual([
			{
				button: 'Language: Français',
				entries: ['English -> /en/v1/reference', '*Français -> /fr/v1/reference', 'Deutsch ↗ -> https://de.seeds.example.com'],
			},
			{ button: 'Documentation version: v1', entries: ['v2 Récente -> /fr/v2/reference', '*v1 -> /fr/v1/reference'] },
		]);
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
