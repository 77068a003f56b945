import { describe, expect, it } from 'vitest';
import type { LegacyConfigInput } from '../../../src/config/schema/index.ts';
import { sidebarKey } from '../../../src/navigation/types.ts';
import { formatProblems } from '../../../src/problems/format.ts';
import { docsRoot, navigate, outline } from '../support/navigation-input.ts';

/**
 * How tabs and anchors split pages in folders where they overlap, nest inside each other or
 * match nothing, as real folders have them: a page belongs to the most specific tab prefix and,
 * separately, to the most specific anchor prefix; its sidebar is the one of that pair.
 */

const placedIn = (model: ReturnType<typeof navigate>['model']) =>
	Object.fromEntries(Object.values(model.pages).map((page) => [page.path, `${page.tabId} ${page.anchorId}`]));

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
		expect(placedIn(model)).toEqual({
			index: 'tab:primary anchor:top',
			'guides/setup': 'tab:primary anchor:1',
			'guides/advanced/tuning': 'tab:primary anchor:1',
			'api/overview': 'tab:0 anchor:top',
			'api/orders': 'tab:0 anchor:top',
			'api/webhooks/events': 'tab:0 anchor:0',
			'api/webhooks/retries': 'tab:0 anchor:0',
		});
	});

	it('shows each group once per tab and anchor pair, holding only the pages of that pair', () => {
		const { model } = navigate(config, pages);
		expect(Object.fromEntries(Object.entries(model.sidebars).map(([key, items]) => [key, outline(items)]))).toEqual({
			[sidebarKey('tab:primary', 'anchor:top')]: ['[Start]', '  index'],
			[sidebarKey('tab:primary', 'anchor:1')]: ['[Start]', '  guides/setup', '[Advanced]', '  guides/advanced/tuning'],
			[sidebarKey('tab:0', 'anchor:top')]: ['[Start]', '  api/overview', '[Events]', '  api/orders'],
			[sidebarKey('tab:0', 'anchor:0')]: ['[Events]', '  api/webhooks/events', '  api/webhooks/retries'],
		});
	});

	it('links a tab to its first page, and an anchor, from inside each tab, to its first page there', () => {
		const { model } = navigate(config, pages);
		expect(model.tabs.map((tab) => [tab.name, tab.href])).toEqual([
			['Documentation', '/'],
			['API Reference', '/api/overview'],
			['Changelog', 'https://changelog.example.com'],
		]);
		expect(model.anchors.map((anchor) => [anchor.name, anchor.href, anchor.hrefInTab])).toEqual([
			// From the API tab, "Documentation" stays in the tab: its pages under no anchor.
			['Documentation', '/', { 'tab:primary': '/', 'tab:0': '/api/overview' }],
			['Webhooks', '/api/webhooks/events', { 'tab:0': '/api/webhooks/events' }],
			['Guides', '/guides/setup', { 'tab:primary': '/guides/setup' }],
			['Status', 'https://status.example.com', undefined],
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
			'sdk/overview': 'tab:primary anchor:0',
			'sdk/python/install': 'tab:0 anchor:0',
			'sdk/go/install': 'tab:primary anchor:0',
		});
		expect(outline(model.sidebars[sidebarKey('tab:0', 'anchor:0')]!)).toEqual(['[SDKs]', '  sdk/python/install']);
		expect(model.anchors[1]?.hrefInTab).toEqual({ 'tab:primary': '/sdk/overview', 'tab:0': '/sdk/python/install' });
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
		expect(placedIn(model)).toEqual({ intro: 'tab:primary anchor:top', 'api/a': 'tab:0 anchor:0' });
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
			intro: 'tab:primary anchor:top',
			changelog: 'tab:0 anchor:top',
			'changelog-archive': 'tab:primary anchor:top',
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
		// Without a link, the layout leaves them out; "recipe/soup" is no "recipes/" page.
		expect(model.tabs.map((tab) => [tab.name, tab.href])).toEqual([
			['Documentation', '/intro'],
			['Recipes', ''],
			['API', '/api/a'],
		]);
		expect(model.anchors[1]).toMatchObject({ name: 'Tutorials', href: '' });
		expect(model.anchors[1]?.hrefInTab).toBeUndefined();
		expect(Object.keys(model.sidebars).sort()).toEqual([sidebarKey('tab:1', 'anchor:top'), sidebarKey('tab:primary', 'anchor:top')].sort());
	});

	it('keeps pages under no tab in the primary tab, and leaves the primary tab unlinked when every page has a tab', () => {
		const under = navigate(
			{ name: 'X', tabs: [{ name: 'API', url: 'api' }], navigation: [{ group: 'G', pages: ['faq', 'api/a', 'misc/notes'] }] },
			['faq', 'api/a', 'misc/notes'],
		).model;
		expect(outline(under.sidebars[sidebarKey('tab:primary', 'anchor:top')]!)).toEqual(['[G]', '  faq', '  misc/notes']);

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
			['Home', '', true],
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
		expect(model.tabs.map((tab) => [tab.name, tab.href, tab.version])).toEqual([
			['Home', '', undefined],
			['Guides', '/v2/guides/install', 'v2'],
			['Guides', '/v1/guides/install', 'v1'],
			// No version of their own, but all their pages are of one version: shown in it only.
			['Reference', '/v2/reference/cli', 'v2'],
			['Reference', '/v1/reference/cli', 'v1'],
			// Pages of every version and of one: shown in every version.
			['Everywhere', '/shared/faq', undefined],
		]);
	});

	it('derives the version of an anchor from its pages too, and keeps a version written on it', () => {
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
		expect(model.anchors.map((anchor) => [anchor.name, anchor.version])).toEqual([
			['Documentation', undefined],
			['Legacy', 'v1'],
			['SDK', 'v2'],
		]);
	});
});
