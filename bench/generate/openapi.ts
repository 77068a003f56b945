import { createRandom, type Random } from './random.ts';
import { sentence, title } from './prose.ts';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** Schemas every resource shares: they make `$ref` chains two and three levels deep. */
const sharedSchemas = {
	Money: {
		type: 'object',
		required: ['amount', 'currency'],
		properties: { amount: { type: 'integer', example: 1200 }, currency: { type: 'string', enum: ['usd', 'eur', 'gbp'] } },
	},
	Address: {
		type: 'object',
		properties: {
			line1: { type: 'string' },
			city: { type: 'string' },
			country: { type: 'string', example: 'NL' },
			geo: { type: 'object', properties: { lat: { type: 'number' }, lng: { type: 'number' } } },
		},
	},
	Metadata: { type: 'object', additionalProperties: { type: 'string' }, description: 'Free-form key/value pairs.' },
	Owner: { type: 'object', properties: { id: { type: 'string' }, email: { type: 'string', format: 'email' }, address: ref('Address') } },
	Page: {
		type: 'object',
		required: ['has_more'],
		properties: { has_more: { type: 'boolean' }, next_cursor: { type: ['string', 'null'] } },
	},
	Error: {
		type: 'object',
		required: ['code', 'message'],
		properties: {
			code: { type: 'string', example: 'not_found' },
			message: { type: 'string' },
			details: { type: 'array', items: { type: 'object', properties: { field: { type: 'string' }, issue: { type: 'string' } } } },
		},
	},
};

function resourceSchema(r: Random, name: string): Record<string, unknown> {
	const properties: Record<string, unknown> = {
		id: { type: 'string', example: `${name.toLowerCase()}_123` },
		created_at: { type: 'string', format: 'date-time' },
		status: { type: 'string', enum: ['active', 'pending', 'archived'] },
		owner: ref('Owner'),
		metadata: ref('Metadata'),
	};
	for (let i = r.int(2, 5); i > 0; i--) {
		properties[`field_${i}`] = r.pick([
			{ type: 'string', description: sentence(r) },
			{ type: 'integer', minimum: 0, description: sentence(r) },
			ref('Money'),
			{ type: 'array', items: { type: 'object', properties: { key: { type: 'string' }, value: ref('Money') } } },
			{ oneOf: [{ type: 'string' }, ref('Address')] },
		]);
	}
	return { type: 'object', required: ['id', 'status'], description: sentence(r), properties };
}

const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: ref('Error') } } });

/**
 * An OpenAPI 3.1 document of `operations` operations, rounded up to a multiple of ten (per resource: CRUD, actions and
 * sub-resources) and `webhooks` webhooks, with nested schemas that reference one another.
 */
