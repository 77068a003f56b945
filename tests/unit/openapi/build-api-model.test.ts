import { beforeAll, describe, expect, it } from 'vitest';
import { buildOperationModel, buildSchemaModel, sampleReceiverFor, sampleReceiverUrl } from '../../../src/openapi/build-api-model.ts';
import { entriesOf } from '../../../src/openapi/entries.ts';
import type { LoadedSpec } from '../../../src/openapi/load-specs.ts';
import type { ApiOperationModel, FieldNode, ParameterModel } from '../../../src/openapi/types.ts';
import { apiConfig, entryOf, loadFixture, outline, repoRoot, specOf } from './helpers.ts';

let everything: LoadedSpec;
let orders: LoadedSpec;
let showcase: LoadedSpec;
let componentsOnly: LoadedSpec;

beforeAll(async () => {
	[everything, orders, showcase, componentsOnly] = await Promise.all([
		loadFixture('every-parameter-3.1.json'),
		loadFixture('every-parameter-3.0.yaml'),
		loadFixture('openapi.json', repoRoot),
		loadFixture('components-only-3.1.json'),
	]);
});

function model(spec: LoadedSpec, label: string, api = apiConfig()): ApiOperationModel {
	return buildOperationModel(entryOf(spec, label), api);
}

/** Parameters as `location name: type (notes)` lines. */
function parameterLines(parameters: readonly ParameterModel[]): string[] {
	return parameters.map((parameter) => `${parameter.location} ${outline({ ...parameter, children: [] })}`);
}

/** The top level of a field tree: `name: type (notes)` per field. */
function topLevel(node: FieldNode): string[] {
	return node.children.map((child) => {
		const { alternatives: _alternatives, ...withoutAlternatives } = child;
		return outline({ ...withoutAlternatives, children: [] });
	});
}

