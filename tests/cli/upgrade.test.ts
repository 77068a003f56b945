import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, describe, expect, test } from 'vitest';
import { validateConfigText } from '../../src/config/load-config.ts';
import { filesOf, fixtureCopy, removeCopies, trellis } from './support/run-trellis.ts';

afterAll(removeCopies);

const pagesOf = (site: string) => filesOf(site).filter((file) => file.endsWith('.html'));

describe('trellis upgrade', () => {
	test('rewrites a mint.json in the current format, keeps a backup, and the folder builds the same pages, the same HTML', async () => {
		const folder = fixtureCopy('legacy');
		const legacyBuild = await trellis(['build', '--out', join(folder, '../legacy-site')], folder);
		expect(legacyBuild.code, legacyBuild.stderr).toBe(0);
		const original = readFileSync(join(folder, 'mint.json'), 'utf8');

		const run = await trellis(['upgrade'], folder);
		expect(run.code, run.stderr).toBe(0);
		expect(run.stdout).toContain('Upgraded mint.json to the current docs.json format (the old file is kept as mint.json.backup):');
		expect(run.stdout).toContain('  topbarLinks -> navbar.links');
		expect(run.stdout).toContain('  modeToggle -> appearance');
		expect(existsSync(join(folder, 'mint.json'))).toBe(false);
		expect(readFileSync(join(folder, 'mint.json.backup'), 'utf8')).toBe(original);
		const text = readFileSync(join(folder, 'docs.json'), 'utf8');
		const checked = validateConfigText(join(folder, 'docs.json'), text);
		expect(checked.problems).toEqual([]);
		expect(checked.upgraded).toBeUndefined();
		expect(checked.config?.navigation).toBeDefined();

		const currentBuild = await trellis(['build'], folder);
		expect(currentBuild.code, currentBuild.stderr).toBe(0);
		expect(pagesOf(join(folder, 'dist'))).toEqual(pagesOf(join(folder, '../legacy-site')));
		expect(pagesOf(join(folder, 'dist'))).toContain('v1/old-setup/index.html');
		// The engine reads a legacy config through the converter that wrote docs.json: the same HTML, page for page.
		const differing = pagesOf(join(folder, 'dist')).filter(
			(page) => readFileSync(join(folder, 'dist', page), 'utf8') !== readFileSync(join(folder, '../legacy-site', page), 'utf8'),
		);
		expect(differing).toEqual([]);

		const again = await trellis(['upgrade'], folder);
		expect(again.code).toBe(0);
		expect(again.stdout).toBe(`${join(folder, 'docs.json')} is already in the current format: nothing to upgrade\n`);
	});
});

describe('trellis new and export', () => {
	test('new starts a folder that builds; export writes the site as a zip (a folder that is not empty: tests/unit/cli/main.test.ts)', async () => {
		const parent = join(fixtureCopy('good'), '..');
		const made = await trellis(['new', 'my-docs'], parent);
		expect(made.code, made.stderr).toBe(0);
		expect(made.stdout).toContain('Next: cd my-docs && trellis dev');
		const folder = join(parent, 'my-docs');
		expect(filesOf(folder)).toEqual(['docs.json', 'index.mdx', 'quickstart.mdx', 'writing/components.mdx']);

		const exported = await trellis(['export', '--output', '../site.zip'], folder);
		expect(exported.code, exported.stderr).toBe(0);
		expect(exported.stdout).toMatch(/^Site written to .*site\.zip \(\d+ files\)$/m);
		const zip = unzipSync(readFileSync(join(parent, 'site.zip')));
		expect(new TextDecoder().decode(zip['index.html'])).toContain('Welcome to your new docs');
		expect(Object.keys(zip)).toContain('writing/components/index.html');
		expect(Object.keys(zip)).toContain('quickstart/index.html');
		expect(filesOf(folder)).toEqual(['docs.json', 'index.mdx', 'quickstart.mdx', 'writing/components.mdx']);
	});
});
