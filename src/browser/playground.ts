/**
 * The API playground. The request goes only to the base URL shown (or, for a webhook, to the
 * receiver URL the reader typed); with a credential, a redirect is not followed. The credential
 * lives in this module's memory, in session storage only when the reader ticks "Remember"; it is
 * never written to the console.
 */
import type { BodyEditor } from './playground/body-form.ts';
import { cookieReaches, credentialsOf, type SchemeValue } from './playground/credentials.ts';
import type { PlaygroundBody } from './playground/form-node.ts';
import { chosenProxy, cookieHeader, proxiedUrl } from './playground/proxy.ts';
import { followRuntimeVariables, serverUrl, showVariablesOf } from './playground/server-variables.ts';

const rememberKey = 'trellis-playground-credentials';

interface PlaygroundRequest {
	url: string;
	init: RequestInit & { headers: Record<string, string> };
}

/** The schemes of the way of authorising the reader chose, with what the reader typed. */
function chosenSchemes(section: HTMLElement): SchemeValue[] {
	const way = section.querySelector<HTMLElement>('[data-auth-way]:not([hidden])');
	return [...(way?.querySelectorAll<HTMLElement>('[data-scheme-kind]') ?? [])].map((scheme) => {
		const data = scheme.dataset;
		const typed = (part: string) => scheme.querySelector<HTMLInputElement>(`[data-part="${part}"]`)?.value ?? '';
		return {
			kind: data['schemeKind'] ?? 'other',
			value: typed('value'),
			username: typed('username'),
			password: typed('password'),
			...(data['header'] ? { header: data['header'] } : {}),
			...(data['query'] ? { query: data['query'] } : {}),
			...(data['cookie'] ? { cookie: data['cookie'] } : {}),
			...(data['prefix'] ? { prefix: data['prefix'] } : {}),
		};
	});
}

/**
 * The request a playground form describes. `bodyTypes` are the types of the body's own inputs
 * (an MDX endpoint's body fields, sent as one JSON object), by name; `editor` is an operation's body.
 */
function buildRequest(
	section: HTMLElement,
	form: FormData,
	bodyTypes: ReadonlyMap<string, string>,
	editor: BodyEditor | undefined,
	server: string,
): PlaygroundRequest & { cookies: [string, string][] } {
	const data = section.dataset;
	const method = data.method ?? 'GET';
	const webhook = data.kind === 'webhook';
	let path = data.path ?? '/';
	const query = new URLSearchParams();
	const headers: Record<string, string> = {};
	const fields: Record<string, unknown> = {};
	for (const [key, value] of form.entries()) {
		if (typeof value !== 'string') continue;
		const [location, name] = key.split(/:(.*)/s) as [string, string | undefined];
		if (!name) continue;
		if (location === 'path') path = path.replaceAll(`{${name}}`, encodeURIComponent(value));
		else if (location === 'query' && value !== '') query.append(name, value);
		else if (location === 'header' && value !== '') headers[name] = value;
		else if (location === 'body' && value !== '') fields[name] = typedValue(value, bodyTypes.get(name));
	}
	const credentials = webhook ? { headers: {}, query: [], cookies: [] } : credentialsOf(chosenSchemes(section));
	Object.assign(headers, credentials.headers);
	for (const [name, value] of credentials.query) query.set(name, value);
	const withCredential = Object.keys(credentials.headers).length + credentials.query.length + credentials.cookies.length > 0;
	const { body, type } = bodyTypes.size > 0 ? { body: JSON.stringify(fields), type: 'application/json' } : (editor?.request() ?? {});
	// A redirect could lead the credential to another server: it is not followed (see send).
	const init: PlaygroundRequest['init'] = {
		method,
		headers,
		...(withCredential ? { redirect: 'manual' as const } : {}),
		// `api.playground.credentials`: the API's own cookies go with the request, as the docs' authors asked.
		...(data.credentials === 'include' || credentials.cookies.length > 0 ? { credentials: 'include' as const } : {}),
	};
	if (body !== undefined && method !== 'GET' && method !== 'HEAD') {
		init.body = body;
		if (type) headers['Content-Type'] = type;
	}
	const base = webhook ? String(form.get('receiver') ?? '') : `${server}${path}`;
	const search = query.toString();
	return { url: search ? `${base}${base.includes('?') ? '&' : '?'}${search}` : base, init, cookies: credentials.cookies };
}