describe('an operation with every kind of parameter (POST /stores/{storeId}/plants)', () => {
	let create: ApiOperationModel;
	beforeAll(() => {
		create = model(everything, 'POST /stores/{storeId}/plants');
	});

	it('has its title, description, method and path', () => {
		expect(create).toMatchObject({
			kind: 'operation',
			specId: 'every-parameter-3.1.json',
			method: 'POST',
			path: '/stores/{storeId}/plants',
			title: 'Create a plant',
			descriptionHtml: '<p>Adds a plant to the <strong>store</strong>.</p>',
			deprecated: false,
			playground: 'show',
		});
	});

	it('lists the servers with their variables filled in and no trailing slash', () => {
		expect(create.servers).toEqual(['https://eu.api.example.com/v2', 'https://sandbox.example.com']);
	});

	it('reads the bearer scheme of the document as "Authorization: Bearer <token>"', () => {
		expect(create.security).toEqual([
			{
				kind: 'bearer',
				name: 'bearerAuth',
				description: 'A token from the dashboard',
				header: 'Authorization: Bearer <token>',
				inputPrefix: 'Bearer',
			},
		]);
	});

	it('merges path-item and operation parameters of every location, the operation winning', () => {
		expect(parameterLines(create.parameters)).toEqual([
			'path storeId: string (required, pattern ^[a-z0-9-]+$)',
			'query dryRun: boolean (default false)',
			'header X-Request-Id: string (required, format uuid)',
			'cookie session: string (deprecated)',
		]);
		const byName = Object.fromEntries(create.parameters.map((parameter) => [parameter.name, parameter]));
		expect(byName.storeId).toMatchObject({ description: '<p>Identifier of the store</p>', example: 'green-corner' });
		// Only the spec's own examples are shown; samples fill the others from the schema.
		expect(byName['X-Request-Id']).toMatchObject({ description: '<p>Idempotency key</p>', sample: '3fa85f64-5717-4562-b3fc-2c963f66afa6' });
		expect(byName['X-Request-Id']).not.toHaveProperty('example');
		expect(byName.dryRun!.sample).toBe(false);
	});

	it('takes the JSON body of the request, with its description and fields', () => {
		expect(create.body).toMatchObject({ mediaType: 'application/json', required: true, description: '<p>The plant to add</p>' });
		expect(topLevel(create.body!.schema)).toEqual([
			'light: string (required, enum ["low","medium","high"], default "medium")',
			'name: string (required, length >= 1, length <= 64, pattern ^[A-Za-z ]+$)',
			'pot: object (required)',
			'care: object[]',
			'contact: any of',
			'createdAt: string (format date-time, read-only)',
			'height: number (> 0, < 300)',
			'labels: object',
			'legacyCode: string (deprecated)',
			'nickname: string | null (length <= 32)',
			'origin: one of',
			'price: number (format double, >= 0, <= 10000, multiple of 0.01)',
			'secret: string (format password, write-only)',
			'tags: string[] (items >= 1, items <= 10, unique items)',
		]);
	});

	it('lists every response with its headers, bodies and examples', () => {
		expect(
			create.responses.map((response) => ({
				status: response.status,
				description: response.description,
				headers: response.headers.map((header) => outline(header)),
				bodies: response.bodies.map((body) => `${body.mediaType}: ${body.schema.types.join(' | ')}`),
			})),
		).toEqual([
			{
				status: '201',
				description: '<p>The plant was created</p>',
				headers: ['X-RateLimit-Remaining: integer (required, >= 0)', 'Location: string (format uri)'],
				bodies: ['application/json: object'],
			},
			{ status: '400', description: '<p>The plant is not valid</p>', headers: [], bodies: ['application/json: object'] },
			{
				status: 'default',
				description: '<p>Something else went wrong</p>',
				headers: [],
				bodies: ['application/json: object', 'text/plain: string'],
			},
		]);
		expect(create.responses[0]!.headers[0]!.description).toBe('<p>Requests left in this window</p>');
		expect(create.responses[0]!.bodies[0]!.example).toEqual({ id: 7, name: 'Fern', light: 'low' });
		expect(create.responses[1]!.bodies[0]!.example).toEqual({ code: 400, message: 'name is required' });
		expect(create.responseSamples.map((sample) => [sample.label, sample.lang, JSON.parse(sample.source)])).toEqual([
			['201', 'json', { id: 7, name: 'Fern', light: 'low' }],
			['400', 'json', { code: 400, message: 'name is required' }],
			['default', 'json', { code: 1, message: '<string>', details: ['<string>'] }],
		]);
	});

	it('shows x-codeSamples as given, before the generated ones', () => {
		expect(create.samples.map((sample) => `${sample.label} (${sample.lang})`)).toEqual([
			'SDK (typescript)',
			'Shell (shell)',
			'cURL (bash)',
			'Python (python)',
			'JavaScript (javascript)',
		]);
		expect(create.samples[0]!.source).toBe("await client.plants.create({ name: 'Fern' });");
		expect(create.samples[1]!.source).toBe('plants create --name Fern');
	});

	it('reads the older x-code-samples too, skipping samples without source, before the generated ones', () => {
		const spec = specOf({
			openapi: '3.0.3',
			paths: {
				'/a': {
					get: {
						'x-code-samples': [{ lang: 'Python', source: 'client.a()' }, { lang: 'Go' }, 'not a sample', { source: 'echo a' }],
						responses: {},
					},
				},
			},
		});
		const samples = buildOperationModel(entriesOf(spec)[0]!, apiConfig()).samples;
		expect(samples.slice(0, 2)).toEqual([
			{ label: 'Python', lang: 'python', source: 'client.a()' },
			{ label: 'text', lang: 'text', source: 'echo a' },
		]);
		expect(samples.slice(2).map((sample) => sample.label)).toEqual(['cURL', 'Python', 'JavaScript']);
	});

	it('puts the path example, the required header and the credentials in the generated request', () => {
		const curl = create.samples.find((sample) => sample.label === 'cURL')!.source;
		expect(curl.split('\n').slice(0, 5)).toEqual([
			'curl --request POST \\',
			"  --url 'https://eu.api.example.com/v2/stores/green-corner/plants' \\",
			"  --header 'Authorization: Bearer <token>' \\",
			"  --header 'X-Request-Id: 3fa85f64-5717-4562-b3fc-2c963f66afa6' \\",
			"  --header 'Content-Type: application/json' \\",
		]);
	});

	it('sends no readOnly field in the request example, and gets no writeOnly field in a response example', () => {
		expect(create.body!.example).not.toHaveProperty('createdAt');
		expect(create.body!.example).toHaveProperty('secret');
		const listed = model(everything, 'GET /plants/{plantId}').responses[0]!.bodies[0]!.example;
		expect(listed).toHaveProperty('createdAt');
		expect(listed).not.toHaveProperty('secret');
	});
});

