import { describe, expect, it } from 'vitest';
import { validateConfigText } from '../../../src/config/load-config.ts';
import type { DocsConfig } from '../../../src/config/site-config.ts';
import { buildOperationModel } from '../../../src/openapi/build-api-model.ts';
import { entriesOf } from '../../../src/openapi/entries.ts';
import { exampleOf } from '../../../src/openapi/example.ts';
import { defaultExampleSettings, exampleSettingsOf } from '../../../src/openapi/example-settings.ts';
import { tagGroupLabel } from '../../../src/openapi/extensions.ts';
import { mdxEndpointModel } from '../../../src/openapi/mdx-endpoint.ts';
import { apiSettingsOf } from '../../../src/openapi/api-settings.ts';
import type { ApiOperationModel } from '../../../src/openapi/types.ts';
import type { PageFile } from '../../../src/page-files/scan-pages.ts';
import { checkMdx } from '../../../src/page-files/check-mdx.ts';
import { formatProblems } from '../../../src/problems/format.ts';
import { apiConfig, specOf } from './helpers.ts';
import { loadedConfig } from '../support/config.ts';

/** A current-format config with `api` as given. */
function currentConfig(api: string): DocsConfig {
	return loadedConfig({
		theme: 'mint',
		name: 'Orchard',
		colors: { primary: '#0F766E' },
		api: JSON.parse(api),
		navigation: { pages: ['index'] },
	});
}

const spec = specOf({
	openapi: '3.1.0',
	servers: [{ url: 'https://api.orchard.example' }],
	tags: [{ name: 'tree-care', 'x-group': 'Tree care' }, { name: 'plain' }, { name: 'odd', 'x-group': 42 }],
	security: [{ key: [] }],
	paths: {
		'/trees/{treeId}': {
			post: {
				tags: ['tree-care'],
				'x-mint': {
					content: '## Note\n\nSee <script>alert(1)</script>[this](javascript:alert(1)) and [that](/guide).',
					mcp: { enabled: true },
				},
				'x-mcp': { enabled: false },
				parameters: [
					{ name: 'treeId', in: 'path', required: true, schema: { type: 'string' }, example: 't-1' },
					{ name: 'season', in: 'query', schema: { type: 'string', default: 'winter' } },
					{ name: 'limit', in: 'query', schema: { type: 'integer', 'x-default': 5, example: 9 } },
				],
				requestBody: {
					content: {
						'application/json': {
							schema: {
								type: 'object',
								required: ['branches'],
								properties: {
									branches: { type: 'integer', example: 3 },
									tool: { type: 'string', example: 'saw', 'x-default': 'shears' },
								},
							},
						},
					},
				},
				responses: {},
			},
		},
	},
	components: {
		securitySchemes: {
			key: { type: 'apiKey', in: 'header', name: 'X-Key', 'x-default': 'demo-key' },
			basic: { type: 'http', scheme: 'basic', 'x-default': 'not for basic' },
		},
	},
});
const entry = entriesOf(spec)[0]!;
const curlOf = (model: ApiOperationModel) => model.samples.find((sample) => sample.label === 'cURL')?.source;

describe('api.examples of the current format', () => {
	it('reads defaults, prefill and autogenerate, with the hosted defaults when unset or in a legacy config', () => {
		expect(exampleSettingsOf(currentConfig('{"examples": {"defaults": "required", "prefill": true, "autogenerate": false}}'))).toEqual({
			requiredOnly: true,
			prefill: true,
			autogenerate: false,
		});
		expect(exampleSettingsOf(currentConfig('{}'))).toEqual(defaultExampleSettings);
		expect(exampleSettingsOf({})).toEqual(defaultExampleSettings);
	});

	it('defaults "required": the sample body holds only the required properties; "all" holds every one', () => {
		const required = buildOperationModel(entry, apiConfig(), { ...defaultExampleSettings, requiredOnly: true });
		expect(curlOf(required)).toContain(`--data '{\n  "branches": 3\n}'`);
		expect(curlOf(buildOperationModel(entry, apiConfig()))).toContain(`--data '{\n  "branches": 3,\n  "tool": "saw"\n}'`);
		expect(
			exampleOf({ type: 'object', required: ['a'], properties: { a: { type: 'integer' }, b: { type: 'string' } } }, 'any', {
				requiredOnly: true,
			}),
		).toEqual({
			a: 1,
		});
	});

	/** The values the body's form starts its fields with, by name. */
	const formInitials = (model: ReturnType<typeof buildOperationModel>) => {
		const form = model.body?.playground?.[0]?.form;
		return form?.kind === 'object'
			? Object.fromEntries(
					form.properties
						.filter((property) => property.node.initial !== undefined)
						.map((property) => [property.name, property.node.initial]),
				)
			: undefined;
	};

	it('prefill: each input starts with x-default, else the example, else the default; without it, with the example only', () => {
		const prefilled = buildOperationModel(entry, apiConfig(), { ...defaultExampleSettings, prefill: true });
		expect(prefilled.parameters.map((parameter) => [parameter.name, parameter.initial])).toEqual([
			['treeId', 't-1'],
			['limit', 5],
			['season', 'winter'],
		]);
		// The body's form: each field starts with its x-default, else its example.
		expect(formInitials(prefilled)).toEqual({ branches: 3, tool: 'shears' });
		expect(prefilled.body?.example).toEqual({ branches: 3, tool: 'saw' });
		const plain = buildOperationModel(entry, apiConfig());
		expect(plain.parameters.map((parameter) => parameter.initial)).toEqual([undefined, undefined, undefined]);
		expect(formInitials(plain)).toEqual({ branches: 3, tool: 'saw' });
	});

	it('autogenerate false: only the samples the spec gives', () => {
		const model = buildOperationModel(entry, apiConfig(), { ...defaultExampleSettings, autogenerate: false });
		expect(model.samples).toEqual([]);
	});
});

