import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { devSearchPlugin } from '../../../src/integration/vite-dev-search.ts';

/**
 * `npm run dev` searches the index of the last build: a real Vite dev server with the plugin,
 * under a base path, before any build and after one, without a restart in between.
 */

let folder: string;
let outDir: string;
let vite: ViteDevServer;
let http: Server;
let url: string;

beforeAll(async () => {
	folder = mkdtempSync(join(tmpdir(), 'trellis-dev-search-'));
	outDir = join(folder, 'dist');
	vite = await createServer({
		root: folder,
		configFile: false,
		logLevel: 'silent',
		cacheDir: join(folder, '.vite'),
		appType: 'custom',
		server: { middlewareMode: true, hmr: false, ws: false, watch: null },
		plugins: [devSearchPlugin(outDir, '/docs/')],
	});
	http = createHttpServer(vite.middlewares);
	await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
	url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});

afterAll(async () => {
	await new Promise<void>((resolve) => http?.close(() => resolve()));
	await vite?.close();
	rmSync(folder, { recursive: true, force: true });
});

async function get(path: string): Promise<{ status: number; type: string | null; text: string }> {
	const response = await fetch(`${url}${path}`);
	return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

describe('the dev server', () => {
	test('before any build, the index is not found: the search box then says to build (src/browser/search.ts)', async () => {
		expect((await get('/docs/pagefind/pagefind.js')).status).toBe(404);
	});

	test('serves the last build’s index under the base path once there is one, without a restart', async () => {
		mkdirSync(join(outDir, 'pagefind/fragment'), { recursive: true });
		writeFileSync(join(outDir, 'pagefind/pagefind.js'), 'export const built = 1;');
		writeFileSync(join(outDir, 'pagefind/fragment/en_1.pf_fragment'), 'fragment');
		const script = await get('/docs/pagefind/pagefind.js');
		expect(script).toMatchObject({ status: 200, text: 'export const built = 1;' });
		expect(script.type).toMatch(/javascript/);
		expect(await get('/docs/pagefind/fragment/en_1.pf_fragment')).toMatchObject({ status: 200, text: 'fragment' });
		// Only under the base path: the site's own addresses are not the index.
		expect((await get('/pagefind/pagefind.js')).status).toBe(404);
	});

	test('a new build’s index is served at once', async () => {
		writeFileSync(join(outDir, 'pagefind/pagefind.js'), 'export const built = 2;');
		expect((await get('/docs/pagefind/pagefind.js')).text).toBe('export const built = 2;');
	});
});
