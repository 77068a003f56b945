import { describe, expect, it } from 'vitest';
import { buildOperationModel } from '../../../src/openapi/build-api-model.ts';
import { entriesOf } from '../../../src/openapi/entries.ts';
import { apiSettingsOf } from '../../../src/openapi/api-settings.ts';
import type { FieldNode } from '../../../src/openapi/types.ts';
import { apiConfig, specOf } from './helpers.ts';
import { loadedConfig } from '../support/config.ts';

/** Parameter pills as Mintlify's "Parameter pills" reads them: x-mint.pre and .post, and api.params.post. */

const spec = specOf({
	openapi: '3.1.0',
	paths: {
		'/users': {
			post: {
				requestBody: {
					content: {
						'application/json': {
							schema: {
								type: 'object',
								properties: {
									email: { type: 'string', nullable: true, 'x-internal': 'admin', 'x-mint': { pre: ['PII'], post: ['indexed', 'unique'] } },
									tags: { type: 'array', 'x-internal': ['beta', 2, { no: 1 }], nullable: false },
									plain: { type: 'string', 'x-internal': '' },
								},
							},
						},
					},
				},
				responses: { '204': { description: 'Made' } },
			},
		},
	},
});

const fields = (pillKeys?: string[]) => {
	const api = pillKeys
		? apiSettingsOf(
				loadedConfig({
					theme: 'mint',
					name: 'X',
					colors: { primary: '#15803D' },
					api: { params: { post: pillKeys } },
					navigation: { pages: [] },
				}),
			)
		: apiConfig();
	return buildOperationModel(entriesOf(spec)[0]!, api).body!.schema.children;
};
const pills = (field: FieldNode | undefined) => [field?.pre, field?.post];

describe('parameter pills', () => {
	it("show a schema's x-mint.pre before its name and x-mint.post after it", () => {
		expect(pills(fields().find((field) => field.name === 'email'))).toEqual([['PII'], ['indexed', 'unique']]);
		expect(pills(fields().find((field) => field.name === 'plain'))).toEqual([undefined, undefined]);
	});

	it('show the values of the keys api.params.post names, before x-mint.post: text, true as the key, numbers, lists of those', () => {
		const withKeys = fields(['nullable', 'x-internal']);
		expect(withKeys.find((field) => field.name === 'email')?.post).toEqual(['nullable', 'admin', 'indexed', 'unique']);
		expect(withKeys.find((field) => field.name === 'tags')?.post).toEqual(['beta', '2']);
		expect(withKeys.find((field) => field.name === 'plain')?.post).toBeUndefined();
	});
});