describe('OpenAPI extensions', () => {
	it('x-default of an API key or bearer scheme prefills the credential, always; a basic scheme takes none', () => {
		expect(buildOperationModel(entry, apiConfig()).security[0]).toMatchObject({ kind: 'apiKey', defaultValue: 'demo-key' });
		const basic = specOf({ ...spec.document, security: [{ basic: [] }] });
		expect(buildOperationModel(entriesOf(basic)[0]!, apiConfig()).security[0]!.defaultValue).toBeUndefined();
	});

	it('x-mint.content is sanitised Markdown: no script, no javascript: link', () => {
		expect(buildOperationModel(entry, apiConfig()).contentHtml).toBe(
			'<h2>Note</h2>\n<p>See <a>this</a> and <a href="/guide">that</a>.</p>',
		);
	});

	it('x-group labels the group of a tag; an empty or non-string one is ignored', () => {
		expect(tagGroupLabel(spec, 'tree-care')).toBe('Tree care');
		expect(tagGroupLabel(spec, 'plain')).toBe('plain');
		expect(tagGroupLabel(spec, 'odd')).toBe('odd');
		expect(tagGroupLabel(spec, 'undeclared')).toBe('undeclared');
	});
});

/** An MDX endpoint page from its frontmatter and body. */
function mdxPage(frontmatter: PageFile['frontmatter'], body = ''): PageFile {
	const checked = checkMdx('/docs/endpoint.mdx', body);
	return {
		path: 'endpoint',
		file: '/docs/endpoint.mdx',
		href: '/endpoint',
		title: frontmatter.title ?? 'Endpoint',
		frontmatter,
		components: checked.components,
		frontmatterLines: { api: 3 },
		paramFields: checked.paramFields,
	};
}

function endpoint(page: PageFile, config: DocsConfig, settings = exampleSettingsOf(config)) {
	const result = mdxEndpointModel(page, apiSettingsOf(config), settings);
	return 'model' in result ? result.model : formatProblems(result.problems, '/docs');
}

const fields = [
	'<ParamField path="treeId" type="string" required>The tree.</ParamField>',
	'<ParamField query="dryRun" type="boolean" default="false">Only check.</ParamField>',
	'<ParamField header="X-Trace" hidden>Not shown.</ParamField>',
	'<ParamField body="kilograms" type="number" required placeholder="12.5">Weight.</ParamField>',
	'<ParamField body="variety" type="string" default="Gala">Variety.</ParamField>',
	'<ParamField body="crates" type="object">',
	'  <Expandable title="properties">',
	'    <ParamField body="count" type="integer">Nested: not a field of the request.</ParamField>',
	'  </Expandable>',
	'</ParamField>',
].join('\n\n');

