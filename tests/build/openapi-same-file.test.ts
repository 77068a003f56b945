import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildSite, type BuildResult } from '../support/build-site.ts';
import { endpointOf, pageExists, pageHtml, stripAnsi } from './html.ts';

/**
 * tests/fixtures/openapi-same-file: a mint.json whose top-level `"openapi": "spec.yaml"` and
 * anchor `"openapi": "/spec.yaml"` name one file, a page `openapi: "GET /plants"` and a page
 * `openapi: "./spec.yaml POST /plants"`. Built strict: one file is one spec, nothing ambiguous.
 */

const fixture = 'tests/fixtures/openapi-same-file';
let build: BuildResult;
let output = '';

beforeAll(async () => {
	build = await buildSite({ docsDir: fixture });
	output = stripAnsi(`${build.stdout}\n${build.stderr}`);
});

afterAll(() => {
	if (build) rmSync(build.outDir, { recursive: true, force: true });
});

describe('one spec named "spec.yaml" and "/spec.yaml"', () => {
	test('builds strictly, with no problem printed', () => {
		expect(build.exitCode, output).toBe(0);
		expect(output).not.toMatch(/^(error|warning):/m);
		expect(output).not.toContain('could be any of');
	});

	test('the page naming only "GET /plants" shows the operation', () => {
		expect(endpointOf(build.outDir, '/plants/list')).toBe('GET /plants');
		expect(pageHtml(build.outDir, '/plants/list')).toContain('The plants in the greenhouse.');
	});

	test('the page naming "./spec.yaml POST /plants" shows the operation and its body', () => {
		expect(endpointOf(build.outDir, '/plants/create')).toBe('POST /plants');
		expect(pageHtml(build.outDir, '/plants/create')).toContain('What the plant is called.');
	});

	test('the anchor generates each operation once', () => {
		expect(endpointOf(build.outDir, '/api-reference/plants/listplants')).toBe('GET /plants');
		expect(endpointOf(build.outDir, '/api-reference/plants/addplant')).toBe('POST /plants');
		expect(pageExists(build.outDir, '/api-reference/plants/listplants-2')).toBe(false);
	});
});
