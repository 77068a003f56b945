import { beforeAll, describe, expect, it } from 'vitest';
import {
	entriesOf,
	entryLabel,
	parseApiReference,
	parseSchemaReference,
	resolveApiReference,
	specsNamed,
	type ApiReference,
} from '../../../src/openapi/entries.ts';
import type { LoadedSpec } from '../../../src/openapi/load-specs.ts';
import { loadFixture, repoRoot, specOf } from './helpers.ts';

let everything: LoadedSpec;
let orders: LoadedSpec;
let showcase: LoadedSpec;

beforeAll(async () => {
	everything = await loadFixture('every-parameter-3.1.json');
	orders = await loadFixture('every-parameter-3.0.yaml');
	showcase = await loadFixture('openapi.json', repoRoot);
});

function reference(value: string): ApiReference {
	const parsed = parseApiReference(value);
	if (!parsed) throw new Error(`"${value}" does not parse`);
	return parsed;
}

describe('entriesOf', () => {
	it('lists every operation then every webhook, in the file order, x-excluded and x-hidden included', () => {
		expect(entriesOf(everything).map((entry) => `${entry.kind} ${entryLabel(entry)}`)).toEqual([
			'operation POST /stores/{storeId}/plants',
			'operation GET /stores/{storeId}/plants',
			'operation GET /plants/{plantId}',
			'operation DELETE /plants/{plantId}',
			'operation POST /plants/{plantId}/water',
			'operation GET /categories/{categoryId}',
			'operation POST /internal/reindex',
			'operation GET /ping',
			'webhook WEBHOOK plantSold',
		]);
	});

	it('keeps the path item with the operation and ignores keys that are not methods', () => {
		const [create] = entriesOf(everything);
		expect(create!.method).toBe('POST');
		expect(create!.operation.operationId).toBe('createPlant');
		expect(Array.isArray(create!.pathItem.parameters)).toBe(true);
		const spec = specOf({
			openapi: '3.1.0',
			paths: { '/a': { summary: 'not an operation', parameters: [], servers: [], get: { responses: {} }, 'x-extra': { responses: {} } } },
		});
		expect(entriesOf(spec).map(entryLabel)).toEqual(['GET /a']);
	});

	it('finds the showcase webhook with the method of its path item', () => {
		const [webhook] = entriesOf(showcase);
		expect(webhook).toMatchObject({ kind: 'webhook', method: 'POST', path: '/plant/webhook' });
		expect(entryLabel(webhook!)).toBe('WEBHOOK /plant/webhook');
	});
});

describe('parseApiReference', () => {
	it.each([
		['GET /plants', { kind: 'operation', method: 'GET', path: '/plants' }],
		['  get   /plants  ', { kind: 'operation', method: 'GET', path: '/plants' }],
		['Delete /plants/{id}', { kind: 'operation', method: 'DELETE', path: '/plants/{id}' }],
		['openapi.json POST /plants', { file: 'openapi.json', kind: 'operation', method: 'POST', path: '/plants' }],
		['WEBHOOK /plant/webhook', { kind: 'webhook', path: '/plant/webhook' }],
		['webhook newPlant', { kind: 'webhook', path: 'newPlant' }],
		['specs/v2.yaml Webhook newPlant', { file: 'specs/v2.yaml', kind: 'webhook', path: 'newPlant' }],
	])('reads %j', (value, expected) => {
		expect(parseApiReference(value)).toEqual(expected);
	});

	it.each(['', 'GET', '/plants', 'FETCH /plants', 'a.json b.json GET /plants', 'openapi.json /plants GET'])('refuses %j', (value) => {
		expect(parseApiReference(value)).toBeUndefined();
	});
});

describe('parseSchemaReference', () => {
	it('reads a name, with an optional file before it', () => {
		expect(parseSchemaReference('Plant')).toEqual({ name: 'Plant' });
		expect(parseSchemaReference(' openapi.json   Plant ')).toEqual({ file: 'openapi.json', name: 'Plant' });
		expect(parseSchemaReference('a.json b.json Plant')).toBeUndefined();
	});
});

