import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entriesOf, entryLabel } from '../../../src/openapi/entries.ts';
import { loadSpec, loadSpecs } from '../../../src/openapi/load-specs.ts';
import { fixturesDir, loadFixture, repoRoot, shown } from './helpers.ts';

describe('valid documents load', () => {
	it('reads OpenAPI 3.1 JSON and dereferences every $ref', async () => {
		const spec = await loadFixture('every-parameter-3.1.json');
		expect(spec.source).toBe('every-parameter-3.1.json');
		expect(spec.location).toBe(join(fixturesDir, 'every-parameter-3.1.json'));
		expect(spec.document.openapi).toBe('3.1.0');
		expect(JSON.stringify(spec.document.paths?.['/plants/{plantId}'])).not.toContain('$ref');
		// Every $ref to a schema is the schema itself: shared, not copied.
		const schemas = spec.document.components!.schemas! as Record<string, { properties?: Record<string, { oneOf?: unknown[] }> }>;
		expect(schemas.PlantInput!.properties!.origin!.oneOf![1]).toBe(schemas.Wild);
	});

	it('reads OpenAPI 3.0 YAML', async () => {
		const spec = await loadFixture('every-parameter-3.0.yaml');
		expect(spec.document.openapi).toBe('3.0.3');
		expect(entriesOf(spec).map(entryLabel)).toEqual(['GET /orders', 'POST /orders', 'GET /orders/{orderId}']);
	});

	// Both are valid OpenAPI 3.1 that @apidevtools/swagger-parser wrongly rejects.
	it('accepts info.license with only a name (the Plant Store is "licensed MIT")', async () => {
		const spec = await loadFixture('license-name-only-3.1.json');
		expect(entriesOf(spec).map(entryLabel)).toEqual(['GET /health']);
	});

	it('accepts a 3.1 document with only components', async () => {
		const spec = await loadFixture('components-only-3.1.json');
		expect(entriesOf(spec)).toEqual([]);
		expect(Object.keys(spec.document.components?.schemas ?? {})).toEqual(['Money']);
	});

	it('loads the showcase openapi.json, whose only entry is a webhook', async () => {
		const spec = await loadFixture('openapi.json', repoRoot);
		expect(entriesOf(spec).map(entryLabel)).toEqual(['WEBHOOK /plant/webhook']);
	});

	it('keeps a recursive schema cyclic without failing', async () => {
		const spec = await loadFixture('every-parameter-3.1.json');
		const category = spec.document.components!.schemas!.Category as { properties: { children: { items: unknown } } };
		expect(category.properties.children.items).toBe(category);
	});
});

