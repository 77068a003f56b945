import { describe, expect, it } from 'vitest';
import { formatProblems } from '../../../src/problems/format.ts';
import { resolveDocsPaths } from '../../../src/settings/docs-paths.ts';
import { loadSite, type SiteModel } from '../../../src/site/load-site.ts';
import type { ApiOperationModel } from '../../../src/openapi/types.ts';
import { projectRoot } from '../../support/build-site.ts';

/**
 * OpenAPI files as real folders name them, read strictly with no build (what each page shows is
 * its model, `site.api`; the API pages themselves are checked built in tests/build/api-reference.test.ts):
 * - tests/fixtures/openapi-same-file: a mint.json whose top-level `"openapi": "spec.yaml"` and
 *   anchor `"openapi": "/spec.yaml"` name one file, a page `openapi: "GET /plants"` and a page
 *   `openapi: "./spec.yaml POST /plants"`: one file is one spec, nothing ambiguous;
 * - tests/fixtures/openapi-discovered: a mint.json that names no OpenAPI file, an `openapi.json`
 *   and a `package.json` beside it, a page `openapi: "GET /plants"` and a page
 *   `openapi: "openapi POST /plants"` (the file named without its extension): the spec is found
 *   in the folder, as the hosted platform finds it.
 */

const loadFixture = (folder: string) => loadSite(resolveDocsPaths(projectRoot, `tests/fixtures/${folder}`), false);
const sameFile = await loadFixture('openapi-same-file');
const discovered = await loadFixture('openapi-discovered');

/** The operation model of a page. */
function modelOf(site: SiteModel | undefined, pagePath: string): ApiOperationModel {
	const model = site?.api[pagePath];
	if (!model || model.kind === 'schema') return expect.unreachable(`${pagePath} shows no operation`);
	return model;
}

/** The operation a page shows: method and path, and its model as text to find descriptions in. */
function operationOf(site: SiteModel | undefined, pagePath: string): { endpoint: string; text: string } {
	const operation = modelOf(site, pagePath);
	return { endpoint: `${operation.method} ${operation.path}`, text: JSON.stringify(operation) };
}

describe('one spec named "spec.yaml" and "/spec.yaml"', () => {
	it('loads strictly, with no problem', () => {
		const printed = formatProblems(sameFile.problems, projectRoot);
		expect(printed).toBe('0 errors, 0 warnings');
		expect(printed).not.toContain('could be any of');
		expect(sameFile.site).toBeDefined();
	});

	it('the page naming only "GET /plants" shows the operation', () => {
		const { endpoint, text } = operationOf(sameFile.site, 'plants/list');
		expect(endpoint).toBe('GET /plants');
		expect(text).toContain('The plants in the greenhouse.');
	});

	it('the page naming "./spec.yaml POST /plants" shows the operation and its body', () => {
		const { endpoint, text } = operationOf(sameFile.site, 'plants/create');
		expect(endpoint).toBe('POST /plants');
		expect(text).toContain('What the plant is called.');
	});

	it('the anchor generates each operation once', () => {
		const site = sameFile.site!;
		expect(operationOf(site, 'api-reference/plants/list-plants').endpoint).toBe('GET /plants');
		expect(operationOf(site, 'api-reference/plants/add-a-plant').endpoint).toBe('POST /plants');
		expect(site.pages['api-reference/plants/listplants-2']).toBeUndefined();
		expect(
			Object.keys(site.api)
				.filter((path) => path.startsWith('api-reference/'))
				.sort(),
		).toEqual(['api-reference/plants/add-a-plant', 'api-reference/plants/list-plants']);
	});
});

describe('an OpenAPI file found in the folder, named nowhere in the config', () => {
	it('loads strictly, with no problem', () => {
		const printed = formatProblems(discovered.problems, projectRoot);
		expect(printed).toBe('0 errors, 0 warnings');
		expect(printed).not.toContain('no OpenAPI file is listed');
		expect(discovered.site).toBeDefined();
	});

	it('the page naming only "GET /plants" shows the operation', () => {
		const { endpoint, text } = operationOf(discovered.site, 'plants/list');
		expect(endpoint).toBe('GET /plants');
		expect(text).toContain('The plants grown from the library');
	});

	it('the page naming "openapi POST /plants" shows the operation and its body', () => {
		const { endpoint, text } = operationOf(discovered.site, 'plants/create');
		expect(endpoint).toBe('POST /plants');
		expect(text).toContain('The seed variety the plant grew from.');
	});
});

/**
 * The config's playground modes, with the base URLs their folders give (the pages of each, with no
 * playground, are checked rendered in tests/components/api.test.ts, and built, set by a page's
 * frontmatter, in tests/build/api-reference.test.ts):
 * - tests/fixtures/api-site-simple: `api.playground.mode: simple`, base URLs from the spec's `servers`;
 * - tests/fixtures/api-site-hidden: `api.playground.mode: hide`, two `api.baseUrl`.
 */
const simple = await loadFixture('api-site-simple');
const hidden = await loadFixture('api-site-hidden');

const sampleLabels = (model: ApiOperationModel) => model.samples.map((sample) => sample.label);
const curlOf = (model: ApiOperationModel) => model.samples.find((sample) => sample.label === 'cURL')?.source;

describe('playground mode "simple" (tests/fixtures/api-site-simple)', () => {
	it('loads without errors', () => {
		expect(formatProblems(simple.problems, projectRoot)).not.toMatch(/^error:/m);
		expect(simple.site).toBeDefined();
	});

	it.each(['list-plants', 'new-plant'])('%s has the simple playground and the samples of the default languages', (pagePath) => {
		const model = modelOf(simple.site, pagePath);
		expect(model.playground).toBe('simple');
		expect(sampleLabels(model)).toEqual(['cURL', 'Python', 'JavaScript']);
	});

	it('the method token is case-insensitive ("post /plants")', () => {
		expect(operationOf(simple.site, 'new-plant').endpoint).toBe('POST /plants');
	});

	it('without api.baseUrl, the servers of the spec are the base URLs, variables filled with their defaults', () => {
		const model = modelOf(simple.site, 'list-plants');
		expect(model.servers).toEqual(['https://eu.plants.example/v1', 'http://localhost:4010']);
		expect(curlOf(model)).toContain("--url 'https://eu.plants.example/v1/plants'");
	});
});

describe('playground mode "hide" (tests/fixtures/api-site-hidden)', () => {
	it('loads without errors', () => {
		expect(formatProblems(hidden.problems, projectRoot)).not.toMatch(/^error:/m);
		expect(hidden.site).toBeDefined();
	});

	it('the page documents the operation, its credential and body, with the samples, and no playground', () => {
		const model = modelOf(hidden.site, 'add-plant');
		expect(model.method).toBe('POST');
		expect(model.playground).toBe('hide');
		expect(model.security.map((scheme) => scheme.header)).toEqual(['Authorization: Bearer <token>']);
		expect(model.body?.schema.children.find((child) => child.name === 'name')).toMatchObject({ types: ['string'], required: true });
		expect(sampleLabels(model)).toEqual(['cURL', 'Python', 'JavaScript']);
	});

	it('the two api.baseUrl entries are the base URLs; the samples call the first', () => {
		const model = modelOf(hidden.site, 'add-plant');
		expect(model.servers).toEqual(['https://api.plants.example/v1', 'https://sandbox.plants.example/v1']);
		expect(curlOf(model)).toContain("--url 'https://api.plants.example/v1/plants'");
	});
});
