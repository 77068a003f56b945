import { describe, expect, it } from 'vitest';
import { currentConfigSchema } from '../../../src/config/schema/current/index.ts';
import { buildNavigation } from '../../../src/navigation/build-navigation.ts';
import {
	layoutStructuredNavigation,
	listedEntries,
	type NavigationApiPageSet,
	type StructuredLayout,
} from '../../../src/navigation/build-structured.ts';
import { locate, outline, pageMap } from '../support/navigation-input.ts';
import type { Frontmatter } from '../../../src/page-files/frontmatter-schema.ts';

/** Builds the navigation of a current-format config whose `navigation` is given, over pages in memory. */
function navigate(
	navigation: unknown,
	pages: ReadonlyArray<string | [string, Frontmatter]>,
	api: (layout: StructuredLayout) => Partial<NavigationApiPageSet> = () => ({}),
) {
	const current = currentConfigSchema.parse({ theme: 'mint', name: 'G', colors: { primary: '#15803D' }, navigation });
	const layout = layoutStructuredNavigation(current.navigation);
	const apiPages: NavigationApiPageSet = { entryPages: new Map(), entryErrors: new Map(), slotGroups: new Map(), ...api(layout) };
	return { layout, ...buildNavigation({ pages: pageMap(pages), locate, structured: { layout, api: apiPages }, repeatsAllowed: true }) };
}

