import type { ApiSettings, ConfiguredAuth } from './api-settings.ts';
import type { ApiEntry } from './entries.ts';
import { securityDefault } from './extensions.ts';
import type { OAuthFlows, SecurityModel } from './types.ts';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The ways a request may be authorised, as the spec's `security` says: each requirement object
 * is one way, whose schemes all go together (AND); the reader chooses one of the ways (OR). An
 * empty requirement (`{}`) is a way without credentials. Schemes the document does not declare
 * are left out (the spec check reports them); a way left with none of its schemes is dropped.
 */
export function securityRequirementsOf(requirements: unknown, schemes: unknown, api: Pick<ApiSettings, 'auth'>): SecurityModel[][] {
	if (!Array.isArray(requirements)) return [];
	const declared = isObject(schemes) ? schemes : {};
	return requirements.flatMap((requirement): SecurityModel[][] => {
		if (!isObject(requirement)) return [];
		const names = Object.keys(requirement);
		if (names.length === 0) return [[]];
		const way = names.flatMap((name) => {
			const scheme = declared[name];
			const scopes = Array.isArray(requirement[name]) ? (requirement[name] as unknown[]).map(String) : [];
			return isObject(scheme) ? [securityFromScheme(name, scheme, api, scopes)] : [];
		});
		return way.length > 0 ? [way] : [];
	});
}

/**
 * The ways a request may be authorised: the operation's own `security` (an empty list means
 * none), else `api.auth` when the config sets it, else the document's `security`. A webhook
 * shows only its own.
 */
export function securityWaysOf(entry: ApiEntry, api: ApiSettings): SecurityModel[][] {
	const own = entry.operation.security;
	if (!own && entry.kind === 'operation' && api.auth?.method) return [[securityFromConfig(api.auth)]];
	const requirements = own ?? (entry.kind === 'operation' ? entry.spec.document.security : undefined) ?? [];
	return securityRequirementsOf(requirements, entry.spec.document.components?.securitySchemes, api);
}

/** Every scheme of the ways, once each: what the page documents. */
export function schemesOf(ways: readonly SecurityModel[][]): SecurityModel[] {
	const byName = new Map<string, SecurityModel>();
	for (const scheme of ways.flat()) if (!byName.has(scheme.name)) byName.set(scheme.name, scheme);
	return [...byName.values()];
}

/**
 * `api.auth` as the page documents it. The header shown, and so the samples, carry the prefix
 * that the playground puts before the reader's credential (`inputPrefix`).
 */
export function securityFromConfig(auth: ConfiguredAuth): SecurityModel {
	const name = auth.name ?? 'Authorization';
	const prefixed = (prefix: string | undefined, placeholder: string) => (prefix ? `${prefix} ${placeholder}` : placeholder);
	switch (auth.method) {
		case 'bearer': {
			const inputPrefix = auth.inputPrefix ?? 'Bearer';
			return { kind: 'bearer', name, header: `${name}: ${prefixed(inputPrefix, '<token>')}`, inputPrefix };
		}
		case 'basic':
			return {
				kind: 'basic',
				name,
				header: 'Authorization: Basic <base64(username:password)>',
				...(auth.inputPrefix ? { inputPrefix: auth.inputPrefix } : {}),
			};
		default:
			return {
				kind: 'apiKey',
				name,
				header: `${name}: ${prefixed(auth.inputPrefix, '<api-key>')}`,
				...(auth.inputPrefix ? { inputPrefix: auth.inputPrefix } : {}),
			};
	}
}

function securityFromScheme(
	name: string,
	scheme: Record<string, unknown>,
	api: Pick<ApiSettings, 'auth'>,
	scopes: string[],
): SecurityModel {
	const description = typeof scheme.description === 'string' ? scheme.description : undefined;
	const defaultValue = securityDefault(scheme);
	const common = { name, ...(description ? { description } : {}), ...(defaultValue ? { defaultValue } : {}) };
	if (scheme.type === 'http' && String(scheme.scheme).toLowerCase() === 'bearer') {
		return { ...common, kind: 'bearer', header: 'Authorization: Bearer <token>', inputPrefix: api.auth?.inputPrefix ?? 'Bearer' };
	}
	if (scheme.type === 'http' && String(scheme.scheme).toLowerCase() === 'basic') {
		return { ...common, kind: 'basic', header: 'Authorization: Basic <base64(username:password)>' };
	}
	if (scheme.type === 'apiKey') {
		const parameter = String(scheme.name ?? 'api_key');
		const place =
			scheme.in === 'query' ? { query: parameter } : scheme.in === 'cookie' ? { cookie: parameter } : { header: `${parameter}: <api-key>` };
		return { ...common, kind: 'apiKey', ...place };
	}
	const bearer = { header: 'Authorization: Bearer <token>', inputPrefix: 'Bearer' };
	if (scheme.type === 'oauth2') {
		const flows = oauthFlowsOf(scheme.flows, scopes);
		return { ...common, kind: 'oauth2', ...bearer, ...(flows ? { flows } : {}) };
	}
	if (scheme.type === 'openIdConnect') {
		const url = httpUrl(scheme.openIdConnectUrl);
		return { ...common, kind: 'openIdConnect', ...bearer, ...(url ? { openIdConnectUrl: url, flows: { scopes } } : {}) };
	}
	return { ...common, kind: 'other' };
}

/** An http(s) URL, or none: a spec's URL is data, and the page fetches it or sends the reader to it. */
function httpUrl(value: unknown): string | undefined {
	if (typeof value !== 'string') return undefined;
	try {
		const url = new URL(value);
		return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
	} catch {
		return undefined;
	}
}

/**
 * The OAuth 2 flows a static page can run: client credentials (the reader's client id and
 * secret, sent to the token URL) and authorization code with PKCE (the reader signs in at the
 * authorization URL and comes back to the page). The implicit and password flows are not offered:
 * OAuth 2.1 drops them. `scopes` are those the requirement asks for, else every scope the flow
 * declares.
 */
function oauthFlowsOf(value: unknown, required: string[]): OAuthFlows | undefined {
	if (!isObject(value)) return undefined;
	const scopesOf = (flow: Record<string, unknown>) =>
		required.length > 0 ? required : isObject(flow.scopes) ? Object.keys(flow.scopes) : [];
	const flows: OAuthFlows = { scopes: [] };
	const credentials = isObject(value.clientCredentials) ? value.clientCredentials : undefined;
	const credentialsToken = httpUrl(credentials?.tokenUrl);
	if (credentials && credentialsToken) {
		flows.clientCredentials = { tokenUrl: credentialsToken };
		flows.scopes = scopesOf(credentials);
	}
	const code = isObject(value.authorizationCode) ? value.authorizationCode : undefined;
	const codeToken = httpUrl(code?.tokenUrl);
	const authorization = httpUrl(code?.authorizationUrl);
	if (code && codeToken && authorization) {
		flows.authorizationCode = { authorizationUrl: authorization, tokenUrl: codeToken };
		if (flows.scopes.length === 0) flows.scopes = scopesOf(code);
	}
	return flows.clientCredentials || flows.authorizationCode ? flows : undefined;
}

/** The URLs the playground asks for a token: a scheme's token URLs, or its OpenID Connect discovery document. */
export function tokenEndpointsOf(scheme: SecurityModel): string[] {
	const urls = [scheme.flows?.clientCredentials?.tokenUrl, scheme.flows?.authorizationCode?.tokenUrl, scheme.openIdConnectUrl];
	return urls.filter((url) => url !== undefined);
}
