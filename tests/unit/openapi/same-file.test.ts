import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import * as parser from '@readme/openapi-parser';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApiModels, generateSectionPages, specMentions, specSources } from '../../../src/openapi/api-pages.ts';
import { entryLabel, parseApiReference, resolveApiReference, type ApiReference } from '../../../src/openapi/entries.ts';
import { loadSpecs } from '../../../src/openapi/load-specs.ts';
import { specKey, specLocation } from '../../../src/openapi/spec-identity.ts';
import type { PageFile } from '../../../src/page-files/scan-pages.ts';
import { formatProblems } from '../../../src/problems/format.ts';
import { resolveDocsPaths } from '../../../src/settings/docs-paths.ts';
import { loadSite } from '../../../src/site/load-site.ts';
import { folderWith, removeFolders } from '../../support/temporary-folder.ts';
import { configOf } from './helpers.ts';
import { loadedConfig } from '../support/config.ts';

// The validator, counted: a file named several ways must be validated once.
vi.mock('@readme/openapi-parser', async (importOriginal) => {
	const actual = await importOriginal<typeof import('@readme/openapi-parser')>();
	return { ...actual, validate: vi.fn(actual.validate) };
});

afterAll(removeFolders);

/** A docs folder holding the given files. */
const docsFolder = (files: Record<string, string>) => folderWith(files, 'trellis-same-spec-');

/** A small valid spec whose one operation is `GET /plants`. */
function specText(title: string): string {
	return `openapi: 3.0.3\ninfo:\n  title: ${title}\n  version: "1"\npaths:\n  /plants:\n    get:\n      summary: List ${title}\n      responses:\n        "200":\n          description: OK\n`;
}

function reference(value: string): ApiReference {
	const parsed = parseApiReference(value);
	if (!parsed) throw new Error(`"${value}" does not parse`);
	return parsed;
}

/** A hand-written page of a docs folder. */
function page(path: string, openapi: string): PageFile {
	return {
		path,
		file: `/docs/${path}.mdx`,
		href: `/${path}`,
		title: path,
		frontmatter: { title: path, description: 'A page.', openapi },
		components: [],
	};
}

beforeEach(() => {
	vi.mocked(parser.validate).mockClear();
});

describe('specKey', () => {
	it('writes a path from the docs folder one way, however it is written', () => {
		for (const written of ['spec.yaml', '/spec.yaml', './spec.yaml', 'openapi/../spec.yaml', '//spec.yaml', './openapi/./../spec.yaml']) {
			expect(specKey(written), written).toBe('spec.yaml');
		}
		expect(specKey('/specs/v1.yaml')).toBe('specs/v1.yaml');
		expect(specLocation('./specs/../spec.yaml', '/docs')).toBe('/docs/spec.yaml');
		expect(specKey('specs/v1.yaml')).not.toBe(specKey('specs/v2.yaml'));
	});

	it('writes a URL as new URL() does, without its fragment', () => {
		const key = 'https://api.example.com/spec.yaml';
		for (const written of [
			key,
			'HTTPS://API.example.com/spec.yaml',
			'https://api.example.com:443/spec.yaml',
			'https://api.example.com/v1/../spec.yaml',
			`${key}#top`,
		]) {
			expect(specKey(written), written).toBe(key);
		}
		expect(specKey('https://api.example.com')).toBe(specKey('https://api.example.com/'));
		expect(specKey('https://api.example.com/spec.yaml?v=2')).not.toBe(key);
	});
});

