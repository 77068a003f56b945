import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApiModels } from '../../../src/openapi/api-pages.ts';
import { entryLabel, parseApiReference, resolveApiReference, specsNamed } from '../../../src/openapi/entries.ts';
import { loadSpecs } from '../../../src/openapi/load-specs.ts';
import { folderWith, removeFolders } from '../../support/temporary-folder.ts';
import { configOf, specOf } from './helpers.ts';

afterAll(removeFolders);

/** A small valid spec whose one operation is `GET /plants`. */
function yamlSpec(title: string): string {
	return `openapi: 3.0.3\ninfo:\n  title: ${title}\n  version: "1"\npaths:\n  /plants:\n    get:\n      summary: List ${title}\n      responses:\n        "200":\n          description: OK\n`;
}

describe('a file named without its extension', () => {
	const specs = ['/openapi.yml', '/v3-openapi.yaml', 'specs/v1.json', 'https://api.example.com/remote.json'].map((source) =>
		specOf({ openapi: '3.1.0', paths: {} }, source),
	);
	const named = (file: string) => specsNamed(specs, file).map((spec) => spec.source);

	it('is the file of that name with any OpenAPI extension, in the folder or below', () => {
		expect(named('v3-openapi')).toEqual(['/v3-openapi.yaml']);
		expect(named('/v3-openapi')).toEqual(['/v3-openapi.yaml']);
		expect(named('openapi')).toEqual(['/openapi.yml']);
		expect(named('v1')).toEqual(['specs/v1.json']);
		expect(named('specs/v1')).toEqual(['specs/v1.json']);
	});

	it('is in another folder only by a file name no other spec has', () => {
		expect(named('api/v1')).toEqual(['specs/v1.json']);
		expect(named('api/v1.json')).toEqual(['specs/v1.json']);
		const twice = [...specs, specOf({ openapi: '3.1.0', paths: {} }, 'old/v1.yaml')];
		expect(specsNamed(twice, 'api/v1').map((spec) => spec.source)).toEqual(['specs/v1.json', 'old/v1.yaml']);
		expect(resolveApiReference(twice, parseApiReference('api/v1 GET /plants')!)).toEqual({
			error: '"api/v1" could be any of "specs/v1.json", "old/v1.yaml"',
			hint: 'write the file\'s path from the docs folder: "specs/v1.json" or "old/v1.yaml"',
		});
	});

	it('is never a file with another extension, nor a local file for a URL', () => {
		expect(named('v3-openapi.json')).toEqual([]);
		expect(named('openapi.yaml')).toEqual([]);
		expect(named('https://api.example.com/v1.json')).toEqual([]);
		expect(named('remote')).toEqual(['https://api.example.com/remote.json']);
		expect(named('https://api.example.com/remote.json')).toEqual(['https://api.example.com/remote.json']);
	});

	it('resolves a page of a config that lists both files with a leading slash', async () => {
		const folder = folderWith({ 'openapi.yml': yamlSpec('v2'), 'v3-openapi.yaml': yamlSpec('v3') }, 'trellis-spec-names-');
		const config = configOf({ openapi: ['/openapi.yml', '/v3-openapi.yaml'] });
		const { specs: loaded } = await loadSpecs(['/openapi.yml', '/v3-openapi.yaml'], folder);
		const resolved = resolveApiReference(loaded, parseApiReference('v3-openapi GET /plants')!);
		expect('entry' in resolved && [resolved.entry.spec.source, entryLabel(resolved.entry)]).toEqual(['/v3-openapi.yaml', 'GET /plants']);
		const page = {
			path: 'p',
			file: join(folder, 'p.mdx'),
			href: '/p',
			title: 'p',
			frontmatter: { title: 'p', description: 'A page.', openapi: 'v3-openapi GET /plants' },
			components: [],
		};
		expect(buildApiModels([page], loaded, config).problems).toEqual([]);
	});
});
