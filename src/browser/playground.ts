/**
 * The API playground. The request goes only to the base URL shown (or, for a webhook, to the
 * receiver URL the reader typed); with a credential, a redirect is not followed. The credential
 * lives in this module's memory, in session storage only when the reader ticks "Remember"; it is
 * never written to the console.
 */
const rememberKey = 'trellis-playground-credential';

interface PlaygroundRequest {
	url: string;
	init: RequestInit & { headers: Record<string, string> };
}

/**
 * The request a playground form describes. `bodyTypes` are the types of the body's own inputs
 * (an MDX endpoint's body fields, sent as one JSON object), by name.
 */
function buildRequest(section: DOMStringMap, form: FormData, bodyTypes: ReadonlyMap<string, string>, server: string): PlaygroundRequest {
	const method = section.method ?? 'GET';
	const webhook = section.kind === 'webhook';
	let path = section.path ?? '/';
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
	const credential = String(form.get('credential') ?? '').trim();
	const withCredential = credential !== '' && !webhook;
	if (withCredential) applyCredential(section, credential, headers, query);
	const body = bodyTypes.size > 0 ? JSON.stringify(fields) : form.get('body');
	// A redirect could lead the credential to another server: it is not followed (see send).
	const init: PlaygroundRequest['init'] = {
		method,
		headers,
		...(withCredential ? { redirect: 'manual' as const } : {}),
		// `api.playground.credentials`: the API's own cookies go with the request, as the docs' authors asked.
		...(section.credentials === 'include' ? { credentials: 'include' as const } : {}),
	};
	if (typeof body === 'string' && body.trim() !== '' && method !== 'GET' && method !== 'HEAD') {
		init.body = body;
		headers['Content-Type'] = section.mediaType ?? 'application/json';
	}
	const base = webhook ? String(form.get('receiver') ?? '') : `${server}${path}`;
	const search = query.toString();
	return { url: search ? `${base}${base.includes('?') ? '&' : '?'}${search}` : base, init };
}

/** The fieldset of a server's variables, when it has some. */
function variablesOf(section: HTMLElement, server: string): HTMLFieldSetElement | undefined {
	return [...section.querySelectorAll<HTMLFieldSetElement>('[data-server-variables]')].find(
		(set) => set.dataset['serverVariables'] === server,
	);
}

/**
 * The base URL of the chosen server, its `{variables}` replaced by the values chosen or typed (an
 * empty one by its default, which the server's URL in the menu holds).
 */
function serverUrl(section: HTMLElement, server: string): string {
	const variables = variablesOf(section, server);
	const template = variables?.dataset['template'];
	if (!variables || !template) return server;
	const values = new Map(
		[...variables.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[data-variable]')].map((input) => [
			input.dataset['variable'],
			input.value.trim() || input.dataset['default'] || '',
		]),
	);
	return template.replace(/\{([^}]+)\}/g, (whole, name: string) => values.get(name) || whole);
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

function applyCredential(section: DOMStringMap, credential: string, headers: Record<string, string>, query: URLSearchParams): void {
	if (section.authQuery) {
		query.set(section.authQuery, credential);
		return;
	}
	const header = section.authHeader ?? 'Authorization';
	if (section.authKind === 'basic') {
		headers[header] = /^basic\s/i.test(credential) ? credential : `Basic ${btoa(credential)}`;
		return;
	}
	const prefix = section.authPrefix;
	headers[header] = prefix && !credential.toLowerCase().startsWith(prefix.toLowerCase()) ? `${prefix} ${credential}` : credential;
}

function element(tag: string, className: string, text?: string): HTMLElement {
	const node = document.createElement(tag);
	node.className = className;
	if (text !== undefined) node.textContent = text;
	return node;
}

async function send(section: HTMLElement, form: HTMLFormElement, result: HTMLElement): Promise<void> {
	const bodyTypes = new Map(
		[...form.querySelectorAll<HTMLInputElement>('input[name^="body:"]')].map((input) => [
			input.name.slice('body:'.length),
			input.dataset.type ?? 'string',
		]),
	);
	const fields = new FormData(form);
	const request = buildRequest(section.dataset, fields, bodyTypes, serverUrl(section, String(fields.get('server') ?? '')));
	result.replaceChildren(element('p', 'playground-pending', `Sending ${request.init.method} ${request.url}…`));
	const started = performance.now();
	try {
		const response = await fetch(request.url, request.init);
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
		const text = await response.text();
		const elapsed = Math.round(performance.now() - started);
		const headers = [...response.headers.entries()].map(([name, value]) => `${name}: ${value}`).join('\n');
		let body = text;
		try {
			body = JSON.stringify(JSON.parse(text), null, 2);
		} catch {
			// Not JSON: shown as it came.
		}
		result.replaceChildren(
			element('p', 'playground-status', `${response.status} ${response.statusText} · ${elapsed} ms`),
			element('pre', 'playground-headers', headers),
			element('pre', 'playground-body', body || '(empty body)'),
		);
	} catch {
		const origin = (() => {
			try {
				return new URL(request.url).origin;
			} catch {
				return request.url;
			}
		})();
		result.replaceChildren(
			element(
				'p',
				'playground-error',
				`The request did not reach ${origin}, or the browser blocked its answer. Either the server is down or unreachable from here, ` +
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
		const credential = form.elements.namedItem('credential');
		const remember = form.elements.namedItem('remember');
		if (credential instanceof HTMLInputElement && remember instanceof HTMLInputElement) {
			const stored = sessionStorage.getItem(rememberKey);
			if (stored) {
				credential.value = stored;
				remember.checked = true;
			}
			const keep = () => {
				if (remember.checked && credential.value) sessionStorage.setItem(rememberKey, credential.value);
				else sessionStorage.removeItem(rememberKey);
			};
			remember.addEventListener('change', keep);
			credential.addEventListener('change', keep);
		}
		// The base URL menu of the page header and the playground's stay in step.
		const headerServer = document.querySelector<HTMLSelectElement>('[data-api-server]');
		const server = form.elements.namedItem('server');
		// The variables of the chosen server are shown, and only those.
		const showVariables = () => {
			if (!(server instanceof HTMLSelectElement)) return;
			for (const set of section.querySelectorAll<HTMLFieldSetElement>('[data-server-variables]'))
				set.hidden = set.dataset['serverVariables'] !== server.value;
		};
		if (headerServer && server instanceof HTMLSelectElement) {
			headerServer.addEventListener('change', () => {
				server.value = headerServer.value;
				showVariables();
			});
			server.addEventListener('change', () => (headerServer.value = server.value));
		}
		if (server instanceof HTMLSelectElement) server.addEventListener('change', showVariables);
		form.addEventListener('submit', (event) => {
			event.preventDefault();
			void send(section, form, result);
		});
	}
}