/** An input's text as its field's type reads it: `10` for a number, `true` for a boolean, JSON for an object or array. */
function typedValue(text: string, type: string | undefined): unknown {
	if ((type === 'number' || type === 'integer') && text.trim() !== '' && Number.isFinite(Number(text))) return Number(text);
	if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
	if (type === 'object' || type === 'array') {
		try {
			return JSON.parse(text) as unknown;
		} catch {
			// Not JSON: sent as the text typed, for the server to answer.
		}
	}
	return text;
}

function element(tag: string, className: string, text?: string): HTMLElement {
	const node = document.createElement(tag);
	node.className = className;
	if (text !== undefined) node.textContent = text;
	return node;
}

/**
 * The request as sent through a proxy: its cookies in a header the proxy turns back into
 * `Cookie`, and none of the docs site's own (`api.playground.credentials` is for straight requests).
 */
function throughProxy(request: PlaygroundRequest & { cookies: [string, string][] }, proxy: string): PlaygroundRequest {
	const init = { ...request.init, headers: { ...request.init.headers } };
	delete init.credentials;
	const cookies = request.cookies.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('; ');
	if (cookies) init.headers[cookieHeader] = cookies;
	return { url: proxiedUrl(proxy, request.url), init };
}

/**
 * Sets the chosen way's cookies for the request, where a page can (the API on this page's host),
 * and returns what removes them again: a credential is not left in the browser.
 */
