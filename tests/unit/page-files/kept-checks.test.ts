import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { openKeptResults } from '../../../src/files/kept-results.ts';
import { scanPages } from '../../../src/page-files/scan-pages.ts';
import { folderWith, removeFolders } from '../../support/temporary-folder.ts';

afterAll(removeFolders);

/** Scans the folder with the checks kept in `kept`, as a build does, and returns the problems' messages. */
function scanWithKeptChecks(folder: string, kept: string): string[] {
	const checks = openKeptResults(kept);
	const scanned = scanPages(folder, { checks });
	checks.save();
	return scanned.problems.map((problem) => problem.message);
}

describe("the pages' checks kept between builds", () => {
	test('give the same problems for an unchanged page, and check again when a file it imports or names appears', () => {
		const folder = folderWith({
			'index.mdx':
				'---\ntitle: Home\ndescription: The start.\n---\n\nimport Tip from \'/snippets/tip.mdx\';\n\n<Tip />\n\n<Snippet file="care.mdx" />\n\n<Cardd title="x" />\n',
		});
		const kept = join(folder, '.cache/page-checks.json');
		const first = scanWithKeptChecks(folder, kept);
		expect(first).toEqual([
			expect.stringContaining('imported snippet "/snippets/tip.mdx" does not exist'),
			expect.stringContaining('care.mdx'),
			expect.stringContaining('<Cardd>'),
		]);
		expect(scanWithKeptChecks(folder, kept)).toEqual(first);
		mkdirSync(join(folder, 'snippets'));
		writeFileSync(join(folder, 'snippets/tip.mdx'), 'Water early.\n');
		expect(scanWithKeptChecks(folder, kept)).toEqual(first.slice(1));
		writeFileSync(join(folder, 'snippets/care.mdx'), 'Prune in spring.\n');
		expect(scanWithKeptChecks(folder, kept)).toEqual(first.slice(2));
	});
});
