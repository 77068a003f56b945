import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { startBuild } from '../support/build-site.ts';
import { fixtureCopy, removeCopies } from './support/run-trellis.ts';

afterAll(removeCopies);

const page = (folder: string, path: string) => readFileSync(join(folder, 'dist', path), 'utf8');

/**
 * Two builds of the installed command at once, with a dev server of a third folder running beside
 * them: tests/cli/build.test.ts.
 */
describe('several builds at once from one checkout', () => {
	// As `DOCS_DIR=… npm run build -- --outDir …` from a checkout: each folder has Astro's project
	// folder of its own, and the outputs outside the checkout keep their server chunks apart.
	test("two builds of different folders through the checkout's astro.config.mjs, their outputs elsewhere, each write their own site", async () => {
		const first = fixtureCopy('good');
		const second = fixtureCopy('legacy');
		const [one, two] = await Promise.all(
			[first, second].map((folder) => startBuild({ docsDir: folder, outDir: join(folder, 'dist') }).done),
		);
		expect(one?.exitCode, one?.stderr).toBe(0);
		expect(two?.exitCode, two?.stderr).toBe(0);
		expect(page(first, 'guides/planting/index.html')).toContain('twice as deep');
		expect(page(second, 'index.html')).toContain('<title>Orchard</title>');
	});
});