function setCookies(url: string, cookies: readonly [string, string][]): () => void {
	if (cookies.length === 0 || !cookieReaches(url, location.hostname)) return () => undefined;
	for (const [name, value] of cookies) document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/; SameSite=Lax`;
	return () => {
		for (const [name] of cookies) document.cookie = `${encodeURIComponent(name)}=; path=/; max-age=0`;
	};
}

async function send(section: HTMLElement, form: HTMLFormElement, result: HTMLElement, editor: BodyEditor | undefined): Promise<void> {
	const bodyTypes = new Map(
		[...form.querySelectorAll<HTMLInputElement>('input[name^="body:"]')].map((input) => [
			input.name.slice('body:'.length),
			input.dataset.type ?? 'string',
		]),
	);
	const fields = new FormData(form);
	const request = buildRequest(section, fields, bodyTypes, editor, serverUrl(section, String(fields.get('server') ?? '')));
	// A webhook's receiver is the reader's own: never one a proxy forwards to.
	const proxy = section.dataset.kind === 'webhook' ? undefined : await chosenProxy(section);
	const sent = proxy ? throughProxy(request, proxy) : request;
	result.replaceChildren(element('p', 'playground-pending', `Sending ${request.init.method} ${request.url}…`));
	// The answer's view is a module of its own, loaded while the request is under way.
	const view = import('./playground/response-view.ts');
	const started = performance.now();
	const removeCookies = proxy ? () => undefined : setCookies(request.url, request.cookies);
	try {
		const response = await fetch(sent.url, sent.init).finally(removeCookies);
		const elapsed = Math.round(performance.now() - started);
		if (response.type === 'opaqueredirect') {
			result.replaceChildren(
				element(
					'p',
					'playground-error',
					'The server answered with a redirect, which the playground does not follow: your credential goes only to the server shown. ' +
						'The cURL sample sends the same request from a terminal.',
				),
			);
			return;
		}
		const { showResponse } = await view;
		await showResponse(result, response, elapsed);
	} catch {
		const origin = (() => {
			try {
				return new URL(sent.url, location.href).origin;
			} catch {
				return sent.url;
			}
		})();
		result.replaceChildren(
			element(
				'p',
				'playground-error',
				`The request did not reach ${proxy ? `the proxy at ${origin}` : origin}, or the browser blocked its answer. ` +
					'Either the server is down or unreachable from here, ' +
					'or it does not allow requests from this site (CORS: it must answer with Access-Control-Allow-Origin). ' +
					'The cURL sample sends the same request from a terminal, where CORS does not apply.',
			),
		);
	}
}

export function initPlaygrounds(): void {
	for (const section of document.querySelectorAll<HTMLElement>('[data-playground]')) {
		const form = section.querySelector<HTMLFormElement>('[data-playground-form]');
		const result = section.querySelector<HTMLElement>('[data-playground-result]');
		if (!form || !result) continue;
		section.hidden = false;
		rememberCredentials(form);
		// The way of authorising chosen shows its inputs, and only those.
		const way = form.elements.namedItem('auth-way');
		if (way instanceof HTMLSelectElement)
			way.addEventListener('change', () => {
				for (const inputs of section.querySelectorAll<HTMLElement>('[data-auth-way]'))
					inputs.hidden = inputs.dataset['authWay'] !== way.value;
			});
		if (section.querySelector('[data-oauth]')) void import('./playground/oauth.ts').then(({ initOAuth }) => initOAuth(section));
		// The base URL menu of the page header and the playground's stay in step.
		const headerServer = document.querySelector<HTMLSelectElement>('[data-api-server]');
		const server = form.elements.namedItem('server');
		// The variables of the chosen server are shown, and only those.
		const showVariables = () => {
			if (server instanceof HTMLSelectElement) showVariablesOf(section, server.value);
		};
		// The values custom scripts set (window.mintlify.api.playground.setServerVariables).
		followRuntimeVariables(section);
		if (headerServer && server instanceof HTMLSelectElement) {
			headerServer.addEventListener('change', () => {
				server.value = headerServer.value;
				showVariables();
			});
			server.addEventListener('change', () => (headerServer.value = server.value));
		}
		if (server instanceof HTMLSelectElement) server.addEventListener('change', showVariables);
		// The body's form is drawn by a module of its own, loaded only where there is a body.
		const bodyRoot = section.querySelector<HTMLElement>('[data-playground-body]');
		const bodies = bodyRoot?.dataset['playgroundBody'];
		const editor =
			bodies && bodyRoot
				? import('./playground/body-form.ts').then(({ drawBodyEditor }) =>
						drawBodyEditor(bodyRoot, JSON.parse(bodies) as PlaygroundBody[], bodyRoot.dataset['label'] ?? 'Body'),
					)
				: Promise.resolve(undefined);
		form.addEventListener('submit', (event) => {
			event.preventDefault();
			void editor.then((body) => send(section, form, result, body));
		});
	}
}

/**
 * Every credential input (`data-credential`) keeps its value in session storage while
 * "Remember" is ticked, and only then; unticking forgets them all.
 */
function rememberCredentials(form: HTMLFormElement): void {
	const remember = form.elements.namedItem('remember');
	const inputs = [...form.querySelectorAll<HTMLInputElement>('input[data-credential]')];
	if (!(remember instanceof HTMLInputElement) || inputs.length === 0) return;
	const stored = JSON.parse(sessionStorage.getItem(rememberKey) ?? '{}') as Record<string, string>;
	for (const input of inputs) {
		const value = stored[input.name];
		if (typeof value === 'string') {
			input.value = value;
			remember.checked = true;
		}
	}
	const keep = () => {
		const values = Object.fromEntries(inputs.filter((input) => input.value !== '').map((input) => [input.name, input.value]));
		// What the page's other playgrounds remembered stays, unless the reader unticks.
		const kept = remember.checked ? { ...(JSON.parse(sessionStorage.getItem(rememberKey) ?? '{}') as object), ...values } : {};
		if (Object.keys(kept).length > 0) sessionStorage.setItem(rememberKey, JSON.stringify(kept));
		else sessionStorage.removeItem(rememberKey);
	};
	remember.addEventListener('change', keep);
	for (const input of inputs) input.addEventListener('change', keep);
}
