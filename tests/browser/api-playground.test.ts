import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { sharedBrowser } from '../support/browser.ts';
import { projectRoot, type BuildResult } from '../support/build-site.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { sharedBuild } from '../support/shared-build.ts';
import { serveStatic, type StaticServer } from '../support/static-server.ts';
import { closeContext, collectPageErrors, freshPage, newContext, useServedBuild } from './helpers.ts';
import { axeViolations } from './axe.ts';

/**
 * The API playground in a real browser, against real HTTP servers started here on 127.0.0.1:
 * tests/fixtures/api-site and tests/fixtures/api-site-auth (api.auth: an API key in a header of
 * its own name, with a prefix; an operation with HTTP basic), built with their base URLs
 * pointing at those servers, and the showcase's webhook page sending a test delivery to a local
 * receiver. No request reaches another host (./helpers.ts).
 */

const showcase = useServedBuild(fixtureBuilds.showcase);
/** Fixed folders (not fresh temporary ones), so that repeated runs reuse one Astro cache. */
const siteCopy = join(tmpdir(), 'trellis-api-playground-site');
const authSiteCopy = join(tmpdir(), 'trellis-api-playground-auth-site');

interface Recorded {
	method: string;
	/** Path and query, as received. */
	url: string;
	headers: IncomingHttpHeaders;
	body: string;
}

interface TestServer {
	url: string;
	requests: Recorded[];
	/** When set, a request whose path holds `/moved` is redirected (307) to the same path there. */
	redirectTo?: string | undefined;
	close(): Promise<void>;
}

/**
 * An HTTP server that records every request and answers JSON. With `cors`, it answers the
 * preflight and allows any origin, the Authorization and Content-Type headers (and the
 * X-Request-ID header of GET /plants/{plantId}, the X-Plant-Key of the auth fixture); without,
 * it answers without any CORS header.
 */
async function startServer(name: string, cors: boolean): Promise<TestServer> {
	const requests: Recorded[] = [];
	const state: { redirectTo?: string | undefined } = {};
	const server: Server = createServer((request, response) => {
		const chunks: Buffer[] = [];
		request.on('data', (chunk: Buffer) => chunks.push(chunk));
		request.on('end', () => {
			const recorded = {
				method: request.method ?? '',
				url: request.url ?? '',
				headers: request.headers,
				body: Buffer.concat(chunks).toString('utf8'),
			};
			requests.push(recorded);
			if (cors) {
				response.setHeader('Access-Control-Allow-Origin', '*');
				response.setHeader('Access-Control-Expose-Headers', 'X-Answered-By');
			}
			if (request.method === 'OPTIONS') {
				if (cors) {
					response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
					response.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, X-Request-ID, X-Plant-Key');
					response.setHeader('Access-Control-Max-Age', '0');
				}
				response.writeHead(204).end();
				return;
			}
			if (state.redirectTo && recorded.url.includes('/moved')) {
				response.writeHead(307, { Location: `${state.redirectTo}${recorded.url}` }).end();
				return;
			}
			response.setHeader('X-Answered-By', name);
			response.writeHead(200, { 'Content-Type': 'application/json' });
			response.end(JSON.stringify({ answeredBy: name, method: recorded.method, url: recorded.url, stored: true }));
		});
	});
	await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
	const { port } = server.address() as AddressInfo;
	return {
		url: `http://127.0.0.1:${port}`,
		requests,
		get redirectTo() {
			return state.redirectTo;
		},
		set redirectTo(target: string | undefined) {
			state.redirectTo = target;
		},
		close: () =>
			new Promise((done, fail) => {
				server.closeAllConnections();
				server.close((error) => (error ? fail(error) : done()));
			}),
	};
}

/** The requests a server got, without CORS preflights. */
const actual = (server: TestServer) => server.requests.filter((request) => request.method !== 'OPTIONS');

