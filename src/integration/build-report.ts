import { isAbsolute, join, relative } from 'node:path';
import type { LinkCheckOutcome } from '../postbuild/index.ts';
import { formatProblems } from '../problems/format.ts';
import { compatReport, formatReportSummary, reportFileName, writeReport } from '../report/compat-report.ts';
import { brokenLinkProblems } from '../report/link-problems.ts';
import type { DocsPaths } from '../settings/docs-paths.ts';
import type { SiteState } from './site-state.ts';
import type { Terminal } from './terminal.ts';

/**
 * The end of a build that stopped before building anything: every problem, then the report's
 * summary. No report file: there is no output folder to write it to.
 */
export function reportStoppedBuild(state: SiteState, paths: DocsPaths, lenient: boolean, terminal: Terminal): void {
	const report = compatReport({ problems: state.problems, docsRoot: paths.configRoot, lenient, result: 'failed' });
	if (state.problems.length > 0) terminal.print(formatProblems(state.problems, terminal.shownFrom));
	terminal.print(formatReportSummary(report));
}

/** What the end of a build that wrote the site reports on. */
export interface BuiltSiteReport {
	/** Where the build writes. */
	outDir: string;
	/** The output folder that `outDir` becomes. */
	publishedDir: string;
	state: SiteState & { site: NonNullable<SiteState['site']> };
	paths: DocsPaths;
	base: string;
	lenient: boolean;
	links: LinkCheckOutcome;
	terminal: Terminal;
}

/**
 * The end of a build that wrote the site: on the console every problem of the docs, then the
 * summary; the compatibility report in the output folder when the build succeeds (a failed build
 * leaves the previous output as it was, see staged-output.ts). Returns whether the build failed
 * (broken links in a strict build).
 */
export function reportBuild({ outDir, publishedDir, state, paths, base, lenient, links, terminal }: BuiltSiteReport): boolean {
	const linkProblems = brokenLinkProblems(links.broken, state.site, base, links.failed ? 'error' : 'warning');
	const report = compatReport({
		problems: [...state.problems, ...linkProblems],
		site: state.site,
		docsRoot: paths.configRoot,
		lenient,
		result: links.failed ? 'failed' : 'built',
	});
	if (!links.failed) writeReport(outDir, report);
	if (state.problems.length > 0) terminal.print(formatProblems(state.problems, terminal.shownFrom));
	terminal.print(formatReportSummary(report, links.failed ? undefined : shownPath(join(publishedDir, reportFileName), terminal.shownFrom)));
	return links.failed;
}

/** A path as the user would type it: relative to the folder the command started in when it is inside it. */
function shownPath(file: string, shownFrom: string): string {
	const fromHere = relative(shownFrom, file);
	return fromHere.startsWith('..') || isAbsolute(fromHere) ? file : fromHere;
}
