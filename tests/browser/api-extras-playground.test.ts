import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { sharedBrowser } from '../support/browser.ts';
import { projectRoot } from '../support/build-site.ts';
import { sharedBuild } from '../support/shared-build.ts';
import { serveStatic, type StaticServer } from '../support/static-server.ts';
import { closeContext, collectPageErrors, freshPage, newContext } from './helpers.ts';
import { axeViolations } from './axe.ts';

/**
 * The playground of the current format's API extras in a real browser: a copy of
 * tests/fixtures/current-api-extras whose `api.mdx.server` and spec `servers` point at an HTTP
 * server started here on 127.0.0.1, which records every request.
 */

/** A fixed folder (not a fresh temporary one), so that repeated runs reuse one Astro cache. */
const siteCopy = join(tmpdir(), 'trellis-api-extras-site');

interface Recorded {
	method: string;
	url: string;
	headers: IncomingHttpHeaders;
	body: string;
}

/** A 1×1 PNG: the image the photo endpoint answers with. */
const pixelPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** The codes the authorization endpoint gave, each with what the token endpoint checks before trading it once. */
const codes = new Map<string, { challenge: string; redirectUri: string; clientId: string }>();

/**
 * A tiny authorization endpoint: it signs the reader in at once and sends them back to the
 * redirect URI with a code, if the request is one of the authorization code flow with PKCE.
 */
function authorize(query: URLSearchParams, response: ServerResponse): void {
	const redirectUri = query.get('redirect_uri') ?? '';
	const wrong = [
		query.get('response_type') !== 'code' && 'response_type',
		query.get('client_id') !== 'orchard-web' && 'client_id',
		!redirectUri.startsWith(`${site.url}/`) && 'redirect_uri',
		query.get('code_challenge_method') !== 'S256' && 'code_challenge_method',
		!/^[\w-]{43}$/.test(query.get('code_challenge') ?? '') && 'code_challenge',
		!query.get('state') && 'state',
	].filter(Boolean);
	if (wrong.length > 0) return void response.writeHead(400, { 'Content-Type': 'text/plain' }).end(`wrong: ${wrong.join(', ')}`);
	const code = `code-${codes.size + 1}`;
	codes.set(code, { challenge: query.get('code_challenge')!, redirectUri, clientId: query.get('client_id')! });
	const back = new URL(redirectUri);
	back.searchParams.set('code', code);
	back.searchParams.set('state', query.get('state')!);
	response.writeHead(302, { Location: back.href }).end();
}

/** The token for a code, if the verifier is the one its challenge was made from (RFC 7636, S256). */
function exchangeCode(form: URLSearchParams): string | undefined {
	const issued = codes.get(form.get('code') ?? '');
	codes.delete(form.get('code') ?? '');
	const challenge = createHash('sha256')
		.update(form.get('code_verifier') ?? '')
		.digest('base64url');
	const valid =
		issued?.challenge === challenge && issued.redirectUri === form.get('redirect_uri') && issued.clientId === form.get('client_id');
	return valid ? 'tok-pkce-1' : undefined;
}

let server: Server;
let apiUrl: string;
const requests: Recorded[] = [];
let site: StaticServer;
let browser: Browser;
let context: BrowserContext | undefined;
let page: Page;
let errors: string[] = [];

