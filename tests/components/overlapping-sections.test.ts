import { dirname } from 'node:path';
import { describe, expect, test } from 'vitest';
import Sidebar from '../../src/components/chrome/Sidebar.astro';
import SectionTabs from '../../src/components/chrome/SectionTabs.astro';
import { readSiteState, siteStateFailed } from '../../src/integration/site-state.ts';
import { formatProblems } from '../../src/problems/format.ts';
import { compatReport } from '../../src/report/compat-report.ts';
import { resolveDocsPaths } from '../../src/settings/docs-paths.ts';
import { pageRouteData, type PageRouteData } from '../../src/site/route-data.ts';
import { anchorsOf, sidebarOutline, tabsOf } from '../build/real-world/chrome.ts';
import { projectRoot } from '../support/build-site.ts';
import { renderComponent } from './render.ts';

/**
 * Tabs and anchors over the same pages, as folders grown over years have them
 * (tests/fixtures/real-world/overlapping-sections), read as a build reads it, with no build: the
 * sidebar, the tabs and the anchors of each page rendered from its route data.
 * - a tab over `api/` and an anchor over `api/webhooks/` inside it: the webhook pages are in
 *   both; an anchor over `guides/` beside it;
 * - groups whose pages fall under different prefixes (`Start` holds a guide, an API page and
 *   pages under none), each shown in every sidebar that has some of its pages;
 * - a tab (`recipes`) and an anchor (`tutorials`) whose folder has no page, and an external tab
 *   and anchor.
 */

const fixture = 'tests/fixtures/real-world/overlapping-sections';
const stateOf = (lenient: boolean) => readSiteState(resolveDocsPaths(projectRoot, fixture), { lenient, analytics: true }, () => undefined);
const [strict, lenient] = await Promise.all([stateOf(false), stateOf(true)]);
const site = strict.site ?? expect.unreachable(formatProblems(strict.problems, projectRoot));

/** The route data of the page at a site address. */
function routeOf(href: string): PageRouteData {
	const page = Object.values(site.pages).find((candidate) => candidate.href === href) ?? expect.unreachable(`no page at ${href}`);
	return pageRouteData(site, page.path, []);
}

/** The page's sidebar (its anchors among it), as rendered. */
async function sidebar(href: string): Promise<string> {
	const route = routeOf(href);
	const items = route.sidebar ?? expect.unreachable(`${href} has no sidebar`);
	return renderComponent(Sidebar, {
		props: { ...items, config: route.chrome.config, topBarLinks: route.chrome.topBar.links, switchers: route.chrome.switchers },
		page: {},
	});
}

/** The page's row of tabs under the top bar, as rendered. */
async function tabRow(href: string): Promise<string> {
	const { chrome } = routeOf(href);
	if (!chrome.tabsInTopBar) return '';
	return renderComponent(SectionTabs, {
		props: {
			tabs: chrome.sections.tabs,
			menus: chrome.switchers.tabMenus,
			currentIds: chrome.sections.currentIds,
			version: chrome.sections.tabsVersion,
		},
		page: {},
	});
}

test('has every page, warning about the tab and the anchor that match no page', () => {
	expect(
		formatProblems(strict.problems, projectRoot)
			.split('\n')
			.filter((line) => /^(error|warning| {2}fix):/.test(line)),
	).toEqual([
		`warning: ${fixture}/docs.json:6:26 tabs[1].url: tab "Recipes" matches no page in the navigation: no page path starts with "recipes/"`,
		'  fix: set its "url" to the folder of its pages',
		`warning: ${fixture}/docs.json:12:54 anchors[2].url: anchor "Tutorials" matches no page in the navigation: no page path starts with "tutorials/"`,
		'  fix: set its "url" to the folder of its pages',
	]);
	const pages = [
		'/',
		'/faq',
		'/guides/first-fern',
		'/guides/advanced/spores',
		'/api/overview',
		'/api/plants/list',
		'/api/plants/create',
		'/api/webhooks/plant-sold',
		'/api/webhooks/signatures',
	];
	const hrefs = new Set(Object.values(site.pages).map((page) => page.href));
	expect(pages.filter((href) => !hrefs.has(href))).toEqual([]);
});

