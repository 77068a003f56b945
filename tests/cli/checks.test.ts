import { join } from 'node:path';
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

describe('trellis a11y', () => {
	test('finds a low-contrast palette and images and videos without a text alternative', async () => {
		const folder = fixtureCopy('a11y');
		const run = await trellis(['a11y', '--dir', folder], join(folder, '..'));
		expect(run.code).toBe(1);
		expect(run.stderr).toContain(
			'docs.json colors.primary #fde047 on the light background #ffffff (background.color.light): contrast 1.32:1, WCAG AA asks 4.5:1 for text\n  fix: choose a darker colors.primary, such as',
		);
		expect(run.stderr).toContain('a11y/index.mdx:6:1 image /images/leaf.png has no alt text');
		expect(run.stderr).toContain('a11y/index.mdx:10:1 <video> has no text alternative');
		// The <img> of line 8 has its alt text.
		expect(run.stderr).not.toContain('index.mdx:8:');
		expect(run.stderr).toContain('3 errors, 0 warnings');
	});

	test('passes a readable palette with described images', async () => {
		const run = await trellis(['a11y'], fixtureCopy('good'));
		expect(run.code).toBe(0);
		expect(run.stdout).toContain('No accessibility problems found');
	});
});
