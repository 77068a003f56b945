import { describe, expect, it } from 'vitest';
import { operationSlice } from '../../../src/openapi/operation-slice.ts';

const spec = {
	openapi: '3.1.0',
	info: { title: 'Moss', version: '1.0.0' },
	servers: [{ url: 'https://api.moss.example' }],
	security: [{ token: [] }],
	paths: {
		'/beds/{bedId}': {
			parameters: [{ $ref: '#/components/parameters/BedId' }],
			get: { responses: { '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Bed' } } } } } },
			delete: { security: [{ key: [] }], responses: { '204': { description: 'Gone' } } },
		},
		'/other': { get: { responses: { '200': { $ref: '#/components/responses/Unused' } } } },
	},
	webhooks: {
		bedWatered: { post: { requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Bed' } } } } } },
	},
	components: {
		parameters: { BedId: { name: 'bedId', in: 'path', required: true, schema: { type: 'string' } } },
		schemas: {
			Bed: { type: 'object', properties: { plants: { type: 'array', items: { $ref: '#/components/schemas/Plant' } } } },
			Plant: { type: 'object', properties: { next: { $ref: '#/components/schemas/Plant' }, odd: { $ref: '#/components/schemas/a~1b' } } },
			'a/b': { type: 'string' },
			Unused: { type: 'string' },
		},
		responses: { Unused: { description: 'x' } },
		securitySchemes: { token: { type: 'http', scheme: 'bearer' }, key: { type: 'apiKey', in: 'header', name: 'X-Key' } },
	},
};

describe('the part of an OpenAPI file an operation needs', () => {
	it("keeps the file's head, the operation alone with its path's parameters, and every component it refers to, at any depth and once", () => {
		expect(operationSlice(spec, { method: 'GET', path: '/beds/{bedId}', webhook: false })).toEqual({
			openapi: '3.1.0',
			info: spec.info,
			servers: spec.servers,
			security: spec.security,
			paths: { '/beds/{bedId}': { parameters: spec.paths['/beds/{bedId}'].parameters, get: spec.paths['/beds/{bedId}'].get } },
			components: {
				parameters: spec.components.parameters,
				schemas: { Bed: spec.components.schemas.Bed, Plant: spec.components.schemas.Plant, 'a/b': spec.components.schemas['a/b'] },
				securitySchemes: { token: spec.components.securitySchemes.token },
			},
		});
	});

	it("adds the security schemes the operation's own security names, and reads webhooks", () => {
		const remove = operationSlice(spec, { method: 'DELETE', path: '/beds/{bedId}', webhook: false });
		expect(Object.keys((remove!['components'] as { securitySchemes: object }).securitySchemes)).toEqual(['token', 'key']);
		const webhook = operationSlice(spec, { method: 'POST', path: 'bedWatered', webhook: true });
		expect(Object.keys(webhook!['webhooks'] as object)).toEqual(['bedWatered']);
		expect(webhook!['paths']).toBeUndefined();
	});

	it('gives nothing for an operation the file does not have, and ignores a reference to a name that is not a component', () => {
		expect(operationSlice(spec, { method: 'PUT', path: '/beds/{bedId}', webhook: false })).toBeUndefined();
		const odd = {
			openapi: '3.1.0',
			paths: { '/x': { get: { schema: { $ref: '#/components/schemas/__proto__' } } } },
			components: { schemas: {} },
		};
		expect(operationSlice(odd, { method: 'GET', path: '/x', webhook: false })).toEqual({
			openapi: '3.1.0',
			paths: odd.paths,
		});
	});
});

describe('the part of a Swagger 2 file an operation needs', () => {
	it('keeps its definitions and security definitions', () => {
		const swagger = {
			swagger: '2.0',
			info: { title: 'Old', version: '1' },
			host: 'api.old.example',
			paths: { '/pots': { get: { security: [{ key: [] }], responses: { '200': { schema: { $ref: '#/definitions/Pot' } } } } } },
			definitions: { Pot: { type: 'object' }, Unused: { type: 'string' } },
			securityDefinitions: { key: { type: 'apiKey', in: 'header', name: 'X-Key' } },
		};
		expect(operationSlice(swagger, { method: 'GET', path: '/pots', webhook: false })).toEqual({
			swagger: '2.0',
			info: swagger.info,
			host: 'api.old.example',
			paths: swagger.paths,
			definitions: { Pot: { type: 'object' } },
			securityDefinitions: swagger.securityDefinitions,
		});
	});
});
