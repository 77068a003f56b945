import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { mintignoreFilter } from '../../../src/page-files/mintignore.ts';

const folder = mkdtempSync(join(tmpdir(), 'trellis-mintignore-'));
writeFileSync(join(folder, '.mintignore'), 'private/\n*.draft.mdx\n');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('.mintignore', () => {
	const ignored = mintignoreFilter(folder);

	test('names files of the folder in .gitignore syntax, whichever separator the path is written with', () => {
		expect(ignored('private/plan.png')).toBe(true);
		expect(ignored('private\\plan.png')).toBe(true);
		expect(ignored('guides/setup.draft.mdx')).toBe(true);
		expect(ignored('guides/setup.mdx')).toBe(false);
	});

	test('names neither the folder itself (a dev server asked for its home page) nor a path out of it', () => {
		for (const path of ['', '.', './private/plan.png', '../private/plan.png', '/private/plan.png']) expect(ignored(path), path).toBe(false);
	});
});
