/**
 * OAuth 2 and OpenID Connect in the playground, as far as a static page can go: a token from the
 * client credentials (the reader's client id and secret, sent to the token URL), or by the
 * authorization code flow with PKCE (the reader signs in at the authorization URL and comes back
 * to this page, which trades the code for a token). OpenID Connect's discovery document gives
 * the URLs. The token goes into the scheme's token input, in memory like any credential; only
 * the flow's one-time state waits in session storage while the reader signs in.
 */

const pendingKey = 'trellis-playground-oauth';

interface Endpoints {
	tokenUrl?: string;
	authorizationUrl?: string;
}

interface Pending {
	state: string;
	verifier: string;
	tokenUrl: string;
	clientId: string;
	redirectUri: string;
	scheme: string;
}

const base64Url = (bytes: Uint8Array) =>
	btoa(String.fromCharCode(...bytes))
		.replace(/\+/g, '-')
		.replace(/\//g, '_')
		.replace(/=+$/, '');
const randomText = () => base64Url(crypto.getRandomValues(new Uint8Array(32)));

async function challengeOf(verifier: string): Promise<string> {
	return base64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
}

const httpUrl = (value: unknown): string | undefined => (typeof value === 'string' && /^https?:\/\//i.test(value) ? value : undefined);

/** The endpoints of a scheme: its own flows', or those its OpenID Connect discovery document names. */
async function endpointsOf(scheme: HTMLElement, flow: 'client-credentials' | 'authorization-code'): Promise<Endpoints> {
	const data = scheme.dataset;
	if (data['openidUrl']) {
		const response = await fetch(data['openidUrl']);
		if (!response.ok) throw new Error(`the discovery document answered ${response.status}`);
		const document = (await response.json()) as Record<string, unknown>;
		const tokenUrl = httpUrl(document['token_endpoint']);
		const authorizationUrl = httpUrl(document['authorization_endpoint']);
		return { ...(tokenUrl ? { tokenUrl } : {}), ...(authorizationUrl ? { authorizationUrl } : {}) };
	}
	const tokenUrl = flow === 'client-credentials' ? data['clientCredentialsUrl'] : data['tokenUrl'];
	return { ...(tokenUrl ? { tokenUrl } : {}), ...(data['authorizationUrl'] ? { authorizationUrl: data['authorizationUrl'] } : {}) };
}

/** Asks the token URL for a token; the form is urlencoded, so that no CORS preflight is needed. */
async function requestToken(tokenUrl: string, parameters: Record<string, string>): Promise<string> {
	const body = new URLSearchParams(Object.entries(parameters).filter(([, value]) => value !== ''));
	const response = await fetch(tokenUrl, { method: 'POST', body, headers: { Accept: 'application/json' } });
	const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
	if (!response.ok || typeof answer['access_token'] !== 'string') {
		const reason = typeof answer['error_description'] === 'string' ? answer['error_description'] : answer['error'];
		throw new Error(`the token URL answered ${response.status}${typeof reason === 'string' ? `: ${reason}` : ''}`);
	}
	return answer['access_token'];
}

const input = (scheme: HTMLElement, part: string) => scheme.querySelector<HTMLInputElement>(`[data-oauth-input="${part}"]`);
const valueOf = (scheme: HTMLElement, part: string) => input(scheme, part)?.value.trim() ?? '';

function setToken(scheme: HTMLElement, token: string, status: HTMLElement | null): void {
	const field = scheme.querySelector<HTMLInputElement>('[data-credential][data-token]');
	if (field) {
		field.value = token;
		field.dispatchEvent(new Event('change', { bubbles: true }));
	}
	if (status) status.textContent = 'Token received: it is in the access token field.';
}

async function run(scheme: HTMLElement, flow: 'client-credentials' | 'authorization-code', status: HTMLElement | null): Promise<void> {
	const endpoints = await endpointsOf(scheme, flow);
	const clientId = valueOf(scheme, 'client-id');
	const scope = valueOf(scheme, 'scopes');
	if (!endpoints.tokenUrl) throw new Error('the spec names no token URL for this flow');
	if (flow === 'client-credentials') {
		const token = await requestToken(endpoints.tokenUrl, {
			grant_type: 'client_credentials',
			client_id: clientId,
			client_secret: valueOf(scheme, 'client-secret'),
			scope,
		});
		setToken(scheme, token, status);
		return;
	}
	if (!endpoints.authorizationUrl) throw new Error('the spec names no authorization URL');
	const redirectUri = `${location.origin}${location.pathname}`;
	const pending: Pending = {
		state: randomText(),
		verifier: randomText(),
		tokenUrl: endpoints.tokenUrl,
		clientId,
		redirectUri,
		scheme: scheme.dataset['scheme'] ?? '',
	};
	sessionStorage.setItem(pendingKey, JSON.stringify(pending));
	const target = new URL(endpoints.authorizationUrl);
	for (const [name, value] of Object.entries({
		response_type: 'code',
		client_id: clientId,
		redirect_uri: redirectUri,
		scope,
		state: pending.state,
		code_challenge: await challengeOf(pending.verifier),
		code_challenge_method: 'S256',
	}))
		if (value) target.searchParams.set(name, value);
	location.assign(target.href);
}

/** Wires a section's "Get a token" buttons, and finishes a sign-in the reader comes back from. */
export async function initOAuth(section: HTMLElement): Promise<void> {
	for (const scheme of section.querySelectorAll<HTMLElement>('[data-scheme-kind="oauth2"], [data-scheme-kind="openIdConnect"]')) {
		const status = scheme.querySelector<HTMLElement>('[data-oauth-status]');
		for (const button of scheme.querySelectorAll<HTMLButtonElement>('[data-oauth]')) {
			button.addEventListener('click', () => {
				const flow = button.dataset['oauth'] === 'authorization-code' ? 'authorization-code' : 'client-credentials';
				if (status) status.textContent = 'Asking for a token…';
				run(scheme, flow, status).catch((error: unknown) => {
					if (status) status.textContent = `No token: ${error instanceof Error ? error.message : String(error)}.`;
				});
			});
		}
	}
	await finishSignIn(section);
}

/** Back from the authorization URL with `?code=…&state=…`: the code is traded for a token, and the address cleaned. */
async function finishSignIn(section: HTMLElement): Promise<void> {
	const parameters = new URLSearchParams(location.search);
	const code = parameters.get('code');
	const stored = sessionStorage.getItem(pendingKey);
	if (!code || !stored) return;
	sessionStorage.removeItem(pendingKey);
	const pending = JSON.parse(stored) as Pending;
	if (parameters.get('state') !== pending.state) return;
	history.replaceState(null, '', `${location.pathname}${location.hash}`);
	const scheme = [...section.querySelectorAll<HTMLElement>('[data-scheme]')].find(
		(candidate) => candidate.dataset['scheme'] === pending.scheme,
	);
	if (!scheme) return;
	const status = scheme.querySelector<HTMLElement>('[data-oauth-status]');
	try {
		const token = await requestToken(pending.tokenUrl, {
			grant_type: 'authorization_code',
			code,
			redirect_uri: pending.redirectUri,
			client_id: pending.clientId,
			code_verifier: pending.verifier,
		});
		setToken(scheme, token, status);
	} catch (error) {
		if (status) status.textContent = `No token: ${error instanceof Error ? error.message : String(error)}.`;
	}
}