let main: TestServer;
let other: TestServer;
let noCors: TestServer;
let receiver: TestServer;
let build: BuildResult;
let site: StaticServer;
let authBuild: BuildResult;
let authSite: StaticServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
	main = await startServer('main', true);
	other = await startServer('other', true);
	noCors = await startServer('no-cors', false);
	receiver = await startServer('receiver', true);

	build = await buildCopy('tests/fixtures/api-site', siteCopy, [`${main.url}/v2`, `${other.url}/v2`, `${noCors.url}/v2`]);
	site = await serveStatic(build.outDir);
	// Its spec's own server, whose version is a server variable (v1 by default), instead of api.baseUrl.
	authBuild = await buildCopy('tests/fixtures/api-site-auth', authSiteCopy, {
		specServer: `${main.url}/{version}`,
		variables: { version: { default: 'v1', enum: ['v1', 'v2'], description: 'The API version' } },
	});
	authSite = await serveStatic(authBuild.outDir);
	browser = await sharedBrowser();
});

afterAll(async () => {
	if (context) await closeContext(context);
	await browser?.close();
	await site?.close();
	await authSite?.close();
	for (const server of [main, other, noCors, receiver]) await server?.close();
	for (const folder of [siteCopy, authSiteCopy]) rmSync(folder, { recursive: true, force: true });
});

/**
 * Builds a copy of a fixture folder whose `api.baseUrl` points at the servers started here, or
 * whose spec (`openapi.yaml`) names such a server, with variables, in place of the base URL.
 */
async function buildCopy(
	fixture: string,
	copy: string,
	server: string | string[] | { specServer: string; variables: Record<string, unknown> },
): Promise<BuildResult> {
	rmSync(copy, { recursive: true, force: true });
	cpSync(resolve(projectRoot, fixture), copy, { recursive: true });
	const configFile = join(copy, 'docs.json');
	const config = JSON.parse(readFileSync(configFile, 'utf8')) as { api: { baseUrl?: string | string[] } };
	if (typeof server === 'string' || Array.isArray(server)) config.api.baseUrl = server;
	else {
		delete config.api.baseUrl;
		// JSON is YAML: the servers are appended as one top-level key.
		const spec = join(copy, 'openapi.yaml');
		writeFileSync(
			spec,
			`${readFileSync(spec, 'utf8')}\nservers: ${JSON.stringify([{ url: server.specServer, variables: server.variables }])}\n`,
		);
	}
	writeFileSync(configFile, JSON.stringify(config, null, 2));
	const result = await sharedBuild({ docsDir: copy });
	if (result.exitCode !== 0) throw new Error(`${fixture} did not build:\n${result.stdout}\n${result.stderr}`);
	return result;
}

/** A fresh context for each test: storage starts empty. */
async function open(url: string): Promise<Page> {
	if (context) await closeContext(context);
	context = await newContext(browser);
	page = await freshPage(context, url);
	errors = collectPageErrors(page);
	await page.goto(url);
	await playground().waitFor({ state: 'visible' });
	for (const server of [main, other, noCors, receiver]) server.requests.length = 0;
	return page;
}

afterEach(() => {
	expect(errors ?? [], 'uncaught errors in the page').toEqual([]);
});

const playground = () => page.locator('section[data-playground]');
const form = () => playground().locator('form[data-playground-form]');
const field = (name: string) => form().locator(`[name="${name}"]`);
const headerServer = () => page.locator('.api-endpoint select[data-api-server]');
const status = () => playground().locator('.playground-status');
/** The input of the first credential the page asks for. */
const credential = () => form().locator('input[data-credential]').first();

/** Everything the page keeps in the browser: both storages and the cookies. */
async function storedState(): Promise<string> {
	return page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie }));
}

async function send(): Promise<void> {
	await form().getByRole('button', { name: /^Send/ }).click();
}

test('precondition: the browser enforces CORS (a cross-origin answer without CORS headers is blocked)', async () => {
	await open(`${site.url}/reference/get-plant`);
	const outcome = await page.evaluate(async (url) => {
		try {
			await fetch(url);
			return 'read';
		} catch {
			return 'blocked';
		}
	}, `${noCors.url}/probe`);
	expect(outcome).toBe('blocked');
	expect(noCors.requests.map((request) => request.url)).toEqual(['/probe']);
});

