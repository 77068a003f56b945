import { describe, expect, it } from 'vitest';
import { buildOperationModel } from '../../../src/openapi/build-api-model.ts';
import { entriesOf } from '../../../src/openapi/entries.ts';
import { apiConfig, specOf } from './helpers.ts';

/** OpenAPI's server variables: the base URL at their defaults, and what the playground asks for. */

const spec = specOf({
	openapi: '3.1.0',
	servers: [
		{
			url: 'https://{region}.store.example.com/{stage}/',
			variables: {
				region: { default: 'eu', enum: ['eu', 'us'], description: 'Where your account lives' },
				stage: { default: 'v2' },
			},
		},
		{ url: 'https://sandbox.store.example.com' },
	],
	paths: { '/plants': { get: { responses: { '200': { description: 'OK' } } } } },
});
const model = () => buildOperationModel(entriesOf(spec)[0]!, apiConfig());

describe('server variables', () => {
	it('give the base URL at their defaults, and their names, values and descriptions by that URL', () => {
		expect(model().servers).toEqual(['https://eu.store.example.com/v2', 'https://sandbox.store.example.com']);
		expect(model().serverVariables).toEqual({
			'https://eu.store.example.com/v2': {
				template: 'https://{region}.store.example.com/{stage}',
				variables: [
					{ name: 'region', default: 'eu', enum: ['eu', 'us'], description: 'Where your account lives' },
					{ name: 'stage', default: 'v2' },
				],
			},
		});
	});

	it('are none when the config names the base URL', () => {
		expect(buildOperationModel(entriesOf(spec)[0]!, apiConfig({ baseUrl: 'https://api.example.com' })).serverVariables).toBeUndefined();
	});
});