describe('specsNamed', () => {
	const a = specOf({ openapi: '3.1.0' }, 'specs/a.json');
	const b = specOf({ openapi: '3.1.0' }, './b.yaml');
	const remote = specOf({ openapi: '3.1.0' }, 'https://api.example.com/openapi.json');

	it('matches a file token by the path as written, its end, or with ./', () => {
		expect(specsNamed([a, b, remote], undefined)).toEqual([a, b, remote]);
		expect(specsNamed([a, b, remote], 'specs/a.json')).toEqual([a]);
		expect(specsNamed([a, b, remote], './specs/a.json')).toEqual([a]);
		expect(specsNamed([a, b, remote], 'a.json')).toEqual([a]);
		expect(specsNamed([a, b, remote], 'b.yaml')).toEqual([b]);
		expect(specsNamed([a, b, remote], 'https://api.example.com/openapi.json')).toEqual([remote]);
		expect(specsNamed([a, b, remote], 'c.json')).toEqual([]);
	});
});

describe('resolveApiReference', () => {
	it('finds an operation by method and path, and a webhook by name', () => {
		const found = resolveApiReference([everything], reference('post /plants/{plantId}/water'));
		expect('entry' in found && entryLabel(found.entry)).toBe('POST /plants/{plantId}/water');
		const webhook = resolveApiReference([showcase], reference('WEBHOOK /plant/webhook'));
		expect('entry' in webhook && webhook.entry.kind).toBe('webhook');
	});

	it('names the closest entry for a wrong reference, then the next closest ones', () => {
		expect(resolveApiReference([showcase], reference('POST /plant/webhok'))).toEqual({
			error: '"POST /plant/webhok" is not in openapi.json',
			hint: 'did you mean "WEBHOOK /plant/webhook"?',
		});
		expect(resolveApiReference([everything], reference('GET /plant/{plantId}'))).toEqual({
			error: '"GET /plant/{plantId}" is not in every-parameter-3.1.json',
			hint: 'did you mean "GET /plants/{plantId}"? Next closest: "DELETE /plants/{plantId}", "POST /plants/{plantId}/water", "GET /stores/{storeId}/plants", "POST /stores/{storeId}/plants"',
		});
		expect(resolveApiReference([everything], reference('GET /stores/{id}/plants'))).toMatchObject({
			hint: 'did you mean "GET /stores/{storeId}/plants"? Next closest: "POST /stores/{storeId}/plants", "GET /plants/{plantId}", "POST /plants/{plantId}/water", "DELETE /plants/{plantId}"',
		});
		expect(resolveApiReference([everything], reference('WEBHOOK plantsold'))).toMatchObject({
			hint: 'did you mean "WEBHOOK plantSold"? Next closest: "GET /plants/{plantId}", "DELETE /plants/{plantId}", "GET /stores/{storeId}/plants", "POST /plants/{plantId}/water"',
		});
	});

	it('does not find a webhook through an operation reference with the same path', () => {
		const result = resolveApiReference([showcase], reference('POST /plant/webhook'));
		expect(result).toEqual({
			error: '"POST /plant/webhook" is not in openapi.json',
			hint: 'did you mean "WEBHOOK /plant/webhook"?',
		});
	});

	it('lists the five closest entries, closest first, when nothing is close enough to be a typo', () => {
		expect(resolveApiReference([everything], reference('GET /nothing/like/this/at/all'))).toEqual({
			error: '"GET /nothing/like/this/at/all" is not in every-parameter-3.1.json',
			hint: 'the closest of its 9: "GET /ping", "GET /categories/{categoryId}", "GET /plants/{plantId}", "GET /stores/{storeId}/plants", "POST /internal/reindex"',
		});
		// `GET /plants/{plantId}` holds all of `GET /plants`: closer than the shorter `GET /ping`.
		expect(resolveApiReference([everything], reference('GET /plants'))).toMatchObject({
			hint: 'the closest of its 9: "GET /plants/{plantId}", "GET /ping", "GET /stores/{storeId}/plants", "DELETE /plants/{plantId}", "POST /plants/{plantId}/water"',
		});
		const small = specOf(
			{ openapi: '3.1.0', paths: { '/orders': { get: { responses: {} } }, '/plants': { get: { responses: {} } } } },
			'small.json',
		);
		expect(resolveApiReference([small], reference('DELETE /plant'))).toEqual({
			error: '"DELETE /plant" is not in small.json',
			hint: 'it has: "GET /plants", "GET /orders"',
		});
		const empty = specOf({ openapi: '3.1.0', components: {} }, 'schemas.json');
		expect(resolveApiReference([empty], reference('GET /plants'))).toEqual({
			error: '"GET /plants" is not in schemas.json',
			hint: 'the spec has no operations or webhooks',
		});
	});

	it('finds the close entries of a large spec wherever they are in the file', () => {
		// Thirty unrelated operations first, the ones meant at the end.
		const unrelated = Object.fromEntries(Array.from({ length: 30 }, (_, index) => [`/reports/r${index}`, { get: { responses: {} } }]));
		const spec = specOf(
			{
				openapi: '3.1.0',
				paths: {
					...unrelated,
					'/invoices/{invoiceId}': { get: { responses: {} }, delete: { responses: {} } },
					'/invoices': { get: { responses: {} }, post: { responses: {} } },
					'/invoices/{invoiceId}/lines': { get: { responses: {} } },
				},
			},
			'billing.json',
		);
		expect(resolveApiReference([spec], reference('GET /invoice/{id}'))).toEqual({
			error: '"GET /invoice/{id}" is not in billing.json',
			hint: 'the closest of its 35: "GET /invoices", "GET /invoices/{invoiceId}", "GET /invoices/{invoiceId}/lines", "POST /invoices", "DELETE /invoices/{invoiceId}"',
		});
	});

	it('says when no spec is listed', () => {
		expect(resolveApiReference([], reference('GET /plants'))).toEqual({
			error: 'no OpenAPI file is listed',
			hint: 'add "openapi": "openapi.json" (your spec\'s path) to docs.json',
		});
	});

	it('finds an operation written with or without the trailing slash of its path', () => {
		const slashed = resolveApiReference([everything], reference('GET /ping/'));
		expect('entry' in slashed && slashed.entry.path).toBe('/ping');
	});

	it('reads an operation from the one OpenAPI 3 file that has it when a Swagger 2.0 copy has it too', () => {
		const swaggerCopy: LoadedSpec = {
			...everything,
			source: 'apidocs.swagger.json',
			document: { ...everything.document, swagger: '2.0' },
		};
		const chosen = resolveApiReference([swaggerCopy, everything], reference('GET /ping'));
		expect('entry' in chosen && chosen.entry.spec.source).toBe('every-parameter-3.1.json');
		const twoOpenApi3 = resolveApiReference([swaggerCopy, everything, { ...everything, source: 'copy.json' }], reference('GET /ping'));
		expect(twoOpenApi3).toMatchObject({
			error: '"GET /ping" is in several OpenAPI files: "apidocs.swagger.json", "every-parameter-3.1.json", "copy.json"',
		});
	});

	it('uses the file token to choose among several specs, and names the files when it is missing', () => {
		const copy = { ...everything, source: 'copy/every-parameter-3.1.json' };
		const ambiguous = resolveApiReference([everything, copy], reference('GET /ping'));
		expect(ambiguous).toEqual({
			error: '"GET /ping" is in several OpenAPI files: "every-parameter-3.1.json", "copy/every-parameter-3.1.json"',
			hint: 'write the file name before the method: openapi: "every-parameter-3.1.json GET /ping" or openapi: "copy/every-parameter-3.1.json GET /ping"',
		});
		const chosen = resolveApiReference([everything, copy], reference('copy/every-parameter-3.1.json GET /ping'));
		expect('entry' in chosen && chosen.entry.spec.source).toBe('copy/every-parameter-3.1.json');
		const other = resolveApiReference([everything, orders], reference('every-parameter-3.0.yaml GET /orders'));
		expect('entry' in other && other.entry.spec).toBe(orders);
		expect(resolveApiReference([everything, orders], reference('v3.yaml GET /orders'))).toEqual({
			error: 'no OpenAPI file "v3.yaml" among "every-parameter-3.1.json", "every-parameter-3.0.yaml"',
			hint: 'name one of the files listed in "openapi"',
		});
	});

	it('says which spec lacks an entry that only another spec has', () => {
		expect(resolveApiReference([everything, orders], reference('every-parameter-3.1.json GET /orders'))).toMatchObject({
			error: '"GET /orders" is not in every-parameter-3.1.json',
		});
	});
});
