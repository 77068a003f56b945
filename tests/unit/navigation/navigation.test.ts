import { describe, expect, it } from 'vitest';
import type { LegacyConfigInput } from '../../../src/config/schema/index.ts';
import { walkPages } from '../../../src/navigation/nav-tree.ts';
import { normalisePagePath } from '../../../src/navigation/page-items.ts';
import { formatProblems } from '../../../src/problems/format.ts';
import { docsRoot, navigate, outline, placeOf, sidebarOf } from '../support/navigation-input.ts';

/** Problems as the reader sees them, relative to the in-memory docs folder. */
function shown(problems: Parameters<typeof formatProblems>[0]): string {
	return formatProblems(problems, docsRoot);
}

describe('tabs and anchors split the pages by URL prefix', () => {
	const config: LegacyConfigInput = {
		name: 'Plant Store',
		tabs: [
			{ name: 'API Reference', url: 'api-reference' },
			{ name: 'Blog', url: 'https://blog.plantstore.dev' },
		],
		anchors: [
			{ name: 'Guides', url: 'guides' },
			{ name: 'Inventory', url: '/guides/inventory/' },
			{ name: 'Community', url: 'https://discord.gg/plantstore' },
		],
		navigation: [
			{ group: 'Get Started', pages: ['introduction', 'guides/care', 'quickstart'] },
			{
				group: 'Guides',
				pages: [
					'guides/watering',
					{ group: 'Inventory', pages: ['guides/inventory/tagging', 'guides/inventory/bulk'] },
					'guidesextra/tips',
				],
			},
			{ group: 'Reference', pages: ['api-reference/overview', 'api-reference/plants/new-plant'] },
		],
	};
	const pages = [
		'introduction',
		'quickstart',
		'guides/care',
		'guides/watering',
		'guides/inventory/tagging',
		'guides/inventory/bulk',
		'guidesextra/tips',
		'api-reference/overview',
		'api-reference/plants/new-plant',
	];

	it('places each page by the most specific prefix, and pages under none in the primary tab / top anchor', () => {
		const { model, problems } = navigate(config, pages);
		expect(problems).toEqual([]);
		const placed = Object.fromEntries(pages.map((path) => [path, placeOf(model, path)]));
		// The anchors hold the tabs (no tab's folder is an anchor's, nor the other way round: Mintlify's upgrade then
		// puts the anchors outside); the tabs are those of the top anchor.
		expect(placed).toEqual({
			introduction: 'Documentation / Documentation',
			quickstart: 'Documentation / Documentation',
			'guides/care': 'Documentation / Guides',
			'guides/watering': 'Documentation / Guides',
			'guides/inventory/tagging': 'Documentation / Inventory',
			'guides/inventory/bulk': 'Documentation / Inventory',
			// "guides" is a folder prefix, not a string prefix.
			'guidesextra/tips': 'Documentation / Documentation',
			'api-reference/overview': 'API Reference / Documentation',
			'api-reference/plants/new-plant': 'API Reference / Documentation',
		});
	});

	it('decides per page: a group spanning two prefixes appears in each sidebar with only its own pages', () => {
		const { model } = navigate(config, pages);
		expect(Object.keys(model.sidebars)).toHaveLength(4);
		expect(outline(sidebarOf(model, 'introduction'))).toEqual([
			'[Get Started]',
			'  introduction',
			'  quickstart',
			'[Guides]',
			'  guidesextra/tips',
		]);
		expect(outline(sidebarOf(model, 'guides/care'))).toEqual(['[Get Started]', '  guides/care', '[Guides]', '  guides/watering']);
		expect(outline(sidebarOf(model, 'guides/inventory/bulk'))).toEqual([
			'[Guides]',
			'  [Inventory]',
			'    guides/inventory/tagging',
			'    guides/inventory/bulk',
		]);
		expect(outline(sidebarOf(model, 'api-reference/overview'))).toEqual([
			'[Reference]',
			'  api-reference/overview',
			'  api-reference/plants/new-plant',
		]);
	});

	it('links each tab and anchor to the first page inside it, in navigation order', () => {
		const { model } = navigate(config, pages);
		// First the tab of the pages of anchors without tabs, which the row of tabs does not show.
		expect(model.tabs.map((tab) => [tab.name, tab.href, tab.external])).toEqual([
			['Documentation', '/guides/care', false],
			['Documentation', '/introduction', false],
			['API Reference', '/api-reference/overview', false],
			['Blog', 'https://blog.plantstore.dev', true],
		]);
		expect(model.anchors.map((anchor) => [anchor.name, anchor.href, anchor.external])).toEqual([
			['Documentation', '/introduction', false],
			['Guides', '/guides/care', false],
			['Inventory', '/guides/inventory/tagging', false],
			['Community', 'https://discord.gg/plantstore', true],
		]);
	});

	it('places no page in an external tab or anchor, even one whose path looks like its URL', () => {
		const { model } = navigate(
			{
				name: 'X',
				tabs: [{ name: 'Blog', url: 'https://blog.example.com' }],
				anchors: [{ name: 'Ext', url: 'http://example.com/guides' }],
				navigation: [{ group: 'G', pages: ['https:/blog.example.com/post', 'guides/a'] }],
			},
			['https:/blog.example.com/post', 'guides/a'],
		);
		// Tabs and anchors that all lead elsewhere are links on every page; the top anchor leads the anchors.
		expect(Object.keys(model.pages).map((path) => placeOf(model, path))).toEqual([
			'Documentation / Documentation',
			'Documentation / Documentation',
		]);
		expect(model.tabs.map((tab) => [tab.name, tab.external])).toEqual([
			['Documentation', false],
			['Blog', true],
		]);
	});

	it('uses the primaryTab and topAnchor overrides for the implicit sections', () => {
		const { model } = navigate(
			{
				name: 'X',
				primaryTab: { name: 'Guides', isDefaultHidden: true },
				tabs: [{ name: 'Reference', url: 'reference' }],
				topAnchor: { name: 'Home', icon: 'house', iconType: 'solid' },
				colors: { primary: '#16A34A', anchors: '#0D9488' },
				anchors: [{ name: 'API', url: 'api', icon: 'code' }],
				navigation: [{ group: 'G', pages: ['a', 'api/b', 'reference/c'] }],
			},
			['a', 'api/b', 'reference/c'],
		);
		expect(model.tabs.find((tab) => tab.name === 'Guides')).toMatchObject({ isDefaultHidden: true, href: '/a' });
		expect(model.anchors[0]).toMatchObject({ name: 'Home', icon: 'house', iconType: 'solid', href: '/a' });
		// `colors.anchors` is the colour of an anchor that names none, in both modes.
		expect(model.anchors[1]).toMatchObject({
			name: 'API',
			icon: 'code',
			iconType: 'duotone',
			color: { light: '#0D9488', dark: '#0D9488' },
			href: '/api/b',
		});
	});

	it('links a versioned anchor to the first page of its own version, and gives the others its pages of their versions', () => {
		const { model, problems } = navigate(
			{
				name: 'X',
				versions: ['v2', 'v1'],
				anchors: [{ name: 'SDK', url: 'sdk', version: 'v1' }],
				navigation: [{ group: 'SDK', pages: ['sdk/new', 'sdk/old'] }],
			},
			[
				['sdk/new', { version: 'v2' }],
				['sdk/old', { version: 'v1' }],
			],
		);
		expect(problems).toEqual([]);
		expect(model.anchors.find((anchor) => anchor.name === 'SDK')).toMatchObject({ href: '/sdk/old', version: 'v1' });
		expect(placeOf(model, 'sdk/new')).toBe('Documentation / -');
	});

	it('warns about a tab or anchor that matches no page, naming it and its prefix', () => {
		const { problems } = navigate(
			{
				name: 'X',
				tabs: [{ name: 'API Reference', url: 'api-reference' }],
				anchors: [
					{ name: 'Guides', url: 'guides' },
					{ name: 'Recipes', url: 'recipes' },
				],
				navigation: [{ group: 'G', pages: ['introduction', 'guides/a', 'recipe/soup'] }],
			},
			['introduction', 'guides/a', 'recipe/soup', 'api-reference/unlisted'],
		);
		expect(shown(problems)).toMatchInlineSnapshot(`
			"warning: docs.json tabs[0].url: tab "API Reference" matches no page in the navigation: no page path starts with "api-reference/"
			  fix: set its "url" to the folder of its pages
			warning: docs.json anchors[1].url: anchor "Recipes" matches no page in the navigation: no page path starts with "recipes/"
			  fix: set its "url" to the folder of its pages
			0 errors, 2 warnings"
		`);
	});
});

