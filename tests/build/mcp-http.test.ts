import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readBuiltSite, type BuiltSite } from '../../src/mcp/built-site.ts';
import { httpSiteFiles, siteRootOf } from '../../src/mcp/http-site-files.ts';
import type { BuildResult } from '../support/build-site.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { docsClient } from '../support/mcp-client.ts';
import { expectFoundAndRead, toolText } from '../support/mcp-tool-text.ts';
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

describe('a published site, read over HTTP', () => {
	test('search finds the expected page first, read_page gives its Markdown copy exactly, and an operation is read from its OpenAPI file', async () => {
		const { client, close } = await docsClient(await published(server.url));
		try {
			await expectFoundAndRead(client, {
				query: 'soil ph',
				path: '/guides/soil/ph',
				markdown: readFileSync(join(greenhouse.outDir, 'guides/soil/ph.md'), 'utf8'),
			});
			const { results } = JSON.parse(await toolText(client, 'search_docs', { query: 'python sdk' })) as {
				results: { path: string; url: string }[];
			};
			expect(results[0]?.path).toBe('/sdk/python/install');
			// Built without SITE_URL, its pages are at the address it was read from.
			expect(results[0]?.url).toBe(`${server.url}/sdk/python/install`);
			const operation = JSON.parse(await toolText(client, 'get_api_operation', { method: 'GET', path: '/plants' })) as Record<
				string,
				unknown
			>;
			expect(operation).toMatchObject({ operationId: 'listPlants', page: '/api-reference/plants/list-plants', spec: '/openapi.json' });
		} finally {
			await close();
		}
	});

	test('under a base path: the address of its root', async () => {
		const build = await sharedBuild(fixtureBuilds.publishingSubPath);
		expect(build.exitCode, build.stderr).toBe(0);
		const underBase = await serveStatic(build.outDir, {}, { base: '/docs/' });
		try {
			const { client, close } = await docsClient(await published(`${underBase.url}/docs`));
			try {
				await expectFoundAndRead(client, {
					query: 'spores',
					path: '/new/start',
					reference: '/docs/new/start',
					markdown: readFileSync(join(build.outDir, 'new/start.md'), 'utf8'),
				});
			} finally {
				await close();
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