describe('one file named several ways is one spec', () => {
	const ways = ['spec.yaml', '/spec.yaml', './spec.yaml', 'openapi/../spec.yaml'];

	it('is read and validated once, under its first name, and each name finds it', async () => {
		const folder = docsFolder({ 'spec.yaml': specText('plants') });
		const { specs, problems } = await loadSpecs(ways, folder);
		expect(formatProblems(problems, folder)).toBe('0 errors, 0 warnings');
		expect(parser.validate).toHaveBeenCalledTimes(1);
		expect(specs.map((spec) => [spec.source, spec.location])).toEqual([['spec.yaml', join(folder, 'spec.yaml')]]);
		for (const written of ['GET /plants', ...ways.map((way) => `${way} GET /plants`)]) {
			const resolved = resolveApiReference(specs, reference(written));
			expect('entry' in resolved && entryLabel(resolved.entry), written).toBe('GET /plants');
		}
	});

	it('has its problems listed once', async () => {
		const folder = docsFolder({ 'spec.yaml': 'openapi: 3.0.3\ninfo:\n  title: Plants\npaths: {}\n' });
		const { specs, problems } = await loadSpecs(ways, folder);
		expect(specs).toEqual([]);
		expect(formatProblems(problems, folder)).toMatchInlineSnapshot(`
			"error: spec.yaml:2 info: invalid OpenAPI: must have required property 'version' (at #/info)
			  fix: add "version" to info
			1 error, 0 warnings"
		`);
	});

	it('finds its pages from the config, top-level "spec.yaml" and an anchor\'s "/spec.yaml"', async () => {
		const folder = docsFolder({ 'spec.yaml': specText('plants') });
		const config = configOf({ openapi: 'spec.yaml', anchors: [{ name: 'API', url: 'api', openapi: ['/spec.yaml', './spec.yaml'] }] });
		expect(specSources(config)).toEqual(['spec.yaml']);
		const { specs } = await loadSpecs(specSources(config), folder);
		const generated = generateSectionPages(config, specs, new Map());
		expect(generated.pages.map((generated) => [generated.path, generated.frontmatter.openapi])).toEqual([
			['api/list-plants', 'spec.yaml GET /plants'],
		]);
		const models = buildApiModels(
			[page('plants', 'GET /plants'), page('slash', '/spec.yaml GET /plants'), ...generated.pages],
			specs,
			config,
		);
		expect(models.problems).toEqual([]);
		expect(Object.keys(models.models)).toEqual(['plants', 'slash', 'api/list-plants']);
	});

	it('is fetched once from a URL written two ways', async () => {
		const served: string[] = [];
		const server: Server = createServer((request, response) => {
			served.push(request.url ?? '');
			response.writeHead(200, { 'Content-Type': 'application/yaml' }).end(specText('remote plants'));
		});
		await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
		try {
			const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
			const { specs, problems } = await loadSpecs([`${base}/spec.yaml`, `${base}/v1/../spec.yaml#plants`], '/not/used');
			expect(problems).toEqual([]);
			expect(served).toEqual(['/spec.yaml']);
			expect(specs.map((spec) => spec.source)).toEqual([`${base}/spec.yaml`]);
			expect('entry' in resolveApiReference(specs, reference(`${base}/v1/../spec.yaml GET /plants`))).toBe(true);
		} finally {
			await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
		}
	});
});

describe('two different files with the same operation', () => {
	it('make "GET /plants" ambiguous, naming both files and the fix', async () => {
		const folder = docsFolder({ 'v1.yaml': specText('v1 plants'), 'specs/v2.yaml': specText('v2 plants') });
		const { specs } = await loadSpecs(['v1.yaml', '/specs/v2.yaml', './v1.yaml'], folder);
		expect(specs.map((spec) => spec.source)).toEqual(['v1.yaml', '/specs/v2.yaml']);
		expect(resolveApiReference(specs, reference('GET /plants'))).toEqual({
			error: '"GET /plants" is in several OpenAPI files: "v1.yaml", "/specs/v2.yaml"',
			hint: 'write the file name before the method: openapi: "v1.yaml GET /plants" or openapi: "/specs/v2.yaml GET /plants"',
		});
		const chosen = resolveApiReference(specs, reference('specs/v2.yaml GET /plants'));
		expect('entry' in chosen && chosen.entry.spec.source).toBe('/specs/v2.yaml');
	});
});

