import { describe, expect, test } from 'vitest';
import ApiCallbacks from '../../src/components/api/ApiCallbacks.astro';
import FieldTree from '../../src/components/api/FieldTree.astro';
import { buildOperationModel } from '../../src/openapi/build-api-model.ts';
import type { ApiSettings } from '../../src/openapi/api-settings.ts';
import { entriesOf } from '../../src/openapi/entries.ts';
import { schemaToField } from '../../src/openapi/schema-model.ts';
import { find, findAll } from '../build/html.ts';
import { renderComponent } from './render.ts';

/** Parts of an API page, rendered from the API model: what a reader sees of each. */

describe('FieldTree', () => {
	test("shows x-mint.pre pills before a field's name; after its type the built-in pills, then api.params.post's, then x-mint.post", async () => {
		const schema = {
			type: 'object',
			properties: {
				email: {
					type: 'string',
					format: 'email',
					readOnly: true,
					nullable: true,
					'x-internal': 'admin',
					'x-mint': { pre: ['PII'], post: ['indexed'] },
				},
			},
		};
		const body = schemaToField('body', schema, false, { maintainOrder: false, pillKeys: ['nullable', 'x-internal'] });
		const html = await renderComponent(FieldTree, { props: { fields: body.children, idPrefix: 'body' }, page: {} });
		const head = find(html, 'div', { class: 'field-head' }).inner;
		const pills = findAll(head, 'span', { class: /\bfield-pill\b/ }).map((pill) => pill.text);
		expect(pills).toEqual(['PII', 'string | null', 'email', 'read-only', 'nullable', 'admin', 'indexed']);
		expect(head.indexOf('>PII<')).toBeLessThan(head.indexOf('class="field-name"'));
		expect(head.indexOf('class="field-name"')).toBeLessThan(head.indexOf('>indexed<'));
	});

	test('a field cut where its schema repeats keeps its own description and says which schema it repeats', async () => {
		const bed: Record<string, unknown> = { type: 'object', title: 'Bed', properties: { name: { type: 'string' } } };
		(bed.properties as Record<string, unknown>).children = { type: 'array', description: 'Beds inside this one.', items: bed };
		const root = schemaToField('bed', bed, false, { maintainOrder: true });
		const html = await renderComponent(FieldTree, { props: { fields: root.children, idPrefix: 'body' }, page: {} });
		const children = find(html, 'div', { id: 'body-children' });
		expect(find(children.inner, 'div', { class: 'field-description' }).text).toContain('Beds inside this one.');
		expect(find(children.inner, 'p', { class: /\bfield-recursive\b/ }).text).toBe('Recursive: the same fields as Bed above.');
	});
});

describe('ApiCallbacks', () => {
	const spec = {
		source: 'memory.json',
		location: '/docs/memory.json',
		document: {
			openapi: '3.1.0',
			paths: {
				'/subscribe': {
					post: {
						responses: { '201': { description: 'Subscribed' } },
						callbacks: {
							orderUpdated: {
								'{$request.body#/callbackUrl}': {
									post: {
										description: 'Sent when an order changes.',
										requestBody: {
											content: { 'application/json': { schema: { type: 'object', properties: { orderId: { type: 'string' } } } } },
										},
										responses: { '200': { description: 'Callback received' } },
									},
								},
							},
							orderDeleted: { '{$request.body#/callbackUrl}/gone': { delete: { deprecated: true, responses: {} } } },
						},
					},
				},
			},
		},
	};
	const api: ApiSettings = { playground: 'hide', sampleLanguages: [], maintainOrder: true, pillKeys: [], mdx: { servers: [] } };
	const callbacks = buildOperationModel(entriesOf(spec)[0]!, api).callbacks!;

	test('shows each callback closed, by its method and URL expression, with the body it sends and the responses it expects', async () => {
		const html = await renderComponent(ApiCallbacks, { props: { callbacks }, page: {} });
		expect(find(html, 'h2').text).toBe('Callbacks');
		const shown = findAll(html, 'details', { class: 'api-callback' });
		expect(shown.map((callback) => callback.attrs.open)).toEqual([undefined, undefined]);
		expect(shown.map((callback) => find(callback.inner, 'summary').text)).toEqual([
			'POST {$request.body#/callbackUrl} orderUpdated',
			'DELETE {$request.body#/callbackUrl}/gone orderDeleted deprecated',
		]);
		const updated = shown[0]!.inner;
		expect(find(updated, 'div', { class: 'api-description' }).text).toBe('Sent when an order changes.');
		expect(findAll(updated, 'h3').map((heading) => heading.text)).toEqual(['Body', 'Responses']);
		expect(find(updated, 'div', { class: 'field' }).attrs.id).toBe('callback-order-updated-0-body-order-id');
		const response = find(updated, 'div', { class: 'api-response' });
		expect([response.attrs.id, find(response.inner, 'h4').text]).toEqual(['callback-order-updated-0-response-200', '200']);
		expect(findAll(shown[1]!.inner, 'h3')).toEqual([]);
	});
});
