import { describe, expect, it } from 'vitest';
import { buildOperationModel } from '../../../src/openapi/build-api-model.ts';
import { entriesOf } from '../../../src/openapi/entries.ts';
import { apiConfig, specOf } from './helpers.ts';

/** A response's named examples (OpenAPI `examples`): one sample each, as Mintlify offers them. */

const withExamples = (examples: Record<string, unknown>) =>
	buildOperationModel(
		entriesOf(
			specOf({
				openapi: '3.1.0',
				paths: {
					'/plants/{id}': {
						get: {
							responses: {
								'200': { description: 'The plant', content: { 'application/json': { schema: { type: 'object' }, examples } } },
								'404': { description: 'None', content: { 'application/json': { example: { error: 'not found' } } } },
							},
						},
					},
				},
			}),
		)[0]!,
		apiConfig(),
	);

describe('named response examples', () => {
	it('each give a sample, labelled by the status and the summary (else the name)', () => {
		const model = withExamples({
			fern: { summary: 'A fern', value: { id: 1, name: 'Fern' } },
			cactus: { value: { id: 2, name: 'Cactus' } },
			linked: { externalValue: 'https://example.com/x.json' },
		});
		expect(model.responseSamples.map((sample) => [sample.label, JSON.parse(sample.source) as unknown])).toEqual([
			['200 · A fern', { id: 1, name: 'Fern' }],
			['200 · cactus', { id: 2, name: 'Cactus' }],
			['404', { error: 'not found' }],
		]);
	});

	it('one alone is the response example, as before', () => {
		const model = withExamples({ fern: { summary: 'A fern', value: { id: 1 } } });
		expect(model.responseSamples.map((sample) => sample.label)).toEqual(['200', '404']);
		expect(JSON.parse(model.responseSamples[0]!.source)).toEqual({ id: 1 });
	});
});