describe('other operations of the 3.1 fixture', () => {
	it('sorts parameters by location, then required first and by name; maintainOrder keeps the file order', () => {
		const names = (api = apiConfig()) =>
			model(everything, 'GET /stores/{storeId}/plants', api).parameters.map((parameter) => `${parameter.location} ${parameter.name}`);
		expect(names()).toEqual(['path storeId', 'query light', 'query limit', 'query tags', 'header X-Request-Id']);
		expect(names(apiConfig({ maintainOrder: true }))).toEqual([
			'path storeId',
			'query limit',
			'query light',
			'query tags',
			'header X-Request-Id',
		]);
	});

	it('keeps a path-item parameter the operation does not replace', () => {
		const list = model(everything, 'GET /stores/{storeId}/plants');
		expect(outline(list.parameters.find((parameter) => parameter.location === 'header')!)).toBe('X-Request-Id: integer');
	});

	it('describes an array response by the fields of its items', () => {
		const list = model(everything, 'GET /stores/{storeId}/plants');
		expect(list.responses[0]!.bodies[0]!.schema.types).toEqual(['object[]']);
		expect(list.responses[0]!.bodies[0]!.schema.children.map((child) => child.name)).toContain('id');
	});

	it('reads an API key in the query, and no credentials where security is empty', () => {
		const category = model(everything, 'GET /categories/{categoryId}');
		expect(category.security).toEqual([{ kind: 'apiKey', name: 'queryKey', query: 'api_key' }]);
		expect(category.samples[0]!.source).toBe(
			['curl --request GET \\', "  --url 'https://eu.api.example.com/v2/categories/3?api_key=%3Capi-key%3E'"].join('\n'),
		);
		const ping = model(everything, 'GET /ping');
		expect(ping.security).toEqual([]);
		expect(ping.title).toBe('GET /ping');
		expect(ping.samples[0]!.source).toBe(['curl --request GET \\', "  --url 'https://eu.api.example.com/v2/ping'"].join('\n'));
	});

	it('marks a deprecated operation and keeps a response without a body', () => {
		const remove = model(everything, 'DELETE /plants/{plantId}');
		expect(remove.deprecated).toBe(true);
		expect(remove.responses).toEqual([{ status: '204', description: '<p>Deleted</p>', headers: [], bodies: [] }]);
		expect(remove.responseSamples).toEqual([]);
	});

	it('sanitises the description', () => {
		const html = model(everything, 'GET /plants/{plantId}').descriptionHtml!;
		expect(html).toContain('<p>Returns one plant.</p>');
		expect(html).toContain('Care guide</a>');
		expect(html).not.toMatch(/<script|onerror|onclick|javascript:|stolen/i);
	});

	it('marks the recursive Category once in the response', () => {
		const body = model(everything, 'GET /categories/{categoryId}').responses[0]!.bodies[0]!;
		expect(body.example).toEqual({ id: 1, name: '<string>', children: [] });
		expect(JSON.stringify(body.schema).match(/"recursive"/g)).toHaveLength(1);
	});
});