describe('sidebars: one per tab and anchor pair, each group with only its own pages', () => {
	test('primary tab, top anchor: the pages under no prefix', async () => {
		expect(sidebarOutline(await sidebar('/faq'))).toEqual(['[Start]', '  Fernery -> /', '  FAQ -> /faq']);
	});

	test('primary tab, Guides anchor', async () => {
		expect(sidebarOutline(await sidebar('/guides/first-fern'))).toEqual([
			'[Start]',
			'  Your first fern -> /guides/first-fern',
			'[Going further]',
			'  Growing from spores -> /guides/advanced/spores',
		]);
	});

	test('API tab, top anchor: the API pages outside the webhooks folder', async () => {
		expect(sidebarOutline(await sidebar('/api/plants/list'))).toEqual([
			'[Start]',
			'  API overview -> /api/overview',
			'[Plants]',
			'  List plants -> /api/plants/list',
			'  Create a plant -> /api/plants/create',
		]);
	});

	test('API tab, Webhooks anchor: pages matching both prefixes', async () => {
		expect(sidebarOutline(await sidebar('/api/webhooks/signatures'))).toEqual([
			'[Plants]',
			'  Plant sold -> /api/webhooks/plant-sold',
			'[Going further]',
			'  Verify signatures -> /api/webhooks/signatures',
		]);
	});
});

describe('tabs and anchors', () => {
	// The anchors hold the tabs, as Mintlify's upgrade decides for this folder (an anchor's folder is within a tab's).
	test('each anchor shows the tabs that hold its pages; the tab without pages is left out; the external one leads out', async () => {
		expect(tabsOf(await tabRow('/'))).toEqual([
			{ name: 'Documentation', href: '/', current: true },
			{ name: 'API Reference', href: '/api/overview', current: false },
			{ name: 'Changelog', href: 'https://fernery.example/changelog', current: false },
		]);
		expect(tabsOf(await tabRow('/api/webhooks/plant-sold'))).toEqual([
			{ name: 'API Reference', href: '/api/webhooks/plant-sold', current: true },
			{ name: 'Changelog', href: 'https://fernery.example/changelog', current: false },
		]);
		// The Guides anchor's pages are in no tab of their own: no row of tabs.
		expect(tabsOf(await tabRow('/guides/first-fern'))).toEqual([]);
	});

	test('anchors lead to their first page; the anchor without pages is left out', async () => {
		const anchors = [
			{ name: 'Documentation', href: '/', current: false },
			{ name: 'Guides', href: '/guides/first-fern', current: false },
			{ name: 'Webhooks', href: '/api/webhooks/plant-sold', current: false },
			{ name: 'Status', href: 'https://status.fernery.example', current: false },
		];
		const current = (name: string) => anchors.map((anchor) => (anchor.name === name ? { ...anchor, current: true } : anchor));
		expect(anchorsOf(await sidebar('/guides/first-fern'))).toEqual(current('Guides'));
		expect(anchorsOf(await sidebar('/api/webhooks/plant-sold'))).toEqual(current('Webhooks'));
		// An anchor that holds tabs leads to its first page in the tab of the page.
		expect(anchorsOf(await sidebar('/api/overview'))).toEqual([
			{ name: 'Documentation', href: '/api/overview', current: true },
			...anchors.slice(1),
		]);
	});
});

describe('the compatibility report', () => {
	test('counts the pages and the problems, warnings only', () => {
		const report = compatReport({ problems: strict.problems, site, docsRoot: dirname(site.configFile), lenient: false, result: 'built' });
		expect(report).toMatchObject({ mode: 'strict', result: 'built', failedPages: [] });
		expect(report.counts).toEqual({ pagesInNavigation: 9, pagesBuilt: 9, pagesFailed: 0, pagesWithProblems: 0, errors: 0, warnings: 2 });
		expect(report.problems.map((problem) => problem.severity)).toEqual(Array(report.counts.warnings).fill('warning'));
	});

	test('LENIENT=1 reads the folder the same: the same pages and problems, none failed', () => {
		expect(siteStateFailed(lenient)).toBe(false);
		expect(lenient.site?.failed).toBeUndefined();
		expect(Object.keys(lenient.site?.pages ?? {})).toEqual(Object.keys(site.pages));
		expect(lenient.problems).toEqual(strict.problems);
	});
});