describe('"Try it" on an operation', () => {
	test('sends method, path, query, bearer credential and JSON body to the base URL, and shows the answer', async () => {
		await open(`${site.url}/store/plants/update-a-plant`);
		await playground().getByRole('button', { name: 'JSON' }).click();
		const prefilled = JSON.parse(await field('body').inputValue()) as unknown;
		expect(prefilled).toEqual({ name: 'Monstera', price: 19.5, care: { light: 'bright' } });
		await credential().fill('tok-patch-123');
		await field('path:plantId').fill('7');
		await field('query:notify').fill('true');
		await send();
		await status().waitFor();

		expect(actual(main)).toHaveLength(1);
		const request = actual(main)[0]!;
		expect(request.method).toBe('PATCH');
		const url = new URL(request.url, main.url);
		expect(url.pathname).toBe('/v2/plants/7');
		expect([...url.searchParams]).toEqual([['notify', 'true']]);
		expect(request.headers.authorization).toBe('Bearer tok-patch-123');
		expect(request.headers['content-type']).toMatch(/^application\/json/);
		expect(JSON.parse(request.body)).toEqual(prefilled);
		expect(actual(other)).toEqual([]);
		expect(noCors.requests).toEqual([]);

		expect((await status().innerText()).trim()).toMatch(/^200 OK · \d+ ms · \d+ B$/);
		expect(await playground().locator('.playground-headers').innerText()).toContain('x-answered-by: main');
		expect(JSON.parse(await playground().locator('.playground-body').innerText())).toEqual({
			answeredBy: 'main',
			method: 'PATCH',
			url: '/v2/plants/7?notify=true',
			stored: true,
		});
	});

	test('a GET sends the path parameter, the query and the header parameters, and no body', async () => {
		await open(`${site.url}/reference/get-plant`);
		await credential().fill('tok-get-456');
		await field('path:plantId').fill('1234');
		await field('query:include').fill('care');
		await field('header:X-Request-ID').fill('req-0001');
		await send();
		await status().waitFor();

		expect(actual(main)).toHaveLength(1);
		const request = actual(main)[0]!;
		expect(request.method).toBe('GET');
		expect(request.url).toBe('/v2/plants/1234?include=care');
		expect(request.headers.authorization).toBe('Bearer tok-get-456');
		expect(request.headers['x-request-id']).toBe('req-0001');
		expect(request.body).toBe('');
		expect((await status().innerText()).trim()).toMatch(/^200 OK · \d+ ms · \d+ B$/);
	});

	test('a credential typed with its prefix is not prefixed twice', async () => {
		await open(`${site.url}/reference/get-plant`);
		await credential().fill('Bearer tok-prefixed');
		await send();
		await status().waitFor();
		expect(actual(main)[0]?.headers.authorization).toBe('Bearer tok-prefixed');
	});
});

