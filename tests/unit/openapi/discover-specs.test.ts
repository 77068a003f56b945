import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localSpecFiles } from '../../../src/integration/dev-reload.ts';
import { discoverSpecFiles, isOpenApiFile, siteSpecSources, topLevelSaysOpenApi } from '../../../src/openapi/discover-specs.ts';
import { formatProblems } from '../../../src/problems/format.ts';
import { resolveDocsPaths } from '../../../src/settings/docs-paths.ts';
import { loadSite } from '../../../src/site/load-site.ts';
import { folderWith, removeFolders } from '../../support/temporary-folder.ts';
import { configOf } from './helpers.ts';

afterAll(removeFolders);

const docsFolder = (files: Record<string, string>) => folderWith(files, 'trellis-found-spec-');
const folderPaths = (folder: string) => resolveDocsPaths(folder, folder);

/** A small valid spec, as JSON, whose one operation is `GET /plants`. */
function jsonSpec(title: string): string {
	return JSON.stringify(
		{
			openapi: '3.0.3',
			info: { title, version: '1' },
			paths: { '/plants': { get: { summary: `List ${title}`, responses: { '200': { description: 'OK' } } } } },
		},
		null,
		2,
	);
}

/** The same, as YAML. */
function yamlSpec(title: string): string {
	return `openapi: 3.0.3\ninfo:\n  title: ${title}\n  version: "1"\npaths:\n  /plants:\n    get:\n      summary: List ${title}\n      responses:\n        "200":\n          description: OK\n`;
}

const packageJson = JSON.stringify(
	{ name: 'docs', scripts: { openapi: 'openapi-generate openapi.json' }, devDependencies: { 'openapi-types': '12.0.0' } },
	null,
	2,
);

/** A legacy mint.json naming no spec, and one page per `openapi:` value. */
function siteFiles(references: Record<string, string>): Record<string, string> {
	const pages = Object.fromEntries(
		Object.entries(references).map(([name, openapi]) => [
			`${name}.mdx`,
			`---\ntitle: ${name}\ndescription: A page.\nopenapi: "${openapi}"\n---\n`,
		]),
	);
	return { 'mint.json': JSON.stringify({ name: 'Plants', navigation: [{ group: 'API', pages: Object.keys(references) }] }), ...pages };
}