describe('the config overrides servers and authentication', () => {
	it('uses api.baseUrl instead of the servers of the spec', () => {
		expect(model(everything, 'GET /ping', apiConfig({ baseUrl: 'https://api.plantstore.dev/' })).servers).toEqual([
			'https://api.plantstore.dev',
		]);
		const several = model(everything, 'GET /ping', apiConfig({ baseUrl: ['https://a.example.com', 'https://b.example.com/v1/'] }));
		expect(several.servers).toEqual(['https://a.example.com', 'https://b.example.com/v1']);
		expect(several.samples[0]!.source).toContain("--url 'https://a.example.com/ping'");
	});

	it('prefers the servers of the operation, then of the path item, then of the document', () => {
		const spec = specOf({
			openapi: '3.1.0',
			servers: [{ url: 'https://document.example.com' }],
			paths: {
				'/a': {
					servers: [{ url: 'https://path.example.com' }],
					get: { responses: {} },
					post: { servers: [{ url: 'https://operation.example.com/' }], responses: {} },
				},
				'/b': { get: { responses: {} } },
			},
		});
		const [getA, postA, getB] = entriesOf(spec).map((entry) => buildOperationModel(entry, apiConfig()).servers);
		expect([getA, postA, getB]).toEqual([
			['https://path.example.com'],
			['https://operation.example.com'],
			['https://document.example.com'],
		]);
	});

	it('uses api.auth instead of the security of the spec, but not where an operation sets its own', () => {
		// GET /ping says `security: []`: it needs no credentials, whatever the config says.
		expect(model(everything, 'GET /ping', apiConfig({ auth: { method: 'bearer' } })).security).toEqual([]);
		const bearer = model(everything, 'POST /internal/reindex', apiConfig({ auth: { method: 'bearer' } }));
		expect(bearer.security).toEqual([
			{ kind: 'bearer', name: 'Authorization', header: 'Authorization: Bearer <token>', inputPrefix: 'Bearer' },
		]);
		expect(bearer.samples[0]!.source).toContain("--header 'Authorization: Bearer <token>'");
		expect(model(everything, 'POST /internal/reindex', apiConfig({ auth: { method: 'basic' } })).security).toEqual([
			{ kind: 'basic', name: 'Authorization', header: 'Authorization: Basic <base64(username:password)>' },
		]);
		expect(model(everything, 'POST /internal/reindex', apiConfig({ auth: { method: 'key', name: 'X-Key' } })).security).toEqual([
			{ kind: 'apiKey', name: 'X-Key', header: 'X-Key: <api-key>' },
		]);
	});

	it('puts api.auth.inputPrefix in the header the page and the samples show, as the playground sends it', () => {
		const key = model(
			everything,
			'POST /internal/reindex',
			apiConfig({ auth: { method: 'key', name: 'X-Plant-Key', inputPrefix: 'Token' } }),
		);
		expect(key.security).toEqual([{ kind: 'apiKey', name: 'X-Plant-Key', header: 'X-Plant-Key: Token <api-key>', inputPrefix: 'Token' }]);
		expect(key.samples[0]!.source).toContain("--header 'X-Plant-Key: Token <api-key>'");
		const bearer = model(everything, 'POST /internal/reindex', apiConfig({ auth: { method: 'bearer', inputPrefix: 'Token' } }));
		expect(bearer.security).toEqual([
			{ kind: 'bearer', name: 'Authorization', header: 'Authorization: Token <token>', inputPrefix: 'Token' },
		]);
	});

	it('takes the playground mode from the config, and adds its sample languages to cURL, Python and JavaScript', () => {
		const labels = (api = apiConfig()) => model(everything, 'GET /ping', api).samples.map((sample) => sample.label);
		expect(labels()).toEqual(['cURL', 'Python', 'JavaScript']);
		const simple = model(
			everything,
			'GET /ping',
			apiConfig({ playground: { mode: 'simple' }, request: { example: { languages: ['ruby', 'go'] } } }),
		);
		expect(simple.playground).toBe('simple');
		expect(simple.samples.map((sample) => sample.label)).toEqual(['cURL', 'Python', 'JavaScript', 'Ruby', 'Go']);
		// Languages the defaults already have, under either name (`curl` is `bash`, `node` is `javascript`), come once, in the defaults' place.
		expect(labels(apiConfig({ request: { example: { languages: ['go', 'node', 'curl', 'python', 'go'] } } }))).toEqual([
			'cURL',
			'Python',
			'JavaScript',
			'Go',
		]);
		expect(labels(apiConfig({ request: { example: { languages: [] } } }))).toEqual(['cURL', 'Python', 'JavaScript']);
	});
});

