import { beforeAll, describe, expect, it } from 'vitest';
import type { LegacyConfigInput } from '../../../src/config/schema/index.ts';
import { asList, buildApiModels, generateSectionPages, specSources } from '../../../src/openapi/api-pages.ts';
import type { LoadedSpec } from '../../../src/openapi/load-specs.ts';
import { navigationApiPages } from '../../../src/openapi/navigation-api-pages.ts';
import { currentConfigSchema } from '../../../src/config/schema/current/index.ts';
import { layoutStructuredNavigation, listedEntries } from '../../../src/navigation/build-structured.ts';
import type { Frontmatter } from '../../../src/page-files/frontmatter-schema.ts';
import type { PageFile } from '../../../src/page-files/scan-pages.ts';
import { formatProblems } from '../../../src/problems/format.ts';
import { navigateLegacy, outline as navOutline, pageMap } from '../support/navigation-input.ts';
import { configOf, loadFixture, repoRoot, specOf } from './helpers.ts';

let everything: LoadedSpec;
let orders: LoadedSpec;
let showcase: LoadedSpec;
let componentsOnly: LoadedSpec;

beforeAll(async () => {
	[everything, orders, showcase, componentsOnly] = await Promise.all([
		loadFixture('every-parameter-3.1.json'),
		loadFixture('every-parameter-3.0.yaml'),
		loadFixture('openapi.json', repoRoot),
		loadFixture('components-only-3.1.json'),
	]);
});

/** A hand-written page of the in-memory docs folder `/docs`. */
function page(path: string, frontmatter: Frontmatter, frontmatterLines?: Record<string, number>): PageFile {
	return {
		path,
		file: `/docs/${path}.mdx`,
		href: `/${path}`,
		title: frontmatter.title ?? path,
		frontmatter,
		components: [],
		...(frontmatterLines ? { frontmatterLines } : {}),
	};
}

const apiTab: Partial<LegacyConfigInput> = {
	openapi: 'openapi.json',
	tabs: [
		{ name: 'API', url: '/api-reference/', openapi: 'every-parameter-3.1.json' },
		{ name: 'Status', url: 'https://status.example.com', openapi: 'every-parameter-3.0.yaml' },
	],
	anchors: [{ name: 'Orders', url: 'orders', openapi: ['every-parameter-3.0.yaml'] }],
};

describe('specSources', () => {
	it('lists the top-level specs and those of tabs and anchors, once each', () => {
		expect(specSources(configOf(apiTab))).toEqual(['openapi.json', 'every-parameter-3.1.json', 'every-parameter-3.0.yaml']);
		expect(specSources(configOf({ openapi: ['a.json', 'b.yaml', 'a.json'] }))).toEqual(['a.json', 'b.yaml']);
		expect(specSources(configOf())).toEqual([]);
	});

	it('asList', () => {
		expect(asList(undefined)).toEqual([]);
		expect(asList('a')).toEqual(['a']);
		expect(asList(['a', 'b'])).toEqual(['a', 'b']);
	});
});

