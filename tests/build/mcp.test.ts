import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { apiOperations } from '../../src/mcp/api-operations.ts';
import { readBuiltSite, type BuiltSite } from '../../src/mcp/built-site.ts';
import { folderSiteFiles } from '../../src/mcp/folder-site-files.ts';
import { docsClient } from '../support/mcp-client.ts';
import { navigationIn } from '../../src/mcp/navigation.ts';
import { readPage } from '../../src/mcp/pages.ts';
import { siteSearch } from '../../src/mcp/search.ts';
import { chooseVersion } from '../../src/mcp/versions.ts';
import { siteIndexFile } from '../../src/postbuild/site-index-schema.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { sharedBuild } from '../support/shared-build.ts';

/**
 * What `trellis mcp`'s tools answer, read from real builds: current-format (versions, tabs,
 * anchors, an OpenAPI file served at /openapi.json) and current-palm (languages that hold
 * versions). The command itself, over stdio and HTTP: tests/cli/mcp.test.ts.
 */
let greenhouse: BuiltSite;
let greenhouseDir: string;
let fern: BuiltSite;

async function opened(outDir: string): Promise<BuiltSite> {
	const site = await readBuiltSite(folderSiteFiles(outDir));
	if ('problem' in site) throw new Error(site.problem);
	return site;
}

beforeAll(async () => {
	const [current, palm] = await Promise.all([sharedBuild(fixtureBuilds.currentFormat), sharedBuild(fixtureBuilds.currentPalm)]);
	expect(current.exitCode, current.stderr).toBe(0);
	expect(palm.exitCode, palm.stderr).toBe(0);
	greenhouseDir = current.outDir;
	greenhouse = await opened(current.outDir);
	fern = await opened(palm.outDir);
});

describe('trellis-site.json', () => {
	test('holds the versions, the sidebars of each and the API operations, with the OpenAPI file the site serves', () => {
		const index = JSON.parse(readFileSync(join(greenhouseDir, siteIndexFile), 'utf8')) as BuiltSite['index'];
		expect(index.versions).toEqual([
			{ name: 'v2', default: true },
			{ name: 'v1', default: false },
		]);
		expect(index.sections.map(({ tab, anchor, version }) => [tab, anchor, version])).toEqual([
			['Guides', undefined, 'v2'],
			['API reference', undefined, 'v2'],
			['SDKs', 'Python', 'v2'],
			['SDKs', 'Node', 'v2'],
			['Integrations', 'Sensors', 'v2'],
			['Integrations', 'Irrigation', 'v2'],
			[undefined, 'Guides', 'v1'],
			[undefined, 'Seed bank', 'v1'],
			['Generated', undefined, 'v2'],
		]);
		// The hidden group's page is no entry of the sidebar.
		expect(JSON.stringify(index.sections)).not.toContain('/guides/internal');
		expect(index.operations).toContainEqual({
			kind: 'operation',
			method: 'POST',
			path: '/plants',
			page: '/api-reference/plants/add-a-plant',
			version: 'v2',
			spec: '/openapi.json',
			served: true,
		});
		expect(readFileSync(join(greenhouseDir, 'openapi.json'), 'utf8')).toBe(
			readFileSync('tests/fixtures/current-format/openapi.json', 'utf8'),
		);
	});
});

describe('search_docs', () => {
	test('finds the expected page first, with its title, path, address and a plain excerpt', async () => {
		const search = siteSearch(greenhouse);
		const first = async (query: string, version?: string) => (await search.search(query, version, 8))[0];
		expect(await first('soil ph')).toMatchObject({ title: 'Soil pH', path: '/guides/soil/ph', url: '/guides/soil/ph' });
		expect((await first('compost'))?.path).toBe('/guides/soil/compost');
		expect((await first('python sdk'))?.path).toBe('/sdk/python/install');
		const mixes = await first('pagination');
		expect(mixes).toMatchObject({
			path: '/guides/soil/mixes',
			sections: [{ heading: 'Pagination', path: '/guides/soil/mixes#pagination' }],
		});
		expect(mixes?.excerpt).toContain('Lists come a page at a time');
		expect(mixes?.excerpt).not.toMatch(/[<>]|&\w+;/);
	});

	test("searches one version's pages, as the site's search does: the default, or the one asked for", async () => {
		const search = siteSearch(greenhouse);
		const paths = async (version: string) => (await search.search('quickstart', version, 8)).map((result) => result.path);
		expect(await paths('v2')).toContain('/quickstart');
		expect(await paths('v2')).not.toContain('/v1/quickstart');
		expect((await paths('v1'))[0]).toBe('/v1/quickstart');
		expect(await paths('v1')).not.toContain('/quickstart');
	});
});

