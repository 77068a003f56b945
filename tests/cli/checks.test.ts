import { afterAll, describe, expect, test } from 'vitest';
import { filesOf, fixtureCopy, removeCopies, trellis } from './support/run-trellis.ts';

afterAll(removeCopies);

describe('trellis broken-links', () => {
	test('finds a broken link and, asked to, a broken anchor and redirect, leaving nothing behind', async () => {
		const folder = fixtureCopy('links');
		const before = filesOf(folder);
		const plain = await trellis(['broken-links'], folder);
		expect(plain.code).toBe(1);
		expect(plain.stderr).toBe('1 broken link:\n  / -> /pruning: no such page or file\n');
		const all = await trellis(['broken-links', '--check-anchors', '--check-redirects'], folder);
		expect(all.code).toBe(1);
		expect(all.stderr).toBe(
			'3 broken links:\n' +
				'  /care -> /care#sunlight: no element with id "sunlight" on that page\n' +
				'  / -> /pruning: no such page or file\n' +
				'  /old-watering -> /watering-guide: no such page or file\n',
		);
		const onePage = await trellis(['broken-links', '--check-anchors', '--files', 'care.mdx'], folder);
		expect(onePage.stderr).toBe('1 broken link:\n  /care -> /care#sunlight: no element with id "sunlight" on that page\n');
		expect(filesOf(folder)).toEqual(before);
	});

	test('a --files pattern that names no page', async () => {
		const folder = fixtureCopy('links');
		const run = await trellis(['broken-links', '--files', 'guides/**'], folder);
		expect(run.code).toBe(1);
		expect(run.stderr).toContain(`error: --files guides/**: no .mdx or .md page in ${folder} matches`);
	});
});