describe('a current-format navigation', () => {
	it("keeps an anchor's, dropdown's and product's colour for each mode", () => {
		const { model, problems } = navigate(
			{
				anchors: [
					{ anchor: 'Guides', color: { light: '#0f766e', dark: '#14b8a6' }, pages: ['index'] },
					{ anchor: 'Status', color: { dark: '#14b8a6' }, href: 'https://status.example.com' },
					{ anchor: 'Plain', pages: ['other'] },
				],
			},
			['index', 'other'],
		);
		expect(problems).toEqual([]);
		expect(model.anchors.map((anchor) => [anchor.name, anchor.color])).toEqual([
			['Guides', { light: '#0f766e', dark: '#14b8a6' }],
			['Status', { dark: '#14b8a6' }],
			['Plain', undefined],
		]);
	});

	it('places each page in the tab that lists it, whatever its folder', () => {
		const { model, problems } = navigate(
			{
				tabs: [
					{ tab: 'Guides', groups: [{ group: 'Start', pages: ['index', 'reference/overview'] }] },
					{ tab: 'Reference', pages: ['guides/setup'] },
				],
			},
			['index', 'reference/overview', 'guides/setup'],
		);
		expect(problems).toEqual([]);
		expect(model.tabs.map((tab) => [tab.id, tab.name, tab.href])).toEqual([
			['tab:0', 'Guides', '/'],
			['tab:1', 'Reference', '/guides/setup'],
		]);
		expect(model.pages['reference/overview']).toMatchObject({ tabId: 'tab:0', breadcrumbs: ['Start'] });
		expect(model.pages['guides/setup']).toMatchObject({ tabId: 'tab:1' });
		expect(outline(model.sidebars['tab:1|anchor:none']!)).toEqual(['guides/setup']);
	});

	it('gives versions and languages to the version menu, with a language by its own name, and pages the version that holds them', () => {
		const { model } = navigate(
			{
				languages: [
					{ language: 'en', groups: [{ group: 'Start', pages: ['en/index'] }] },
					{ language: 'de', default: true, groups: [{ group: 'Start', pages: ['de/index'] }] },
				],
			},
			['en/index', 'de/index'],
		);
		expect(model.versions).toEqual([
			{ name: 'en', label: 'English', language: 'en', languageLabel: 'English', isDefault: false },
			{ name: 'de', label: 'Deutsch', language: 'de', languageLabel: 'Deutsch', isDefault: true },
		]);
		expect(model.defaultVersion).toBe('de');
		expect(model.pages['de/index']).toMatchObject({ version: 'de', versionTargets: { en: '/en', de: '/de' } });
	});

	it('with languages that hold versions, makes each language and version one entry, the default version of the default language first choice', () => {
		const { model } = navigate(
			{
				languages: [
					{
						language: 'en',
						versions: [
							{ version: 'v2', groups: [{ group: 'Start', pages: ['en/v2/index', 'en/v2/guide'] }] },
							{ version: 'v1', default: true, groups: [{ group: 'Start', pages: ['en/v1/index'] }] },
						],
					},
					{
						language: 'fr',
						default: true,
						versions: [
							{ version: 'v2', tag: 'Nouveau', groups: [{ group: 'Début', pages: ['fr/v2/index', 'fr/v2/guide'] }] },
							{ version: 'v1', default: true, groups: [{ group: 'Début', pages: ['fr/v1/index'] }] },
						],
					},
				],
			},
			['en/v2/index', 'en/v2/guide', 'en/v1/index', 'fr/v2/index', 'fr/v2/guide', 'fr/v1/index'],
		);
		expect(model.versions.map((version) => [version.name, version.language, version.release, version.label, version.isDefault])).toEqual([
			['en v2', 'en', 'v2', 'v2', false],
			['en v1', 'en', 'v1', 'v1', false],
			['fr v2', 'fr', 'v2', 'v2', false],
			['fr v1', 'fr', 'v1', 'v1', true],
		]);
		expect(model.versions[2]).toMatchObject({ languageLabel: 'Français', tag: 'Nouveau' });
		// The same page in each other language and version, else that one's first page.
		expect(model.pages['en/v2/guide']!.versionTargets).toEqual({
			'en v2': '/en/v2/guide',
			'en v1': '/en/v1',
			'fr v2': '/fr/v2/guide',
			'fr v1': '/fr/v1',
		});
	});

	it('shows a menu item or dropdown listed in a tab only in that tab, and a global anchor everywhere', () => {
		const { model } = navigate(
			{
				global: { anchors: [{ anchor: 'Status', href: 'https://status.example.com' }] },
				tabs: [
					{ tab: 'Guides', pages: ['index'] },
					{
						tab: 'SDKs',
						menu: [
							{ item: 'Python', groups: [{ group: 'Python', pages: ['sdk/python'] }] },
							{ item: 'Node', groups: [{ group: 'Node', pages: ['sdk/node'] }] },
						],
					},
				],
			},
			['index', 'sdk/python', 'sdk/node'],
		);
		expect(model.anchors.map((anchor) => [anchor.name, anchor.parentId, anchor.href])).toEqual([
			['Python', 'tab:1', '/sdk/python'],
			['Node', 'tab:1', '/sdk/node'],
			['Status', undefined, 'https://status.example.com'],
		]);
		expect(model.tabs[1]!.href).toBe('/sdk/python');
		expect(model.pages['sdk/node']).toMatchObject({ tabId: 'tab:1', anchorId: 'anchor:1' });
	});

	it("tells the switchers' entries from anchors, with their descriptions, each within the section that lists it", () => {
		const { model, problems } = navigate(
			{
				global: { dropdowns: [{ dropdown: 'Blog', description: 'News', href: 'https://blog.example.com' }] },
				products: [
					{
						product: 'Cloud',
						description: 'Hosted for you',
						dropdowns: [
							{ dropdown: 'Guides', description: 'Learn it', pages: ['cloud/guide'] },
							{ dropdown: 'Reference', pages: ['cloud/reference'] },
						],
					},
					{
						product: 'Self-host',
						menu: [
							{ item: 'Install', description: 'On your servers', anchors: [{ anchor: 'Docker', pages: ['self/docker'] }] },
							{ item: 'Upgrade', pages: ['self/upgrade'] },
						],
					},
				],
			},
			['cloud/guide', 'cloud/reference', 'self/docker', 'self/upgrade'],
		);
		expect(problems).toEqual([]);
		const nameOf = (id: string | undefined) => model.anchors.find((anchor) => anchor.id === id)?.name;
		expect(model.anchors.map((anchor) => [anchor.kind, anchor.name, anchor.description, nameOf(anchor.parentId)])).toEqual([
			['product', 'Cloud', 'Hosted for you', undefined],
			['dropdown', 'Guides', 'Learn it', 'Cloud'],
			['dropdown', 'Reference', undefined, 'Cloud'],
			['product', 'Self-host', undefined, undefined],
			// A product's menu items are within the product, an anchor within its menu item.
			['menu', 'Install', 'On your servers', 'Self-host'],
			[undefined, 'Docker', undefined, 'Install'],
			['menu', 'Upgrade', undefined, 'Self-host'],
			['dropdown', 'Blog', 'News', undefined],
		]);
		expect(model.pages['self/docker']).toMatchObject({ anchorId: 'anchor:5' });
	});

	it('keeps the languages and versions of global as links of the language and version menus', () => {
		const { model } = navigate(
			{
				global: {
					languages: [
						{ language: 'de', href: 'https://de.example.com' },
						{ language: 'es', href: 'https://es.example.com', hidden: true },
					],
					versions: [{ version: 'v0', tag: 'Archive', href: '/archive/v0' }],
				},
				versions: [
					{ version: 'v2', pages: ['index'] },
					{ version: 'v1', pages: ['v1/index'] },
				],
			},
			['index', 'v1/index'],
		);
		expect(model.versions.map((version) => version.name)).toEqual(['v2', 'v1']);
		expect(model.versionLinks).toEqual([
			{ menu: 'language', label: 'Deutsch', href: 'https://de.example.com', external: true },
			{ menu: 'version', label: 'v0', href: '/archive/v0', external: false, tag: 'Archive' },
		]);
	});

	it('lists a group root first, opens an expanded group, shows a tag, and builds a hidden group without listing it', () => {
		const { model } = navigate(
			{
				groups: [
					{ group: 'Soil', root: 'soil/index', tag: 'New', pages: ['soil/mixes', { group: 'Deep', expanded: true, pages: ['soil/ph'] }] },
					{ group: 'Internal', hidden: true, pages: ['internal'] },
				],
			},
			['soil/index', 'soil/mixes', 'soil/ph', 'internal'],
		);
		const sidebar = model.sidebars['tab:primary|anchor:none']!;
		expect(outline(sidebar)).toEqual(['[Soil]', '  soil/index', '  soil/mixes', '  [Deep]', '    soil/ph']);
		expect(sidebar[0]).toMatchObject({ tag: 'New' });
		expect((sidebar[0] as { items: { expanded?: boolean }[] }).items[2]).toMatchObject({ expanded: true });
		expect(model.pages['internal']).toMatchObject({ inNavigation: false });
	});

	it('keeps the pages of a hidden tab in its own sidebar, the tab shown only on them', () => {
		const { model } = navigate(
			{
				tabs: [
					{ tab: 'Guides', pages: ['guides/start'] },
					{ tab: 'Launch', hidden: true, groups: [{ group: 'Launch', pages: ['launch/intro', 'launch/walkthrough'] }] },
				],
			},
			['guides/start', 'launch/intro', 'launch/walkthrough'],
		);
		expect(model.tabs.map((tab) => [tab.name, tab.isDefaultHidden, tab.href])).toEqual([
			['Guides', false, '/guides/start'],
			['Launch', true, '/launch/intro'],
		]);
		expect(model.pages['launch/walkthrough']).toMatchObject({ tabId: 'tab:1', inNavigation: true });
		expect(outline(model.sidebars['tab:1|anchor:none']!)).toEqual(['[Launch]', '  launch/intro', '  launch/walkthrough']);
	});

	it('places a tab inside an anchor or product within it, and leads the anchor to its first page', () => {
		const { model } = navigate(
			{
				products: [
					{
						product: 'Cloud',
						tabs: [
							{ tab: 'Use', pages: ['cloud/use'] },
							{ tab: 'API', pages: ['cloud/api'] },
						],
					},
					{ product: 'Self-host', tabs: [{ tab: 'Deploy', pages: ['self/deploy'] }] },
				],
			},
			['cloud/use', 'cloud/api', 'self/deploy'],
		);
		const anchorOf = (id: string | undefined) => model.anchors.find((anchor) => anchor.id === id)?.name;
		expect(model.tabs.map((tab) => [tab.name, anchorOf(tab.parentId)])).toEqual([
			['Use', 'Cloud'],
			['API', 'Cloud'],
			['Deploy', 'Self-host'],
		]);
		expect(model.anchors.map((anchor) => [anchor.name, anchor.href])).toEqual([
			['Cloud', '/cloud/use'],
			['Self-host', '/self/deploy'],
		]);
		expect(model.pages['cloud/api']).toMatchObject({ tabId: 'tab:1', anchorId: 'anchor:0' });
	});

	it('accepts a page listed in two places (two products share it), placed where it is first listed', () => {
		const { model, problems } = navigate(
			{
				products: [
					{ product: 'Cloud', pages: ['intro', 'shared'] },
					{ product: 'Self-host', pages: ['setup', 'shared'] },
				],
			},
			['intro', 'shared', 'setup'],
		);
		expect(problems).toEqual([]);
		expect(outline(model.sidebars['tab:primary|anchor:1']!)).toEqual(['setup', 'shared']);
		expect(model.pages['shared']).toMatchObject({ anchorId: 'anchor:0' });
	});

	it('reports a page that does not exist at its place in the config', () => {
		const { problems } = navigate({ tabs: [{ tab: 'Guides', pages: ['index', 'missing'] }] }, ['index']);
		expect(problems).toMatchObject([
			{
				severity: 'error',
				jsonPath: 'navigation.tabs[0].pages[1]',
				message: 'page "missing" does not exist: no missing.mdx or missing.md',
			},
		]);
	});

	it('lists in a group that only names OpenAPI files the pages made for it, grouped by tag; a group left with no page is left out', () => {
		const { model, layout, problems } = navigate(
			{
				groups: [
					{ group: 'Start', pages: ['index'] },
					{ group: 'Users API', openapi: { source: 'users.json', directory: 'users' } },
					{ group: 'Admin API', openapi: 'admin.json' },
				],
			},
			[
				'index',
				['users/accounts/list', { title: 'List accounts' }],
				['users/accounts/get', { title: 'Get an account' }],
				['admin/hidden', { title: 'Hidden', hidden: true }],
			],
			(layout) => ({
				groupSlotGroups: new Map([
					[layout.generatedSlots[0]!.key, [{ group: 'Accounts', pages: ['users/accounts/list', 'users/accounts/get'] }]],
					[layout.generatedSlots[1]!.key, [{ group: 'Hidden', pages: ['admin/hidden'] }]],
				]),
			}),
		);
		expect(problems).toEqual([]);
		expect(layout.generatedSlots.map(({ key, place, openapi, directory }) => ({ key, place, openapi, directory }))).toEqual([
			{ key: 'group:navigation.groups.1', place: 'group', openapi: ['users.json'], directory: 'users' },
			{ key: 'group:navigation.groups.2', place: 'group', openapi: ['admin.json'], directory: undefined },
		]);
		expect(outline(model.sidebars['tab:primary|anchor:none']!)).toEqual([
			'[Start]',
			'  index',
			'[Users API]',
			'  [Accounts]',
			'    users/accounts/list',
			'    users/accounts/get',
		]);
	});

	it('turns an API entry into the page made for it, adds the pages of a level that only names files, and reports an entry that names no operation', () => {
		const { model, problems } = navigate(
			{
				tabs: [
					{ tab: 'API', pages: ['GET /plants', 'GET /nowhere'] },
					{ tab: 'All', openapi: 'openapi.json' },
				],
			},
			[
				['api-reference/plants/list', { title: 'List plants' }],
				['api-reference/beds/list', { title: 'List beds' }],
			],
			(layout) => {
				const [plants, nowhere] = listedEntries(layout);
				return {
					entryPages: new Map([[plants!, 'api-reference/plants/list']]),
					entryErrors: new Map([[nowhere!, { error: '"GET /nowhere" is not in openapi.json', hint: 'check the path' }]]),
					slotGroups: new Map([['tab:1|anchor:none', [{ group: 'Beds', pages: ['api-reference/beds/list'] }]]]),
				};
			},
		);
		expect(outline(model.sidebars['tab:0|anchor:none']!)).toEqual(['api-reference/plants/list']);
		expect(outline(model.sidebars['tab:1|anchor:none']!)).toEqual(['[Beds]', '  api-reference/beds/list']);
		expect(problems).toEqual([
			{
				severity: 'error',
				file: '/docs/docs.json',
				jsonPath: 'navigation.tabs[0].pages[1]',
				message: '"GET /nowhere": "GET /nowhere" is not in openapi.json',
				hint: 'check the path',
				code: 'navigation-entry-unresolved',
			},
		]);
	});
});