describe('authentication set by api.auth and by the spec (tests/fixtures/api-site-auth)', () => {
	test('api.auth.name is the header the key goes in, api.auth.inputPrefix ("Token") comes before it', async () => {
		await open(`${authSite.url}/list-plants`);
		expect(await form().getByText('X-Plant-Key (API key in header)', { exact: true }).count()).toBe(1);
		expect(await credential().getAttribute('placeholder')).toBe('Token <token>');
		await credential().fill('key-123');
		await send();
		await status().waitFor();
		expect(actual(main).map((request) => `${request.method} ${request.url}`)).toEqual(['GET /v1/plants']);
		const { headers } = actual(main)[0]!;
		expect(headers['x-plant-key']).toBe('Token key-123');
		expect(headers.authorization).toBeUndefined();
	});

	test('a key typed with the prefix is not prefixed twice', async () => {
		await open(`${authSite.url}/list-plants`);
		await credential().fill('Token key-456');
		await send();
		await status().waitFor();
		expect(actual(main)[0]?.headers['x-plant-key']).toBe('Token key-456');
	});

	test('HTTP basic: username and password reach the server as "Authorization: Basic base64(user:password)"', async () => {
		await open(`${authSite.url}/list-orders`);
		await form()
			.getByLabel(/^Username/)
			.fill('ada');
		await form()
			.getByLabel(/^Password/)
			.fill('s3cret:with-colon');
		await send();
		await status().waitFor();
		expect(actual(main).map((request) => `${request.method} ${request.url}`)).toEqual(['GET /v1/orders']);
		const authorization = actual(main)[0]!.headers.authorization ?? '';
		expect(authorization).toBe(`Basic ${Buffer.from('ada:s3cret:with-colon').toString('base64')}`);
		expect(Buffer.from(authorization.replace(/^Basic /, ''), 'base64').toString('utf8')).toBe('ada:s3cret:with-colon');
		expect(actual(main)[0]!.headers['x-plant-key']).toBeUndefined();
	});

	test("a server's variables are asked for, and the request goes to the server they make", async () => {
		await open(`${authSite.url}/list-plants`);
		const version = form().getByRole('combobox', { name: 'version' });
		expect(await version.inputValue()).toBe('v1');
		expect(await form().getByText('The API version').isVisible()).toBe(true);
		await version.selectOption('v2');
		await credential().fill('key-123');
		await send();
		await status().waitFor();
		expect(actual(main).map((request) => `${request.method} ${request.url}`)).toEqual(['GET /v2/plants']);
	});

	test("a custom script's window.mintlify.api.playground.setServerVariables sets them, clearServerVariables gives the defaults back", async () => {
		await open(`${authSite.url}/list-plants`);
		const version = form().getByRole('combobox', { name: 'version' });
		type Api = { setServerVariables(values: Record<string, string>): void; clearServerVariables(): void };
		const playgroundApi = (call: 'set' | 'clear') =>
			page.evaluate((which) => {
				const api = (window as unknown as { mintlify: { api: { playground: Api } } }).mintlify.api.playground;
				if (which === 'set') api.setServerVariables({ version: 'v2' });
				else api.clearServerVariables();
			}, call);
		await playgroundApi('set');
		expect(await version.inputValue()).toBe('v2');
		await credential().fill('key-123');
		await send();
		await status().waitFor();
		expect(actual(main).map((request) => `${request.method} ${request.url}`)).toEqual(['GET /v2/plants']);

		await playgroundApi('clear');
		expect(await version.inputValue()).toBe('v1');
		await send();
		await expect.poll(() => actual(main).length).toBe(2);
		expect(actual(main)[1]!.url).toBe('/v1/plants');

		// They last from page to page of the session, and a reload forgets them, as on Mintlify.
		await playgroundApi('set');
		await page.goto(`${authSite.url}/list-orders`);
		await playground().waitFor({ state: 'visible' });
		expect(await version.inputValue()).toBe('v2');
		await page.reload();
		await playground().waitFor({ state: 'visible' });
		expect(await version.inputValue()).toBe('v1');
	});
});