describe('the sidebar tree', () => {
	const config: LegacyConfigInput = {
		name: 'X',
		navigation: [
			{ group: 'Start', icon: 'rocket', iconType: 'solid', pages: ['a'] },
			{
				group: 'L1',
				pages: ['b', { group: 'L2', pages: [{ group: '', pages: ['c', { group: 'L4', pages: ['d'] }] }] }, 'e'],
			},
			{ group: '', pages: ['f'] },
			{ group: 'Only missing', pages: [] },
		],
	};
	const pages = ['a', 'b', 'c', 'd', 'e', 'f'];

	it('keeps nested groups, four levels deep, and empty group names', () => {
		const { model } = navigate(config, pages);
		expect(outline(sidebarOf(model, 'a'))).toEqual([
			'[Start]',
			'  a',
			'[L1]',
			'  b',
			'  [L2]',
			'    []',
			'      c',
			'      [L4]',
			'        d',
			'  e',
			'[]',
			'  f',
		]);
		expect(sidebarOf(model, 'a')[0]).toMatchObject({ type: 'group', icon: 'rocket', iconType: 'solid' });
	});

	it('gives breadcrumbs from the group names, skipping empty ones', () => {
		const { model } = navigate(config, pages);
		expect(model.pages.d?.breadcrumbs).toEqual(['L1', 'L2', 'L4']);
		expect(model.pages.c?.breadcrumbs).toEqual(['L1', 'L2']);
		expect(model.pages.f?.breadcrumbs).toEqual([]);
	});

	it('orders prev/next by navigation order through nested groups', () => {
		const { model } = navigate(config, pages);
		const order = ['a', 'b', 'c', 'd', 'e', 'f'];
		for (const [index, path] of order.entries()) {
			const prev = order[index - 1];
			const next = order[index + 1];
			expect(model.pages[path]?.prevNext, path).toEqual({
				'': {
					...(prev ? { prev: { href: `/${prev}`, label: prev.toUpperCase() } } : {}),
					...(next ? { next: { href: `/${next}`, label: next.toUpperCase() } } : {}),
				},
			});
		}
	});

	it('labels pages by sidebarTitle, else title, and carries icon, tag, deprecated and API method', () => {
		const { model } = navigate({ name: 'X', navigation: [{ group: 'G', pages: ['a', 'b', 'c'] }] }, [
			['a', { title: 'A long title', sidebarTitle: 'Short', icon: 'leaf', tag: 'NEW', deprecated: true }],
			['b', { title: 'New plant', openapi: 'openapi.json WEBHOOK newPlant' }],
			['c', { title: 'Get plant', api: 'GET https://api.example.com/plants', hideApiMarker: true }],
		]);
		expect(walkPages(sidebarOf(model, 'a'))).toEqual([
			{ type: 'page', path: 'a', href: '/a', label: 'Short', icon: 'leaf', tag: 'NEW', deprecated: true },
			{ type: 'page', path: 'b', href: '/b', label: 'New plant', method: 'WEBHOOK' },
			{ type: 'page', path: 'c', href: '/c', label: 'Get plant' },
		]);
	});

	it('keeps a page with a frontmatter url as an external sidebar link, outside prev/next', () => {
		const { model } = navigate({ name: 'X', navigation: [{ group: 'G', pages: ['a', 'status', 'b'] }] }, [
			'a',
			['status', { title: 'Status', url: 'https://status.example.com' }],
			'b',
		]);
		expect(walkPages(sidebarOf(model, 'a'))[1]).toMatchObject({ href: 'https://status.example.com', external: true });
		expect(model.pages.a?.prevNext['']?.next?.href).toBe('/b');
	});
});

