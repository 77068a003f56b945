import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/load-config.ts';
import { formatProblems } from '../../../src/problems/format.ts';

const folders: string[] = [];

/** A docs folder made of the given files (path -> JSON value or text). */
function folder(files: Record<string, unknown>): string {
	const root = mkdtempSync(join(tmpdir(), 'trellis-refs-'));
	folders.push(root);
	for (const [path, content] of Object.entries(files)) {
		mkdirSync(dirname(join(root, path)), { recursive: true });
		writeFileSync(join(root, path), typeof content === 'string' ? content : JSON.stringify(content, null, 2));
	}
	return root;
}

afterAll(() => {
	for (const root of folders) rmSync(root, { recursive: true, force: true });
});

const base = { theme: 'mint', name: 'Refs', colors: { primary: '#15803D' } };

describe('$ref in docs.json', () => {
	it('reads a referred file in place, relative to the file that refers to it, with the keys beside $ref winning', () => {
		const root = folder({
			'docs.json': { ...base, navigation: { $ref: './config/navigation.json' } },
			'config/navigation.json': { tabs: [{ $ref: 'tabs/guides.json', tab: 'Guides (v2)' }] },
			'config/tabs/guides.json': { tab: 'Guides', pages: ['index'] },
		});
		const loaded = loadConfig(root);
		expect(loaded.problems).toEqual([]);
		expect(loaded.config?.navigation).toEqual({ tabs: [{ tab: 'Guides (v2)', pages: ['index'] }] });
	});

	it('reports a missing file, a circle and a file outside the folder, each at the $ref that names it', () => {
		const root = folder({
			'docs.json': {
				...base,
				navigation: { tabs: [{ $ref: 'missing.json' }, { $ref: 'loop-a.json' }, { $ref: '../outside.json' }] },
			},
			'loop-a.json': { $ref: 'loop-b.json' },
			'loop-b.json': { $ref: 'loop-a.json' },
		});
		const shown = formatProblems(loadConfig(root).problems, root);
		expect(shown).toContain('error: docs.json:10:9 $ref "missing.json": no such JSON file');
		expect(shown).toContain('error: loop-b.json:2:3 $ref "loop-a.json": refers back to loop-a.json, which is being read: a circle');
		expect(shown).toContain('error: docs.json:16:9 $ref "../outside.json" is outside the docs folder: not read');
	});

	it('reads no file outside the folder, however the $ref spells it or whichever link leads there', () => {
		const outside = folder({ 'secret.json': { tab: 'SECRET-TAB', pages: ['index'] } });
		const root = folder({
			'docs.json': {
				...base,
				navigation: {
					tabs: [
						{ $ref: `${outside}/secret.json` },
						{ $ref: '%2e%2e/secret.json' },
						{ $ref: '..\\secret.json' },
						{ $ref: `file://${outside}/secret.json` },
						{ $ref: 'linked.json' },
					],
				},
			},
		});
		symlinkSync(join(outside, 'secret.json'), join(root, 'linked.json'));
		const loaded = loadConfig(root);
		const shown = formatProblems(loaded.problems, root);
		expect(shown.split('\n').filter((line) => line.startsWith('error: '))).toEqual([
			`error: docs.json:10:9 $ref "${outside}/secret.json" is outside the docs folder: not read`,
			'error: docs.json:13:9 $ref "%2e%2e/secret.json" is outside the docs folder: not read',
			'error: docs.json:16:9 $ref "..\\secret.json" is outside the docs folder: not read',
			`error: docs.json:19:9 $ref "file://${outside}/secret.json" is a file: URL, which reads the disk of the machine that builds the site: not read`,
			'error: docs.json:22:9 $ref "linked.json" leads outside the docs folder through the symbolic link "linked.json": not read',
		]);
		expect(JSON.stringify({ raw: loaded.raw, problems: loaded.problems })).not.toContain('SECRET-TAB');
	});

	it('reads no docs.json that is a link out of the folder', () => {
		const outside = folder({ 'docs.json': { ...base, name: 'SECRET-NAME' } });
		const root = folder({});
		symlinkSync(join(outside, 'docs.json'), join(root, 'docs.json'));
		const loaded = loadConfig(root);
		expect(formatProblems(loaded.problems, root)).toBe(
			[
				`error: docs.json docs.json leads outside the docs folder through the symbolic link "docs.json": not read`,
				'  fix: Trellis reads only files inside the docs folder: move the file into it, and name it from there (e.g. "/snippets/intro.mdx")',
				'1 error, 0 warnings',
			].join('\n'),
		);
		expect(JSON.stringify({ raw: loaded.raw, problems: loaded.problems })).not.toContain('SECRET-NAME');
	});

	it('reports a referred file that is not JSON, in that file', () => {
		const root = folder({ 'docs.json': { ...base, navigation: { $ref: 'nav.json' } }, 'nav.json': '{ "tabs": [ }' });
		expect(formatProblems(loadConfig(root).problems, root)).toMatch(/^error: nav\.json:1:\d+ /);
	});
});
