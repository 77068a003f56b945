import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import type { BuildResult } from '../support/build-site.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { sharedBuild } from '../support/shared-build.ts';
import { builtPages, externalScripts, find, findAll, headersPolicy, pageHtml, query, switchersOf, textOf } from './html.ts';

/**
 * tests/fixtures/current-format is a docs folder in the current docs.json format: versions holding
 * tabs (one with a menu, one with dropdowns, one made only of an OpenAPI file), products holding
 * anchors in the other version, global anchors and versions, groups with a root page, a tag, an
 * expanded subgroup and a hidden group, API entries, a .mintignore
 * in the navigation, and the current spelling of the top bar, footer, appearance and favicon. It
 * names GA4 in `integrations` and is built with ANALYTICS=off.
 */
let site: BuildResult;

beforeAll(async () => {
	site = await sharedBuild(fixtureBuilds.currentFormat);
});

const html = (href: string) => pageHtml(site.outDir, href);
const linksOf = (markup: string, tag: string, where: Record<string, string>) =>
	findAll(find(markup, tag, where).outer, 'a').map((link) => [textOf(link.inner).trim(), link.attrs.href]);

describe('a folder in the current docs.json format', () => {
	test('builds strictly, with no problem but the analytics it does not add with ANALYTICS=off and the thumbnails font', () => {
		expect(site.exitCode, site.stderr).toBe(0);
		expect(site.stderr).toContain('integrations: analytics not added: "ga4" is configured, and ANALYTICS=off');
		expect(site.stderr).toContain('thumbnails.fonts.family: the social cards are drawn in the engine\'s own font (Inter), not "Lora"');
		expect(site.stderr).toContain('0 errors, 2 warnings');
	});

	test('with ANALYTICS=off, no page has a third-party script, and the policy names no provider', () => {
		const pages = builtPages(site.outDir);
		expect(pages.length).toBeGreaterThan(10);
		for (const file of pages) {
			const markup = readFileSync(join(site.outDir, file), 'utf8');
			expect(externalScripts(markup), file).toEqual([]);
			expect(markup, file).not.toContain('data-analytics');
			expect(markup, file).not.toMatch(/googletagmanager|plausible\.io|posthog/);
		}
		expect(headersPolicy(site.outDir)).not.toMatch(/googletagmanager|plausible\.io|posthog/);
	});

	test("shows the tabs of the page's version, each leading to its first page, a tab with a menu its menu; a version without tabs shows none", () => {
		expect(linksOf(html('/quickstart'), 'nav', { class: 'section-tabs' })).toEqual([
			['Guides', '/'],
			['API reference', '/api-reference/introduction'],
			['Python pip install greenhouse', '/sdk/python/install'],
			['Node npm install @greenhouse/sdk', '/sdk/node/install'],
			['SDK changelog Releases of every SDK ↗', 'https://changelog.example.com/sdks'],
			['Integrations', '/integrations/sensors/setup'],
			['Generated', '/api-reference/plants/list-plants'],
		]);
		const row = find(html('/quickstart'), 'nav', { class: 'section-tabs' });
		expect(row.attrs['data-for-version']).toBe('v2');
		expect(findAll(row.outer, 'li', { 'data-for-version': true }).map((tab) => tab.attrs['data-for-version'])).toEqual([
			'v2',
			'v2',
			'v2',
			'v2',
			'v2',
			'v2',
			'v2',
			'v2',
		]);
		expect(textOf(find(row.outer, 'summary').inner)).toBe('SDKs');
		expect(query(html('/v1/quickstart'), 'nav', { class: 'section-tabs' })).toBeUndefined();
	});

	test('the version menu lists the versions with their tag and the global one, and leads to the same page in each', () => {
		const menu = find(html('/quickstart'), 'details', { class: 'switcher-version' });
		expect(textOf(find(menu.outer, 'summary').inner)).toBe('Documentation version: v2');
		expect(findAll(menu.outer, 'a').map((link) => [textOf(link.inner), link.attrs.href, link.attrs['data-chooses']])).toEqual([
			['v2 Latest', '/quickstart', 'v2'],
			['v1', '/v1/quickstart', 'v1'],
			['v0 Archive ↗', 'https://v0.greenhouse.example.com', undefined],
		]);
	});

	test('a group lists its root page first, shows its tag, opens an expanded subgroup, and a hidden group is built but not listed', () => {
		const sidebar = find(html('/quickstart'), 'nav', { id: 'sidebar' });
		const titles = findAll(sidebar.outer, 'h2', { class: 'nav-group-title' }).map((title) => textOf(title.inner).trim());
		expect(titles).toEqual(['Get started', 'Soil New']);
		expect(findAll(sidebar.outer, 'a', { class: 'nav-link' }).map((link) => link.attrs.href)).toEqual([
			'/',
			'/quickstart',
			'/guides/soil',
			'/guides/soil/mixes',
			'/guides/soil/ph',
			'/guides/soil/compost',
		]);
		const [advanced, composting] = findAll(sidebar.outer, 'details', { 'data-switcher': false });
		expect(advanced!.attrs).toHaveProperty('open');
		expect(composting!.attrs).not.toHaveProperty('open');
		expect(find(html('/guides/internal'), 'h1').inner).toBe('Internal notes');
	});

	test('API entries of the navigation are pages made from the OpenAPI file, and a tab that only names the file lists all of it', () => {
		expect(find(html('/api-reference/plants/list-plants'), 'h1').inner).toBe('List plants');
		const apiTab = find(html('/api-reference/introduction'), 'nav', { id: 'sidebar' });
		expect(findAll(apiTab.outer, 'a', { class: 'nav-link' }).map((link) => link.attrs.href)).toEqual([
			'/api-reference/introduction',
			'/api-reference/plants/list-plants',
			'/api-reference/plants/add-a-plant',
			'/api-reference/plants/plant-sold',
		]);
		const generated = find(html('/api-reference/garden/beds'), 'nav', { id: 'sidebar' });
		expect(findAll(generated.outer, 'h2', { class: 'nav-group-title' }).map((title) => textOf(title.inner).trim())).toEqual([
			'Plants',
			'Beds',
		]);
	});

	test('api.params.expanded "all" shows nested fields open', () => {
		const expandable = find(html('/api-reference/plants/add-a-plant'), 'details', { class: 'expandable' });
		expect(expandable.attrs).toHaveProperty('open');
		expect(textOf(expandable.inner)).toContain('How often to water');
	});

	test("an operation's x-mint names its page's address, title, sidebar label and description", () => {
		const page = html('/api-reference/garden/beds');
		expect(find(page, 'h1').inner).toBe('All beds');
		expect(find(page, 'meta', { name: 'description' }).attrs.content).toBe('Every bed of the greenhouse.');
		const link = find(find(page, 'nav', { id: 'sidebar' }).outer, 'a', { class: 'nav-link', href: '/api-reference/garden/beds' });
		expect(textOf(find(link.inner, 'span', { class: 'nav-label' }).inner)).toBe('Beds');
	});

	test("a tab's menu items are no anchors; a tab's dropdowns are the sidebar's dropdown menu, v1's products the top bar's product menu", () => {
		const anchorsOf = (href: string) =>
			findAll(find(html(href), 'ul', { class: 'anchors' }).outer, 'a').map((link) => textOf(link.inner).replace(' ↗', ''));
		expect(anchorsOf('/sdk/python/install')).toEqual(['Status page']);
		expect(anchorsOf('/quickstart')).toEqual(['Status page']);
		expect(anchorsOf('/v1/quickstart')).toEqual(['Guides', 'Changelog', 'Status page']);
		const sidebar = (href: string) => find(html(href), 'nav', { id: 'sidebar' }).outer;
		const dropdowns = find(sidebar('/integrations/irrigation/valves'), 'details', { class: 'switcher-dropdown' });
		expect(textOf(find(dropdowns.outer, 'summary').inner)).toBe('Section: Irrigation');
		expect(linksOf(dropdowns.outer, 'ul', { class: 'switcher-list' })).toEqual([
			['Sensors Soil and air sensors', '/integrations/sensors/setup'],
			['Irrigation Valves and timers', '/integrations/irrigation/valves'],
		]);
		expect(query(sidebar('/quickstart'), 'details', { class: 'switcher-dropdown' })).toBeUndefined();
		const product = find(html('/v1/seeds/catalogue'), 'details', { class: 'switcher-product' });
		expect(textOf(find(product.outer, 'summary').inner)).toBe('Product: Seed bank');
		expect(linksOf(product.outer, 'ul', { class: 'switcher-list' })).toEqual([
			['Greenhouse The greenhouse API', '/v1/quickstart'],
			['Seed bank Seeds and their catalogue', '/v1/seeds/catalogue'],
		]);
		expect(query(html('/quickstart'), 'details', { class: 'switcher-product' })).toBeUndefined();
		// The drawer of narrow screens has the top bar's menus too.
		expect(switchersOf(sidebar('/v1/seeds/catalogue'), 'product').map((switcher) => switcher.button)).toEqual(['Product: Seed bank']);
		expect(switchersOf(sidebar('/v1/seeds/catalogue'), 'version').map((switcher) => switcher.button)).toEqual([
			'Documentation version: v1',
		]);
	});

	test('the top bar, footer, search prompt and redirects use the current spelling of their settings', () => {
		const page = html('/quickstart');
		expect(find(page, 'input', { class: 'search-input' }).attrs.placeholder).toBe('Search the greenhouse...');
		expect(linksOf(page, 'footer', { class: 'site-footer' }).slice(0, 2)).toEqual([
			['Blog', 'https://blog.example.com'],
			['Soil', '/guides/soil'],
		]);
		expect(page).toContain('href="https://community.example.com"');
		expect(page).toContain('Get a key');
		expect(find(page, 'html').attrs['data-theme']).toBe('light');
		expect(existsSync(join(site.outDir, 'old-start/index.html'))).toBe(true);
	});

	test('the banner shows its Markdown as safe HTML above the top bar, with its close button hidden until the script runs', () => {
		const banner = find(html('/quickstart'), 'div', { class: 'site-banner' });
		expect(find(banner.outer, 'p').inner).toBe('<strong>New:</strong> the <a href="/quickstart">v2 quickstart</a> is out.');
		expect(find(banner.outer, 'button').attrs).toHaveProperty('hidden');
	});

	test('styling.eyebrows "breadcrumbs" shows every group above the title', () => {
		expect(find(html('/guides/soil/ph'), 'p', { class: 'eyebrow' }).inner).toBe('Soil / Advanced');
	});

	test('{{name}} is the value of the variable, in the page and in its Markdown copy', () => {
		expect(textOf(find(html('/quickstart'), 'div', { class: 'prose' }).inner)).toBe('Text of Quickstart. Install Greenhouse Pro 2.4.');
		expect(readFileSync(join(site.outDir, 'quickstart.md'), 'utf8')).toContain('Text of Quickstart. Install Greenhouse Pro 2.4.');
	});

	test("an operation's Markdown copy ends with its part of the OpenAPI file (markdown.schema), a webhook's too", () => {
		const copy = readFileSync(join(site.outDir, 'api-reference/plants/list-plants.md'), 'utf8');
		const section = copy.slice(copy.indexOf('## OpenAPI'));
		expect(section).toMatch(/^## OpenAPI\n\n```yaml openapi.json get \/plants\nopenapi: 3\.1\.0\n/);
		expect(section).toContain('paths:\n  /plants:\n    get:\n      operationId: listPlants\n');
		expect(section).not.toContain('/plant/sold');
		expect(readFileSync(join(site.outDir, 'api-reference/plants/plant-sold.md'), 'utf8')).toContain(
			'```yaml openapi.json webhook /plant/sold\n',
		);
	});

	test('a background image for each mode', () => {
		const page = html('/quickstart');
		expect(page).toContain(':root{--background-image:url("/images/favicon-light.svg")}');
		expect(page).toContain(':root[data-theme=\'dark\']{--background-image:url("/images/favicon-dark.svg")}');
	});

	test('the 404 page takes its title and text from errors.404', () => {
		const page = readFileSync(join(site.outDir, '404.html'), 'utf8');
		expect(find(page, 'h1').inner).toBe('Lost in the greenhouse');
		// `redirect: false`: the page stays.
		expect(findAll(page, 'meta', { 'http-equiv': 'refresh' })).toEqual([]);
		expect(find(page, 'p', { class: 'page-description' }).inner).toBe('This bed is empty: try the <a href="/quickstart">quickstart</a>.');
	});

	test('.mintignore leaves its files out of the site: no page, and a broken one is not even read', () => {
		expect(existsSync(join(site.outDir, 'drafts'))).toBe(false);
		expect(site.stderr).not.toContain('drafts/');
	});
});
