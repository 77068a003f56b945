/**
 * OAuth 2 and OpenID Connect in the playground, as far as a static page can go: a token from the
 * client credentials (the reader's client id and secret, sent to the token URL), or by the
 * authorization code flow with PKCE (the reader signs in at the authorization URL and comes back
 * to this page, which trades the code for a token). OpenID Connect's discovery document gives
 * the URLs. The token goes into the scheme's token input, in memory like any credential; only
 * the flow's one-time state waits in session storage while the reader signs in. The discovery
 * document and the token requests go through the playground's proxy when it has one, as many
 * token URLs do not allow a page's requests (CORS).
 */
import { chosenProxy, proxiedUrl } from './proxy.ts';

const pendingKey = 'trellis-playground-oauth';
/** What the authorization server adds to the page's address on the way back, removed once read. */
const returnParameters = ['code', 'state', 'error', 'error_description', 'error_uri', 'iss', 'session_state'];

type Flow = 'client-credentials' | 'authorization-code';

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

/** The page's own address, which the authorization server sends the reader back to: the one to register with it. */
const redirectUriOfPage = () => `${location.origin}${location.pathname}`;

/** Fetches `url` through the section's proxy when it has one, else straight. */
async function fetchVia(section: HTMLElement, url: string, init?: RequestInit): Promise<Response> {
	const proxy = await chosenProxy(section);
	return fetch(proxy ? proxiedUrl(proxy, url) : url, init);
}

/** The endpoints of a scheme: its own flows', or those its OpenID Connect discovery document names. */
async function endpointsOf(section: HTMLElement, scheme: HTMLElement, flow: Flow): Promise<Endpoints> {
	const data = scheme.dataset;
	if (data['openidUrl']) {
		const response = await fetchVia(section, data['openidUrl']);
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
async function requestToken(section: HTMLElement, tokenUrl: string, parameters: Record<string, string>): Promise<string> {
	const body = new URLSearchParams(Object.entries(parameters).filter(([, value]) => value !== ''));
	const response = await fetchVia(section, tokenUrl, { method: 'POST', body, headers: { Accept: 'application/json' } });
	const text = await response.text();
	const answer = (() => {
		try {
			return JSON.parse(text) as Record<string, unknown>;
		} catch {
			return {};
		}
	})();
	if (!response.ok || typeof answer['access_token'] !== 'string') {
		// OAuth's own error, else what a proxy or a server said in plain text.
		const said = typeof answer['error_description'] === 'string' ? answer['error_description'] : (answer['error'] ?? text.trim());
		const reason = typeof said === 'string' && said !== '' ? `: ${said.slice(0, 300)}` : '';
		throw new Error(`the token URL answered ${response.status}${reason}`);
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

const failure = (error: unknown) => `No token: ${error instanceof Error ? error.message : String(error)}.`;

async function run(section: HTMLElement, scheme: HTMLElement, flow: Flow, status: HTMLElement | null): Promise<void> {
	const endpoints = await endpointsOf(section, scheme, flow);
	const clientId = valueOf(scheme, 'client-id');
	const scope = valueOf(scheme, 'scopes');
	if (!endpoints.tokenUrl) throw new Error('the spec names no token URL for this flow');
	if (flow === 'client-credentials') {
		const token = await requestToken(section, endpoints.tokenUrl, {
			grant_type: 'client_credentials',
			client_id: clientId,
			client_secret: valueOf(scheme, 'client-secret'),
			scope,
		});
		setToken(scheme, token, status);
		return;
	}
	if (!endpoints.authorizationUrl) throw new Error('the spec names no authorization URL');
	const pending: Pending = {
		state: randomText(),
		verifier: randomText(),
		tokenUrl: endpoints.tokenUrl,
		clientId,
		redirectUri: redirectUriOfPage(),
		scheme: scheme.dataset['scheme'] ?? '',
	};
	sessionStorage.setItem(pendingKey, JSON.stringify(pending));
	const target = new URL(endpoints.authorizationUrl);
	for (const [name, value] of Object.entries({
		response_type: 'code',
		client_id: clientId,
		redirect_uri: pending.redirectUri,
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
		for (const redirect of scheme.querySelectorAll<HTMLElement>('[data-oauth-redirect]')) redirect.textContent = redirectUriOfPage();
		for (const button of scheme.querySelectorAll<HTMLButtonElement>('[data-oauth]')) {
			button.addEventListener('click', () => {
				const flow = button.dataset['oauth'] === 'authorization-code' ? 'authorization-code' : 'client-credentials';
				if (status) status.textContent = 'Asking for a token…';
				run(section, scheme, flow, status).catch((error: unknown) => {
					if (status) status.textContent = failure(error);
				});
			});
		}
	}
	await finishSignIn(section);
}

/** Shows the scheme the reader signed in for: its way of authorising chosen, its token form open. */
function reveal(section: HTMLElement, scheme: HTMLElement): void {
	const way = scheme.closest<HTMLElement>('[data-auth-way]');
	const menu = section.querySelector<HTMLSelectElement>('select[name="auth-way"]');
	if (way && menu && menu.value !== way.dataset['authWay']) {
		menu.value = way.dataset['authWay'] ?? menu.value;
		menu.dispatchEvent(new Event('change'));
	}
	const details = scheme.querySelector('details');
	if (details) details.open = true;
	scheme.scrollIntoView({ block: 'center' });
}

/**
 * Back from the authorization URL with `?code=…&state=…` (or `?error=…`): the code is traded for
 * a token, and the address cleaned. A state that is not the one sent is refused: that answer was
 * not asked for by this page.
 */
async function finishSignIn(section: HTMLElement): Promise<void> {
	const parameters = new URLSearchParams(location.search);
	const stored = sessionStorage.getItem(pendingKey);
	if (!stored || !parameters.has('state')) return;
	const pending = JSON.parse(stored) as Pending;
	const scheme = [...section.querySelectorAll<HTMLElement>('[data-scheme]')].find(
		(candidate) => candidate.dataset['scheme'] === pending.scheme,
	);
	// Another playground of the page ran the flow.
	if (!scheme) return;
	sessionStorage.removeItem(pendingKey);
	const address = new URL(location.href);
	for (const name of returnParameters) address.searchParams.delete(name);
	history.replaceState(history.state, '', address.href);
	const status = scheme.querySelector<HTMLElement>('[data-oauth-status]');
	// The page was loaded anew: the client id the reader typed is shown again (a client id is no secret).
	const clientId = input(scheme, 'client-id');
	if (clientId && clientId.value === '') clientId.value = pending.clientId;
	reveal(section, scheme);
	const code = parameters.get('code');
	const error = parameters.get('error');
	try {
		if (parameters.get('state') !== pending.state)
			throw new Error('the answer of the authorization URL is not for the sign-in this page began');
		if (error)
			throw new Error(
				`the authorization URL answered ${error}${parameters.has('error_description') ? `: ${parameters.get('error_description')}` : ''}`,
			);
		if (!code) throw new Error('the authorization URL sent no code');
		const token = await requestToken(section, pending.tokenUrl, {
			grant_type: 'authorization_code',
			code,
			redirect_uri: pending.redirectUri,
			client_id: pending.clientId,
			code_verifier: pending.verifier,
		});
		setToken(scheme, token, status);
	} catch (problem) {
		if (status) status.textContent = failure(problem);
	}
}