describe('generateSectionPages', () => {
	it('makes one page per operation and webhook in the tab, grouped by first tag', () => {
		const { pages, groups } = generateSectionPages(configOf(apiTab), [showcase, everything, orders], new Map());
		const apiPages = pages.filter((generated) => generated.path.startsWith('api-reference/'));
		expect(apiPages.map((generated) => [generated.path, generated.title, generated.frontmatter.openapi])).toEqual([
			['api-reference/plants/create-a-plant', 'Create a plant', 'every-parameter-3.1.json POST /stores/{storeId}/plants'],
			['api-reference/plants/list-plants', 'List plants', 'every-parameter-3.1.json GET /stores/{storeId}/plants'],
			['api-reference/plants/get-a-plant', 'Get a plant', 'every-parameter-3.1.json GET /plants/{plantId}'],
			['api-reference/plants/delete-a-plant', 'Delete a plant', 'every-parameter-3.1.json DELETE /plants/{plantId}'],
			['api-reference/care/water-a-plant', 'Water a plant', 'every-parameter-3.1.json POST /plants/{plantId}/water'],
			['api-reference/categories/get-a-category', 'Get a category', 'every-parameter-3.1.json GET /categories/{categoryId}'],
			['api-reference/get-ping', 'GET /ping', 'every-parameter-3.1.json GET /ping'],
			['api-reference/plant-sold', 'Plant sold', 'every-parameter-3.1.json WEBHOOK plantSold'],
		]);
		expect(groups.slice(0, 5)).toEqual([
			{
				group: 'Plants',
				pages: [
					'api-reference/plants/create-a-plant',
					'api-reference/plants/list-plants',
					'api-reference/plants/get-a-plant',
					'api-reference/plants/delete-a-plant',
				],
			},
			{ group: 'Care', pages: ['api-reference/care/water-a-plant'] },
			{ group: 'Categories', pages: ['api-reference/categories/get-a-category'] },
			{ group: 'Endpoints', pages: ['api-reference/get-ping'] },
			{ group: 'Webhooks', pages: ['api-reference/plant-sold'] },
		]);
	});

	it('skips x-excluded operations', () => {
		const { pages } = generateSectionPages(configOf(apiTab), [everything, orders], new Map());
		expect(pages.some((generated) => generated.frontmatter.openapi?.includes('/internal/reindex'))).toBe(false);
		expect(pages.some((generated) => generated.path.includes('internal'))).toBe(false);
	});

	it('builds x-hidden operations as hidden pages, and marks deprecated ones', () => {
		const { pages } = generateSectionPages(configOf(apiTab), [everything, orders], new Map());
		const remove = pages.find((generated) => generated.path === 'api-reference/plants/delete-a-plant');
		expect(remove).toEqual({
			path: 'api-reference/plants/delete-a-plant',
			file: everything.location,
			href: '/api-reference/plants/delete-a-plant',
			title: 'Delete a plant',
			frontmatter: {
				title: 'Delete a plant',
				openapi: 'every-parameter-3.1.json DELETE /plants/{plantId}',
				hidden: true,
				deprecated: true,
			},
			components: [],
			generated: true,
		});
		const get = pages.find((generated) => generated.path === 'api-reference/plants/get-a-plant');
		expect(get?.frontmatter).toEqual({
			title: 'Get a plant',
			description: 'Returns one plant.',
			openapi: 'every-parameter-3.1.json GET /plants/{plantId}',
		});
	});

	it('fills anchors too, and leaves out tabs that link elsewhere', () => {
		const { pages, groups } = generateSectionPages(configOf(apiTab), [everything, orders], new Map());
		expect(pages.filter((generated) => !generated.path.startsWith('api-reference/')).map((generated) => generated.path)).toEqual([
			'orders/orders/list-orders',
			'orders/orders/create-an-order',
			'orders/orders/get-an-order',
		]);
		expect(groups.at(-1)).toEqual({
			group: 'Orders',
			pages: ['orders/orders/list-orders', 'orders/orders/create-an-order', 'orders/orders/get-an-order'],
		});
	});

	it('does not take the path of an existing page', () => {
		const existing = pageMap(['api-reference/plants/create-a-plant']);
		const { pages } = generateSectionPages(configOf(apiTab), [everything], existing);
		expect(pages[0]!.path).toBe('api-reference/plants/create-a-plant-1');
	});

	it('generates nothing for a section whose spec did not load, or without openapi', () => {
		expect(generateSectionPages(configOf(apiTab), [], new Map())).toEqual({ pages: [], groups: [] });
		expect(generateSectionPages(configOf({ tabs: [{ name: 'API', url: 'api' }], openapi: 'openapi.json' }), [showcase], new Map())).toEqual(
			{ pages: [], groups: [] },
		);
	});

	it('gives operations with non-Latin summaries and no operationId a page path of their own', () => {
		const operation = (summary: string) => ({ summary, tags: ['植物'], responses: { '200': { description: 'OK' } } });
		const spec = specOf(
			{ openapi: '3.1.0', paths: { '/plants': { get: operation('植物を一覧表示'), post: operation('植物を作成') } } },
			'ja.json',
		);
		const config = configOf({ tabs: [{ name: 'API', url: 'api', openapi: 'ja.json' }] });
		const { pages } = generateSectionPages(config, [spec], new Map());
		const paths = pages.map((generated) => generated.path);
		expect(new Set(paths).size).toBe(2);
		for (const path of paths) {
			// No empty segment ("api//x", "api/x/"), no segment made only of a dedup suffix ("-2").
			expect(path.split('/').every((segment) => segment !== '' && !segment.startsWith('-'))).toBe(true);
		}
	});

	it('keeps x-hidden pages out of the sidebar once the navigation is built', () => {
		const config = configOf({
			tabs: [{ name: 'API', url: 'api-reference', openapi: 'every-parameter-3.1.json' }],
			navigation: [{ group: 'Start', pages: ['introduction'] }],
		});
		const pages = pageMap(['introduction']);
		const generated = generateSectionPages(config, [everything], pages);
		for (const generatedPage of generated.pages) pages.set(generatedPage.path, generatedPage);
		const { model, problems } = navigateLegacy(config.legacy!.navigation, pages, generated.groups);
		expect(problems).toEqual([]);
		const sidebar = Object.values(model.sidebars).flatMap((items) => navOutline(items));
		expect(sidebar).toContain('  api-reference/plants/get-a-plant');
		expect(sidebar).not.toContain('  api-reference/plants/delete-a-plant');
	});
});

