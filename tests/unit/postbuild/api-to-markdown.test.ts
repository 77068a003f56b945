import { describe, expect, it } from 'vitest';
import { buildOperationModel } from '../../../src/openapi/build-api-model.ts';
import { apiToMarkdown } from '../../../src/postbuild/markdown-copies/api-to-markdown.ts';
import { apiConfig, entryOf, specOf } from '../openapi/helpers.ts';

describe("an API page's Markdown copy", () => {
	it('lists its callbacks between the body and the responses: method, expression, body fields and responses', () => {
		const spec = specOf({
			openapi: '3.1.0',
			paths: {
				'/subscribe': {
					post: {
						requestBody: {
							content: { 'application/json': { schema: { type: 'object', properties: { callbackUrl: { type: 'string' } } } } },
						},
						responses: { '201': { description: 'Subscribed' } },
						callbacks: {
							orderUpdated: {
								'{$request.body#/callbackUrl}': {
									post: {
										requestBody: {
											content: { 'application/json': { schema: { type: 'object', properties: { orderId: { type: 'string' } } } } },
										},
										responses: { '200': { description: 'Received' } },
									},
								},
							},
						},
					},
				},
			},
		});
		const markdown = apiToMarkdown(
			buildOperationModel(entryOf(spec, 'POST /subscribe'), apiConfig({ request: { example: { languages: [] } } })),
			(href) => href,
		);
		const section = markdown.slice(markdown.indexOf('## Callbacks'), markdown.indexOf('## Responses'));
		expect(markdown.indexOf('## Body')).toBeLessThan(markdown.indexOf('## Callbacks'));
		expect(section.trim()).toBe(
			[
				'## Callbacks',
				'### `POST {$request.body#/callbackUrl}` orderUpdated',
				'Body (application/json):',
				'- `orderId` (string)',
				'Responses:',
				'#### 200: Received',
			].join('\n\n'),
		);
	});

	it("gives a field's pills among its details", () => {
		const spec = specOf({
			openapi: '3.1.0',
			paths: {
				'/users': {
					post: {
						requestBody: {
							content: {
								'application/json': {
									schema: { type: 'object', properties: { email: { type: 'string', 'x-mint': { pre: ['PII'], post: ['unique'] } } } },
								},
							},
						},
						responses: {},
					},
				},
			},
		});
		const markdown = apiToMarkdown(buildOperationModel(entryOf(spec, 'POST /users'), apiConfig()), (href) => href);
		expect(markdown).toContain('- `email` (string, PII, unique)');
	});
});