describe('OpenAPI files found in the docs folder', () => {
	it('finds a JSON spec and not package.json, nor a config whose "openapi" names a file', () => {
		const folder = docsFolder({
			'openapi.json': jsonSpec('plants'),
			'package.json': packageJson,
			'docs.json': JSON.stringify({ name: 'Plants', openapi: '/openapi.json', navigation: [] }),
			'nested.json': JSON.stringify({ service: { openapi: '3.0.0' }, text: '{"openapi": "3.1.0"}' }),
		});
		expect(discoverSpecFiles(folderPaths(folder))).toEqual(['openapi.json']);
	});

	it('finds YAML and Swagger files, shallowest first, outside node_modules and dot-folders', () => {
		const folder = docsFolder({
			'api/v2.yaml': yamlSpec('v2'),
			'swagger.yml': 'swagger: "2.0"\ninfo:\n  title: Old\n  version: "1"\npaths: {}\n',
			'settings.yaml': '# openapi: 3.0.0 is mentioned in a comment only\nname: settings\nnested:\n  openapi: 3.0.0\n',
			'.github/openapi.yaml': yamlSpec('hidden'),
			'node_modules/some-package/openapi.json': jsonSpec('dependency'),
		});
		expect(discoverSpecFiles(folderPaths(folder))).toEqual(['swagger.yml', 'api/v2.yaml']);
	});

	it('reads past the first bytes when the version comes after a long first key', () => {
		const schemas = Object.fromEntries(
			Array.from({ length: 3000 }, (_, index) => [`Schema${index}`, { type: 'object', description: 'x'.repeat(20) }]),
		);
		const sorted = JSON.stringify({ components: { schemas }, info: { title: 'Sorted', version: '1' }, openapi: '3.1.0', paths: {} });
		expect(sorted.length).toBeGreaterThan(64 * 1024);
		const folder = docsFolder({ 'sorted.json': sorted, 'data.json': JSON.stringify({ rows: schemas }) });
		expect(discoverSpecFiles(folderPaths(folder))).toEqual(['sorted.json']);
		expect(isOpenApiFile(join(folder, 'data.json'))).toBe(false);
		expect(isOpenApiFile(join(folder, 'missing.json'))).toBe(false);
	});

	it('tells a spec by the top level of its text', () => {
		expect(topLevelSaysOpenApi('{"openapi": "3.1.0", "info": {}}')).toBe('yes');
		expect(topLevelSaysOpenApi('\uFEFF{ "info": {"title": "a \\" } ,"}, "swagger" : "2.0" }')).toBe('yes');
		expect(topLevelSaysOpenApi('{"openapi": ["spec.json"]}')).toBe('no');
		expect(topLevelSaysOpenApi('{"a": {"openapi": "3.0.0"}}')).toBe('no');
		expect(topLevelSaysOpenApi('[{"openapi": "3.0.0"}]')).toBe('no');
		expect(topLevelSaysOpenApi('{"info": {"title": "cut off her')).toBe('unsure');
		expect(topLevelSaysOpenApi('%YAML 1.2\n---\nopenapi: 3.1.0\n')).toBe('yes');
		expect(topLevelSaysOpenApi("'openapi': '3.0.3'\n")).toBe('yes');
		expect(topLevelSaysOpenApi('info:\n  openapi: 3.0.0\n')).toBe('unsure');
	});

	it('are used only when the config names none and a page needs one', () => {
		const folder = docsFolder({ 'openapi.json': jsonSpec('plants') });
		expect(siteSpecSources(configOf(), folderPaths(folder))).toEqual(['openapi.json']);
		expect(siteSpecSources(configOf(), folderPaths(folder), false)).toEqual([]);
		expect(siteSpecSources(configOf({ openapi: '/other.yaml' }), folderPaths(folder))).toEqual(['/other.yaml']);
	});

	it('are the specs of pages that name an operation, with or without the file', async () => {
		const folder = docsFolder({
			...siteFiles({ plain: 'GET /plants', named: 'openapi GET /plants' }),
			'openapi.json': jsonSpec('plants'),
			'package.json': packageJson,
		});
		const { site, problems } = await loadSite(folderPaths(folder), false);
		expect(formatProblems(problems, folder)).toBe('0 errors, 0 warnings');
		expect(Object.keys(site?.api ?? {}).sort()).toEqual(['named', 'plain']);
	});

	it('make an operation found in two of them ambiguous, naming both files', async () => {
		const folder = docsFolder({
			...siteFiles({ plain: 'GET /plants' }),
			'openapi.json': jsonSpec('v1'),
			'v2/openapi.yaml': yamlSpec('v2'),
		});
		const { problems } = await loadSite(folderPaths(folder), false);
		expect(formatProblems(problems, folder)).toMatchInlineSnapshot(`
			"error: plain.mdx:4 openapi: "GET /plants" is in several OpenAPI files: "openapi.json", "v2/openapi.yaml"
			  fix: write the file name before the method: openapi: "openapi.json GET /plants" or openapi: "v2/openapi.yaml GET /plants"
			1 error, 0 warnings"
		`);
	});

	it('refuse a $ref into a file .mintignore leaves out of the site', async () => {
		const spec = yamlSpec('plants').replace(
			'        "200":\n          description: OK\n',
			'        "200":\n          $ref: "private/ok.yaml"\n',
		);
		const folder = docsFolder({
			...siteFiles({ plain: 'GET /plants' }),
			'openapi.yaml': spec,
			'private/ok.yaml': 'description: OK\n',
			'.mintignore': 'private/\n',
		});
		const { problems } = await loadSite(folderPaths(folder), false);
		expect(formatProblems(problems, folder)).toMatchInlineSnapshot(`
			"error: openapi.yaml:11 paths["/plants"].get.responses["200"].$ref: $ref "private/ok.yaml" names "private/ok.yaml", which is left out of the site by .mintignore: not read (at #/paths/~1plants/get/responses/200/$ref)
			  fix: remove "private/ok.yaml" from .mintignore, or move the definition into a file the site keeps
			1 error, 0 warnings"
		`);
	});

	it('when there are none, a page is told that no OpenAPI file is listed', async () => {
		const folder = docsFolder({ ...siteFiles({ plain: 'GET /plants' }), 'package.json': packageJson });
		const { problems } = await loadSite(folderPaths(folder), false);
		expect(formatProblems(problems, folder)).toMatchInlineSnapshot(`
			"error: plain.mdx:4 openapi: no OpenAPI file is listed
			  fix: add "openapi": "openapi.json" (your spec's path) to docs.json
			1 error, 0 warnings"
		`);
	});

	it('report their own problems, and the pages that need them are not blamed', async () => {
		const folder = docsFolder({
			...siteFiles({ plain: 'GET /plants' }),
			'openapi.yaml': 'openapi: 3.0.3\ninfo:\n  title: Plants\npaths: {}\n',
		});
		const { problems } = await loadSite(folderPaths(folder), false);
		expect(formatProblems(problems, folder)).toMatchInlineSnapshot(`
			"error: openapi.yaml:2 info: invalid OpenAPI: must have required property 'version' (at #/info)
			  fix: add "version" to info
			1 error, 0 warnings"
		`);
	});
});

describe('the spec files the dev server watches', () => {
	it('are in the docs folder however the config writes them', () => {
		const folder = docsFolder({
			'mint.json': JSON.stringify({
				name: 'Plants',
				openapi: ['/spec.yaml', './specs/../other.yaml', 'https://api.example.com/spec.yaml'],
				navigation: [],
			}),
		});
		expect(localSpecFiles(folderPaths(folder), { problems: [] })).toEqual([join(folder, 'spec.yaml'), join(folder, 'other.yaml')]);
	});

	it('are the files found in the folder when the config names none', () => {
		const folder = docsFolder({
			'mint.json': JSON.stringify({ name: 'Plants', navigation: [] }),
			'api/openapi.json': jsonSpec('plants'),
			'package.json': packageJson,
		});
		expect(localSpecFiles(folderPaths(folder), { problems: [] })).toEqual([join(folder, 'api/openapi.json')]);
	});
});