describe('buildApiModels', () => {
	const shown = (problems: Parameters<typeof formatProblems>[0]) => formatProblems(problems, '/docs');

	it('builds the model of every generated page', () => {
		const config = configOf(apiTab);
		const { pages } = generateSectionPages(config, [everything, orders], new Map());
		const { models, problems } = buildApiModels(pages, [everything, orders], config);
		expect(problems).toEqual([]);
		expect(Object.keys(models)).toEqual(pages.map((generated) => generated.path));
		expect(models['api-reference/plant-sold']).toMatchObject({ kind: 'webhook', path: 'plantSold' });
	});

	it('resolves openapi: and openapi-schema: of written pages', () => {
		const config = configOf({ openapi: ['openapi.json', 'components-only-3.1.json'] });
		const { models, problems } = buildApiModels(
			[
				page('api-reference/plants/webhook', { title: 'New Plant', openapi: 'WEBHOOK /plant/webhook' }),
				page('api-reference/money', { 'openapi-schema': 'components-only-3.1.json Money' }),
				page('api-reference/plant', { 'openapi-schema': 'Plant' }),
				page('guides/setup', { title: 'Setup' }),
			],
			[showcase, componentsOnly],
			config,
		);
		expect(problems).toEqual([]);
		expect(Object.keys(models)).toEqual(['api-reference/plants/webhook', 'api-reference/money', 'api-reference/plant']);
		expect(models['api-reference/plants/webhook']).toMatchObject({ kind: 'webhook', title: 'New Plant' });
		expect(models['api-reference/money']).toMatchObject({ kind: 'schema', name: 'Money', specId: 'components-only-3.1.json' });
		expect(models['api-reference/plant']).toMatchObject({ kind: 'schema', name: 'Plant', specId: 'openapi.json' });
	});

	it('explains every wrong reference at the line of its frontmatter key', () => {
		const config = configOf({ openapi: 'openapi.json' });
		const { models, problems } = buildApiModels(
			[
				page('a', { openapi: 'POST /plant/webhok' }, { openapi: 3 }),
				page('b', { openapi: 'FETCH /plants' }, { openapi: 2 }),
				page('c', { openapi: 'spec.yaml GET /plants' }, { openapi: 4 }),
				page('d', { 'openapi-schema': 'Plnt' }, { 'openapi-schema': 5 }),
				page('e', { openapi: 'GET /plants' }),
			],
			[showcase],
			config,
		);
		expect(models).toEqual({});
		expect(shown(problems)).toMatchInlineSnapshot(`
			"error: a.mdx:3 openapi: "POST /plant/webhok" is not in openapi.json
			  fix: did you mean "WEBHOOK /plant/webhook"?
			error: b.mdx:2 openapi: "FETCH /plants" is not of the form "METHOD /path", "WEBHOOK name" or "file METHOD /path"
			  fix: e.g. openapi: "GET /plants" or openapi: "WEBHOOK /plant/webhook"
			error: c.mdx:4 openapi: no OpenAPI file "spec.yaml" among "openapi.json"
			  fix: name one of the files listed in "openapi"
			error: d.mdx:5 openapi-schema: no schema "Plnt" in openapi.json
			  fix: did you mean "Plant"?
			error: e.mdx:1 openapi: "GET /plants" is not in openapi.json
			  fix: it has: "WEBHOOK /plant/webhook"
			5 errors, 0 warnings"
		`);
	});

	it('lists the closest operations of a spec for a wrong reference, closest first', () => {
		const { problems } = buildApiModels(
			[page('a', { openapi: 'PUT /plants/{plantId}' }, { openapi: 3 }), page('b', { openapi: 'GET /gardens' }, { openapi: 3 })],
			[everything],
			configOf({ openapi: 'every-parameter-3.1.json' }),
		);
		expect(shown(problems)).toMatchInlineSnapshot(`
			"error: a.mdx:3 openapi: "PUT /plants/{plantId}" is not in every-parameter-3.1.json
			  fix: did you mean "GET /plants/{plantId}"? Next closest: "DELETE /plants/{plantId}", "POST /plants/{plantId}/water", "GET /stores/{storeId}/plants", "POST /stores/{storeId}/plants"
			error: b.mdx:3 openapi: "GET /gardens" is not in every-parameter-3.1.json
			  fix: the closest of its 9: "GET /ping", "GET /plants/{plantId}", "GET /stores/{storeId}/plants", "GET /categories/{categoryId}", "POST /internal/reindex"
			2 errors, 0 warnings"
		`);
	});

	it('names the closest schema among many', () => {
		const names = [
			'Account',
			'Address',
			'Balance',
			'Card',
			'Charge',
			'Customer',
			'Dispute',
			'Event',
			'Invoice',
			'Payout',
			'Refund',
			'Category',
		];
		const spec = specOf(
			{ openapi: '3.1.0', components: { schemas: Object.fromEntries(names.map((name) => [name, { type: 'object' }])) } },
			'big.json',
		);
		const { problems } = buildApiModels([page('x', { 'openapi-schema': 'Categroy' })], [spec], configOf({ openapi: 'big.json' }));
		expect(problems).toHaveLength(1);
		expect(problems[0]!.hint).toContain('"Category"');
	});

	it('says that no spec is listed, and points generated pages at the spec file without a line', () => {
		const { problems } = buildApiModels([page('x', { openapi: 'GET /plants' })], [], configOf());
		expect(shown(problems)).toMatchInlineSnapshot(`
			"error: x.mdx:1 openapi: no OpenAPI file is listed
			  fix: add "openapi": "openapi.json" (your spec's path) to docs.json
			1 error, 0 warnings"
		`);
		const generated: PageFile = {
			...page('api/ghost', { openapi: 'every-parameter-3.1.json GET /ghost' }),
			file: '/docs/every-parameter-3.1.json',
			generated: true,
		};
		const result = buildApiModels([generated], [everything], configOf());
		expect(result.problems[0]).toMatchObject({
			file: '/docs/every-parameter-3.1.json',
			message: 'openapi: "GET /ghost" is not in every-parameter-3.1.json',
		});
		expect(result.problems[0]).not.toHaveProperty('line');
	});
});