export function openapiSpec(options: { seed: number; operations: number; webhooks: number }): Record<string, unknown> {
	const r = createRandom(options.seed);
	const schemas: Record<string, unknown> = { ...sharedSchemas };
	const paths: Record<string, Record<string, unknown>> = {};
	const resourceCount = Math.ceil(options.operations / 10);
	let made = 0;
	for (let index = 0; index < resourceCount; index++) {
		const name = `Resource${index}`;
		const plural = `resource-${index}s`;
		const tag = `${title(r)} ${index}`;
		schemas[name] = resourceSchema(r, name);
		schemas[`${name}Input`] = {
			type: 'object',
			required: ['status'],
			properties: { status: { type: 'string' }, owner: ref('Owner'), metadata: ref('Metadata') },
		};
		schemas[`${name}List`] = { allOf: [ref('Page'), { type: 'object', properties: { data: { type: 'array', items: ref(name) } } }] };
		const one = { description: 'OK', content: { 'application/json': { schema: ref(name) } } };
		const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
		const operation = (verb: string, summary: string, extra: Record<string, unknown>) => ({
			operationId: `${verb}${name}${made++}`,
			summary,
			description: sentence(r),
			tags: [tag],
			...extra,
		});
		const ops: [string, string, Record<string, unknown>][] = [
			[
				`/${plural}`,
				'get',
				operation('list', `List ${tag}`, {
					parameters: [
						{ name: 'limit', in: 'query', schema: { type: 'integer', maximum: 100 } },
						{ name: 'cursor', in: 'query', schema: { type: 'string' } },
					],
					responses: {
						200: { description: 'OK', content: { 'application/json': { schema: ref(`${name}List`) } } },
						401: errorResponse('Unauthorized'),
					},
				}),
			],
			[
				`/${plural}`,
				'post',
				operation('create', `Create ${tag}`, {
					requestBody: { required: true, content: { 'application/json': { schema: ref(`${name}Input`) } } },
					responses: { 201: one, 422: errorResponse('Invalid') },
				}),
			],
			[
				`/${plural}/{id}`,
				'get',
				operation('get', `Get ${tag}`, { parameters: [idParam], responses: { 200: one, 404: errorResponse('Not found') } }),
			],
			[
				`/${plural}/{id}`,
				'patch',
				operation('update', `Update ${tag}`, {
					parameters: [idParam],
					requestBody: { content: { 'application/json': { schema: ref(`${name}Input`) } } },
					responses: { 200: one },
				}),
			],
			[
				`/${plural}/{id}`,
				'delete',
				operation('delete', `Delete ${tag}`, { parameters: [idParam], responses: { 204: { description: 'Deleted' } } }),
			],
			[`/${plural}/{id}/archive`, 'post', operation('archive', `Archive ${tag}`, { parameters: [idParam], responses: { 200: one } })],
			[`/${plural}/{id}/restore`, 'post', operation('restore', `Restore ${tag}`, { parameters: [idParam], responses: { 200: one } })],
			[
				`/${plural}/{id}/events`,
				'get',
				operation('events', `List events of ${tag}`, {
					parameters: [idParam],
					responses: {
						200: {
							description: 'OK',
							content: {
								'application/json': {
									schema: { type: 'array', items: { type: 'object', properties: { type: { type: 'string' }, data: ref(name) } } },
								},
							},
						},
					},
				}),
			],
			[
				`/${plural}/{id}/owner`,
				'put',
				operation('owner', `Set owner of ${tag}`, {
					parameters: [idParam, { name: 'Idempotency-Key', in: 'header', schema: { type: 'string' } }],
					requestBody: { content: { 'application/json': { schema: ref('Owner') } } },
					responses: { 200: one },
				}),
			],
			[
				`/${plural}/search`,
				'post',
				operation('search', `Search ${tag}`, {
					requestBody: {
						content: {
							'application/json': {
								schema: {
									type: 'object',
									properties: {
										query: { type: 'string' },
										filters: {
											type: 'array',
											items: { type: 'object', properties: { field: { type: 'string' }, equals: { type: 'string' } } },
										},
									},
								},
							},
						},
					},
					responses: { 200: { description: 'OK', content: { 'application/json': { schema: ref(`${name}List`) } } } },
				}),
			],
		];
		for (const [path, method, op] of ops) {
			(paths[path] ??= {})[method] = op;
		}
	}
	const webhooks: Record<string, unknown> = {};
	for (let i = 0; i < options.webhooks; i++) {
		const resource = `Resource${i % resourceCount}`;
		webhooks[`resource${i % resourceCount}.${['created', 'updated', 'archived', 'deleted'][i % 4]}.${i}`] = {
			post: {
				operationId: `webhook${i}`,
				summary: `${resource} event ${i}`,
				description: sentence(r),
				tags: ['Webhooks'],
				requestBody: {
					content: {
						'application/json': {
							schema: {
								type: 'object',
								required: ['type', 'data'],
								properties: { type: { type: 'string' }, created_at: { type: 'string', format: 'date-time' }, data: ref(resource) },
							},
						},
					},
				},
				responses: { 200: { description: 'Acknowledge the event with any 2xx status.' } },
			},
		};
	}
	return {
		openapi: '3.1.0',
		info: { title: 'Bench Cloud API', version: '2.0.0', license: { name: 'MIT', identifier: 'MIT' } },
		servers: [{ url: 'https://api.example.com/v2' }, { url: 'https://sandbox.example.com/v2' }],
		security: [{ bearer: [] }],
		paths,
		webhooks,
		components: { schemas, securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
	};
}