beforeAll(async () => {
	server = createServer((request, response) => {
		const chunks: Buffer[] = [];
		request.on('data', (chunk: Buffer) => chunks.push(chunk));
		request.on('end', () => {
			response.setHeader('Access-Control-Allow-Origin', '*');
			response.setHeader('Access-Control-Expose-Headers', 'Content-Disposition');
			if (request.method === 'OPTIONS') {
				response.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS');
				response.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, X-Request-Id, X-Orchard-Key');
				response.writeHead(204).end();
				return;
			}
			const body = Buffer.concat(chunks).toString('utf8');
			requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
			const path = new URL(request.url ?? '/', 'http://localhost').pathname;
			if (path === '/authorize') return authorize(new URL(request.url ?? '/', apiUrl).searchParams, response);
			// A tiny OAuth 2 token endpoint: client credentials for one client, and the codes /authorize gave.
			if (path === '/token') {
				const form = new URLSearchParams(body);
				const token =
					form.get('grant_type') === 'authorization_code'
						? exchangeCode(form)
						: form.get('grant_type') === 'client_credentials' &&
							  form.get('client_id') === 'orchard-app' &&
							  form.get('client_secret') === 's3cret'
							? 'tok-cc-1'
							: undefined;
				response.writeHead(token ? 200 : 401, { 'Content-Type': 'application/json' });
				response.end(
					JSON.stringify(token ? { access_token: token, token_type: 'Bearer', scope: form.get('scope') } : { error: 'invalid_grant' }),
				);
				return;
			}
			if (path === '/v1/trees/t-1/photo') {
				const known = ['Bearer tok-cc-1', 'Bearer tok-pkce-1'].includes(request.headers.authorization ?? '');
				if (known) response.writeHead(200, { 'Content-Type': 'image/png' }).end(pixelPng);
				else response.writeHead(401, { 'Content-Type': 'application/json' }).end('{"error":"invalid_token"}');
				return;
			}
			if (path === '/v1/reports/2025') {
				response.writeHead(200, {
					'Content-Type': 'application/octet-stream',
					'Content-Disposition': 'attachment; filename="report-2025.bin"',
				});
				response.end(Buffer.from([0, 1, 2, 3, 254, 255]));
				return;
			}
			response.writeHead(201, { 'Content-Type': 'application/json' }).end(JSON.stringify({ recorded: true }));
		});
	});
	await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
	apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

	rmSync(siteCopy, { recursive: true, force: true });
	cpSync(resolve(projectRoot, 'tests/fixtures/current-api-extras'), siteCopy, { recursive: true });
	const config = JSON.parse(readFileSync(join(siteCopy, 'docs.json'), 'utf8')) as { api: { mdx: { server: string } } };
	config.api.mdx.server = apiUrl;
	writeFileSync(join(siteCopy, 'docs.json'), JSON.stringify(config, null, 2));
	const spec = JSON.parse(readFileSync(join(siteCopy, 'openapi.json'), 'utf8')) as {
		servers: { url: string }[];
		components: {
			securitySchemes: {
				orchardOAuth: {
					flows: { clientCredentials: { tokenUrl: string }; authorizationCode: { authorizationUrl: string; tokenUrl: string } };
				};
			};
		};
	};
	spec.servers = [{ url: `${apiUrl}/v1` }];
	const { flows } = spec.components.securitySchemes.orchardOAuth;
	flows.clientCredentials.tokenUrl = `${apiUrl}/token`;
	flows.authorizationCode = { ...flows.authorizationCode, authorizationUrl: `${apiUrl}/authorize`, tokenUrl: `${apiUrl}/token` };
	writeFileSync(join(siteCopy, 'openapi.json'), JSON.stringify(spec, null, 2));
	const build = await sharedBuild({ docsDir: siteCopy });
	if (build.exitCode !== 0) throw new Error(`the copy did not build:\n${build.stdout}\n${build.stderr}`);
	site = await serveStatic(build.outDir);
	browser = await sharedBrowser();
});

afterAll(async () => {
	if (context) await closeContext(context);
	await browser?.close();
	await site?.close();
	await new Promise((done) => server?.close(done));
	rmSync(siteCopy, { recursive: true, force: true });
});

afterEach(() => {
	expect(errors, 'uncaught errors in the page').toEqual([]);
});

async function open(path: string): Promise<void> {
	if (context) await closeContext(context);
	context = await newContext(browser);
	page = await freshPage(context, site.url);
	errors = collectPageErrors(page);
	await page.goto(`${site.url}${path}`);
	await playground().waitFor({ state: 'visible' });
	requests.length = 0;
}

const playground = () => page.locator('section[data-playground]');
const field = (name: string) => playground().locator(`[name="${name}"]`);
const status = () => playground().locator('.playground-status');
/** The input of the first credential the page asks for. */
const credential = () => playground().locator('input[data-credential]').first();

