import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { projectRoot } from '../support/build-site.ts';
import { brokenCorpus, fixtureBuilds } from '../support/fixture-builds.ts';
import { sharedBuild } from '../support/shared-build.ts';
import { pageExists, stackTraceLines, stripAnsi } from './html.ts';

/**
 * The bad-input corpus, tests/fixtures/broken/: one folder per mistake, each a minimal docs
 * folder with `expected.txt`, the problem lines the build must print for it, word for word,
 * with the closing count. Every case is a real `astro build` of that folder (`DOCS_DIR`); each
 * stops while the docs are read, before any page is rendered, so a case takes a few seconds.
 */

const corpus = brokenCorpus;
const cases = fixtureBuilds.brokenCases.map(({ docsDir }) => docsDir.slice(`${corpus}/`.length));

/** Lines of a crash rather than of a reported problem: a stack frame, or Node's `TypeError: ...`. */
function crashLines(output: string): string[] {
	return [...stackTraceLines(output), ...output.split('\n').filter((line) => /^\s*[A-Z]\w*Error(?: \[\w+\])?: /.test(line))];
}

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

	test('the build fails, prints exactly the expected problems, and no stack trace', async () => {
		const build = await sharedBuild(fixtureBuilds.brokenCases[cases.indexOf(name)]);
		const output = stripAnsi(`${build.stdout}\n${build.stderr}`);
		expect(build.exitCode, output).not.toBe(0);
		expect(output).toContain(expected);
		expect(crashLines(output), 'crash lines').toEqual([]);
		expect(pageExists(build.outDir, '/intro'), 'no page is written').toBe(false);
	});
});