describe('broken documents give problems with the place in the file', () => {
	it('names line and column of a JSON syntax error', async () => {
		const result = await loadSpec('broken-invalid-json.json', fixturesDir);
		expect(result.spec).toBeUndefined();
		expect(shown(result.problems)).toMatchInlineSnapshot(`
			"error: broken-invalid-json.json:6:3 invalid JSON: property name expected
			  fix: property names must be in double quotes; remove a trailing comma if there is one
			1 error, 0 warnings"
		`);
	});

	it('names line and column of a YAML syntax error, saying the place once', async () => {
		const result = await loadSpec('broken-invalid-yaml.yaml', fixturesDir);
		expect(result.spec).toBeUndefined();
		// The place is in the location; the message should not repeat it ("at line 9, column 1:").
		expect(shown(result.problems)).toMatchInlineSnapshot(`
			"error: broken-invalid-yaml.yaml:9:1 invalid YAML: All mapping items must start at the same column
			1 error, 0 warnings"
		`);
	});

	it('lists every validation error of a JSON spec, each with its line and JSON path', async () => {
		const result = await loadSpec('broken-missing-version-3.1.json', fixturesDir);
		expect(result.spec).toBeUndefined();
		expect(shown(result.problems)).toMatchInlineSnapshot(`
			"error: broken-missing-version-3.1.json:3 info: invalid OpenAPI: must have required property 'version'
			  fix: add "version" to info
			error: broken-missing-version-3.1.json:11 paths["/plants"].get.responses["200"]: invalid OpenAPI: must have required property 'description'
			  fix: add "description" to paths["/plants"].get.responses["200"]
			2 errors, 0 warnings"
		`);
	});

	it('locates validation errors of a YAML spec too', async () => {
		const result = await loadSpec('broken-missing-version-3.0.yaml', fixturesDir);
		expect(result.spec).toBeUndefined();
		expect(shown(result.problems)).toMatchInlineSnapshot(`
			"error: broken-missing-version-3.0.yaml:2 info: invalid OpenAPI: must have required property 'version'
			  fix: add "version" to info
			error: broken-missing-version-3.0.yaml:9 paths["/orders"].get.responses["200"]: invalid OpenAPI: must have required property 'description'
			  fix: add "description" to paths["/orders"].get.responses["200"]
			2 errors, 0 warnings"
		`);
	});

	it('says where a $ref that points nowhere is, and which schema was probably meant', async () => {
		const result = await loadSpec('broken-dangling-ref-3.1.json', fixturesDir);
		expect(result.spec).toBeUndefined();
		expect(result.problems).toHaveLength(1);
		const [problem] = result.problems;
		expect(problem).toMatchObject({
			severity: 'error',
			file: join(fixturesDir, 'broken-dangling-ref-3.1.json'),
			line: 13,
			jsonPath: 'paths["/plants"].get.responses["200"].content["application/json"].schema.$ref',
		});
		expect(problem!.message).toContain('#/components/schemas/Plnat');
		expect(problem!.hint).toContain('"#/components/schemas/Plant"');
	});

	it('reports a missing file with the place it looked', async () => {
		const result = await loadSpec('specs/missing.json', fixturesDir);
		expect(shown(result.problems)).toMatchInlineSnapshot(`
			"error: specs/missing.json the OpenAPI file does not exist
			  fix: check the path in "openapi": it is read relative to the folder of docs.json
			1 error, 0 warnings"
		`);
	});

	it('reports duplicate operationIds (a semantic check swagger-parser skips)', async () => {
		const folder = mkdtempSync(join(tmpdir(), 'trellis-openapi-'));
		const operation = (id: string) => ({ get: { operationId: id, responses: { '200': { description: 'OK' } } } });
		writeFileSync(
			join(folder, 'duplicate.json'),
			JSON.stringify({ openapi: '3.1.0', info: { title: 'Twice', version: '1' }, paths: { '/a': operation('same'), '/b': operation('same') } }, null, 2),
		);
		const result = await loadSpec('duplicate.json', folder);
		expect(result.spec).toBeUndefined();
		expect(result.problems.map((problem) => problem.message)).toEqual([
			'invalid OpenAPI: The operationId `same` is duplicated and must be made unique.',
		]);
	});

	it('returns a problem for an OpenAPI 3.2 document instead of throwing', async () => {
		const folder = mkdtempSync(join(tmpdir(), 'trellis-openapi-'));
		writeFileSync(
			join(folder, 'v32.json'),
			JSON.stringify({ openapi: '3.2.0', info: { title: 'Next', version: '1' }, paths: { '/a': { get: { responses: { '200': { description: 'OK' } } } } } }, null, 2),
		);
		// loadSpec promises problems, never exceptions: a build must list this, not crash with a stack trace.
		const result = await loadSpec('v32.json', folder).catch((error: unknown) => ({ thrown: String(error) }));
		expect(result).not.toHaveProperty('thrown');
		const problems = 'problems' in result ? result.problems : [];
		expect(problems).toHaveLength(1);
		expect(problems[0]).toMatchObject({ file: join(folder, 'v32.json') });
		expect(problems[0]!.message).toContain('3.2');
	});

	it('lists the problems of all specs together, keeping the good ones', async () => {
		const result = await loadSpecs(
			['every-parameter-3.1.json', 'broken-invalid-json.json', 'broken-missing-version-3.1.json', 'nowhere.yaml', 'license-name-only-3.1.json'],
			fixturesDir,
		);
		expect(result.specs.map((spec) => spec.source)).toEqual(['every-parameter-3.1.json', 'license-name-only-3.1.json']);
		expect(shown(result.problems)).toMatchInlineSnapshot(`
			"error: broken-invalid-json.json:6:3 invalid JSON: property name expected
			  fix: property names must be in double quotes; remove a trailing comma if there is one
			error: broken-missing-version-3.1.json:3 info: invalid OpenAPI: must have required property 'version'
			  fix: add "version" to info
			error: broken-missing-version-3.1.json:11 paths["/plants"].get.responses["200"]: invalid OpenAPI: must have required property 'description'
			  fix: add "description" to paths["/plants"].get.responses["200"]
			error: nowhere.yaml the OpenAPI file does not exist
			  fix: check the path in "openapi": it is read relative to the folder of docs.json
			4 errors, 0 warnings"
		`);
	});
});

