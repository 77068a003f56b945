import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BuildResult } from '../support/build-site.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { sharedBuild } from '../support/shared-build.ts';
import { serveStatic } from '../support/static-server.ts';
import { expectFoundAndRead, toolText } from '../support/mcp-tool-text.ts';
import { endStillRunning, freePort, serving, trellisCommand } from './support/run-trellis.ts';

afterAll(endStillRunning);

/**
 * `trellis mcp` as an agent uses it: the installed command started on a built site (the
 * current-format fixture: versions, tabs, an OpenAPI file), talked to with the MCP SDK's own
 * client over stdio and over Streamable HTTP, and started on the address of the site served by a
 * static server. What each tool answers in detail: tests/build/mcp.test.ts and mcp-http.test.ts.
 */
let build: BuildResult;

beforeAll(async () => {
	build = await sharedBuild(fixtureBuilds.currentFormat);
	expect(build.exitCode, build.stderr).toBe(0);
});

/** What every transport must give: the tools, three searches, a page, the navigation and an operation. */
async function exercise(client: Client): Promise<void> {
	const { tools } = await client.listTools();
	expect(tools.map((tool) => tool.name)).toEqual(['search_docs', 'read_page', 'list_navigation', 'get_api_operation']);

	for (const [query, first] of [
		['soil ph', '/guides/soil/ph'],
		['compost', '/guides/soil/compost'],
		['python sdk', '/sdk/python/install'],
	] as const) {
		const { results } = JSON.parse(await toolText(client, 'search_docs', { query })) as {
			results: { path: string; title: string; excerpt: string }[];
		};
		expect(results[0]?.path, query).toBe(first);
	}

	expect(await toolText(client, 'read_page', { path: '/guides/soil/ph' })).toBe(
		readFileSync(join(build.outDir, 'guides/soil/ph.md'), 'utf8'),
	);

	const navigation = JSON.parse(await toolText(client, 'list_navigation', { version: 'v1' })) as { version: string; sections: unknown[] };
	expect(navigation).toEqual({
		site: 'Greenhouse',
		version: 'v1',
		versions: ['v2', 'v1'],
		sections: [
			{ anchor: 'Guides', entries: [{ title: 'Quickstart (v1)', path: '/v1/quickstart', url: '/v1/quickstart' }] },
			{ anchor: 'Seed bank', entries: [{ title: 'Seed catalogue (v1)', path: '/v1/seeds/catalogue', url: '/v1/seeds/catalogue' }] },
		],
	});

	const operation = JSON.parse(await toolText(client, 'get_api_operation', { method: 'GET', path: '/plants' })) as Record<string, unknown>;
	expect(operation).toMatchObject({
		method: 'GET',
		path: '/plants',
		operationId: 'listPlants',
		page: '/api-reference/plants/list-plants',
		spec: '/openapi.json',
	});
}

describe('trellis mcp', () => {
	test('over stdio, started by the client', async () => {
		const started = await trellisCommand(['mcp', build.outDir]);
		const transport = new StdioClientTransport({ ...started, cwd: build.outDir, stderr: 'pipe' });
		let stderr = '';
		transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
		const client = new Client({ name: 'trellis-test', version: '0.0.0' });
		await client.connect(transport);
		try {
			await exercise(client);
		} finally {
			await client.close();
		}
		expect(stderr).toContain('(Greenhouse) over stdio');
		expect(stderr).not.toMatch(/^error:/m);
	});

	test('over Streamable HTTP, on this machine only', async () => {
		const port = await freePort();
		const server = await serving(['mcp', build.outDir, '--http', String(port)], build.outDir);
		let ended: number | NodeJS.Signals;
		try {
			expect(server.url).toBe(`http://127.0.0.1:${port}/mcp`);
			const client = new Client({ name: 'trellis-test', version: '0.0.0' });
			await client.connect(new StreamableHTTPClientTransport(new URL(server.url)));
			try {
				await exercise(client);
			} finally {
				await client.close();
			}
		} finally {
			ended = await server.stop();
		}
		// Stopped as with Ctrl+C, it ends by that signal, as a shell expects.
		expect(ended).toBe('SIGINT');
		expect(server.output()).not.toMatch(/^error:/m);
	});

	test('of a published site, by its address', async () => {
		const site = await serveStatic(build.outDir);
		try {
			const started = await trellisCommand(['mcp', site.url]);
			const transport = new StdioClientTransport({ ...started, stderr: 'pipe' });
			let stderr = '';
			transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
			const client = new Client({ name: 'trellis-test', version: '0.0.0' });
			await client.connect(transport);
			try {
				await expectFoundAndRead(client, {
					query: 'soil ph',
					path: '/guides/soil/ph',
					markdown: readFileSync(join(build.outDir, 'guides/soil/ph.md'), 'utf8'),
				});
			} finally {
				await client.close();
			}
			expect(stderr).toContain(`MCP server of ${site.url}/ (Greenhouse) over stdio`);
		} finally {
			await site.close();
		}
	});
});
