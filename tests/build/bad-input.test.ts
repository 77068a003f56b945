import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { projectRoot } from '../support/build-site.ts';
import { brokenCorpus, fixtureBuilds } from '../support/fixture-builds.ts';
import { sharedBuild } from '../support/shared-build.ts';
import { pageExists, stackTraceLines, stripAnsi } from './html.ts';

/**
 * The bad-input corpus, tests/fixtures/broken/, end to end: for two of its cases (a config that is
 * no JSON, a page that is no MDX), a real `astro build` of the folder fails, prints the problems of
 * `expected.txt` word for word, no stack trace, and writes no page. Every case's problems are
 * checked without a build in tests/unit/site/bad-input.test.ts.
 */

const corpus = brokenCorpus;
const cases = fixtureBuilds.brokenCases.map(({ docsDir }) => docsDir.slice(`${corpus}/`.length));

/** Lines of a crash rather than of a reported problem: a stack frame, or Node's `TypeError: ...`. */
function crashLines(output: string): string[] {
	return [...stackTraceLines(output), ...output.split('\n').filter((line) => /^\s*[A-Z]\w*Error(?: \[\w+\])?: /.test(line))];
}

describe.each(cases)('%s', (name) => {
	const expected = readFileSync(join(projectRoot, corpus, name, 'expected.txt'), 'utf8').trimEnd();

	test('the build fails, prints exactly the expected problems, and no stack trace', async () => {
		const build = await sharedBuild(fixtureBuilds.brokenCases[cases.indexOf(name)]);
		const output = stripAnsi(`${build.stdout}\n${build.stderr}`);
		expect(build.exitCode, output).not.toBe(0);
		expect(output).toContain(expected);
		expect(crashLines(output), 'crash lines').toEqual([]);
		expect(pageExists(build.outDir, '/intro'), 'no page is written').toBe(false);
	});
});