describe('the credential', () => {
	const token = 'tok-secret-789';

	test('stays in memory only: in no storage, no cookie, and gone after a reload', async () => {
		await open(`${site.url}/reference/get-plant`);
		await credential().fill(token);
		await send();
		await status().waitFor();
		expect(actual(main)[0]?.headers.authorization).toBe(`Bearer ${token}`);
		expect(await field('remember').isChecked()).toBe(false);
		expect(await storedState()).not.toContain(token);

		await page.reload();
		await playground().waitFor({ state: 'visible' });
		expect(await credential().inputValue()).toBe('');
		expect(await storedState()).not.toContain(token);
	});

	test('with "Remember" ticked, is kept in session storage only, and refilled after a reload', async () => {
		await open(`${site.url}/reference/get-plant`);
		await credential().fill(token);
		await field('remember').check();
		const state = JSON.parse(await storedState()) as { local: Record<string, string>; session: Record<string, string>; cookie: string };
		expect(Object.values(state.session).some((value) => value.includes(token))).toBe(true);
		expect(JSON.stringify(state.local)).not.toContain(token);
		expect(state.cookie).not.toContain(token);

		await page.reload();
		await playground().waitFor({ state: 'visible' });
		expect(await credential().inputValue()).toBe(token);
		expect(await field('remember').isChecked()).toBe(true);

		// Another page of the site, in the same tab: the same session.
		await page.goto(`${site.url}/store/plants/update-a-plant`);
		await playground().waitFor({ state: 'visible' });
		expect(await credential().inputValue()).toBe(token);

		// Unticking forgets it.
		await field('remember').uncheck();
		expect(await storedState()).not.toContain(token);
		await page.reload();
		await playground().waitFor({ state: 'visible' });
		expect(await credential().inputValue()).toBe('');
	});
});

describe('the credential, wherever the page sends or writes it', () => {
	const token = 'tok-watch-4242';

	test('goes only to the chosen base URL, in its Authorization header, and never to the console', async () => {
		await open(`${site.url}/reference/get-plant`);
		const sent: string[] = [];
		context.on('request', (request) => {
			void request
				.allHeaders()
				.then((headers) => sent.push(`${request.method()} ${request.url()} ${JSON.stringify(headers)} ${request.postData() ?? ''}`));
		});
		const logged: string[] = [];
		page.on('console', (message) => logged.push(`${message.type()}: ${message.text()}`));
		await headerServer().selectOption(`${other.url}/v2`);
		await credential().fill(token);
		await send();
		await status().waitFor();

		expect(actual(other).map((request) => request.headers.authorization)).toEqual([`Bearer ${token}`]);
		expect(main.requests).toEqual([]);
		await expect.poll(() => sent.filter((line) => line.includes(token)).length).toBeGreaterThan(0);
		// Every request of the page that carries the token goes to the chosen server.
		expect(sent.filter((line) => line.includes(token)).map((line) => new URL(line.split(' ')[1]!).origin)).toEqual(
			expect.arrayContaining([other.url]),
		);
		expect(sent.filter((line) => line.includes(token) && !line.split(' ')[1]!.startsWith(`${other.url}/`))).toEqual([]);
		expect(logged.filter((line) => line.includes(token))).toEqual([]);
		expect(await storedState()).not.toContain(token);
	});

	test('a redirect is not followed: the credential reaches no other server', async () => {
		await open(`${site.url}/reference/get-plant`);
		main.redirectTo = other.url;
		try {
			await credential().fill(token);
			await field('path:plantId').fill('moved');
			await field('query:include').fill('');
			await send();
			await playground().locator('.playground-error').waitFor();
			expect(actual(main).map((request) => `${request.method} ${request.url} ${request.headers.authorization}`)).toEqual([
				`GET /v2/plants/moved Bearer ${token}`,
			]);
			expect(other.requests).toEqual([]);
			expect(await playground().locator('.playground-error').innerText()).toBe(
				'The server answered with a redirect, which the playground does not follow: your credential goes only to the server shown. ' +
					'The cURL sample sends the same request from a terminal.',
			);
		} finally {
			main.redirectTo = undefined;
		}
	});
});