describe('an OpenAPI 3.0 YAML spec', () => {
	it('reads nullable parameters, the servers and a header API key', () => {
		const list = model(orders, 'GET /orders');
		expect(list.servers).toEqual(['https://api.example.com/v1']);
		expect(parameterLines(list.parameters)).toEqual(['query status: string | null (enum ["open","shipped"])']);
		expect(list.security).toEqual([{ kind: 'apiKey', name: 'apiKeyHeader', header: 'X-API-Key: <api-key>' }]);
	});

	it('sends the header API key under its name in the samples', () => {
		expect(model(orders, 'GET /orders/{orderId}').samples[0]!.source).toBe(
			['curl --request GET \\', "  --url 'https://api.example.com/v1/orders/ord_123' \\", "  --header 'X-API-Key: <api-key>'"].join('\n'),
		);
	});
});

describe('webhooks', () => {
	it('builds the showcase "WEBHOOK /plant/webhook": payload fields, the answer, no credentials', () => {
		const webhook = model(showcase, 'WEBHOOK /plant/webhook');
		expect(webhook).toMatchObject({
			kind: 'webhook',
			method: 'POST',
			path: '/plant/webhook',
			title: 'New Plant',
			descriptionHtml: '<p>Information about a new plant added to the store</p>',
			servers: [],
			// The document's bearerAuth secures the API, not the webhook: a webhook shows only its own.
			security: [],
			parameters: [],
		});
		expect(webhook.body).toMatchObject({ mediaType: 'application/json', description: '<p>Plant added to the store</p>' });
		expect(outline(webhook.body!.schema).split('\n')).toEqual([
			'body: object',
			'  id: integer (required, format int64)',
			'  name: string (required)',
			'  tag: string',
		]);
		expect(webhook.body!.schema.children.map((child) => child.description)).toEqual([
			'<p>Identification number of the plant</p>',
			'<p>The name of the plant</p>',
			'<p>Tag to specify the type</p>',
		]);
		expect(webhook.responses).toEqual([
			{
				status: '200',
				description: '<p>Return a 200 status to indicate that the data was received successfully</p>',
				headers: [],
				bodies: [],
			},
		]);
	});

	it('samples the delivery of the payload to a local receiver', () => {
		const webhook = model(showcase, 'WEBHOOK /plant/webhook');
		expect(sampleReceiverUrl).toBe('http://localhost:3000');
		// The playground's receiver field starts from the same URL (Playground.astro).
		expect([sampleReceiverFor('/plant/webhook'), sampleReceiverFor('plantSold')]).toEqual([
			'http://localhost:3000/plant/webhook',
			'http://localhost:3000/plantSold',
		]);
		expect(webhook.samples[0]!.source).toBe(
			[
				'curl --request POST \\',
				"  --url 'http://localhost:3000/plant/webhook' \\",
				"  --header 'Content-Type: application/json' \\",
				"  --data '{",
				'  "name": "Monstera deliciosa",',
				'  "tag": "tropical",',
				'  "id": 42',
				"}'",
			].join('\n'),
		);
	});

	it('sends the readOnly fields in a webhook payload and leaves the writeOnly ones out: the store sends it', () => {
		const spec = specOf({
			openapi: '3.1.0',
			webhooks: {
				plantAdded: {
					post: {
						requestBody: {
							content: {
								'application/json': {
									schema: {
										type: 'object',
										required: ['id', 'name'],
										properties: {
											id: { type: 'integer', readOnly: true, examples: [42] },
											name: { type: 'string', examples: ['Fern'] },
											supplierSecret: { type: 'string', writeOnly: true },
											pot: {
												type: 'object',
												properties: {
													createdAt: { type: 'string', format: 'date', readOnly: true },
													code: { type: 'string', writeOnly: true },
												},
											},
										},
									},
								},
							},
						},
						responses: { '200': { description: 'Received' } },
					},
				},
			},
		});
		const webhook = buildOperationModel(entriesOf(spec)[0]!, apiConfig());
		expect(webhook.body!.example).toEqual({ id: 42, name: 'Fern', pot: { createdAt: '2026-01-01' } });
		expect(outline(webhook.body!.schema).split('\n')).toEqual([
			'body: object',
			'  id: integer (required, read-only)',
			'  name: string (required)',
			'  pot: object',
			'    createdAt: string (format date, read-only)',
		]);
		expect(JSON.parse(/--data '([\s\S]*)'$/.exec(webhook.samples[0]!.source)![1]!)).toEqual({
			id: 42,
			name: 'Fern',
			pot: { createdAt: '2026-01-01' },
		});
		// The same schema as an operation's request body: the reverse.
		const operation = buildOperationModel(
			entriesOf(
				specOf({ openapi: '3.1.0', paths: { '/plants': { post: spec.document.webhooks!.plantAdded!.post as Record<string, unknown> } } }),
			)[0]!,
			apiConfig(),
		);
		expect(operation.body!.example).toEqual({ name: 'Fern', supplierSecret: '<string>', pot: { code: '<string>' } });
	});

	it("shows the webhook's own security, ignores api.auth and api.baseUrl, and names a receiver path for a bare name", () => {
		const sold = model(everything, 'WEBHOOK plantSold', apiConfig({ auth: { method: 'bearer' }, baseUrl: 'https://api.example.com' }));
		expect(sold.security).toEqual([{ kind: 'basic', name: 'basicAuth', header: 'Authorization: Basic <base64(username:password)>' }]);
		expect(sold.servers).toEqual([]);
		expect(sold.samples[0]!.source.split('\n')[1]).toBe("  --url 'http://localhost:3000/plantSold' \\");
		expect(outline(sold.body!.schema).split('\n')).toEqual([
			'body: object (required)',
			'  plantId: integer (required, format int64)',
			'  soldAt: string (required, format date-time)',
		]);
		expect(sold.responses.map((response) => response.status)).toEqual(['200', '410']);
	});
});

describe('buildSchemaModel', () => {
	it('documents a schema of a components-only spec', () => {
		const schema = buildSchemaModel(componentsOnly, 'Money', componentsOnly.document.components!.schemas!.Money, apiConfig());
		expect(schema).toMatchObject({
			kind: 'schema',
			specId: 'components-only-3.1.json',
			name: 'Money',
			descriptionHtml: '<p>An amount in a currency.</p>',
		});
		expect(outline(schema.schema).split('\n')).toEqual([
			'Money: object',
			'  amount: integer (required)',
			'  currency: string (required, pattern ^[A-Z]{3}$)',
		]);
		expect(schema.example).toEqual({ amount: 1999, currency: 'EUR' });
	});

	it('keeps the file order with maintainOrder', () => {
		const plant = buildSchemaModel(showcase, 'Plant', showcase.document.components!.schemas!.Plant, apiConfig({ maintainOrder: true }));
		expect(plant.schema.children.map((child) => child.name)).toEqual(['name', 'tag']);
		const category = buildSchemaModel(everything, 'Category', everything.document.components!.schemas!.Category, apiConfig());
		expect(() => JSON.stringify(category)).not.toThrow();
	});
});