describe('the playground of an endpoint written in MDX', () => {
	test("sends the page's fields: path, query, the bearer token of authMethod and a JSON body typed by each field", async () => {
		await open('/manual/create-harvest');
		// A required field left empty stops the form: nothing is sent.
		expect(await field('body:kilograms').evaluate((input) => (input as HTMLInputElement).validity.valueMissing)).toBe(true);
		await credential().fill('tok-harvest');
		await field('body:kilograms').fill('7.5');
		await field('body:crates').fill('{"count": 2}');
		await playground().getByRole('button', { name: 'Send' }).click();
		await status().waitFor();

		expect((await status().innerText()).trim()).toMatch(/^201 Created · \d+ ms · 17 B$/);
		expect(requests).toHaveLength(1);
		const request = requests[0]!;
		expect(request.method).toBe('POST');
		expect(request.url).toBe('/trees/t-9/harvests?dryRun=false');
		expect(request.headers.authorization).toBe('Bearer tok-harvest');
		expect(request.headers['x-request-id']).toBeUndefined();
		expect(request.headers['content-type']).toMatch(/^application\/json/);
		expect(JSON.parse(request.body)).toEqual({ kilograms: 7.5, variety: 'Gala', crates: { count: 2 } });
		// The token is not kept unless the reader asks.
		expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
	});
});

describe('a prefilled playground (api.examples.prefill, x-default)', () => {
	test("a hostile x-default is the input's value, and nothing runs", async () => {
		await open('/api-reference/harvests/list-harvests');
		expect(await credential().inputValue()).toBe('demo-token"><script>window.pwned = true</script>');
		expect(await page.evaluate(() => 'pwned' in window)).toBe(false);
	});

	test('sends the values the spec gives without any typing: x-default key, example, default and body x-default', async () => {
		await open('/api-reference/tree-care/prune-a-tree');
		await playground().getByRole('button', { name: 'Send' }).click();
		await status().waitFor();

		expect(requests).toHaveLength(1);
		const request = requests[0]!;
		const url = new URL(request.url, apiUrl);
		expect([request.method, url.pathname]).toEqual(['POST', '/v1/trees/t-1/prune']);
		expect([...url.searchParams].sort()).toEqual([
			['limit', '5'],
			['season', 'winter'],
		]);
		expect(request.headers['x-orchard-key']).toBe('demo-key-123');
		expect(JSON.parse(request.body)).toEqual({ branches: 3, note: 'gentle', tool: 'shears' });
	});
});