describe('base URL', () => {
	test('the menus of the header and of the form stay in step', async () => {
		await open(`${site.url}/reference/get-plant`);
		const urls = [`${main.url}/v2`, `${other.url}/v2`, `${noCors.url}/v2`];
		expect(
			await headerServer()
				.locator('option')
				.evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value)),
		).toEqual(urls);
		expect(await field('server').inputValue()).toBe(urls[0]);

		await headerServer().selectOption(urls[1]!);
		expect(await field('server').inputValue()).toBe(urls[1]);
		await field('server').selectOption(urls[2]!);
		expect(await headerServer().inputValue()).toBe(urls[2]);
		await field('server').selectOption(urls[0]!);
		expect(await headerServer().inputValue()).toBe(urls[0]);
	});

	test('the request goes only to the chosen base URL', async () => {
		await open(`${site.url}/reference/get-plant`);
		await headerServer().selectOption(`${other.url}/v2`);
		await credential().fill('tok-other');
		await field('query:include').fill('');
		await send();
		await status().waitFor();
		expect(actual(other).map((request) => `${request.method} ${request.url}`)).toEqual(['GET /v2/plants/42']);
		expect(main.requests).toEqual([]);
		expect(noCors.requests).toEqual([]);
		expect(JSON.parse(await playground().locator('.playground-body').innerText())).toMatchObject({ answeredBy: 'other' });
	});

	test('a server that does not allow the request (no CORS headers) gets an explanation in words', async () => {
		await open(`${site.url}/reference/get-plant`);
		await field('server').selectOption(`${noCors.url}/v2`);
		await credential().fill('tok-cors');
		await send();
		const message = playground().locator('.playground-error');
		await message.waitFor();
		const text = await message.innerText();
		expect(text).toContain('CORS');
		expect(text).toContain(noCors.url);
		expect(text).toContain('Access-Control-Allow-Origin');
		expect(await status().count()).toBe(0);
		// The server was reached (the preflight), so the message is about permission, not the network.
		expect(noCors.requests.length).toBeGreaterThan(0);
		expect(main.requests).toEqual([]);
		expect(other.requests).toEqual([]);
	});
});

describe('descriptions of the spec', () => {
	test('run no script in the page', async () => {
		await open(`${site.url}/store/plants/list-plants`);
		expect(await page.locator('.api-description strong', { hasText: 'stays' }).count()).toBe(1);
		expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
	});
});

/** What a receiver checks of a payload: the type of each property, and which are required. */
interface PayloadShape {
	types: Record<string, string[]>;
	required: string[];
}

/**
 * The shape of a schema of a raw OpenAPI document, read the way a receiver would: local `$ref`s
 * followed, the properties and `required` of `allOf` parts put together. Written here, not taken
 * from the engine, so that a mistake of the engine's own reading cannot hide itself.
 */
