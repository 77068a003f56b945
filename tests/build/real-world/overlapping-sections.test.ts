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
	test('the tab without pages is left out; the external one leads out', () => {
		const tabs = [
			{ name: 'Documentation', href: '/', current: false },
			{ name: 'API Reference', href: '/api/overview', current: false },
			{ name: 'Changelog', href: 'https://fernery.example/changelog', current: false },
		];
		expect(tabsOf(html('/guides/first-fern'))).toEqual(tabs.map((tab) => (tab.name === 'Documentation' ? { ...tab, current: true } : tab)));
		expect(tabsOf(html('/api/webhooks/plant-sold'))).toEqual(
			tabs.map((tab) => (tab.name === 'API Reference' ? { ...tab, current: true } : tab)),
		);
	});

	test('anchors lead to their first page in the tab of the page; the anchor without pages is left out', () => {
		expect(anchorsOf(html('/guides/first-fern'))).toEqual([
			{ name: 'Documentation', href: '/', current: false },
			{ name: 'Guides', href: '/guides/first-fern', current: true },
			{ name: 'Webhooks', href: '/api/webhooks/plant-sold', current: false },
			{ name: 'Status', href: 'https://status.fernery.example', current: false },
		]);
		// In the API tab, "Documentation" is the API pages under no anchor, not the home page.
		expect(anchorsOf(html('/api/webhooks/plant-sold'))).toEqual([
			{ name: 'Documentation', href: '/api/overview', current: false },
			{ name: 'Guides', href: '/guides/first-fern', current: false },
			{ name: 'Webhooks', href: '/api/webhooks/plant-sold', current: true },
			{ name: 'Status', href: 'https://status.fernery.example', current: false },
		]);
	});
});

testReportOfBuildingFolder(builds, { pagesInNavigation: 9, pagesBuilt: 9, pagesFailed: 0, pagesWithProblems: 0, errors: 0, warnings: 2 });
