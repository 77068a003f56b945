import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, describe, expect, test } from 'vitest';
import { filesOf, fixtureCopy, removeCopies, trellis } from './support/run-trellis.ts';

afterAll(removeCopies);

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