describe('pages outside the sidebar', () => {
	it('builds hidden pages, out of the sidebar and of prev/next, placed by their prefix', () => {
		const { model, problems } = navigate(
			{
				name: 'X',
				anchors: [{ name: 'Guides', url: 'guides' }],
				navigation: [{ group: 'G', pages: ['guides/a', 'guides/secret', 'guides/b'] }],
			},
			['guides/a', ['guides/secret', { title: 'Secret', hidden: true }], 'guides/b'],
		);
		expect(problems).toEqual([]);
		expect(outline(sidebarOf(model, 'guides/a'))).toEqual(['[G]', '  guides/a', '  guides/b']);
		expect(model.pages['guides/secret']).toMatchObject({ href: '/guides/secret', inNavigation: false });
		expect(placeOf(model, 'guides/secret')).toBe('Documentation / Guides');
		expect(model.pages['guides/a']?.prevNext['']?.next?.href).toBe('/guides/b');
	});

	it('keeps the version of the group that lists a hidden page', () => {
		const { model } = navigate(
			{
				name: 'X',
				versions: ['v2', 'v1'],
				navigation: [{ group: 'Old', version: 'v1', pages: ['old/a', 'old/hidden'] }],
			},
			['old/a', ['old/hidden', { hidden: true }]],
		);
		expect(model.pages['old/a']?.version).toBe('v1');
		// Shown with the v2 (default) version selected otherwise, and no way back to v1.
		expect(model.pages['old/hidden']).toMatchObject({ inNavigation: false, version: 'v1' });
	});

	it('places pages that no navigation entry lists, with inNavigation false', () => {
		const { model, problems } = navigate(
			{
				name: 'X',
				versions: ['v2', 'v1'],
				tabs: [{ name: 'API', url: 'api' }],
				navigation: [{ group: 'G', pages: ['a', 'api/listed'] }],
			},
			['a', 'api/listed', 'orphan', 'api/unlisted', ['old/unlisted', { version: 'v1' }]],
		);
		expect(problems).toEqual([]);
		expect(model.pages.orphan).toMatchObject({ path: 'orphan', href: '/orphan', inNavigation: false, prevNext: {}, breadcrumbs: [] });
		// Each shows the sidebar of the listed pages nearest it in the folders.
		expect(placeOf(model, 'orphan')).toBe(placeOf(model, 'a'));
		expect(placeOf(model, 'api/unlisted')).toBe('API / -');
		expect(model.pages['api/unlisted']).toMatchObject({ inNavigation: false });
		expect(model.pages['old/unlisted']).toMatchObject({ version: 'v1', inNavigation: false });
		expect(model.pages.a?.inNavigation).toBe(true);
		expect(model.pages.a?.prevNext).toEqual({ v2: {}, v1: {} });
	});

	it('gives an index page the site root as href', () => {
		const { model } = navigate({ name: 'X', navigation: [{ group: 'G', pages: ['index', 'guides/index'] }] }, ['index', 'guides/index']);
		expect(model.pages.index?.href).toBe('/');
		expect(model.pages['guides/index']?.href).toBe('/guides');
	});
});

