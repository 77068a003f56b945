import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CompatReport } from '../../../src/report/compat-report.ts';
import { buildSite, type BuildResult } from '../../support/build-site.ts';
import { stripAnsi } from '../html.ts';
import { builtPages, readReport } from './report.ts';

/** A folder built twice, as it is (strict) and with LENIENT=1; set once the builds are done. */
export interface BothModes {
	strict: BuildResult;
	lenient: BuildResult;
	/** Console output of each build, colours removed. */
	strictOutput: string;
	lenientOutput: string;
}

/**
 * Builds the folder in both modes before the file's tests, and removes the output after them.
 * `docsDir` is read when the builds start, so that an earlier `beforeAll` may make the folder.
 */
export function buildInBothModes(docsDir: () => string): BothModes {
	const builds = {} as BothModes;
	// Two builds, each of which may wait for other test builds to finish.
	beforeAll(async () => {
		builds.strict = await buildSite({ docsDir: docsDir() });
		builds.strictOutput = stripAnsi(builds.strict.stdout + builds.strict.stderr);
		builds.lenient = await buildSite({ docsDir: docsDir(), env: { LENIENT: '1' } });
		builds.lenientOutput = stripAnsi(builds.lenient.stdout + builds.lenient.stderr);
	}, 600_000);
	afterAll(() => {
		for (const done of [builds.strict, builds.lenient]) if (done) rmSync(done.outDir, { recursive: true, force: true });
	});
	return builds;
}

/**
 * The report of a folder that builds in strict mode: its counts, warnings only, and the same
 * pages, counts and problems when built with LENIENT=1.
 */
export function testReportOfBuildingFolder(builds: BothModes, counts: CompatReport['counts']): void {
	describe('the compatibility report', () => {
		test('counts the pages and the problems of the strict build', () => {
			const report = readReport(builds.strict.outDir);
			expect(report).toMatchObject({ mode: 'strict', result: 'built', failedPages: [] });
			expect(report.counts).toEqual(counts);
			expect(report.problems.map((problem) => problem.severity)).toEqual(Array(report.counts.warnings).fill('warning'));
		});

		test('LENIENT=1 builds the same pages, with the same counts, and says it was lenient', () => {
			expect(builds.lenient.exitCode).toBe(0);
			const report = readReport(builds.lenient.outDir);
			expect(report.mode).toBe('lenient');
			expect(report.counts).toEqual(readReport(builds.strict.outDir).counts);
			expect(report.problems).toEqual(readReport(builds.strict.outDir).problems);
			expect(builtPages(builds.lenient.outDir)).toEqual(builtPages(builds.strict.outDir));
		});
	});
}