describe('request bodies drawn as forms from the schema', () => {
	test('multipart/form-data: a file, a text field and an array that grows', async () => {
		await open('/api-reference/field-work/upload-a-photo');
		await playground()
			.getByLabel(/^photo/)
			.setInputFiles({ name: 'leaf.png', mimeType: 'image/png', buffer: pixelPng });
		expect(
			await playground()
				.getByLabel(/^caption/)
				.inputValue(),
		).toBe('North side');
		await playground().getByRole('button', { name: 'Add tags item' }).click();
		await playground().getByRole('button', { name: 'Add tags item' }).click();
		const tags = playground().getByLabel(/^tags item/);
		await tags.nth(0).fill('apple');
		await tags.nth(1).fill('spare');
		await playground().getByRole('button', { name: 'Remove tags item' }).nth(1).click();
		await playground().getByRole('button', { name: 'Send' }).click();
		await status().waitFor();

		const request = requests[0]!;
		expect(request.url).toBe('/v1/trees/t-1/photos');
		expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
		expect(request.headers['x-orchard-key']).toBe('demo-key-123');
		expect(request.body).toMatch(/name="photo"; filename="leaf.png"\r\nContent-Type: image\/png/);
		expect(request.body).toMatch(/name="caption"\r\n\r\nNorth side\r\n/);
		expect(request.body.match(/name="tags"\r\n\r\n([^\r]*)/g)).toEqual(['name="tags"\r\n\r\napple']);
	});

	test('application/x-www-form-urlencoded: a choice, a default and a boolean', async () => {
		await open('/api-reference/field-work/place-an-order');
		await playground()
			.getByLabel(/^variety/)
			.selectOption('Fuji');
		await playground().getByLabel(/^gift/).selectOption('true');
		await playground().getByRole('button', { name: 'Send' }).click();
		await status().waitFor();

		const request = requests[0]!;
		expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
		expect(request.headers['x-orchard-key']).toBeUndefined();
		expect(request.body).toBe('variety=Fuji&crates=2&gift=true');
	});

	test('a oneOf body sent as the variant chosen, the JSON view in step both ways; an API key in the query', async () => {
		await open('/api-reference/field-work/plant-something');
		await playground().getByLabel('Variant').selectOption('Graft');
		await playground()
			.getByLabel(/^rootstock/)
			.selectOption('M26');
		await playground().getByRole('button', { name: 'JSON' }).click();
		expect(JSON.parse(await field('body').inputValue())).toEqual({ plant: { kind: 'graft', rootstock: 'M26' } });
		// Typed as JSON, shown as the form of the variant it is.
		await field('body').fill('{"plant": {"kind": "seedling", "heightCm": 30}, "rows": [{"row": 4}]}');
		await playground().getByRole('button', { name: 'Form' }).click();
		expect(await playground().getByLabel('Variant').inputValue()).toBe('0');
		expect(
			await playground()
				.getByLabel(/^heightCm/)
				.inputValue(),
		).toBe('30');
		expect(await playground().getByLabel(/^row /).inputValue()).toBe('4');
		await playground()
			.getByLabel(/^heightCm/)
			.fill('31');
		await field('auth:queryKey').fill('key-q');
		await playground().getByRole('button', { name: 'Send' }).click();
		await status().waitFor();

		const request = requests[0]!;
		expect(request.url).toBe('/v1/plantings?key=key-q');
		expect(request.headers.authorization).toBeUndefined();
		expect(JSON.parse(request.body)).toEqual({ plant: { kind: 'seedling', heightCm: 31 }, rows: [{ row: 4 }] });
	});

	test('HTTP basic, the other way the spec allows: username and password', async () => {
		await open('/api-reference/field-work/plant-something');
		await playground().getByLabel('Method').selectOption({ label: 'basicAuth' });
		await field('auth:basicAuth:username').fill('ada');
		await field('auth:basicAuth:password').fill('pä:ss');
		await playground().getByRole('button', { name: 'Send' }).click();
		await status().waitFor();

		const request = requests[0]!;
		expect(request.url).toBe('/v1/plantings');
		expect(request.headers.authorization).toBe(`Basic ${Buffer.from('ada:pä:ss').toString('base64')}`);
	});
});

