import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readBuiltSite, type BuiltSite } from '../../src/mcp/built-site.ts';
import { docsServer, docsServices } from '../../src/mcp/docs-server.ts';
import { httpSiteFiles, siteRootOf } from '../../src/mcp/http-site-files.ts';
import type { BuildResult } from '../support/build-site.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { sharedBuild } from '../support/shared-build.ts';
import { serveStatic, type StaticServer } from '../support/static-server.ts';

/**
 * `trellis mcp <address>`: the tools over a published site, read over HTTP from a static server
 * of real builds (current-format: versions, an OpenAPI file; publishing-site under /docs/), with
 * the MCP SDK's client in this process. The command itself: tests/cli/mcp.test.ts.
 */
let greenhouse: BuildResult;
let server: StaticServer;

beforeAll(async () => {
	greenhouse = await sharedBuild(fixtureBuilds.currentFormat);
	expect(greenhouse.exitCode, greenhouse.stderr).toBe(0);
	server = await serveStatic(greenhouse.outDir, {}, { notFoundPage: true });
});
afterAll(() => server.close());

async function published(address: string): Promise<BuiltSite> {
	const root = siteRootOf(address);
	if ('error' in root) throw new Error(root.error);
	const site = await readBuiltSite(httpSiteFiles(root));
	if ('problem' in site) throw new Error(site.problem);
	return site;
}

/** A client connected to the tools of `site`; closed by the returned function. */
async function connected(
	site: BuiltSite,
): Promise<{ call(name: string, args: Record<string, unknown>): Promise<string>; close(): Promise<void> }> {
	const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
	const mcp = docsServer(docsServices(site), '0.0.0');
	await mcp.connect(serverSide);
	const client = new Client({ name: 'test', version: '0.0.0' });
	await client.connect(clientSide);
	return {
		async call(name, args) {
			const result = await client.callTool({ name, arguments: args });
			const text = (result.content as { text: string }[]).map((part) => part.text).join('');
			expect(result.isError ?? false, text).toBe(false);
			return text;
		},
		close: async () => {
			await client.close();
			await mcp.close();
		},
	};
}

describe('a published site, read over HTTP', () => {
	test('search finds the expected page first, read_page gives its Markdown copy exactly, and an operation is read from its OpenAPI file', async () => {
		const client = await connected(await published(server.url));
		try {
			for (const [query, first] of [
				['soil ph', '/guides/soil/ph'],
				['python sdk', '/sdk/python/install'],
			] as const) {
				const { results } = JSON.parse(await client.call('search_docs', { query })) as { results: { path: string; url: string }[] };
				expect(results[0]?.path, query).toBe(first);
			}
			const { results } = JSON.parse(await client.call('search_docs', { query: 'soil ph' })) as { results: { url: string }[] };
			// Built without SITE_URL, its pages are at the address it was read from.
			expect(results[0]?.url).toBe(`${server.url}/guides/soil/ph`);
			expect(await client.call('read_page', { path: '/guides/soil/ph' })).toBe(
				readFileSync(join(greenhouse.outDir, 'guides/soil/ph.md'), 'utf8'),
			);
			const operation = JSON.parse(await client.call('get_api_operation', { method: 'GET', path: '/plants' })) as Record<string, unknown>;
			expect(operation).toMatchObject({ operationId: 'listPlants', page: '/api-reference/plants/list-plants', spec: '/openapi.json' });
		} finally {
			await client.close();
		}
	});

	test('under a base path: the address of its root', async () => {
		const build = await sharedBuild(fixtureBuilds.publishingSubPath);
		expect(build.exitCode, build.stderr).toBe(0);
		const underBase = await serveStatic(build.outDir, {}, { base: '/docs/' });
		try {
			const client = await connected(await published(`${underBase.url}/docs`));
			try {
				const { results } = JSON.parse(await client.call('search_docs', { query: 'spores' })) as { results: { path: string }[] };
				expect(results[0]?.path).toBe('/new/start');
				expect(await client.call('read_page', { path: '/docs/new/start' })).toBe(readFileSync(join(build.outDir, 'new/start.md'), 'utf8'));
			} finally {
				await client.close();
			}
		} finally {
			await underBase.close();
		}
	});

	test('an address that is no Trellis build, or where nothing answers, is a problem that names it', async () => {
		expect(await readBuiltSite(httpSiteFiles(new URL(`${server.url}/guides/`)))).toEqual({
			problem: `no trellis-site.json at ${server.url}/guides/trellis-site.json: not a site this version of trellis built`,
			fix: 'name the root of a site trellis build wrote (where its trellis-site.json is), or build it with this version: trellis build',
		});
		const gone = await serveStatic(greenhouse.outDir);
		await gone.close();
		const unreachable = await readBuiltSite(httpSiteFiles(new URL(`${gone.url}/`)));
		expect(unreachable).toMatchObject({
			problem: `could not read ${gone.url}/trellis-site.json: the connection to ${gone.url.slice(7)} was refused: nothing answers there`,
		});
	});
});
