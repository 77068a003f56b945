import { beforeAll, describe, expect, test } from 'vitest';
import { readSiteState, siteStateFailed } from '../../../src/integration/site-state.ts';
import type { CompatReport } from '../../../src/report/compat-report.ts';
import { resolveDocsPaths } from '../../../src/settings/docs-paths.ts';
import { projectRoot, type BuildResult } from '../../support/build-site.ts';
import type { BuildRequest } from '../../support/run-service/protocol.ts';
import { sharedBuild } from '../../support/shared-build.ts';
import { stripAnsi } from '../html.ts';
import { readReport } from './report.ts';

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

/** A folder that builds as it is (strict), with what its build printed; set once the build is done. */
export interface StrictBuild {
	/** The docs folder, as the request names it. */
	docsDir: string;
	strict: BuildResult;
	/** Console output of the build, colours removed. */
	strictOutput: string;
}

/**
 * The strict build of a folder that builds, made before the file's tests. `request` is read when
 * the build is asked for, so that an earlier `beforeAll` may make the folder. LENIENT=1 changes
 * nothing for such a folder but the report's mode: testReportOfBuildingFolder checks that on the
 * site model, with no second build.
 */
export function buildStrict(request: () => BuildRequest & { docsDir: string }): StrictBuild {
	const builds = {} as StrictBuild;
	beforeAll(async () => {
		const asked = request();
		builds.docsDir = asked.docsDir;
		builds.strict = await sharedBuild(asked);
		builds.strictOutput = stripAnsi(builds.strict.stdout + builds.strict.stderr);
	});
	return builds;
}

/** The site model of a folder and the problems of reading it, strictly or leniently, as a build reads it (its analytics on). */
async function siteStateOf(docsDir: string, lenient: boolean) {
	return readSiteState(resolveDocsPaths(projectRoot, docsDir), { lenient, analytics: true }, () => undefined);
}

/**
 * The report of a folder that builds in strict mode: its counts, warnings only; and LENIENT=1
 * reads the folder the same: the same pages and problems, none failed.
 */
export function testReportOfBuildingFolder(builds: StrictBuild, counts: CompatReport['counts']): void {
	describe('the compatibility report', () => {
		test('counts the pages and the problems of the strict build', () => {
			const report = readReport(builds.strict.outDir);
			expect(report).toMatchObject({ mode: 'strict', result: 'built', failedPages: [] });
			expect(report.counts).toEqual(counts);
			expect(report.problems.map((problem) => problem.severity)).toEqual(Array(report.counts.warnings).fill('warning'));
		});

		test('LENIENT=1 reads the folder the same: the same pages and problems, none failed', async () => {
			const [strict, lenient] = await Promise.all([siteStateOf(builds.docsDir, false), siteStateOf(builds.docsDir, true)]);
			expect(siteStateFailed(lenient)).toBe(false);
			expect(lenient.site?.failed).toBeUndefined();
			expect(Object.keys(lenient.site?.pages ?? {})).toEqual(Object.keys(strict.site?.pages ?? {}));
			expect(lenient.problems).toEqual(strict.problems);
			expect(lenient.problems.map((problem) => problem.severity)).toEqual(Array(counts.warnings).fill('warning'));
		});
	});
}
