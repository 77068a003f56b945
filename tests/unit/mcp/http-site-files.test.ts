import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { httpSiteFiles, redirectTarget, siteFileUrl, siteRootOf } from '../../../src/mcp/http-site-files.ts';

const root = (address: string) => {
	const url = siteRootOf(address);
	if ('error' in url) throw new Error(url.error);
	return url;
};

describe('the site an address names', () => {
	test('its root: origin and base path, with a trailing slash, without query or fragment', () => {
		expect(root('https://docs.example.com').href).toBe('https://docs.example.com/');
		expect(root('http://127.0.0.1:4321/docs?x=1#top').href).toBe('http://127.0.0.1:4321/docs/');
		expect(root(' https://docs.example.com/docs/ ').href).toBe('https://docs.example.com/docs/');
	});

	test('only http(s), without a user name or password', () => {
		for (const address of ['file:///etc/passwd', 'ftp://docs.example.com', 'javascript:alert(1)', 'data:text/plain,x']) {
			expect(siteRootOf(address), address).toHaveProperty('error');
		}
		expect(siteRootOf('file:///etc')).toEqual({ error: 'file:///etc: only http:// and https:// addresses are read (not file:)' });
		expect(siteRootOf('https://user:secret@docs.example.com')).toEqual({
			error: 'https://docs.example.com: an address with a user name or password is not read',
		});
		expect(siteRootOf('https://')).toEqual({ error: 'https:// is not a valid address' });
	});
});

describe('the address of a file of the site', () => {
	const site = root('https://docs.example.com/docs/');

	test('under the base path', () => {
		expect(siteFileUrl(site, 'guides/soil.md')?.href).toBe('https://docs.example.com/docs/guides/soil.md');
		expect(siteFileUrl(site, '/pagefind/pagefind-entry.json')?.href).toBe('https://docs.example.com/docs/pagefind/pagefind-entry.json');
	});

	test('none for a path to another origin, or out of the base path, however spelled', () => {
		for (const path of [
			'https://elsewhere.example/x.md',
			'http://docs.example.com/docs/x.md',
			'../secret.md',
			'guides/../../secret.md',
			'%2e%2e/secret.md',
			'..\\secret.md',
			'/\\elsewhere.example/x',
			'guides/\nsoil.md',
		]) {
			expect(siteFileUrl(site, path), path).toBeUndefined();
		}
	});

	test('a path that starts with slashes is a path of the site, not another host', () => {
		expect(siteFileUrl(site, '//elsewhere.example/x.md')?.href).toBe('https://docs.example.com/docs/elsewhere.example/x.md');
	});

	test('a redirect is followed within the origin only', () => {
		const from = new URL('https://docs.example.com/docs/a.md');
		expect(redirectTarget(from, '/docs/b.md', site)).toEqual(new URL('https://docs.example.com/docs/b.md'));
		expect(redirectTarget(from, 'https://elsewhere.example/b.md', site)).toEqual({
			error:
				'https://docs.example.com/docs/a.md redirects to https://elsewhere.example/b.md, on another origin: not followed (only https://docs.example.com is read)',
		});
		expect(redirectTarget(from, 'http://docs.example.com/docs/b.md', site)).toHaveProperty('error');
		expect(redirectTarget(from, null, site)).toHaveProperty('error');
	});
});

describe('reading a published site', () => {
	/** What the test server answers at each path. */
	const routes: Record<string, (request: IncomingMessage, response: ServerResponse) => void> = {
		'/site/page.md': (_, response) => response.end('# Page\n'),
		'/site/moved.md': (_, response) => response.writeHead(301, { Location: '/site/page.md' }).end(),
		'/site/away.md': (_, response) => response.writeHead(302, { Location: 'https://elsewhere.example/page.md' }).end(),
		'/site/fallback.md': (_, response) => response.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html>'),
		'/site/large.md': (_, response) => response.end('x'.repeat(2048)),
		'/site/endless.md': (_, response) => {
			response.writeHead(200);
			const more = () => response.write('x'.repeat(512), () => setImmediate(more));
			more();
		},
		'/site/broken.md': (_, response) => response.writeHead(500).end(),
		// Never answered: the time-out ends the request.
		'/site/hangs.md': () => {},
	};
	const server = createServer((request, response) => {
		const route = routes[request.url ?? ''];
		if (route) route(request, response);
		else response.writeHead(404).end();
	});
	let base: string;
	beforeAll(async () => {
		await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
		base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
	});
	afterAll(async () => {
		server.closeAllConnections();
		await new Promise((resolve) => server.close(resolve));
	});
	const text = async (path: string, timeoutMs = 5000) => {
		const bytes = await httpSiteFiles(root(`${base}/site`), { timeoutMs, maxBytes: 1024 }).read(path);
		return bytes === undefined ? undefined : new TextDecoder().decode(bytes);
	};

	test('a file, also through a redirect within the origin; none where the site has none', async () => {
		expect(await text('page.md')).toBe('# Page\n');
		expect(await text('moved.md')).toBe('# Page\n');
		expect(await text('missing.md')).toBeUndefined();
		// A host that answers every address with a page has no such file.
		expect(await text('fallback.md')).toBeUndefined();
		// Out of the site: not asked for.
		expect(await text('../page.md')).toBeUndefined();
	});

	test('refuses a redirect to another origin, an answer too large, a failure, and one that does not come', async () => {
		await expect(text('away.md')).rejects.toThrow(`${base}/site/away.md redirects to https://elsewhere.example/page.md, on another origin`);
		await expect(text('large.md')).rejects.toThrow(`${base}/site/large.md is larger than`);
		await expect(text('endless.md')).rejects.toThrow(`${base}/site/endless.md is larger than`);
		await expect(text('broken.md')).rejects.toThrow(`${base}/site/broken.md answered 500`);
		await expect(text('hangs.md', 100)).rejects.toThrow(`could not read ${base}/site/hangs.md: no answer from 127.0.0.1`);
	});

	test('a site that does not answer: the error names the address', async () => {
		const closed = createServer();
		await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
		const port = (closed.address() as AddressInfo).port;
		await new Promise((resolve) => closed.close(resolve));
		await expect(httpSiteFiles(root(`http://127.0.0.1:${port}`)).read('trellis-site.json')).rejects.toThrow(
			`could not read http://127.0.0.1:${port}/trellis-site.json: the connection to 127.0.0.1:${port} was refused`,
		);
	});
});
