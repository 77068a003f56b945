import { describe, expect, it } from 'vitest';
import { buildOperationModel } from '../../../src/openapi/build-api-model.ts';
import { apiConfig, entryOf, outline, specOf } from './helpers.ts';

/** An operation's `callbacks`, as Mintlify's "Callbacks" shows them: method, expression, body and responses. */

const order = {
	type: 'object',
	required: ['orderId'],
	properties: {
		orderId: { type: 'string', readOnly: true, description: 'The order.' },
		secret: { type: 'string', writeOnly: true },
		status: { type: 'string', enum: ['paid', 'shipped'] },
	},
};

const spec = specOf({
	openapi: '3.1.0',
	paths: {
		'/subscribe': {
			post: {
				summary: 'Subscribe to events',
				responses: { '201': { description: 'Subscription created' } },
				callbacks: {
					orderUpdated: {
						'{$request.body#/callbackUrl}': {
							post: {
								summary: 'Order updated',
								description: 'Sent when an order *changes*.',
								requestBody: { required: true, content: { 'application/json': { schema: order } } },
								responses: { '200': { description: 'Callback received' } },
							},
							summary: 'not an operation',
						},
					},
					orderDeleted: { '{$request.query.url}/deleted': { delete: { deprecated: true, responses: {} } } },
					broken: 'not an object',
				},
			},
		},
		'/plain': { get: { responses: { '200': { description: 'OK' } } } },
	},
});

describe('callbacks', () => {
	const model = buildOperationModel(entryOf(spec, 'POST /subscribe'), apiConfig());

	it("are listed in the file's order, one per method of each expression, with what is not an operation passed over", () => {
		expect(model.callbacks?.map(({ name, method, expression }) => `${name}: ${method} ${expression}`)).toEqual([
			'orderUpdated: POST {$request.body#/callbackUrl}',
			'orderDeleted: DELETE {$request.query.url}/deleted',
		]);
	});

	it('carry their summary, description, deprecation and responses', () => {
		const [updated, deleted] = model.callbacks!;
		expect(updated).toMatchObject({
			summary: 'Order updated',
			descriptionHtml: '<p>Sent when an order <em>changes</em>.</p>',
			deprecated: false,
		});
		expect(updated!.responses.map((response) => [response.status, response.description])).toEqual([['200', '<p>Callback received</p>']]);
		expect(deleted).toMatchObject({ deprecated: true, responses: [] });
		expect(deleted!.body).toBeUndefined();
	});

	it("document the body the API sends as a webhook's: readOnly fields kept, writeOnly ones left out", () => {
		const body = model.callbacks![0]!.body!;
		expect([body.mediaType, body.required]).toEqual(['application/json', true]);
		expect(outline(body.schema)).toBe(
			['body: object (required)', '  orderId: string (required, read-only)', '  status: string (enum ["paid","shipped"])'].join('\n'),
		);
	});

	it('are absent from an operation that has none', () => {
		expect(buildOperationModel(entryOf(spec, 'GET /plain'), apiConfig()).callbacks).toBeUndefined();
	});
});