describe('an endpoint described in MDX (frontmatter api:)', () => {
	const config = currentConfig(
		'{"mdx": {"server": ["https://api.orchard.example/", "https://eu.orchard.example"], "auth": {"method": "key", "name": "X-Orchard-Key"}}, "examples": {"languages": ["curl"]}}',
	);

	it("reads the page's top-level <ParamField>s, leaving out hidden and nested ones", () => {
		expect(mdxPage({}, fields).paramFields).toEqual([
			{ location: 'path', name: 'treeId', type: 'string', required: true },
			{ location: 'query', name: 'dryRun', type: 'boolean', required: false, default: 'false' },
			{ location: 'body', name: 'kilograms', type: 'number', required: true, placeholder: '12.5' },
			{ location: 'body', name: 'variety', type: 'string', required: false, default: 'Gala' },
			{ location: 'body', name: 'crates', type: 'object', required: false },
		]);
	});

	it('puts a path on the servers of api.mdx.server, with the auth of api.mdx.auth, and samples from the fields', () => {
		const model = endpoint(mdxPage({ api: 'post /trees/{treeId}/harvests' }, fields), config) as ApiOperationModel;
		expect(model).toMatchObject({
			origin: 'mdx',
			method: 'POST',
			path: '/trees/{treeId}/harvests',
			servers: ['https://api.orchard.example', 'https://eu.orchard.example'],
			security: [{ kind: 'apiKey', header: 'X-Orchard-Key: <api-key>' }],
			playground: 'show',
		});
		expect(model.bodyFields).toEqual([
			{ name: 'kilograms', type: 'number', required: true, placeholder: '12.5' },
			{ name: 'variety', type: 'string', required: false, placeholder: 'Gala' },
			{ name: 'crates', type: 'object', required: false },
		]);
		expect(model.samples.map((sample) => sample.label)).toEqual(['cURL', 'Python', 'JavaScript']);
		expect(curlOf(model)).toBe(
			[
				'curl --request POST \\',
				"  --url 'https://api.orchard.example/trees/{treeId}/harvests' \\",
				"  --header 'X-Orchard-Key: <api-key>' \\",
				"  --header 'Content-Type: application/json' \\",
				`  --data '{\n  "kilograms": 12.5,\n  "variety": "Gala",\n  "crates": {}\n}'`,
			].join('\n'),
		);
	});

	it('with defaults "required" and prefill, samples the required fields and starts inputs with the defaults', () => {
		const strict = currentConfig(
			'{"mdx": {"server": "https://api.orchard.example"}, "examples": {"defaults": "required", "prefill": true}}',
		);
		const model = endpoint(mdxPage({ api: 'POST /trees/{treeId}' }, fields), strict) as ApiOperationModel;
		expect(curlOf(model)).toContain(`--data '{\n  "kilograms": 12.5\n}'`);
		expect(model.parameters.find((parameter) => parameter.name === 'dryRun')?.initial).toBe(false);
		expect(model.bodyFields?.find((field) => field.name === 'variety')?.initial).toBe('Gala');
	});

	it("takes a full URL as it is written, braces included, and the page's authMethod and playground over the config's", () => {
		const model = endpoint(
			mdxPage({ api: 'GET https://harvests.example/v2/harvests/{id}', authMethod: 'bearer', playground: 'simple' }),
			config,
		) as ApiOperationModel;
		expect(model).toMatchObject({
			servers: ['https://harvests.example'],
			path: '/v2/harvests/{id}',
			security: [{ kind: 'bearer', header: 'Authorization: Bearer <token>' }],
			playground: 'simple',
		});
		// A path parameter no <ParamField> documents is still an input.
		expect(model.parameters).toMatchObject([{ name: 'id', location: 'path', required: true }]);
		const none = endpoint(mdxPage({ api: 'DELETE /x', authMethod: 'none', playground: 'none' }), config) as ApiOperationModel;
		expect([none.security, none.playground]).toEqual([[], 'hide']);
	});

	it('leaves the samples to a <RequestExample> of the page, and to no one with autogenerate false', () => {
		const written = mdxPage({ api: 'GET /x' }, '<RequestExample>\n\n```bash\ncurl x\n```\n\n</RequestExample>');
		expect((endpoint(written, config) as ApiOperationModel).samples).toEqual([]);
		const off = currentConfig('{"mdx": {"server": "https://api.orchard.example"}, "examples": {"autogenerate": false}}');
		expect((endpoint(mdxPage({ api: 'GET /x' }), off) as ApiOperationModel).samples).toEqual([]);
	});

	it('reads the legacy api.baseUrl and api.auth', () => {
		const legacy = validateConfigText(
			'/docs/mint.json',
			'{"name": "Old", "navigation": [], "api": {"baseUrl": "https://old.example", "auth": {"method": "bearer"}}}',
		).config!;
		expect(endpoint(mdxPage({ api: 'GET /plants' }), legacy)).toMatchObject({
			servers: ['https://old.example'],
			security: [{ kind: 'bearer' }],
		});
	});

	it('says what is wrong with an api: value, where, and how to write it', () => {
		const noServer = currentConfig('{}');
		expect(endpoint(mdxPage({ api: 'FETCH /plants' }), config)).toBe(
			'error: endpoint.mdx:3 api: "FETCH /plants" is not of the form "METHOD URL"\n' +
				'  fix: write the method and the URL, e.g. api: "POST https://api.example.com/users/{id}"; the methods are GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS, TRACE\n' +
				'1 error, 0 warnings',
		);
		expect(endpoint(mdxPage({ api: 'GET /plants' }), noServer)).toContain('api: the path "/plants" has no base URL');
		expect(endpoint(mdxPage({ api: 'GET /plants' }), noServer)).toContain('set "api": {"mdx": {"server": "https://api.example.com"}}');
		expect(endpoint(mdxPage({ api: 'GET javascript:alert(1)' }), config)).toContain(
			'api: "javascript:alert(1)" is not an http(s) URL or a path',
		);
		expect(endpoint(mdxPage({ api: 'GET /plants?limit=1' }), config)).toContain('api: "/plants?limit=1" has a query or fragment');
	});
});
