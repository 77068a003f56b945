import { beforeAll, describe, expect, test } from 'vitest';
import type { CompatReport } from '../../../src/report/compat-report.ts';
import type { BuildResult } from '../../support/build-site.ts';
import type { BuildRequest } from '../../support/run-service/protocol.ts';
import { sharedBuild } from '../../support/shared-build.ts';
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
 * The folder's builds in both modes (`inBothModes`), made before the file's tests. `requests`
 * is read when the builds are asked for, so that an earlier `beforeAll` may make the folder.
 */
export function buildInBothModes(requests: () => readonly [BuildRequest, BuildRequest]): BothModes {
	const builds = {} as BothModes;
	beforeAll(async () => {
		const [strict, lenient] = requests();
		[builds.strict, builds.lenient] = await Promise.all([sharedBuild(strict), sharedBuild(lenient)]);
		builds.strictOutput = stripAnsi(builds.strict.stdout + builds.strict.stderr);
		builds.lenientOutput = stripAnsi(builds.lenient.stdout + builds.lenient.stderr);
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