describe('remote specs', () => {
	let server: Server;
	let base: string;
	const served: string[] = [];

	beforeAll(async () => {
		server = createServer((request, response) => {
			const name = (request.url ?? '/').slice(1);
			served.push(name);
			if (!['every-parameter-3.1.json', 'every-parameter-3.0.yaml'].includes(name)) {
				response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not here');
				return;
			}
			response.writeHead(200, { 'Content-Type': name.endsWith('.json') ? 'application/json' : 'application/yaml' });
			response.end(readFileSync(join(fixturesDir, name)));
		});
		await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
		base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
	});

	afterAll(async () => {
		await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
	});

	it('loads a JSON spec served over http', async () => {
		const url = `${base}/every-parameter-3.1.json`;
		const result = await loadSpec(url, '/not/used');
		expect(shown(result.problems)).toBe('0 errors, 0 warnings');
		expect(result.spec?.source).toBe(url);
		expect(result.spec?.location).toBe(url);
		expect(entriesOf(result.spec!).map(entryLabel)).toContain('WEBHOOK plantSold');
		expect(served).toContain('every-parameter-3.1.json');
	});

	it('loads a YAML spec served over http', async () => {
		const result = await loadSpec(`${base}/every-parameter-3.0.yaml`, '/not/used');
		expect(result.problems).toEqual([]);
		expect(entriesOf(result.spec!).map(entryLabel)).toEqual(['GET /orders', 'POST /orders', 'GET /orders/{orderId}']);
	});

	it('names the URL and the status when the server answers with an error', async () => {
		const result = await loadSpec(`${base}/missing.json`, '/not/used');
		expect(shown(result.problems).replaceAll(base, 'http://127.0.0.1:<port>')).toMatchInlineSnapshot(`
			"error: http://127.0.0.1:<port>/missing.json could not fetch the OpenAPI file: the server answered 404 Not Found
			  fix: check the URL and the network; to build offline, save the file in the docs folder and list its path instead
			1 error, 0 warnings"
		`);
	});

	it('names the URL when nothing listens there', async () => {
		const closed = createServer();
		await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
		const port = (closed.address() as AddressInfo).port;
		await new Promise<void>((resolve) => closed.close(() => resolve()));
		const url = `http://127.0.0.1:${port}/openapi.json`;

		const result = await loadSpec(url, '/not/used');
		expect(result.spec).toBeUndefined();
		expect(result.problems[0]?.file).toBe(url);
		expect(shown(result.problems).replaceAll(String(port), '<port>')).toMatchInlineSnapshot(`
			"error: http://127.0.0.1:<port>/openapi.json could not fetch the OpenAPI file: the connection to 127.0.0.1:<port> was refused: nothing answers there
			  fix: check the URL and the network; to build offline, save the file in the docs folder and list its path instead
			1 error, 0 warnings"
		`);
	});
});