describe('home', () => {
	it('is "/" when there is an index page', () => {
		const { model } = navigate({ name: 'X', navigation: [{ group: 'G', pages: ['intro'] }] }, ['intro', 'index']);
		expect(model.homeHref).toBe('/');
	});

	it('is the first navigation page of the default version when there is no index page', () => {
		const { model } = navigate(
			{
				name: 'X',
				versions: ['v2', 'v1'],
				navigation: [
					{ group: 'Old', version: 'v1', pages: ['v1/start'] },
					{ group: 'New', pages: ['start', 'more'] },
				],
			},
			['aaa-first-file', 'v1/start', 'start', 'more'],
		);
		expect(model.homeHref).toBe('/start');
	});

	it('is the first navigation page when there are no versions, whatever the file order', () => {
		const { model } = navigate({ name: 'X', navigation: [{ group: 'G', pages: ['zebra', 'apple'] }] }, ['apple', 'zebra']);
		expect(model.homeHref).toBe('/zebra');
	});
});

describe('versions', () => {
	const config: LegacyConfigInput = {
		name: 'X',
		versions: ['v2', 'v1'],
		navigation: [
			{ group: 'Get Started', pages: ['introduction', 'quickstart', 'v1/quickstart', 'authentication'] },
			{
				group: 'Legacy',
				version: 'v1',
				pages: ['legacy/sdk', 'legacy/now-v2', { group: 'Deep', version: 'v2', pages: ['legacy/deep'] }],
			},
		],
	};
	const pages: Array<string | [string, { version: string; title?: string }]> = [
		'introduction',
		['quickstart', { version: 'v2', title: 'Quickstart' }],
		['v1/quickstart', { version: 'v1', title: 'Quickstart' }],
		'authentication',
		'legacy/sdk',
		['legacy/now-v2', { version: 'v2' }],
		'legacy/deep',
	];

	it('takes the first version as default, or the one marked default', () => {
		expect(navigate(config, pages).model).toMatchObject({
			defaultVersion: 'v2',
			versions: [
				{ name: 'v2', isDefault: true },
				{ name: 'v1', isDefault: false },
			],
		});
		const marked = navigate(
			{ ...config, versions: [{ name: 'v3', url: 'https://v3.example.com' }, 'v2', { name: 'v1', default: true }] },
			pages,
		).model;
		expect(marked.defaultVersion).toBe('v1');
		expect(marked.versions).toEqual([
			{ name: 'v3', url: 'https://v3.example.com', isDefault: false },
			{ name: 'v2', isDefault: false },
			{ name: 'v1', isDefault: true },
		]);
	});

	it("gives pages the version of their group (an outer group's winning), or of their frontmatter", () => {
		const { model, problems } = navigate(config, pages);
		const versionOf = (path: string) => model.pages[path]?.version;
		// Listed in every version, its own in none.
		expect(versionOf('introduction')).toBeUndefined();
		expect(versionOf('quickstart')).toBe('v2');
		expect(versionOf('legacy/sdk')).toBe('v1');
		expect(versionOf('legacy/deep')).toBe('v1');
		// A page whose frontmatter names another version than the group listing it is in no sidebar, and the build says so.
		expect(model.pages['legacy/now-v2']).toMatchObject({ version: 'v2', inNavigation: false });
		expect(shown(problems)).toMatchInlineSnapshot(`
			"warning: docs.json navigation[1].pages[1]: page "legacy/now-v2" is of version "v2" (its frontmatter) but listed only in version "v1": no sidebar shows it
			  fix: list it in a group of its own version, or take "version" out of its frontmatter
			0 errors, 1 warning"
		`);
	});

	it('orders prev/next per version, skipping the pages of other versions', () => {
		const { model } = navigate(config, pages);
		const neighbours = (path: string, version: string) => {
			const entry = model.pages[path]?.prevNext[version];
			return entry === undefined ? undefined : [entry.prev?.href, entry.next?.href];
		};
		// Unversioned pages are in every version, each with its own neighbours.
		expect(neighbours('introduction', 'v2')).toEqual([undefined, '/quickstart']);
		expect(neighbours('introduction', 'v1')).toEqual([undefined, '/v1/quickstart']);
		expect(neighbours('authentication', 'v2')).toEqual(['/quickstart', undefined]);
		expect(neighbours('authentication', 'v1')).toEqual(['/v1/quickstart', '/legacy/sdk']);
		// A page of one version has neighbours in that version only.
		expect(Object.keys(model.pages['v1/quickstart']!.prevNext)).toEqual(['v1']);
		expect(neighbours('v1/quickstart', 'v1')).toEqual(['/introduction', '/authentication']);
		expect(neighbours('quickstart', 'v2')).toEqual(['/introduction', '/authentication']);
		expect(neighbours('legacy/sdk', 'v1')).toEqual(['/authentication', '/legacy/deep']);
		expect(neighbours('legacy/deep', 'v1')).toEqual(['/legacy/sdk', undefined]);
	});

	it('leads the version menu to the counterpart page without the version folder', () => {
		const { model } = navigate(config, pages);
		expect(model.pages.quickstart?.versionTargets).toEqual({ v2: '/quickstart', v1: '/v1/quickstart' });
		expect(model.pages['v1/quickstart']?.versionTargets).toEqual({ v2: '/quickstart', v1: '/v1/quickstart' });
	});

	it("leads the version menu to the other version's first page when there is no counterpart", () => {
		const { model } = navigate(config, pages);
		// The first page of v2's sidebars: the pages of every version come first there.
		expect(model.pages['legacy/sdk']?.versionTargets).toEqual({ v2: '/introduction', v1: '/legacy/sdk' });
	});

	it('leads the version menu to the url of a version that lives elsewhere', () => {
		const { model } = navigate({ ...config, versions: ['v2', 'v1', { name: 'v0', url: 'https://v0.example.com' }] }, pages);
		expect(model.pages.quickstart?.versionTargets.v0).toBe('https://v0.example.com');
	});

	it('allows one page in two groups of different versions', () => {
		const { problems } = navigate(
			{
				name: 'X',
				versions: ['v2', 'v1'],
				navigation: [
					{ group: 'New', version: 'v2', pages: ['shared'] },
					{ group: 'Old', version: 'v1', pages: ['shared'] },
				],
			},
			['shared'],
		);
		expect(problems).toEqual([]);
	});

	it('gives a page listed in two versions its neighbours in each of them', () => {
		const { model } = navigate(
			{
				name: 'X',
				versions: ['v2', 'v1'],
				navigation: [
					{ group: 'New', version: 'v2', pages: ['a', 'shared'] },
					{ group: 'Old', version: 'v1', pages: ['b', 'shared', 'c'] },
				],
			},
			['a', 'shared', 'b', 'c'],
		);
		expect(model.pages.b?.prevNext.v1?.next?.href).toBe('/shared');
		expect(model.pages.c?.prevNext.v1?.prev?.href).toBe('/shared');
		// Today the v1 entry is missing: a v1 reader on /shared has no way on to /c.
		expect(model.pages.shared?.prevNext).toEqual({
			v2: { prev: { href: '/a', label: 'A' } },
			v1: { prev: { href: '/b', label: 'B' }, next: { href: '/c', label: 'C' } },
		});
	});

	it('reports a group version that is not in versions, with a did-you-mean', () => {
		const { problems } = navigate(
			{
				name: 'X',
				versions: ['v2', 'v1'],
				navigation: [
					{ group: 'G', pages: ['a'] },
					{ group: 'Old', version: 'V1', pages: ['b'] },
				],
			},
			['a', 'b'],
		);
		expect(shown(problems)).toMatchInlineSnapshot(`
			"error: docs.json navigation[1].version: version "V1" is not in "versions" (v2, v1)
			  fix: did you mean "v1"?
			1 error, 0 warnings"
		`);
	});

	it('reports a frontmatter version that is not in versions, at the navigation entry', () => {
		const { problems } = navigate({ name: 'X', versions: ['2.0', '1.0'], navigation: [{ group: 'G', pages: ['a', 'b'] }] }, [
			'a',
			['b', { version: '1.5' }],
		]);
		expect(shown(problems)).toMatchInlineSnapshot(`
			"error: docs.json navigation[0].pages[1]: version "1.5" is not in "versions" (2.0, 1.0)
			  fix: did you mean "1.0"?
			1 error, 0 warnings"
		`);
	});

	it('reports a version used when "versions" lists none', () => {
		const { problems } = navigate({ name: 'X', navigation: [{ group: 'G', version: 'v1', pages: ['a'] }] }, ['a']);
		expect(shown(problems)).toMatchInlineSnapshot(`
			"error: docs.json navigation[0].version: version "v1" is used but "versions" lists none
			  fix: add it to "versions", or remove it here
			1 error, 0 warnings"
		`);
	});

	it('reports an anchor or tab version that is not in versions', () => {
		const { problems } = navigate(
			{
				name: 'X',
				versions: ['v2', 'v1'],
				anchors: [{ name: 'SDK', url: 'sdk', version: 'v3' }],
				tabs: [{ name: 'API', url: 'api', version: 'V1' }],
				navigation: [{ group: 'G', pages: ['sdk/a', 'api/b'] }],
			},
			['sdk/a', 'api/b'],
		);
		expect(problems.filter((problem) => problem.severity === 'error').map((problem) => problem.jsonPath)).toEqual([
			'tabs[0].version',
			'anchors[0].version',
		]);
	});
});

