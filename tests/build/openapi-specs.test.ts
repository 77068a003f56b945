import { beforeAll, describe, expect, test } from 'vitest';
import type { BuildResult } from '../support/build-site.ts';
import type { BuildRequest } from '../support/run-service/protocol.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { sharedBuild } from '../support/shared-build.ts';
import { endpointOf, pageExists, pageHtml, stripAnsi } from './html.ts';

/**
 * OpenAPI files as real folders name them, each fixture built strictly once:
 * - tests/fixtures/openapi-same-file: a mint.json whose top-level `"openapi": "spec.yaml"` and
 *   anchor `"openapi": "/spec.yaml"` name one file, a page `openapi: "GET /plants"` and a page
 *   `openapi: "./spec.yaml POST /plants"`: one file is one spec, nothing ambiguous;
 * - tests/fixtures/openapi-discovered: a mint.json that names no OpenAPI file, an `openapi.json`
 *   and a `package.json` beside it, a page `openapi: "GET /plants"` and a page
 *   `openapi: "openapi POST /plants"` (the file named without its extension): the spec is found
 *   in the folder, as the hosted platform finds it.
 */

/** A fixture built strictly, read by the tests of the calling `describe`. */
function strictBuildOf(request: BuildRequest): { build: () => BuildResult; output: () => string } {
	let build: BuildResult | undefined;
	beforeAll(async () => {
		build = await sharedBuild(request);
	});
	const built = () => build ?? expect.unreachable(`${request.docsDir} was not built`);
	return { build: built, output: () => stripAnsi(`${built().stdout}\n${built().stderr}`) };
}

describe('one spec named "spec.yaml" and "/spec.yaml"', () => {
	const { build, output } = strictBuildOf(fixtureBuilds.openapiSameFile);

	test('builds strictly, with no problem printed', () => {
		expect(build().exitCode, output()).toBe(0);
		expect(output()).not.toMatch(/^(error|warning):/m);
		expect(output()).not.toContain('could be any of');
	});

	test('the page naming only "GET /plants" shows the operation', () => {
		expect(endpointOf(build().outDir, '/plants/list')).toBe('GET /plants');
		expect(pageHtml(build().outDir, '/plants/list')).toContain('The plants in the greenhouse.');
	});

	test('the page naming "./spec.yaml POST /plants" shows the operation and its body', () => {
		expect(endpointOf(build().outDir, '/plants/create')).toBe('POST /plants');
		expect(pageHtml(build().outDir, '/plants/create')).toContain('What the plant is called.');
	});

	test('the anchor generates each operation once', () => {
		expect(endpointOf(build().outDir, '/api-reference/plants/list-plants')).toBe('GET /plants');
		expect(endpointOf(build().outDir, '/api-reference/plants/add-a-plant')).toBe('POST /plants');
		expect(pageExists(build().outDir, '/api-reference/plants/listplants-2')).toBe(false);
	});
});

describe('an OpenAPI file found in the folder, named nowhere in the config', () => {
	const { build, output } = strictBuildOf(fixtureBuilds.openapiDiscovered);

	test('builds strictly, with no problem printed', () => {
		expect(build().exitCode, output()).toBe(0);
		expect(output()).not.toMatch(/^(error|warning):/m);
		expect(output()).not.toContain('no OpenAPI file is listed');
	});

	test('the page naming only "GET /plants" shows the operation', () => {
		expect(endpointOf(build().outDir, '/plants/list')).toBe('GET /plants');
		expect(pageHtml(build().outDir, '/plants/list')).toContain('The plants grown from the library');
	});

	test('the page naming "openapi POST /plants" shows the operation and its body', () => {
		expect(endpointOf(build().outDir, '/plants/create')).toBe('POST /plants');
		expect(pageHtml(build().outDir, '/plants/create')).toContain('The seed variety the plant grew from.');
	});
});