describe('read_page', () => {
	test("gives the page's Markdown copy exactly, by path or address", async () => {
		const copy = readFileSync(join(greenhouseDir, 'guides/soil/ph.md'), 'utf8');
		expect(await readPage(greenhouse, '/guides/soil/ph')).toEqual({ path: '/guides/soil/ph', markdown: copy });
		expect(await readPage(greenhouse, 'https://docs.example.com/guides/soil/ph#top')).toEqual({ path: '/guides/soil/ph', markdown: copy });
		expect(await readPage(greenhouse, '/api-reference/plants/add-a-plant.md')).toEqual({
			path: '/api-reference/plants/add-a-plant',
			markdown: readFileSync(join(greenhouseDir, 'api-reference/plants/add-a-plant.md'), 'utf8'),
		});
	});

	test('reads no file of the built folder that is not a page copy, nor any outside it', async () => {
		for (const reference of [
			'/openapi.json',
			'/trellis-site',
			'/../../etc/passwd',
			'../current-format/docs.json',
			'/pagefind/pagefind-entry',
		]) {
			expect(await readPage(greenhouse, reference), reference).toHaveProperty('error');
		}
	});
});

describe('list_navigation', () => {
	test("gives a version's tabs, anchors, groups and pages in the site's order", () => {
		const v1 = navigationIn(greenhouse.index, 'v1');
		expect(v1).toEqual([
			{ anchor: 'Guides', entries: [{ title: 'Quickstart (v1)', path: '/v1/quickstart', url: '/v1/quickstart' }] },
			{ anchor: 'Seed bank', entries: [{ title: 'Seed catalogue (v1)', path: '/v1/seeds/catalogue', url: '/v1/seeds/catalogue' }] },
		]);
		const v2 = navigationIn(greenhouse.index, 'v2');
		expect(v2.map((section) => [section.tab, section.anchor])).toEqual([
			['Guides', undefined],
			['API reference', undefined],
			['SDKs', 'Python'],
			['SDKs', 'Node'],
			['Integrations', 'Sensors'],
			['Integrations', 'Irrigation'],
			['Generated', undefined],
		]);
		expect(v2[0]?.entries[1]).toEqual({
			group: 'Soil',
			entries: [
				{ title: 'Soil', path: '/guides/soil', url: '/guides/soil' },
				{ title: 'Soil mixes', path: '/guides/soil/mixes', url: '/guides/soil/mixes' },
				{ group: 'Advanced', entries: [{ title: 'Soil pH', path: '/guides/soil/ph', url: '/guides/soil/ph' }] },
				{ group: 'Composting', entries: [{ title: 'Composting', path: '/guides/soil/compost', url: '/guides/soil/compost' }] },
			],
		});
		expect(v2[1]?.entries[1]).toMatchObject({
			group: 'Plants',
			entries: [{ title: 'List plants', method: 'GET' }, { method: 'POST' }, { method: 'WEBHOOK' }],
		});
	});

	test('of a language and version, chosen apart: the language first', async () => {
		const choose = (wanted: { version?: string; language?: string }) => {
			const chosen = chooseVersion(fern.index, wanted);
			if ('error' in chosen) throw new Error(chosen.error);
			return chosen.name;
		};
		const tabs = (name: string | undefined) => navigationIn(fern.index, name).map((section) => section.tab);
		expect(tabs(choose({}))).toEqual(['Guides', 'Reference']);
		expect(tabs(choose({ language: 'fr' }))).toEqual(['Guides', 'Référence']);
		const frV2 = navigationIn(fern.index, choose({ language: 'fr', version: 'v2' }));
		expect(JSON.stringify(frV2)).toContain('/fr/v2/guide');
		expect(JSON.stringify(frV2)).not.toContain('/en/');
		// And search in that language.
		const results = await siteSearch(fern).search('sol humide', choose({ language: 'fr' }), 8);
		expect(results[0]?.path).toBe('/fr/v2/guide');
	});
});

