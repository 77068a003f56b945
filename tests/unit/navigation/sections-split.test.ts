import { describe, expect, it } from 'vitest';
import type { LegacyConfigInput } from '../../../src/config/schema/index.ts';
import { formatProblems } from '../../../src/problems/format.ts';
import { docsRoot, navigate, outline, placeOf, sidebarOf } from '../support/navigation-input.ts';

/**
 * How tabs and anchors split pages in folders where they overlap, nest inside each other or
 * match nothing, as real folders have them: a page belongs to the most specific tab prefix and,
 * separately, to the most specific anchor prefix; its sidebar is the one of that pair.
 */

/** Each page's tab and anchor, by name (`-`: none). */
const placedIn = (model: ReturnType<typeof navigate>['model']) =>
	Object.fromEntries(Object.keys(model.pages).map((path) => [path, placeOf(model, path)]));

describe('a tab and an anchor that overlap', () => {
	const config: LegacyConfigInput = {
		name: 'Overlap',
		tabs: [
			{ name: 'API Reference', url: 'api' },
			{ name: 'Changelog', url: 'https://changelog.example.com' },
		],
		anchors: [
			{ name: 'Webhooks', url: 'api/webhooks' },
			{ name: 'Guides', url: 'guides' },
			{ name: 'Status', url: 'https://status.example.com' },
		],
		navigation: [
			{ group: 'Start', pages: ['index', 'guides/setup', 'api/overview'] },
			{ group: 'Events', pages: ['api/webhooks/events', 'api/webhooks/retries', 'api/orders'] },
			{ group: 'Advanced', pages: ['guides/advanced/tuning'] },
		],
	};
	const pages = [
		'index',
		'guides/setup',
		'guides/advanced/tuning',
		'api/overview',
		'api/orders',
		'api/webhooks/events',
		'api/webhooks/retries',
	];

	it('places a page matching both prefixes in the tab and in the anchor', () => {
		const { model, problems } = navigate(config, pages);
		expect(problems).toEqual([]);
		// The anchors hold the tabs, as Mintlify's upgrade decides here (one anchor is within a tab's folder, no tab within an anchor's).
		expect(placedIn(model)).toEqual({
			index: 'Documentation / Documentation',
			'guides/setup': 'Documentation / Guides',
			'guides/advanced/tuning': 'Documentation / Guides',
			'api/overview': 'API Reference / Documentation',
			'api/orders': 'API Reference / Documentation',
			'api/webhooks/events': 'API Reference / Webhooks',
			'api/webhooks/retries': 'API Reference / Webhooks',
		});
	});

	it('shows each group once per tab and anchor pair, holding only the pages of that pair', () => {
		const { model } = navigate(config, pages);
		expect(Object.keys(model.sidebars)).toHaveLength(4);
		expect(outline(sidebarOf(model, 'index'))).toEqual(['[Start]', '  index']);
		expect(outline(sidebarOf(model, 'guides/setup'))).toEqual(['[Start]', '  guides/setup', '[Advanced]', '  guides/advanced/tuning']);
		expect(outline(sidebarOf(model, 'api/overview'))).toEqual(['[Start]', '  api/overview', '[Events]', '  api/orders']);
		expect(outline(sidebarOf(model, 'api/webhooks/events'))).toEqual(['[Events]', '  api/webhooks/events', '  api/webhooks/retries']);
	});

	it('links each tab to its first page, within its anchor, and each anchor to its first page', () => {
		const { model } = navigate(config, pages);
		const within = (id: string | undefined) => model.anchors.find((anchor) => anchor.id === id)?.name;
		expect(model.tabs.map((tab) => [tab.name, tab.href, within(tab.parentId)])).toEqual([
			// The tab of the pages of anchors that hold no tabs: no row shows it.
			['Documentation', '/guides/setup', undefined],
			['Documentation', '/', 'Documentation'],
			['API Reference', '/api/overview', 'Documentation'],
			['Changelog', 'https://changelog.example.com', 'Documentation'],
			['API Reference', '/api/webhooks/events', 'Webhooks'],
			['Changelog', 'https://changelog.example.com', 'Webhooks'],
		]);
		expect(model.anchors.map((anchor) => [anchor.name, anchor.href])).toEqual([
			['Documentation', '/'],
			['Webhooks', '/api/webhooks/events'],
			['Guides', '/guides/setup'],
			['Status', 'https://status.example.com'],
		]);
	});

	it('lets a tab nested in an anchor prefix take the pages below it', () => {
		const { model, problems } = navigate(
			{
				name: 'Nested',
				tabs: [{ name: 'Python SDK', url: 'sdk/python' }],
				anchors: [{ name: 'SDKs', url: 'sdk' }],
				navigation: [{ group: 'SDKs', pages: ['sdk/overview', 'sdk/python/install', 'sdk/go/install'] }],
			},
			['sdk/overview', 'sdk/python/install', 'sdk/go/install'],
		);
		expect(problems).toEqual([]);
		expect(placedIn(model)).toEqual({
			'sdk/overview': 'Documentation / SDKs',
			'sdk/python/install': 'Python SDK / SDKs',
			'sdk/go/install': 'Documentation / SDKs',
		});
		expect(outline(sidebarOf(model, 'sdk/python/install'))).toEqual(['[SDKs]', '  sdk/python/install']);
		// The tabs hold the anchors here (the tab's folder is within the anchor's): "SDKs" in each tab leads to its first page there.
		expect(model.anchors.map((anchor) => [anchor.name, anchor.href])).toEqual([
			['SDKs', '/sdk/overview'],
			['SDKs', '/sdk/python/install'],
		]);
	});

	it('gives a page to a tab and an anchor with the same prefix', () => {
		const { model } = navigate(
			{
				name: 'Same',
				tabs: [{ name: 'API', url: 'api' }],
				anchors: [{ name: 'API', url: '/api/' }],
				navigation: [{ group: 'G', pages: ['intro', 'api/a'] }],
			},
			['intro', 'api/a'],
		);
		expect(placedIn(model)).toEqual({ intro: 'Documentation / -', 'api/a': 'API / API' });
	});

	it('takes a prefix that names a page as that page', () => {
		const { model } = navigate(
			{
				name: 'X',
				tabs: [{ name: 'Changelog', url: 'changelog' }],
				navigation: [{ group: 'G', pages: ['intro', 'changelog', 'changelog-archive'] }],
			},
			['intro', 'changelog', 'changelog-archive'],
		);
		expect(placedIn(model)).toEqual({
			intro: 'Documentation / -',
			changelog: 'Changelog / -',
			'changelog-archive': 'Documentation / -',
		});
		expect(model.tabs[1]?.href).toBe('/changelog');
	});
});