function shapeOf(document: unknown, schema: unknown): PayloadShape {
	const resolved = (value: unknown): Record<string, unknown> => {
		if (typeof value !== 'object' || value === null) return {};
		const ref = (value as { $ref?: unknown }).$ref;
		if (typeof ref !== 'string') return value as Record<string, unknown>;
		const target = ref
			.replace(/^#\//, '')
			.split('/')
			.map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
			.reduce<unknown>((node, segment) => (node as Record<string, unknown> | undefined)?.[segment], document);
		return resolved(target);
	};
	const object = resolved(schema);
	const shape: PayloadShape = { types: {}, required: Array.isArray(object.required) ? object.required.map(String) : [] };
	for (const [name, property] of Object.entries((object.properties ?? {}) as Record<string, unknown>)) {
		const type = resolved(property).type;
		shape.types[name] = Array.isArray(type) ? type.map(String) : typeof type === 'string' ? [type] : [];
	}
	for (const part of Array.isArray(object.allOf) ? object.allOf : []) {
		const inner = shapeOf(document, part);
		Object.assign(shape.types, inner.types);
		shape.required.push(...inner.required);
	}
	return shape;
}

/** The showcase's NewPlant, read from /openapi.json: what the test delivery must be. */
const newPlant = shapeOf(JSON.parse(readFileSync(join(projectRoot, 'openapi.json'), 'utf8')) as unknown, {
	$ref: '#/components/schemas/NewPlant',
});

const typeChecks: Record<string, { test: (value: unknown) => boolean; phrase: string }> = {
	integer: { test: Number.isInteger, phrase: 'an integer' },
	number: { test: (value) => typeof value === 'number', phrase: 'a number' },
	string: { test: (value) => typeof value === 'string', phrase: 'a string' },
	boolean: { test: (value) => typeof value === 'boolean', phrase: 'a boolean' },
	array: { test: Array.isArray, phrase: 'an array' },
	object: { test: (value) => typeof value === 'object' && value !== null && !Array.isArray(value), phrase: 'an object' },
	null: { test: (value) => value === null, phrase: 'null' },
};

/** What is wrong with `value` as a NewPlant, property by property (by name), then unknown keys. */
function newPlantProblems(value: unknown): string[] {
	if (typeof value !== 'object' || value === null || Array.isArray(value)) return ['not an object'];
	const record = value as Record<string, unknown>;
	const problems: string[] = [];
	for (const [name, types] of Object.entries(newPlant.types).sort(([a], [b]) => a.localeCompare(b))) {
		const required = newPlant.required.includes(name);
		if (!(name in record) && !required) continue;
		const fits = name in record && (types.length === 0 || types.some((type) => typeChecks[type]?.test(record[name])));
		if (!fits)
			problems.push(`${name}: ${required ? 'required, ' : ''}${types.map((type) => typeChecks[type]?.phrase ?? type).join(' or ')}`);
	}
	for (const key of Object.keys(record)) if (!(key in newPlant.types)) problems.push(`${key}: not a property of NewPlant`);
	return problems;
}

describe('the showcase webhook page: a test delivery', () => {
	test('the check of the payload, read from components.schemas.NewPlant, rejects what is not a NewPlant', () => {
		// NewPlant is allOf Plant (name required, tag) and its own id (required).
		expect(Object.keys(newPlant.types).sort()).toEqual(['id', 'name', 'tag']);
		expect([...newPlant.required].sort()).toEqual(['id', 'name']);
		expect(newPlantProblems({ id: 42, name: 'Monstera deliciosa', tag: 'tropical' })).toEqual([]);
		expect(newPlantProblems({ id: 42, name: 'Monstera deliciosa' })).toEqual([]);
		expect(newPlantProblems({ id: '42', tag: 3, colour: 'green' })).toEqual([
			'id: required, an integer',
			'name: required, a string',
			'tag: a string',
			'colour: not a property of NewPlant',
		]);
	});

	test('posts the sample payload to the receiver URL typed, and shows its answer', async () => {
		await open(`${showcase.url}/api-reference/plants/new-plant`);
		const receiverField = field('receiver');
		expect(await receiverField.inputValue()).toBe('http://localhost:3000/plant/webhook');
		await receiverField.fill(`${receiver.url}/plant/webhook`);
		await form().getByRole('button', { name: 'Send to receiver' }).click();
		await status().waitFor();

		expect(actual(receiver)).toHaveLength(1);
		const delivery = actual(receiver)[0]!;
		expect(delivery.method).toBe('POST');
		expect(delivery.url).toBe('/plant/webhook');
		expect(delivery.headers['content-type']).toMatch(/^application\/json/);
		const payload = JSON.parse(delivery.body) as unknown;
		expect(newPlantProblems(payload)).toEqual([]);
		expect(payload).toEqual({ name: 'Monstera deliciosa', tag: 'tropical', id: 42 });
		expect((await status().innerText()).trim()).toMatch(/^200 OK · \d+ ms · \d+ B$/);
	});
});

describe('axe', () => {
	const pages = [
		['the showcase webhook page', () => `${showcase.url}/api-reference/plants/new-plant`],
		['a fixture operation page', () => `${site.url}/store/plants/create-a-plant`],
		['a fixture operation page with every parameter location', () => `${site.url}/reference/get-plant`],
	] as const;

	for (const mode of ['light', 'dark'] as const) {
		test.each(pages)(`%s has no WCAG 2.1 A/AA violations (${mode})`, async (_, url) => {
			if (context) await closeContext(context);
			context = await newContext(browser, { colorScheme: mode });
			page = await freshPage(context, url());
			errors = collectPageErrors(page);
			await page.goto(url());
			await playground().waitFor({ state: 'visible' });
			expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
			const violations = await axeViolations(page);
			expect(violations).toEqual([]);
		});
	}
});
