import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildSite, type BuildResult } from '../support/build-site.ts';
import { endpointOf, pageHtml, stripAnsi } from './html.ts';

/**
 * tests/fixtures/openapi-discovered: a mint.json that names no OpenAPI file, an `openapi.json`
 * and a `package.json` beside it, a page `openapi: "GET /plants"` and a page
 * `openapi: "openapi POST /plants"` (the file named without its extension). Built strict: the
 * spec is found in the folder, as the hosted platform finds it.
 */

const fixture = 'tests/fixtures/openapi-discovered';
let build: BuildResult;
let output = '';

beforeAll(async () => {
	build = await buildSite({ docsDir: fixture });
	output = stripAnsi(`${build.stdout}\n${build.stderr}`);
});

afterAll(() => {
	if (build) rmSync(build.outDir, { recursive: true, force: true });
});

describe('an OpenAPI file found in the folder, named nowhere in the config', () => {
	test('builds strictly, with no problem printed', () => {
		expect(build.exitCode, output).toBe(0);
		expect(output).not.toMatch(/^(error|warning):/m);
		expect(output).not.toContain('no OpenAPI file is listed');
	});

	test('the page naming only "GET /plants" shows the operation', () => {
		expect(endpointOf(build.outDir, '/plants/list')).toBe('GET /plants');
		expect(pageHtml(build.outDir, '/plants/list')).toContain('The plants grown from the library');
	});

	test('the page naming "openapi POST /plants" shows the operation and its body', () => {
		expect(endpointOf(build.outDir, '/plants/create')).toBe('POST /plants');
		expect(pageHtml(build.outDir, '/plants/create')).toContain('The seed variety the plant grew from.');
	});
});
