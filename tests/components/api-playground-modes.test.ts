import { describe, expect, test } from 'vitest';
import ApiOperation from '../../src/components/api/ApiOperation.astro';
import ApiSamples from '../../src/components/api/ApiSamples.astro';
import type { ApiOperationModel } from '../../src/openapi/types.ts';
import { resolveDocsPaths } from '../../src/settings/docs-paths.ts';
import { loadSite } from '../../src/site/load-site.ts';
import { baseUrlsOf, codeOf, field, section, tabLabels } from '../build/api-html.ts';
import { find, query } from '../build/html.ts';
import { projectRoot } from '../support/build-site.ts';
import { renderComponent } from './render.ts';

/**
 * An operation rendered without a playground, from the models of two folders (read without a
 * build; their models are checked in tests/unit/openapi/folder-specs.test.ts, and a built page
 * with no playground in tests/build/api-reference.test.ts):
 * - tests/fixtures/api-site-simple: `api.playground.mode: simple`, base URLs from the spec's `servers`;
 * - tests/fixtures/api-site-hidden: `api.playground.mode: hide`, two `api.baseUrl`.
 */

async function modelOf(folder: string, pagePath: string): Promise<ApiOperationModel> {
	const { site } = await loadSite(resolveDocsPaths(projectRoot, `tests/fixtures/${folder}`), false);
	const model = site?.api[pagePath];
	if (!model || model.kind === 'schema') return expect.unreachable(`${folder}: ${pagePath} shows no operation`);
	return model;
}

/** The operation's section and its request samples, as a page shows them. */
async function rendered(model: ApiOperationModel): Promise<{ operation: string; requests: string }> {
	const page = {};
	const html = await renderComponent(ApiOperation, { props: { model, siteName: 'Docs' }, page });
	const samples = await renderComponent(ApiSamples, { props: { requests: model.samples, responses: [], webhook: false }, page });
	return {
		operation: find(html, 'section', { class: 'api-operation' }).outer,
		requests: find(samples, 'section', { class: 'request-example' }).outer,
	};
}

function expectNoPlayground(markup: string): void {
	expect(markup).not.toContain('data-playground');
	expect(query(markup, 'form')).toBeUndefined();
	expect(query(markup, 'textarea')).toBeUndefined();
	expect(query(markup, 'input', { name: 'credential' })).toBeUndefined();
	expect(markup).not.toContain('Try it');
}

describe('playground mode "simple" (tests/fixtures/api-site-simple)', () => {
	test.each(['list-plants', 'new-plant'])('%s shows the endpoint and samples but no playground form', async (pagePath) => {
		const { operation, requests } = await rendered(await modelOf('api-site-simple', pagePath));
		expect(query(operation, 'div', { class: 'api-endpoint' })).toBeDefined();
		expect(tabLabels(requests)).toEqual(['cURL', 'Python', 'JavaScript']);
		expectNoPlayground(operation);
	});

	test('the method token is case-insensitive ("post /plants")', async () => {
		const { operation } = await rendered(await modelOf('api-site-simple', 'new-plant'));
		expect(find(operation, 'span', { class: 'method-badge' }).text).toBe('POST');
	});

	test('several base URLs are a static list, not a menu that would change nothing: the endpoint shows the one the samples call', async () => {
		const { operation, requests } = await rendered(await modelOf('api-site-simple', 'list-plants'));
		expect(baseUrlsOf(operation)).toEqual({
			menu: false,
			inEndpoint: 'https://eu.plants.example/v1',
			title: 'Base URLs',
			listed: ['https://eu.plants.example/v1', 'http://localhost:4010'],
			notes: ['used in the samples', ''],
		});
		expect(codeOf(requests, 'cURL')).toContain("--url 'https://eu.plants.example/v1/plants'");
	});
});

describe('playground mode "hide" (tests/fixtures/api-site-hidden)', () => {
	test('the page documents the operation and shows the samples, but has no playground form', async () => {
		const { operation, requests } = await rendered(await modelOf('api-site-hidden', 'add-plant'));
		expect(find(operation, 'span', { class: 'method-badge' }).text).toBe('POST');
		expect(find(section(operation, 'authorizations').outer, 'code').text).toBe('Authorization: Bearer <token>');
		expect(field(section(operation, 'body').outer, 'body-name')).toMatchObject({ type: 'string', required: true });
		expect(tabLabels(requests)).toEqual(['cURL', 'Python', 'JavaScript']);
		expectNoPlayground(operation);
	});

	test('the two api.baseUrl entries are a static list; the samples call the first', async () => {
		const { operation, requests } = await rendered(await modelOf('api-site-hidden', 'add-plant'));
		expect(baseUrlsOf(operation)).toEqual({
			menu: false,
			inEndpoint: 'https://api.plants.example/v1',
			title: 'Base URLs',
			listed: ['https://api.plants.example/v1', 'https://sandbox.plants.example/v1'],
			notes: ['used in the samples', ''],
		});
		expect(codeOf(requests, 'cURL')).toContain("--url 'https://api.plants.example/v1/plants'");
	});
});