describe('navigation errors', () => {
	it('reports a missing page with its JSON path and a did-you-mean', () => {
		const { problems } = navigate(
			{ name: 'X', navigation: [{ group: 'G', pages: ['introduction', 'quickstart', 'guides/care-schedule'] }] },
			['introduction', 'quickstart', 'guides/care-schedules'],
		);
		expect(shown(problems)).toMatchInlineSnapshot(`
			"error: docs.json navigation[0].pages[2]: page "guides/care-schedule" does not exist: no guides/care-schedule.mdx or guides/care-schedule.md
			  fix: did you mean "guides/care-schedules"?
			1 error, 0 warnings"
		`);
	});

	it('reports a missing page inside a nested group, and suggests creating it when nothing is close', () => {
		const { problems } = navigate(
			{ name: 'X', navigation: [{ group: 'G', pages: ['a', { group: 'H', pages: ['b', 'webhooks/overview'] }] }] },
			['a', 'b'],
		);
		expect(shown(problems)).toMatchInlineSnapshot(`
			"error: docs.json navigation[0].pages[1].pages[1]: page "webhooks/overview" does not exist: no webhooks/overview.mdx or webhooks/overview.md
			  fix: create webhooks/overview.mdx, or remove the entry from the navigation
			1 error, 0 warnings"
		`);
	});

	it('reports a page listed twice, naming both places', () => {
		const { problems, model } = navigate(
			{
				name: 'X',
				navigation: [
					{ group: 'G', pages: ['introduction', 'quickstart'] },
					{ group: 'H', pages: ['a', { group: 'I', pages: ['quickstart'] }] },
				],
			},
			['introduction', 'quickstart', 'a'],
		);
		expect(shown(problems)).toMatchInlineSnapshot(`
			"error: docs.json navigation[1].pages[1].pages[0]: page "quickstart" is listed twice: also at navigation[0].pages[1]
			  fix: list each page once; to show it in two versions, give each entry its own version
			1 error, 0 warnings"
		`);
		expect(walkPages(sidebarOf(model, 'a')).map((page) => page.path)).toEqual(['introduction', 'quickstart', 'a']);
	});

	it.each(['../../etc/passwd', 'guides/../../secret', './../x', '..\\..\\windows', 'C:/Windows/win'])(
		'refuses the page path %j that leaves the docs folder',
		(entry) => {
			const { problems, model } = navigate({ name: 'X', navigation: [{ group: 'G', pages: ['a', entry] }] }, ['a']);
			expect(problems).toHaveLength(1);
			expect(problems[0]).toMatchObject({
				severity: 'error',
				jsonPath: 'navigation[0].pages[1]',
				message: `page path ${JSON.stringify(entry)} leaves the docs folder: refused`,
			});
			expect(walkPages(sidebarOf(model, 'a')).map((page) => page.path)).toEqual(['a']);
		},
	);

	it('accepts paths with a leading slash or an extension as the same page', () => {
		expect(normalisePagePath('/guides/setup')).toBe('guides/setup');
		expect(normalisePagePath('./guides/setup.mdx')).toBe('guides/setup');
		expect(normalisePagePath('guides/setup.md')).toBe('guides/setup');
		expect(normalisePagePath('guides/setup/')).toBe('guides/setup');
		const { problems } = navigate({ name: 'X', navigation: [{ group: 'G', pages: ['/a', 'b.mdx'] }] }, ['a', 'b']);
		expect(problems).toEqual([]);
	});

	it('reports every navigation problem of one build together', () => {
		const { problems } = navigate(
			{
				name: 'X',
				versions: ['v1'],
				anchors: [{ name: 'Nowhere', url: 'nowhere' }],
				navigation: [
					{ group: 'G', pages: ['a', 'missing', '../../etc/passwd', 'a'] },
					{ group: 'H', version: 'v9', pages: ['b'] },
				],
			},
			['a', 'b'],
		);
		expect(problems.map((problem) => [problem.severity, problem.jsonPath])).toEqual([
			['error', 'navigation[1].version'],
			['warning', 'anchors[0].url'],
			['error', 'navigation[0].pages[1]'],
			['error', 'navigation[0].pages[2]'],
			['error', 'navigation[0].pages[3]'],
		]);
	});
});
