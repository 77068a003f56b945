import { describe, expect, it } from 'vitest';
import { buildOperationModel } from '../../../src/openapi/build-api-model.ts';
import { entriesOf } from '../../../src/openapi/entries.ts';
import { validateConfigText } from '../../../src/config/load-config.ts';
import { formatProblems } from '../../../src/problems/format.ts';
import { playgroundProxyOf, proxyOrigins } from '../../../src/site/playground-proxy.ts';
import { apiConfig, specOf } from '../openapi/helpers.ts';

/** Which proxy the playground sends through, and where a proxy of the site forwards to. */

/** An OpenAPI server, as a spec writes it. */
interface Server {
	url: string;
	variables?: Record<string, { default: string; enum?: string[] }>;
}

const operations = (servers: Server[], webhooks = false) =>
	entriesOf(
		specOf({
			openapi: '3.1.0',
			servers,
			paths: { '/trees': { get: { responses: { '200': { description: 'OK' } } } } },
			...(webhooks ? { webhooks: { ripe: { post: { responses: { '200': { description: 'OK' } } } } } } : {}),
		}),
	).map((entry) => buildOperationModel(entry, apiConfig()));

describe('the origins a proxy of the site forwards to', () => {
	it("are its servers' origins, each variable at its default and at each value of its enum", () => {
		const origins = proxyOrigins(
			operations([
				{
					url: 'https://{region}.orchard.example:{port}/{stage}',
					variables: {
						region: { default: 'eu', enum: ['eu', 'us'] },
						port: { default: '443', enum: ['443', '8443'] },
						stage: { default: 'v1' },
					},
				},
				{ url: 'http://127.0.0.1:{port}/v1', variables: { port: { default: '4010' } } },
				{ url: 'https://sandbox.orchard.example/v1/' },
			]),
		);
		expect([...origins].sort()).toEqual([
			'http://127.0.0.1:4010',
			'https://eu.orchard.example',
			'https://eu.orchard.example:8443',
			'https://sandbox.orchard.example',
			'https://us.orchard.example',
			'https://us.orchard.example:8443',
		]);
	});

	it("are none of a webhook's receivers, nor what is no http(s) URL", () => {
		const origins = proxyOrigins(
			operations([{ url: 'ftp://files.orchard.example' }, { url: '/relative' }, { url: 'https://{host}/' }], true),
		);
		expect([...origins]).toEqual([]);
	});

	it("add the token URLs of the operations' OAuth 2 schemes and OpenID Connect's discovery document, not the authorization URL", () => {
		const [model] = entriesOf(
			specOf({
				openapi: '3.1.0',
				servers: [{ url: 'https://api.orchard.example/v1' }],
				components: {
					securitySchemes: {
						oauth: {
							type: 'oauth2',
							flows: {
								clientCredentials: { tokenUrl: 'https://machines.orchard.example/token', scopes: {} },
								authorizationCode: {
									authorizationUrl: 'https://login.orchard.example/authorize',
									tokenUrl: 'https://auth.orchard.example:8443/oauth/token',
									scopes: {},
								},
							},
						},
						oidc: { type: 'openIdConnect', openIdConnectUrl: 'https://id.orchard.example/.well-known/openid-configuration' },
						notAUrl: { type: 'oauth2', flows: { clientCredentials: { tokenUrl: 'javascript:alert(1)', scopes: {} } } },
					},
				},
				paths: {
					'/trees': { get: { security: [{ oauth: [] }, { oidc: [] }, { notAUrl: [] }], responses: { '200': { description: 'OK' } } } },
				},
			}),
		).map((entry) => buildOperationModel(entry, apiConfig()));
		expect([...proxyOrigins([model!])].sort()).toEqual([
			'https://api.orchard.example',
			'https://auth.orchard.example:8443',
			'https://id.orchard.example',
			'https://machines.orchard.example',
		]);
	});

	it('take the base URL the config names over the spec', () => {
		const [model] = entriesOf(specOf({ openapi: '3.1.0', servers: [{ url: 'https://spec.example' }], paths: { '/a': { get: {} } } })).map(
			(entry) => buildOperationModel(entry, apiConfig({ baseUrl: 'https://api.orchard.example/v2' })),
		);
		expect([...proxyOrigins([model!])]).toEqual(['https://api.orchard.example']);
	});
});

/** A current-format docs.json whose `api.playground` is `playground`. */
function config(playground: string) {
	return [
		'{',
		'  "theme": "mint",',
		'  "name": "Orchard",',
		'  "colors": { "primary": "#15803D" },',
		`  "api": { "playground": ${playground} },`,
		'  "navigation": { "groups": [{ "group": "Start", "pages": ["index"] }] }',
		'}',
	].join('\n');
}

const read = (playground: string) => validateConfigText('/docs/docs.json', config(playground));
const report = (playground: string) => formatProblems(read(playground).problems, '/docs');

describe('api.playground.proxy', () => {
	it('a URL is the proxy the playground sends through; true or unset, that of trellis dev and preview; false, none', () => {
		const proxyOf = (playground: string) => playgroundProxyOf(read(playground).config!);
		expect(proxyOf('{ "proxy": "https://proxy.orchard.example/relay" }')).toEqual({ url: 'https://proxy.orchard.example/relay' });
		expect(proxyOf('{ "proxy": "http://localhost:8787" }')).toEqual({ url: 'http://localhost:8787' });
		expect(proxyOf('{ "proxy": true }')).toBe('local');
		expect(proxyOf('{}')).toBe('local');
		expect(proxyOf('{ "proxy": false }')).toBeUndefined();
		// The reader's cookies go with straight requests only: asked for, they win over the default.
		expect(proxyOf('{ "credentials": true }')).toBeUndefined();
		expect(proxyOf('{ "credentials": true, "proxy": "https://proxy.orchard.example" }')).toEqual({ url: 'https://proxy.orchard.example' });
	});

	it('true is said in the report, with what a reader of the published site misses', () => {
		expect(report('{ "proxy": true }')).toBe(
			[
				"warning: docs.json:5:28 api.playground.proxy: the published site has no proxy of its own: its playground sends requests straight from the reader's browser, so an API that does not allow requests from the docs' origin (CORS) cannot be tried from it (`trellis dev` and `trellis preview` do proxy them)",
				`  fix: set "proxy" to the URL of a proxy you deploy (README, "The playground's proxy"), or to false once the API allows the docs' origin`,
				'0 errors, 1 warning',
			].join('\n'),
		);
		expect(read('{ "proxy": false }').problems).toEqual([]);
		expect(read('{ "proxy": "https://proxy.orchard.example" }').problems).toEqual([]);
	});

	it.each([
		['"javascript:alert(1)"', 'uses javascript: instead of https'],
		['"ftp://proxy.orchard.example"', 'uses ftp: instead of https'],
		['"http://proxy.orchard.example"', 'uses http on another machine than this one'],
		['"https://user:secret@proxy.orchard.example"', 'holds a user name or password (every reader would see them)'],
		['"https://proxy.orchard.example/#relay"', 'has a #fragment'],
		['"proxy.orchard.example"', 'is not a URL'],
	])('%s is refused, with why and the fix', (value, why) => {
		expect(report(`{ "proxy": ${value} }`)).toBe(
			[
				`error: docs.json:5:28 api.playground.proxy: expected true, false or the https URL of a proxy (http only for localhost), found ${value}, which ${why}`,
				`  fix: give the address of the proxy you deployed (README, "The playground's proxy"), such as "https://playground-proxy.example.workers.dev/"`,
				'1 error, 0 warnings',
			].join('\n'),
		);
	});
});