describe('the API pages of a current-format navigation', () => {
	const pagesOf = (navigation: unknown) => {
		const current = currentConfigSchema.parse({ theme: 'mint', name: 'G', colors: { primary: '#15803D' }, navigation });
		const layout = layoutStructuredNavigation(current.navigation);
		return navigationApiPages(layout, listedEntries(layout), [everything], new Map());
	};

	it("places them in the level's directory, else in api-reference/, as Mintlify does", () => {
		const placed = pagesOf({
			tabs: [{ tab: 'V2', openapi: { source: 'every-parameter-3.1.json', directory: '/reference/v2/' } }],
		}).pages.map((generated) => generated.path);
		expect(placed).toContain('reference/v2/plants/list-plants');
		expect(placed).toContain('reference/v2/plant-sold');
		expect(placed.every((path) => path.startsWith('reference/v2/'))).toBe(true);
		const plain = pagesOf({ tabs: [{ tab: 'API', openapi: 'every-parameter-3.1.json' }] }).pages.map((generated) => generated.path);
		expect(plain).toContain('api-reference/plants/list-plants');
	});

	it("makes a page for every operation of a group that only names files, in the group's directory, by tag", () => {
		const made = pagesOf({ groups: [{ group: 'Store API', openapi: { source: 'every-parameter-3.1.json', directory: 'store' } }] });
		expect(made.slotGroups.size).toBe(0);
		const groups = made.groupSlotGroups.get('group:navigation.groups.0') ?? [];
		expect(groups.map((group) => group.group)).toContain('Plants');
		expect(groups.flatMap((group) => group.pages)).toContain('store/plants/list-plants');
		expect(made.pages.every((generated) => generated.path.startsWith('store/'))).toBe(true);
	});

	it('places a listed operation in the directory of the level that lists it', () => {
		const placed = pagesOf({
			groups: [{ group: 'Picked', openapi: { source: 'every-parameter-3.1.json', directory: 'picked' }, pages: ['GET /ping'] }],
		}).pages.map((generated) => generated.path);
		expect(placed).toEqual(['picked/get-ping']);
	});
});