describe('get_api_operation', () => {
	test('by method and path: what the OpenAPI file says of it, a sample, and its page', async () => {
		const found = await apiOperations(greenhouse).find({ method: 'post', path: '/plants' });
		expect(found).toHaveProperty('operation');
		const operation = 'operation' in found ? found.operation : {};
		expect(operation).toMatchObject({
			kind: 'operation',
			method: 'POST',
			path: '/plants',
			operationId: 'addPlant',
			summary: 'Add a plant',
			servers: ['https://api.greenhouse.example.com'],
			page: '/api-reference/plants/add-a-plant',
			spec: '/openapi.json',
			responses: { '201': { description: 'Added' } },
			sample: { requestBody: { name: '<string>', care: { water: '<string>' } } },
		});
		expect(operation['requestBody']).toEqual(
			(JSON.parse(readFileSync(join(greenhouseDir, 'openapi.json'), 'utf8')) as { paths: Record<string, Record<string, unknown>> }).paths[
				'/plants'
			]!['post']!['requestBody' as never],
		);
		expect((operation['sample'] as { request: string }).request).toMatch(
			/^curl --request POST \\\n {2}--url 'https:\/\/api\.greenhouse\.example\.com\/plants'/,
		);
	});

	test('by operationId, by a path the template matches, and a webhook by its name', async () => {
		const operations = apiOperations(greenhouse);
		expect(await operations.find({ operationId: 'listBeds' })).toMatchObject({
			operation: { method: 'GET', path: '/beds', page: '/api-reference/garden/beds' },
		});
		expect(await operations.find({ method: 'GET', path: 'https://api.greenhouse.example.com/plants' })).toMatchObject({
			operation: { operationId: 'listPlants' },
		});
		expect(await operations.find({ method: 'WEBHOOK', path: '/plant/sold' })).toMatchObject({
			operation: { kind: 'webhook', operationId: 'plantSold' },
		});
	});

	test('an operation the site does not document: the closest ones', async () => {
		expect(await apiOperations(greenhouse).find({ method: 'DELETE', path: '/plants' })).toEqual({
			error:
				'No operation DELETE /plants on this site. Closest: GET /plants, POST /plants, WEBHOOK /plant/sold, GET /beds. list_navigation lists every API page.',
		});
	});
});

describe('a site under a base path', () => {
	test('search gives the path read_page takes and the address under the base path; read_page takes either', async () => {
		const build = await sharedBuild(fixtureBuilds.publishingSubPath);
		expect(build.exitCode, build.stderr).toBe(0);
		const moss = await opened(build.outDir);
		const [first] = await siteSearch(moss).search('spores', undefined, 8);
		expect(first).toMatchObject({ title: 'Start', path: '/new/start', url: '/docs/new/start' });
		const copy = readFileSync(join(build.outDir, 'new/start.md'), 'utf8');
		expect(await readPage(moss, '/new/start')).toEqual({ path: '/new/start', markdown: copy });
		expect(await readPage(moss, '/docs/new/start')).toEqual({ path: '/new/start', markdown: copy });
		// The first group's first page (the folder's changelog follows it).
		expect(navigationIn(moss.index, undefined)[0]?.entries[0]).toMatchObject({
			group: 'Start',
			entries: [{ path: '/', url: '/docs/' }, {}],
		});
	});
});

describe('the tools, as a client lists and calls them', () => {
	test("offer the site's versions, and answer a mistake with a tool error", async () => {
		const { client, close } = await docsClient(greenhouse);
		try {
			const { tools } = await client.listTools();
			expect(tools.map((tool) => tool.name)).toEqual(['search_docs', 'read_page', 'list_navigation', 'get_api_operation']);
			expect(tools[0]?.inputSchema.properties?.['version']).toMatchObject({ enum: ['v2', 'v1'] });
			expect(tools.every((tool) => tool.annotations?.readOnlyHint === true)).toBe(true);
			expect(client.getInstructions()).toContain('The documentation of Greenhouse.');
			const page = await client.callTool({ name: 'read_page', arguments: { path: '/nowhere' } });
			expect(page.isError).toBe(true);
		} finally {
			await close();
		}
	});

	test('a site without versions, languages or API: no such inputs, no API tool', async () => {
		const { index } = greenhouse;
		const plain: BuiltSite = { files: greenhouse.files, index: { ...index, versions: [], operations: [] } };
		const { client, close } = await docsClient(plain);
		try {
			const { tools } = await client.listTools();
			expect(tools.map((tool) => tool.name)).toEqual(['search_docs', 'read_page', 'list_navigation']);
			expect(Object.keys(tools[0]?.inputSchema.properties ?? {})).toEqual(['query', 'limit']);
		} finally {
			await close();
		}
	});
});