describe('OAuth 2 and answers by type', () => {
	test('a client-credentials token, sent with the API key the requirement also asks for; the image answer shown', async () => {
		await open('/api-reference/field-work/get-the-latest-photo');
		await playground().getByText('Get a token', { exact: true }).click();
		await playground().getByLabel('Client ID').fill('orchard-app');
		await playground().getByLabel('Client secret (client credentials)').fill('s3cret');
		expect(await playground().getByLabel('Scopes').inputValue()).toBe('photos:read');
		await playground().getByRole('button', { name: 'Get a token (client credentials)' }).click();
		await playground().getByText('Token received').waitFor();
		expect(await field('auth:orchardOAuth').inputValue()).toBe('tok-cc-1');
		expect(new URLSearchParams(requests[0]!.body).get('scope')).toBe('photos:read');
		await playground().getByRole('button', { name: 'Send' }).click();
		await status().waitFor();

		const request = requests[1]!;
		expect(request.url).toBe('/v1/trees/t-1/photo');
		expect(request.headers.authorization).toBe('Bearer tok-cc-1');
		expect(request.headers['x-orchard-key']).toBe('demo-key-123');
		const image = playground().locator('img.playground-media');
		await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(1);
		expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }))).not.toContain('tok-cc-1');
	});

	test('the authorization code flow with PKCE: signed in at the authorization URL, back on the page, the code traded for a token that is sent', async () => {
		const path = '/api-reference/field-work/get-the-latest-photo';
		await open(path);
		await playground().getByText('Get a token', { exact: true }).click();
		// The address to register with the authorization server is this page's.
		expect(await playground().locator('[data-oauth-redirect]').innerText()).toBe(`${site.url}${path}`);
		await playground().getByLabel('Client ID').fill('orchard-web');
		await playground().getByRole('button', { name: 'Sign in (authorization code with PKCE)' }).click();
		// Back on the page, which opens the token form where the reader left it.
		await playground().getByText('Token received').waitFor();
		expect(await field('auth:orchardOAuth').inputValue()).toBe('tok-pkce-1');
		expect(await playground().getByLabel('Client ID').inputValue()).toBe('orchard-web');
		const [authorization, exchange] = requests;
		const asked = new URL(authorization!.url, apiUrl).searchParams;
		expect(Object.fromEntries([...asked].filter(([name]) => !['state', 'code_challenge'].includes(name)))).toEqual({
			response_type: 'code',
			client_id: 'orchard-web',
			redirect_uri: `${site.url}${path}`,
			scope: 'photos:read',
			code_challenge_method: 'S256',
		});
		expect(Object.fromEntries(new URLSearchParams(exchange!.body))).toMatchObject({ grant_type: 'authorization_code', code: 'code-1' });
		// The code and state are gone from the address; nothing of the flow or the token is left in storage.
		expect(page.url()).toBe(`${site.url}${path}`);
		expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
		await playground().getByRole('button', { name: 'Send' }).click();
		await status().waitFor();

		expect((await status().innerText()).trim()).toMatch(/^200 OK/);
		expect(requests[2]!.headers.authorization).toBe('Bearer tok-pkce-1');
	});

	test('a binary answer is offered as a download, named as the server names it', async () => {
		await open('/api-reference/field-work/download-a-report');
		await playground().getByRole('button', { name: 'Send' }).click();
		await status().waitFor();
		expect((await status().innerText()).trim()).toMatch(/^200 OK · \d+ ms · 6 B$/);
		const [download] = await Promise.all([
			page.waitForEvent('download'),
			playground()
				.getByRole('link', { name: /^Download the answer/ })
				.click(),
		]);
		expect(download.suggestedFilename()).toBe('report-2025.bin');
		const chunks: Buffer[] = [];
		for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
		expect([...Buffer.concat(chunks)]).toEqual([0, 1, 2, 3, 254, 255]);
	});
});

describe('accessibility', () => {
	test.each([
		'/manual/create-harvest',
		'/api-reference/tree-care/prune-a-tree',
		'/api-reference/field-work/plant-something',
		'/api-reference/field-work/upload-a-photo',
	])('%s has no WCAG 2.1 A/AA violations', async (path) => {
		await open(path);
		// A body's form is drawn by the page: checked once it is there.
		if ((await playground().locator('[data-playground-body]').count()) > 0)
			await playground().locator('[data-playground-body] .playground-field').first().waitFor();
		expect(await axeViolations(page)).toEqual([]);
	});

	test('the OAuth form, open, then with its token and the answer shown, has no WCAG 2.1 A/AA violations', async () => {
		await open('/api-reference/field-work/get-the-latest-photo');
		await playground().getByText('Get a token', { exact: true }).click();
		expect(await axeViolations(page)).toEqual([]);
		await playground().getByLabel('Client ID').fill('orchard-app');
		await playground().getByLabel('Client secret (client credentials)').fill('s3cret');
		await playground().getByRole('button', { name: 'Get a token (client credentials)' }).click();
		await playground().getByText('Token received').waitFor();
		await playground().getByRole('button', { name: 'Send' }).click();
		await playground().locator('img.playground-media').waitFor();
		expect(await axeViolations(page)).toEqual([]);
	});
});
