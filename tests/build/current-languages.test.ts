import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import type { BuildResult } from '../support/build-site.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { sharedBuild } from '../support/shared-build.ts';
import { find, findAll, pageHtml, switchersOf, textOf } from './html.ts';

/** tests/fixtures/current-languages: a current-format folder in two languages, with page keywords, a canonical URL and a dark favicon. */
let site: BuildResult;

beforeAll(async () => {
	site = await sharedBuild(fixtureBuilds.currentLanguages);
});

const html = (href: string) => pageHtml(site.outDir, href);
const topBar = (page: string) => find(page, 'header', { class: 'topbar' }).outer;

describe('a current-format folder in two languages', () => {
	test('builds strictly with no problem', () => {
		expect(site.exitCode, site.stderr).toBe(0);
		expect(site.stderr).toContain('0 errors, 0 warnings');
	});

	test('the language menu names each language in itself, and leads to the same page in the other language', () => {
		expect(switchersOf(topBar(html('/en/guide')), 'language')).toEqual([
			{ button: 'Language: English', entries: ['*English -> /en/guide', 'Français -> /fr/guide'] },
		]);
		// A page with no translation leads to the other language's first page.
		expect(switchersOf(topBar(html('/fr/only-french')), 'language')[0]?.entries).toEqual([
			'English -> /en',
			'*Français -> /fr/only-french',
		]);
	});

	test("each page says its language, and shows its language's sidebar", () => {
		expect(find(html('/fr/guide'), 'html').attrs.lang).toBe('fr');
		expect(find(html('/en/guide'), 'html').attrs.lang).toBe('en');
		const titles = findAll(find(html('/fr/guide'), 'nav', { id: 'sidebar' }).outer, 'h2').map((title) => textOf(title.inner).trim());
		expect(titles).toContain('Commencer');
	});

	test("metadata.timestamp shows when each page's file last changed, from git, unless the page says timestamp: false", () => {
		const file = 'tests/fixtures/current-languages/en/guide.mdx';
		const committed = execFileSync('git', ['log', '-1', '--format=%cI', '--', file], { encoding: 'utf8' }).trim();
		expect(committed, 'the fixture is committed').not.toBe('');
		const shown = find(html('/en/guide'), 'p', { class: 'last-modified' });
		expect(find(shown.outer, 'time').attrs.datetime).toBe(committed);
		expect(findAll(html('/fr/only-french'), 'p', { class: 'last-modified' })).toEqual([]);
	});

	test('background.decoration puts its pattern behind the pages', () => {
		expect(html('/en/guide')).toContain(':root{--background-image:var(--decoration-grid)}');
	});

	test('a missing page leads to the home page, as errors.404.redirect does by default', () => {
		const page = readFileSync(join(site.outDir, '404.html'), 'utf8');
		expect(find(page, 'meta', { 'http-equiv': 'refresh' }).attrs.content).toBe('0; url=/');
	});

	test('markdown.instructions end every Markdown copy and follow the title of llms.txt, as an Agent Instructions block', () => {
		const block = '> ## Agent Instructions\n> Answer in the language of the page.';
		expect(readFileSync(join(site.outDir, 'en/guide.md'), 'utf8').trimEnd().endsWith(`\n\n${block}`)).toBe(true);
		const llms = readFileSync(join(site.outDir, 'llms.txt'), 'utf8');
		expect(llms.startsWith(`# Seeds\n\n${block}\n\n## `)).toBe(true);
	});

	test('keywords written as a list, a canonical URL of the page, and a favicon for dark systems', () => {
		const page = html('/en/guide');
		expect(find(page, 'meta', { name: 'keywords' }).attrs.content).toBe('sowing, seeds, spring');
		expect(find(page, 'link', { rel: 'canonical' }).attrs.href).toBe('https://seeds.example.com/guide');
		expect(find(page, 'link', { rel: 'icon', media: '(prefers-color-scheme: dark)' }).attrs.href).toBe('/favicon-dark.svg');
	});

	test('styling.codeblocks names the code theme of each mode', () => {
		const code = find(html('/en/guide'), 'pre', { class: /astro-code/ });
		// one-light and nord, by their backgrounds.
		expect(code.attrs.style).toContain('--shiki-light-bg:#FAFAFA');
		expect(code.attrs.style).toContain('--shiki-dark-bg:#2e3440ff');
	});

	test('a language with a top bar, banner and footer of its own shows them on its pages, the others the sites', () => {
		const links = (href: string) => findAll(find(html(href), 'ul', { class: 'topbar-links' }).outer, 'a').map((link) => textOf(link.inner));
		const banner = (href: string) => textOf(find(html(href), 'p', { class: 'site-banner-text' }).inner);
		expect(links('/en/guide')).toEqual(['Shop']);
		expect(links('/fr/guide')).toEqual(['Boutique']);
		expect(banner('/en/guide')).toBe('New season of seeds');
		expect(banner('/fr/only-french')).toBe('Nouvelle saison de semis');
		expect(findAll(html('/fr/guide'), 'a', { href: 'https://github.com/seeds-fr' })).toHaveLength(1);
		expect(findAll(html('/en/guide'), 'a', { href: 'https://github.com/seeds-fr' })).toEqual([]);
	});
});