describe('the config names specs in every place it may', () => {
	/** A folder whose mint.json names spec.yaml at the top and as /spec.yaml on an anchor, and a page "GET /plants". */
	const sameFileTwice = {
		'mint.json': JSON.stringify(
			{
				name: 'Plants',
				openapi: 'spec.yaml',
				anchors: [{ name: 'API', url: 'api', openapi: '/spec.yaml' }],
				navigation: [{ group: 'Start', pages: ['plants'] }],
			},
			null,
			2,
		),
		'plants.mdx': '---\ntitle: Plants\ndescription: Every plant.\nopenapi: "GET /plants"\n---\n',
	};

	it('lists each mention with its place, and each file once', () => {
		const legacy = configOf({
			openapi: ['spec.yaml', 'https://api.example.com/spec.yaml'],
			tabs: [{ name: 'API', url: 'api', openapi: './spec.yaml' }],
			anchors: [{ name: 'More', url: 'more', openapi: ['openapi/../spec.yaml', 'other.yaml'] }],
		});
		// The legacy `openapi` is read as the current format's `api.openapi` (the loader points its problems back at `openapi`).
		expect(specMentions(legacy)).toEqual([
			{ source: 'spec.yaml', path: ['api', 'openapi', 0] },
			{ source: 'https://api.example.com/spec.yaml', path: ['api', 'openapi', 1] },
			{ source: './spec.yaml', path: ['tabs', 0, 'openapi'] },
			{ source: 'openapi/../spec.yaml', path: ['anchors', 0, 'openapi', 0] },
			{ source: 'other.yaml', path: ['anchors', 0, 'openapi', 1] },
		]);
		expect(specSources(legacy)).toEqual(['spec.yaml', 'https://api.example.com/spec.yaml', 'other.yaml']);
		const current = loadedConfig({
			theme: 'mint',
			name: 'Plant Store',
			colors: { primary: '#15803D' },
			api: { openapi: '/spec.yaml' },
			navigation: {
				versions: [
					{ version: 'v1', pages: ['index'] },
					{ version: 'v2', openapi: { source: 'https://api.example.com/./spec.yaml#v2' }, pages: ['index'] },
				],
			},
		});
		expect(specMentions(current)).toEqual([
			{ source: '/spec.yaml', path: ['api', 'openapi'] },
			{ source: 'https://api.example.com/./spec.yaml#v2', path: ['navigation', 'versions', 1, 'openapi', 'source'] },
		]);
		expect(specSources(current)).toEqual(['/spec.yaml', 'https://api.example.com/./spec.yaml#v2']);
	});

	it('reports a missing file named two ways once, where the config first names it', async () => {
		const folder = docsFolder(sameFileTwice);
		const { problems } = await loadSite(resolveDocsPaths(folder, folder), false);
		// The anchor's pages would come from the missing file: it is warned about as empty.
		expect(formatProblems(problems, folder)).toMatchInlineSnapshot(`
			"error: mint.json:3:3 openapi: "spec.yaml": the OpenAPI file does not exist
			  fix: check the path in "openapi": it is read relative to the folder of docs.json
			warning: mint.json:7:7 anchors[0].url: anchor "API" matches no page in the navigation: no page path starts with "api/"
			  fix: set its "url" to the folder of its pages
			1 error, 1 warning"
		`);
	});

	it('builds the pages of a file named "spec.yaml" at the top and "/spec.yaml" on an anchor', async () => {
		const folder = docsFolder({ ...sameFileTwice, 'spec.yaml': specText('plants') });
		const { site, problems } = await loadSite(resolveDocsPaths(folder, folder), false);
		expect(formatProblems(problems, folder)).toBe('0 errors, 0 warnings');
		expect(parser.validate).toHaveBeenCalledTimes(1);
		expect(Object.keys(site?.api ?? {}).sort()).toEqual(['api/list-plants', 'plants']);
	});
});