describe('tabs and anchors that match nothing', () => {
	it('warns about a tab and an anchor whose prefix no page has, and leaves them without a link', () => {
		const { model, problems } = navigate(
			{
				name: 'X',
				tabs: [
					{ name: 'Recipes', url: 'recipes' },
					{ name: 'API', url: 'api' },
				],
				anchors: [{ name: 'Tutorials', url: 'tutorials/' }],
				navigation: [{ group: 'G', pages: ['intro', 'api/a', 'recipe/soup'] }],
			},
			['intro', 'api/a', 'recipe/soup'],
		);
		expect(formatProblems(problems, docsRoot)).toMatchInlineSnapshot(`
			"warning: docs.json tabs[0].url: tab "Recipes" matches no page in the navigation: no page path starts with "recipes/"
			  fix: set its "url" to the folder of its pages
			warning: docs.json anchors[0].url: anchor "Tutorials" matches no page in the navigation: no page path starts with "tutorials/"
			  fix: set its "url" to the folder of its pages
			0 errors, 2 warnings"
		`);
		// Holding no page, they are left out; "recipe/soup" is no "recipes/" page.
		expect(model.tabs.map((tab) => [tab.name, tab.href])).toEqual([
			['Documentation', '/intro'],
			['API', '/api/a'],
		]);
		expect(model.anchors.map((anchor) => anchor.name)).not.toContain('Tutorials');
		expect(Object.keys(model.sidebars)).toHaveLength(2);
	});

	it('keeps pages under no tab in the primary tab, and leaves the primary tab out when every page has a tab', () => {
		const under = navigate(
			{ name: 'X', tabs: [{ name: 'API', url: 'api' }], navigation: [{ group: 'G', pages: ['faq', 'api/a', 'misc/notes'] }] },
			['faq', 'api/a', 'misc/notes'],
		).model;
		expect(outline(sidebarOf(under, 'faq'))).toEqual(['[G]', '  faq', '  misc/notes']);

		const { model, problems } = navigate(
			{
				name: 'X',
				primaryTab: { name: 'Home', isDefaultHidden: true },
				tabs: [
					{ name: 'Guides', url: 'guides' },
					{ name: 'API', url: 'api' },
				],
				navigation: [{ group: 'G', pages: ['guides/a', 'api/b'] }],
			},
			['guides/a', 'api/b'],
		);
		// The primary tab is implicit: empty, it is no mistake of the author's.
		expect(problems).toEqual([]);
		expect(model.tabs.map((tab) => [tab.name, tab.href, tab.isDefaultHidden])).toEqual([
			['Guides', '/guides/a', false],
			['API', '/api/b', false],
		]);
		expect(model.homeHref).toBe('/guides/a');
	});
});

