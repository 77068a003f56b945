import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { readSiteState, siteStateFailed } from '../../../src/integration/site-state.ts';
import { formatProblems } from '../../../src/problems/format.ts';
import { resolveDocsPaths } from '../../../src/settings/docs-paths.ts';
import { projectRoot } from '../../support/build-site.ts';
import { brokenCorpus as corpus } from '../../support/fixture-builds.ts';

/**
 * The bad-input corpus, tests/fixtures/broken/: one folder per mistake, each a minimal docs folder
 * with `expected.txt`, the problem lines a build prints for it, word for word, with the closing
 * count. A build prints them once the docs are read, and stops before rendering anything; reading
 * them is what is checked here, with no build (two cases run the whole build:
 * tests/build/bad-input.test.ts).
 */

const cases = readdirSync(join(projectRoot, corpus), { withFileTypes: true })
	.filter((entry) => entry.isDirectory())
	.map((entry) => entry.name)
	.sort();

test('the corpus holds every case it is meant to', () => {
	expect(cases.length).toBeGreaterThanOrEqual(27);
	for (const name of cases) expect(existsSync(join(projectRoot, corpus, name, 'expected.txt')), name).toBe(true);
});

describe.each(cases)('%s', (name) => {
	const expected = readFileSync(join(projectRoot, corpus, name, 'expected.txt'), 'utf8').trimEnd();

	test('expected.txt names at least one error and ends with the count', () => {
		expect(expected).toMatch(/^error: tests\/fixtures\/broken\//m);
		expect(expected.split('\n').at(-1)).toMatch(/^\d+ errors?, \d+ warnings?$/);
	});

	test('reading the folder stops the build with exactly the expected problems', async () => {
		const paths = resolveDocsPaths(projectRoot, `${corpus}/${name}`);
		const state = await readSiteState(paths, { lenient: false, analytics: false }, () => {});
		expect(siteStateFailed(state)).toBe(true);
		expect(formatProblems(state.problems, projectRoot)).toBe(expected);
	});
});
