import { describe, expect, it } from 'vitest';
import { schemesOf, securityRequirementsOf } from '../../../src/openapi/security-requirements.ts';

const schemes = {
	key: { type: 'apiKey', in: 'query', name: 'api_key' },
	session: { type: 'apiKey', in: 'cookie', name: 'sid' },
	basic: { type: 'http', scheme: 'basic' },
	oauth: {
		type: 'oauth2',
		flows: {
			clientCredentials: { tokenUrl: 'https://auth.example/token', scopes: { read: 'Read', write: 'Write' } },
			authorizationCode: { authorizationUrl: 'https://auth.example/authorize', tokenUrl: 'https://auth.example/token', scopes: {} },
			implicit: { authorizationUrl: 'https://auth.example/authorize', scopes: {} },
		},
	},
	oidc: { type: 'openIdConnect', openIdConnectUrl: 'https://auth.example/.well-known/openid-configuration' },
	bad: { type: 'oauth2', flows: { clientCredentials: { tokenUrl: 'javascript:alert(1)' } } },
};

describe('securityRequirementsOf: the ways a request may be authorised', () => {
	it('each requirement object is one way (OR), its schemes together (AND); {} is a way without credentials', () => {
		const ways = securityRequirementsOf([{ key: [], basic: [] }, { session: [] }, {}], schemes, {});
		expect(ways.map((way) => way.map((scheme) => `${scheme.kind}:${scheme.query ?? scheme.cookie ?? scheme.header}`))).toEqual([
			['apiKey:api_key', 'basic:Authorization: Basic <base64(username:password)>'],
			['apiKey:sid'],
			[],
		]);
		expect(schemesOf(ways).map((scheme) => scheme.name)).toEqual(['key', 'basic', 'session']);
	});

	it('OAuth 2: the flows a static page can run, with the scopes the requirement asks for, else every scope declared', () => {
		const asked = securityRequirementsOf([{ oauth: ['read'] }], schemes, {})[0]?.[0];
		expect(asked?.flows).toEqual({
			clientCredentials: { tokenUrl: 'https://auth.example/token' },
			authorizationCode: { authorizationUrl: 'https://auth.example/authorize', tokenUrl: 'https://auth.example/token' },
			scopes: ['read'],
		});
		const all = securityRequirementsOf([{ oauth: [] }], schemes, {})[0]?.[0];
		expect(all?.flows?.scopes).toEqual(['read', 'write']);
	});

	it('OpenID Connect keeps its discovery URL; a URL that is not http(s) is not offered; undeclared schemes are left out', () => {
		const ways = securityRequirementsOf([{ oidc: ['openid'] }, { bad: [] }, { missing: [] }], schemes, {});
		expect(ways.map((way) => way.map(({ kind, openIdConnectUrl, flows }) => ({ kind, openIdConnectUrl, flows })))).toEqual([
			[{ kind: 'openIdConnect', openIdConnectUrl: 'https://auth.example/.well-known/openid-configuration', flows: { scopes: ['openid'] } }],
			[{ kind: 'oauth2', openIdConnectUrl: undefined, flows: undefined }],
		]);
	});
});
