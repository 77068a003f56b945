import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { withApiText } from '../../../src/openapi/api-pages.ts';
import { loadSpecs, type LoadedSpec } from '../../../src/openapi/load-specs.ts';
import { specLocation } from '../../../src/openapi/spec-identity.ts';
import { formatProblems } from '../../../src/problems/format.ts';
import { pageMap } from '../support/navigation-input.ts';

/** A mint.json folder whose specs are named with a leading slash and without: `/openapi/shipments.yaml`, `api/billing.json`. */
const folder = fileURLToPath(new URL('../../fixtures/real-world/mint-json-product/', import.meta.url));
let specs: LoadedSpec[];

beforeAll(async () => {
	const loaded = await loadSpecs(['/openapi/shipments.yaml', 'api/billing.json'], folder);
	expect(loaded.problems).toEqual([]);
	specs = loaded.specs;
});

describe('spec paths', () => {
	it('reads a path with a leading slash from the docs folder, as pages read /images/x.png', () => {
		expect(specLocation('/openapi/shipments.yaml', '/docs')).toBe('/docs/openapi/shipments.yaml');
		expect(specLocation('openapi/shipments.yaml', '/docs')).toBe('/docs/openapi/shipments.yaml');
		expect(specLocation('https://example.com/openapi.json', '/docs')).toBe('https://example.com/openapi.json');
		expect(specs.map((spec) => spec.location)).toEqual([`${folder}openapi/shipments.yaml`, `${folder}api/billing.json`]);
	});
});

describe('API pages without a title or a description', () => {
	it('take the summary and description of their operation or webhook', () => {
		const { pages, problems } = withApiText(
			pageMap([
				['create', { openapi: 'POST /shipments' }],
				['get', { openapi: '/openapi/shipments.yaml GET /shipments/{shipmentId}', title: 'Fetch one' }],
				['delivered', { openapi: 'webhook shipment.delivered', description: 'Mine.' }],
			]),
			specs,
		);
		expect(problems).toEqual([]);
		expect([...pages.values()].map((page) => [page.path, page.title, page.frontmatter.title, page.frontmatter.description])).toEqual([
			['create', 'Create a shipment', 'Create a shipment', 'Books a carrier for a parcel and returns the shipment.'],
			['get', 'Fetch one', 'Fetch one', 'Returns one shipment with its latest tracking status.'],
			['delivered', 'Shipment delivered', 'Shipment delivered', 'Mine.'],
		]);
	});

	it("take a schema's name when it has no title, and are warned about what the spec cannot give", () => {
		const { pages, problems } = withApiText(
			pageMap([
				['invoice', { 'openapi-schema': 'Invoice' }],
				['invoices', { openapi: 'GET /invoices', title: 'Invoices' }],
			]),
			specs,
		);
		expect(pages.get('invoice')?.title).toBe('Invoice');
		expect(formatProblems(problems, '/docs')).toMatchInlineSnapshot(`
			"warning: invoice.mdx:1 no "description" in the frontmatter: search engines and link previews will have none
			  fix: add description: "One sentence on what the page covers" to the frontmatter
			  also at invoices.mdx:1 (2 places)
			0 errors, 2 warnings"
		`);
	});

	it('keep the title from their file name when their reference names nothing (reported elsewhere), with the usual warnings', () => {
		const { pages, problems } = withApiText(pageMap([['api-reference/lost', { openapi: 'GET /nowhere' }]]), specs);
		expect(pages.get('api-reference/lost')?.title).toBe('Lost');
		expect(problems.map((problem) => problem.message)).toEqual([
			'no "title" in the frontmatter: using "Lost"',
			'no "description" in the frontmatter: search engines and link previews will have none',
		]);
	});
});
