import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entriesOf, entryLabel } from '../../../src/openapi/entries.ts';
import { loadSpec, loadSpecs } from '../../../src/openapi/load-specs.ts';
import { formatProblems } from '../../../src/problems/format.ts';
import { mintignoredFile } from '../../../src/page-files/mintignore.ts';
import { folderWith, removeFolders } from '../../support/temporary-folder.ts';
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

	it('names the place of a YAML alias whose anchor is missing, instead of throwing', async () => {
		const folder = mkdtempSync(join(tmpdir(), 'trellis-yaml-'));
		writeFileSync(join(folder, 'openapi.yaml'), 'openapi: 3.1.0\ninfo:\n  title: Plants\n  version: "1"\npaths: {}\nx-tags: [*plantTag]\n');
		const result = await loadSpec('openapi.yaml', folder);
		expect(result.spec).toBeUndefined();
		expect(shown(result.problems).replaceAll(folder, '<folder>')).toBe(
			[
				'error: <folder>/openapi.yaml:6:10 invalid YAML: the alias *plantTag has no anchor &plantTag before it',
				'  fix: put &plantTag on the value it stands for, above this line, or write the value here',
				'1 error, 0 warnings',
			].join('\n'),
		);
	});

	it('refuses YAML aliases that expand to more values than memory holds (a "billion laughs")', async () => {
		const folder = mkdtempSync(join(tmpdir(), 'trellis-yaml-'));
		const levels = ['a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]'];
		for (const name of 'bcdefgh')
			levels.push(
				`${name}: &${name} [${Array(9)
					.fill(`*${levels.length === 0 ? 'a' : String.fromCharCode(name.charCodeAt(0) - 1)}`)
					.join(', ')}]`,
			);
		writeFileSync(
			join(folder, 'openapi.yaml'),
			`openapi: 3.1.0\ninfo:\n  title: Plants\n  version: "1"\npaths: {}\nx-laughs:\n${levels.map((line) => `  ${line}`).join('\n')}\n`,
		);
		const result = await loadSpec('openapi.yaml', folder);
		expect(result.spec).toBeUndefined();
		expect(shown(result.problems).replaceAll(folder, '<folder>')).toBe(
			[
				'error: <folder>/openapi.yaml invalid YAML: its aliases expand to too many values to read safely',
				'  fix: write the repeated parts with $ref instead of YAML anchors and aliases',
				'1 error, 0 warnings',
			].join('\n'),
		);
	});

	it('lists every validation error of a JSON spec, each with its line and JSON path', async () => {
		const result = await loadSpec('broken-missing-version-3.1.json', fixturesDir);
		expect(result.spec).toBeUndefined();
		expect(shown(result.problems)).toMatchInlineSnapshot(`
			"error: broken-missing-version-3.1.json:3 info: invalid OpenAPI: must have required property 'version' (at #/info)
			  fix: add "version" to info
			error: broken-missing-version-3.1.json:11 paths["/plants"].get.responses["200"]: invalid OpenAPI: must have required property 'description' (at #/paths/~1plants/get/responses/200)
			  fix: add "description" to paths["/plants"].get.responses["200"]
			2 errors, 0 warnings"
		`);
	});

	it('locates validation errors of a YAML spec too', async () => {
		const result = await loadSpec('broken-missing-version-3.0.yaml', fixturesDir);
		expect(result.spec).toBeUndefined();
		expect(shown(result.problems)).toMatchInlineSnapshot(`
			"error: broken-missing-version-3.0.yaml:2 info: invalid OpenAPI: must have required property 'version' (at #/info)
			  fix: add "version" to info
			error: broken-missing-version-3.0.yaml:9 paths["/orders"].get.responses["200"]: invalid OpenAPI: must have required property 'description' (at #/paths/~1orders/get/responses/200)
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
			JSON.stringify(
				{ openapi: '3.1.0', info: { title: 'Twice', version: '1' }, paths: { '/a': operation('same'), '/b': operation('same') } },
				null,
				2,
			),
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
			JSON.stringify(
				{
					openapi: '3.2.0',
					info: { title: 'Next', version: '1' },
					paths: { '/a': { get: { responses: { '200': { description: 'OK' } } } } },
				},
				null,
				2,
			),
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
			[
				'every-parameter-3.1.json',
				'broken-invalid-json.json',
				'broken-missing-version-3.1.json',
				'nowhere.yaml',
				'license-name-only-3.1.json',
			],
			fixturesDir,
		);
		expect(result.specs.map((spec) => spec.source)).toEqual(['every-parameter-3.1.json', 'license-name-only-3.1.json']);
		expect(shown(result.problems)).toMatchInlineSnapshot(`
			"error: broken-invalid-json.json:6:3 invalid JSON: property name expected
			  fix: property names must be in double quotes; remove a trailing comma if there is one
			error: broken-missing-version-3.1.json:3 info: invalid OpenAPI: must have required property 'version' (at #/info)
			  fix: add "version" to info
			error: broken-missing-version-3.1.json:11 paths["/plants"].get.responses["200"]: invalid OpenAPI: must have required property 'description' (at #/paths/~1plants/get/responses/200)
			  fix: add "description" to paths["/plants"].get.responses["200"]
			error: nowhere.yaml the OpenAPI file does not exist
			  fix: check the path in "openapi": it is read relative to the folder of docs.json
			4 errors, 0 warnings"
		`);
	});
});

describe('mistakes that make the parser throw are named, with the place and the JSON pointer', () => {
	/** Loads a spec written into a fresh folder; problems shown relative to it. */
	async function problemsOf(name: string, text: string): Promise<string> {
		const folder = mkdtempSync(join(tmpdir(), 'trellis-openapi-'));
		writeFileSync(join(folder, name), text);
		const result = await loadSpec(name, folder).catch((error: unknown) => ({ spec: undefined, problems: [], thrown: String(error) }));
		expect(result).not.toHaveProperty('thrown');
		expect(result.spec).toBeUndefined();
		return formatProblems(result.problems, folder);
	}
	const head = 'openapi: 3.1.0\ninfo:\n  title: Plants\n  version: "1"\n';

	it('a version written as a number (YAML `openapi: 3.0`)', async () => {
		expect(await problemsOf('openapi.yaml', 'openapi: 3.0\ninfo:\n  title: Plants\n  version: "1"\npaths: {}\n')).toMatchInlineSnapshot(`
			"error: openapi.yaml:1 openapi: expected the version as text, such as "3.1.0", found the number 3 (at #/openapi)
			  fix: write the version in quotes: openapi: "3.0.0"
			1 error, 0 warnings"
		`);
	});

	it('a $ref that is not text, where a reference leads', async () => {
		const text = `${head}paths: {}\ncomponents:\n  schemas:\n    Plant:\n      $ref: [Tree]\n    Pot:\n      $ref: "#/components/schemas/Plant"\n`;
		expect(await problemsOf('openapi.yaml', text)).toMatchInlineSnapshot(`
			"error: openapi.yaml:9 components.schemas.Plant.$ref: expected "$ref" to be text, a reference such as "#/components/schemas/Plant", found a list (at #/components/schemas/Plant/$ref)
			  fix: write the reference in quotes, starting with #/
			1 error, 0 warnings"
		`);
	});

	it('a parameter that refers to the path that holds it (the validator would throw)', async () => {
		const text = `${head}paths:\n  /plants:\n    get:\n      parameters:\n        - $ref: "#/paths/~1plants"\n      responses:\n        "200":\n          description: OK\n`;
		expect(await problemsOf('openapi.yaml', text)).toMatchInlineSnapshot(`
			"error: openapi.yaml:9 paths["/plants"].get.parameters[0].$ref: $ref "#/paths/~1plants" points at an object that holds this reference, so it would contain itself (at #/paths/~1plants/get/parameters/0/$ref)
			  fix: point it at a definition of its own, under #/components/
			1 error, 0 warnings"
		`);
	});

	it('a $ref into a file of the folder that does not exist, naming the file looked for', async () => {
		const text = `${head}paths: {}\ncomponents:\n  schemas:\n    Pot:\n      $ref: "schemas/plant.yaml#/Plant"\n`;
		expect(await problemsOf('openapi.yaml', text)).toMatchInlineSnapshot(`
			"error: openapi.yaml:9 components.schemas.Pot.$ref: $ref "schemas/plant.yaml#/Plant" names "schemas/plant.yaml", which does not exist: looked for "schemas/plant.yaml" in the docs folder (at #/components/schemas/Pot/$ref)
			  fix: check the path: it is read from the folder of the file that holds the $ref
			1 error, 0 warnings"
		`);
	});

	it('a security scheme that is not an object', async () => {
		const text = `${head}paths: {}\ncomponents:\n  securitySchemes:\n    bearerAuth: bearer\n`;
		expect(await problemsOf('openapi.yaml', text)).toMatchInlineSnapshot(`
			"error: openapi.yaml:8 components.securitySchemes.bearerAuth: expected security scheme "bearerAuth" to be an object, found "bearer" (at #/components/securitySchemes/bearerAuth)
			  fix: write it as an object, e.g. bearerAuth: { type: "http", scheme: "bearer" }
			1 error, 0 warnings"
		`);
	});

	it('a security scheme that refers to a value that is not one (the checks before the schema would throw)', async () => {
		const text = `${head}paths: {}\nx-language: TypeScript\ncomponents:\n  securitySchemes:\n    bearerAuth:\n      $ref: "#/x-language"\n`;
		expect(await problemsOf('openapi.yaml', text)).toMatchInlineSnapshot(`
			"error: openapi.yaml:10 components.securitySchemes.bearerAuth.$ref: expected security scheme "bearerAuth" to be an object, found "TypeScript" (at #/components/securitySchemes/bearerAuth/$ref)
			  fix: write it as an object, e.g. bearerAuth: { type: "http", scheme: "bearer" }
			1 error, 0 warnings"
		`);
	});

	it('a YAML alias inside the value of its own anchor', async () => {
		expect(await problemsOf('openapi.yaml', `${head}paths: {}\nx-loop: &loop [1, *loop]\n`)).toMatchInlineSnapshot(`
			"error: openapi.yaml:6:19 invalid YAML: the alias *loop is inside the value its anchor &loop names, so that value would contain itself
			  fix: for a schema that contains itself, write $ref: "#/components/schemas/<name>" instead of the alias
			1 error, 0 warnings"
		`);
	});

	it('YAML nested deeper than any spec goes', async () => {
		expect(await problemsOf('openapi.yaml', `${head}paths: {}\nx-deep: ${'['.repeat(5_000)}${']'.repeat(5_000)}\n`)).toMatchInlineSnapshot(`
			"error: openapi.yaml:6:802 nested more than 256 levels deep: no OpenAPI document goes this deep
			  fix: remove the extra levels of lists or objects here; a schema that contains itself is written with $ref
			1 error, 0 warnings"
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
			if (name === 'split.yaml') {
				const text =
					'openapi: 3.1.0\ninfo:\n  title: Split\n  version: "1"\npaths: {}\ncomponents:\n  schemas:\n    Pet:\n      $ref: "schemas/pet.yaml"\n';
				response.writeHead(200, { 'Content-Type': 'application/yaml' }).end(text);
				return;
			}
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

	it('refuses a $ref by path in a spec fetched from a URL, which would be read from the disk of the build', async () => {
		const { spec, problems } = await loadSpec(`${base}/split.yaml`, '/not/used');
		expect(spec).toBeUndefined();
		expect(problems.map((problem) => `${problem.line}: ${problem.message}`)).toEqual([
			'9: $ref "schemas/pet.yaml" refers to another file by its path, "schemas/pet.yaml", in a spec fetched from a URL: Trellis reads files by path only from the docs folder (at #/components/schemas/Pet/$ref)',
		]);
		expect(served).not.toContain('schemas/pet.yaml');
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

describe('specs outside the docs folder', () => {
	it('are not read, however they are named, and nothing of them shows', async () => {
		const root = mkdtempSync(join(tmpdir(), 'trellis-spec-outside-'));
		const docs = join(root, 'docs');
		mkdirSync(docs);
		const secret = JSON.stringify({ openapi: '3.1.0', info: { title: 'SECRET-SPEC', version: '1' }, paths: {} });
		writeFileSync(join(root, 'spec.json'), secret);
		symlinkSync('../spec.json', join(docs, 'linked.json'));
		const { specs, problems } = await loadSpecs(
			['../spec.json', '/../spec.json', '%2e%2e/spec.json', 'linked.json', `file://${root}/spec.json`],
			docs,
		);
		expect(specs).toEqual([]);
		expect(problems.map((problem) => problem.message)).toEqual([
			'the OpenAPI file is outside the docs folder: not read',
			'the OpenAPI file is outside the docs folder: not read',
			'the OpenAPI file leads outside the docs folder through the symbolic link "linked.json": not read',
			'the OpenAPI file is a file: URL, which reads the disk of the machine that builds the site: not read',
		]);
		expect(JSON.stringify(problems)).not.toContain('SECRET-SPEC');
	});
});

describe('references to other files of the docs folder', () => {
	afterAll(removeFolders);
	const head = 'openapi: 3.1.0\ninfo:\n  title: Pets\n  version: "1"\n';
	/** A spec at api/openapi.yaml whose one response is `ref`, with `files` beside it. */
	function specFolder(ref: string, files: Record<string, string> = {}): string {
		return folderWith(
			{ 'api/openapi.yaml': `${head}paths:\n  /pets:\n    get:\n      responses:\n        "200":\n          $ref: "${ref}"\n`, ...files },
			'trellis-spec-refs-',
		);
	}
	const ok = 'description: OK\n';

	it('are read from the folder of the file that holds them, YAML and JSON, each referring to the next', async () => {
		const folder = folderWith(
			{
				'api/openapi.yaml': `${head}paths:\n  /pets:\n    get:\n      responses:\n        "200":\n          description: OK\n          content:\n            application/json:\n              schema:\n                $ref: "./schemas/pet.yaml"\n        "404":\n          $ref: "../common/errors.yaml#/components/responses/NotFound"\n`,
				'api/schemas/pet.yaml': 'type: object\nproperties:\n  name:\n    type: string\n  owner:\n    $ref: "owner.json#/Owner"\n',
				'api/schemas/owner.json': JSON.stringify({
					Owner: { type: 'object', properties: { id: { type: 'integer', description: 'The owner.' } } },
				}),
				'common/errors.yaml': 'components:\n  responses:\n    NotFound:\n      description: No such pet\n',
				// Decoys where a reader that resolves from the docs folder, not the file, would look.
				'schemas/pet.yaml': 'type: string\ndescription: WRONG FILE\n',
				'owner.json': JSON.stringify({ Owner: { description: 'WRONG FILE' } }),
			},
			'trellis-spec-refs-',
		);
		const { spec, problems } = await loadSpec('api/openapi.yaml', folder);
		expect(formatProblems(problems, folder)).toBe('0 errors, 0 warnings');
		const responses = spec!.document.paths!['/pets']!.get as { responses: Record<string, { description: string; content?: unknown }> };
		expect(responses.responses['404']!.description).toBe('No such pet');
		expect(responses.responses['200']!.content).toEqual({
			'application/json': {
				schema: {
					type: 'object',
					properties: {
						name: { type: 'string' },
						owner: { type: 'object', properties: { id: { type: 'integer', description: 'The owner.' } } },
					},
				},
			},
		});
		expect(JSON.stringify(spec!.document)).not.toContain('WRONG FILE');
	});

	it('to a JSON file by a pointer, the same file named twice read once', async () => {
		const folder = specFolder('schemas/pet.json#/responses/Ok', {
			'api/schemas/pet.json': JSON.stringify({
				responses: { Ok: { $ref: '../../api/schemas/./pet.json#/Shared' } },
				Shared: { description: 'Shared' },
			}),
		});
		const { spec, problems } = await loadSpec('api/openapi.yaml', folder);
		expect(formatProblems(problems, folder)).toBe('0 errors, 0 warnings');
		expect(JSON.stringify(spec!.document.paths)).toContain('"description":"Shared"');
	});

	it('are refused when they lead out of the folder, however written, and the file is never read', async () => {
		const root = folderWith({ 'secret.yaml': 'description: SECRET-TEXT\n: : not even YAML [\n' }, 'trellis-spec-refs-');
		const docs = join(root, 'docs');
		mkdirSync(join(docs, 'api'), { recursive: true });
		symlinkSync('../../secret.yaml', join(docs, 'api/linked.yaml'));
		const refs = [
			'../../secret.yaml',
			join(root, 'secret.yaml'),
			'linked.yaml',
			'%2e%2e/%2e%2e/secret.yaml',
			`file://${root}/secret.yaml`,
			'..\\..\\secret.yaml',
		];
		const responses = refs.map((ref, index) => `        "${200 + index}":\n          $ref: ${JSON.stringify(ref)}\n`).join('');
		writeFileSync(join(docs, 'api/openapi.yaml'), `${head}paths:\n  /pets:\n    get:\n      responses:\n${responses}`);
		const { spec, problems } = await loadSpec('api/openapi.yaml', docs);
		expect(spec).toBeUndefined();
		const shownProblems = formatProblems(problems, docs).replaceAll(root, '<root>');
		expect(shownProblems).not.toContain('SECRET-TEXT');
		expect(JSON.stringify(problems)).not.toContain('SECRET-TEXT');
		expect(shownProblems).toMatchInlineSnapshot(`
			"error: api/openapi.yaml:10 paths["/pets"].get.responses["200"].$ref: $ref "../../secret.yaml" names "../../secret.yaml", which is outside the docs folder: not read (at #/paths/~1pets/get/responses/200/$ref)
			  fix: Trellis reads only files inside the docs folder: move the file into it, and refer to it from this file (e.g. "./schemas/pet.yaml")
			error: api/openapi.yaml:12 paths["/pets"].get.responses["201"].$ref: $ref "<root>/secret.yaml" names "<root>/secret.yaml", which is outside the docs folder: not read (at #/paths/~1pets/get/responses/201/$ref)
			  fix: Trellis reads only files inside the docs folder: move the file into it, and refer to it from this file (e.g. "./schemas/pet.yaml")
			error: api/openapi.yaml:14 paths["/pets"].get.responses["202"].$ref: $ref "linked.yaml" names "linked.yaml", which leads outside the docs folder through the symbolic link "api/linked.yaml": not read (at #/paths/~1pets/get/responses/202/$ref)
			  fix: Trellis reads only files inside the docs folder: move the file into it, and refer to it from this file (e.g. "./schemas/pet.yaml")
			error: api/openapi.yaml:16 paths["/pets"].get.responses["203"].$ref: $ref "%2e%2e/%2e%2e/secret.yaml" names "%2e%2e/%2e%2e/secret.yaml", which is outside the docs folder: not read (at #/paths/~1pets/get/responses/203/$ref)
			  fix: Trellis reads only files inside the docs folder: move the file into it, and refer to it from this file (e.g. "./schemas/pet.yaml")
			error: api/openapi.yaml:18 paths["/pets"].get.responses["204"].$ref: $ref "file://<root>/secret.yaml" names "file://<root>/secret.yaml", which is a file: URL, which reads the disk of the machine that builds the site: not read (at #/paths/~1pets/get/responses/204/$ref)
			  fix: Trellis reads only files inside the docs folder: move the file into it, and refer to it from this file (e.g. "./schemas/pet.yaml")
			error: api/openapi.yaml:20 paths["/pets"].get.responses["205"].$ref: $ref "..\\..\\secret.yaml" names "..\\\\..\\\\secret.yaml", which is outside the docs folder: not read (at #/paths/~1pets/get/responses/205/$ref)
			  fix: Trellis reads only files inside the docs folder: move the file into it, and refer to it from this file (e.g. "./schemas/pet.yaml")
			6 errors, 0 warnings"
		`);
	});

	it('are refused when .mintignore leaves the file out of the site', async () => {
		const folder = specFolder('private/ok.yaml', { 'api/private/ok.yaml': ok, '.mintignore': 'api/private/\n' });
		const { specs, problems } = await loadSpecs(['api/openapi.yaml'], folder, mintignoredFile(folder));
		expect(specs).toEqual([]);
		expect(formatProblems(problems, folder)).toMatchInlineSnapshot(`
			"error: api/openapi.yaml:10 paths["/pets"].get.responses["200"].$ref: $ref "private/ok.yaml" names "private/ok.yaml", which is left out of the site by .mintignore: not read (at #/paths/~1pets/get/responses/200/$ref)
			  fix: remove "api/private/ok.yaml" from .mintignore, or move the definition into a file the site keeps
			1 error, 0 warnings"
		`);
	});

	it('name the referenced file and its line when it is not valid YAML', async () => {
		const folder = specFolder('responses/ok.yaml', { 'api/responses/ok.yaml': 'description: OK\ncontent: [\n' });
		const { problems } = await loadSpec('api/openapi.yaml', folder);
		expect(formatProblems(problems, folder)).toMatchInlineSnapshot(`
			"error: api/responses/ok.yaml:3:1 invalid YAML: Flow sequence in block collection must be sufficiently indented and end with a ]
			1 error, 0 warnings"
		`);
	});

	it('place a validation error in the referenced file', async () => {
		const folder = specFolder('responses/ok.yaml', {
			'api/responses/ok.yaml': 'description: OK\nheaders:\n  X-Rate:\n    $ref: "../headers.yaml#/Rate"\n',
			'api/headers.yaml': 'Rate:\n  description: The rate\n  schema:\n    type: integer\n  style: sideways\n',
		});
		const { problems } = await loadSpec('api/openapi.yaml', folder);
		expect(formatProblems(problems, folder)).toMatchInlineSnapshot(`
			"error: api/headers.yaml:5 Rate.style: invalid OpenAPI: must be equal to constant (at #/Rate/style)
			1 error, 0 warnings"
		`);
	});

	it('say which file lacks what a pointer names, at the $ref', async () => {
		const folder = specFolder('responses.yaml#/NotFuond', { 'api/responses.yaml': 'NotFound:\n  description: Not found\n' });
		const { problems } = await loadSpec('api/openapi.yaml', folder);
		expect(formatProblems(problems, folder)).toMatchInlineSnapshot(`
			"error: api/openapi.yaml:10 paths["/pets"].get.responses["200"].$ref: $ref "responses.yaml#/NotFuond" points to nothing: "responses.yaml" has no #/NotFuond (at #/paths/~1pets/get/responses/200/$ref)
			  fix: did you mean "responses.yaml#/NotFound"?
			1 error, 0 warnings"
		`);
	});
});