describe('tabs and anchors in versions', () => {
	// Tabs of the same name, one per version, each over its version's folder.
	const config: LegacyConfigInput = {
		name: 'X',
		versions: [{ name: 'v2', default: true }, 'v1', { name: 'v0', url: 'https://v0.example.com' }],
		primaryTab: { name: 'Home', isDefaultHidden: true },
		tabs: [
			{ name: 'Guides', url: 'v2/guides', version: 'v2' },
			{ name: 'Guides', url: 'v1/guides', version: 'v1' },
			{ name: 'Reference', url: 'v2/reference' },
			{ name: 'Reference', url: 'v1/reference' },
			{ name: 'Everywhere', url: 'shared' },
		],
		navigation: [
			{ group: 'Guides', version: 'v2', pages: ['v2/guides/install'] },
			{ group: 'Guides', version: 'v1', pages: ['v1/guides/install'] },
			{ group: 'Reference', version: 'v2', pages: ['v2/reference/cli'] },
			{ group: 'Reference', version: 'v1', pages: ['v1/reference/cli'] },
			{ group: 'Shared', pages: ['shared/faq', 'shared/v1-notes'] },
		],
	};
	const pages: Array<string | [string, { version: string }]> = [
		'v2/guides/install',
		'v1/guides/install',
		'v2/reference/cli',
		'v1/reference/cli',
		'shared/faq',
		['shared/v1-notes', { version: 'v1' }],
	];

	it('gives each same-named tab the pages of its folder and links it within its version', () => {
		const { model, problems } = navigate(config, pages);
		expect(problems).toEqual([]);
		// Each version has its own tabs, those of no version included; the empty primary tab is left out.
		expect(model.tabs.map((tab) => [tab.name, tab.href, tab.version])).toEqual([
			['Guides', '/v2/guides/install', 'v2'],
			['Reference', '/v2/reference/cli', 'v2'],
			['Everywhere', '/shared/faq', 'v2'],
			['Guides', '/v1/guides/install', 'v1'],
			['Reference', '/v1/reference/cli', 'v1'],
			['Everywhere', '/shared/faq', 'v1'],
		]);
		// The page of one version is in its version's tab only; the page of every version in each.
		expect(outline(model.sidebars[`${model.tabs[2]!.id}|anchor:none`]!)).toEqual(['[Shared]', '  shared/faq']);
		expect(outline(model.sidebars[`${model.tabs[5]!.id}|anchor:none`]!)).toEqual(['[Shared]', '  shared/faq', '  shared/v1-notes']);
		expect(Object.keys(model.pages['shared/faq']!.versionPlaces ?? {})).toEqual(['v2', 'v1']);
	});

	it('gives each version the anchors that hold its pages, an anchor of one version to that version only', () => {
		const { model } = navigate(
			{
				name: 'X',
				versions: ['v2', 'v1'],
				anchors: [
					{ name: 'Legacy', url: 'legacy' },
					{ name: 'SDK', url: 'sdk', version: 'v2' },
				],
				navigation: [
					{ group: 'Legacy', version: 'v1', pages: ['legacy/a'] },
					{ group: 'SDK', pages: ['sdk/a'] },
				],
			},
			['legacy/a', 'sdk/a'],
		);
		// Each version's own anchors: v2 has only "SDK", v1 the top anchor and "Legacy".
		expect(model.anchors.map((anchor) => [anchor.name, anchor.version])).toEqual([
			['SDK', 'v2'],
			['Documentation', 'v1'],
			['Legacy', 'v1'],
		]);
	});
});
