import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiOperations } from '../../../src/mcp/api-operations.ts';
import type { BuiltSite } from '../../../src/mcp/built-site.ts';
import { folderSiteFiles } from '../../../src/mcp/folder-site-files.ts';
import { httpSiteFiles } from '../../../src/mcp/http-site-files.ts';
import type { SiteFiles } from '../../../src/mcp/site-files.ts';
import { serveStatic, type StaticServer } from '../../support/static-server.ts';

/** A spec the site serves whose schema is in a file of its own, read from a folder and from the published site alike. */
const root = mkdtempSync(join(tmpdir(), 'trellis-mcp-specs-'));
mkdirSync(join(root, 'specs/schemas'), { recursive: true });
writeFileSync(
	join(root, 'specs/api.yaml'),
	[
		'openapi: 3.1.0',
		'info: { title: Plants, version: "1" }',
		'paths:',
		'  /plants:',
		'    get:',
		'      operationId: listPlants',
		'      responses:',
		'        "200":',
		'          description: The plants',
		'          content:',
		'            application/json:',
		'              schema: { $ref: "./schemas/plant.yaml" }',
		'',
	].join('\n'),
);
writeFileSync(join(root, 'specs/schemas/plant.yaml'), 'type: object\nproperties:\n  name: { type: string }\n');

const siteOf = (files: SiteFiles): BuiltSite => ({
	files,
	index: {
		format: 1,
		name: 'Plants',
		base: '/',
		versions: [],
		sections: [],
		operations: [{ kind: 'operation', method: 'GET', path: '/plants', page: '/api/list', spec: '/specs/api.yaml', served: true }],
	},
});

let server: StaticServer;
beforeAll(async () => {
	server = await serveStatic(root);
});
afterAll(async () => {
	await server.close();
	rmSync(root, { recursive: true, force: true });
});

describe("an operation of a spec the site serves, its $ref's file read beside it", () => {
	test.each([
		['from the folder', () => folderSiteFiles(root)],
		['over HTTP', () => httpSiteFiles(new URL(`${server.url}/`))],
	])('%s', async (_, files) => {
		const found = await apiOperations(siteOf(files())).find({ operationId: 'listPlants' });
		expect(found).toMatchObject({
			operation: {
				operationId: 'listPlants',
				responses: { '200': { content: { 'application/json': { schema: { type: 'object', properties: { name: { type: 'string' } } } } } } },
			},
		});
	});
});
