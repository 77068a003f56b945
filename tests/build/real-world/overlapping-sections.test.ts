import { describe, expect, test } from 'vitest';
import { pageExists, pageHtml } from '../html.ts';
import { anchorsOf, sidebarOutline, tabsOf } from './chrome.ts';
import { fixtureBuilds } from '../../support/fixture-builds.ts';
import { buildStrict, testReportOfBuildingFolder } from './both-modes.ts';

/**
 * Tabs and anchors over the same pages, as folders grown over years have them:
 * - a tab over `api/` and an anchor over `api/webhooks/` inside it: the webhook pages are in
 *   both; an anchor over `guides/` beside it;
 * - groups whose pages fall under different prefixes (`Start` holds a guide, an API page and
 *   pages under none), each shown in every sidebar that has some of its pages;
 * - a tab (`recipes`) and an anchor (`tutorials`) whose folder has no page, and an external tab
 *   and anchor.
 */

const fixture = 'tests/fixtures/real-world/overlapping-sections';
const builds = buildStrict(() => fixtureBuilds.overlappingSections);

const html = (href: string) => pageHtml(builds.strict.outDir, href);

test('builds every page, warning about the tab and the anchor that match no page', () => {
	expect(builds.strict.exitCode, builds.strictOutput).toBe(0);
	expect(builds.strictOutput.split('\n').filter((line) => /^(error|warning| {2}fix):/.test(line))).toEqual([
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
	expect(pages.filter((href) => !pageExists(builds.strict.outDir, href))).toEqual([]);
});

describe('sidebars: one per tab and anchor pair, each group with only its own pages', () => {
	test('primary tab, top anchor: the pages under no prefix', () => {
		expect(sidebarOutline(html('/faq'))).toEqual(['[Start]', '  Fernery -> /', '  FAQ -> /faq']);
	});

	test('primary tab, Guides anchor', () => {
		expect(sidebarOutline(html('/guides/first-fern'))).toEqual([
			'[Start]',
			'  Your first fern -> /guides/first-fern',
			'[Going further]',
			'  Growing from spores -> /guides/advanced/spores',
		]);
	});

	test('API tab, top anchor: the API pages outside the webhooks folder', () => {
		expect(sidebarOutline(html('/api/plants/list'))).toEqual([
			'[Start]',
			'  API overview -> /api/overview',
			'[Plants]',
			'  List plants -> /api/plants/list',
			'  Create a plant -> /api/plants/create',
		]);
	});

	test('API tab, Webhooks anchor: pages matching both prefixes', () => {
		expect(sidebarOutline(html('/api/webhooks/signatures'))).toEqual([
			'[Plants]',
			'  Plant sold -> /api/webhooks/plant-sold',
			'[Going further]',
			'  Verify signatures -> /api/webhooks/signatures',
		]);
	});
});

describe('tabs and anchors', () => {
	// The anchors hold the tabs, as Mintlify's upgrade decides for this folder (an anchor's folder is within a tab's).
	test('each anchor shows the tabs that hold its pages; the tab without pages is left out; the external one leads out', () => {
		expect(tabsOf(html('/'))).toEqual([
			{ name: 'Documentation', href: '/', current: true },
			{ name: 'API Reference', href: '/api/overview', current: false },
			{ name: 'Changelog', href: 'https://fernery.example/changelog', current: false },
		]);
		expect(tabsOf(html('/api/webhooks/plant-sold'))).toEqual([
			{ name: 'API Reference', href: '/api/webhooks/plant-sold', current: true },
			{ name: 'Changelog', href: 'https://fernery.example/changelog', current: false },
		]);
		// The Guides anchor's pages are in no tab of their own: no row of tabs.
		expect(tabsOf(html('/guides/first-fern'))).toEqual([]);
	});

	test('anchors lead to their first page; the anchor without pages is left out', () => {
		const anchors = [
			{ name: 'Documentation', href: '/', current: false },
			{ name: 'Guides', href: '/guides/first-fern', current: false },
			{ name: 'Webhooks', href: '/api/webhooks/plant-sold', current: false },
			{ name: 'Status', href: 'https://status.fernery.example', current: false },
		];
		const current = (name: string) => anchors.map((anchor) => (anchor.name === name ? { ...anchor, current: true } : anchor));
		expect(anchorsOf(html('/guides/first-fern'))).toEqual(current('Guides'));
		expect(anchorsOf(html('/api/webhooks/plant-sold'))).toEqual(current('Webhooks'));
		// An anchor that holds tabs leads to its first page in the tab of the page.
		expect(anchorsOf(html('/api/overview'))).toEqual([
			{ name: 'Documentation', href: '/api/overview', current: true },
			...anchors.slice(1),
		]);
	});
});

testReportOfBuildingFolder(builds, { pagesInNavigation: 9, pagesBuilt: 9, pagesFailed: 0, pagesWithProblems: 0, errors: 0, warnings: 2 });
