import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Problem } from '../problems/problem.ts';
import { groupRepeats } from '../problems/repeats.ts';
import type { SiteModel } from '../site/load-site.ts';
import { isHttpUrl } from '../urls/urls.ts';

/** Name of the report in the output folder. */
export const reportFileName = 'trellis-report.json';

/** One problem of the report: where (from the docs folder), what, and the likely fix. */
interface ReportProblem {
	severity: Problem['severity'];
	/** Path from the docs folder, with forward slashes (a URL for a remote OpenAPI file). */
	file: string;
	line?: number;
	column?: number;
	jsonPath?: string;
	message: string;
	fix?: string;
	/** The problem's name (src/problems/catalogue.ts), when it has one: the same for every problem of its kind. */
	code?: string;
	/** The other places where the same problem is, said the same (`file:line:column` from the docs folder). */
	alsoAt?: string[];
}

/**
 * How far a docs folder is from a clean build, written after every build (README: "The
 * compatibility report"). The same input gives the same bytes: no times, no absolute paths.
 */
export interface CompatReport {
	/** `lenient` with LENIENT=1: problems in content are warnings. */
	mode: 'strict' | 'lenient';
	/** `built` when the site was written in full, else `failed`. */
	result: 'built' | 'failed';
	counts: {
		/** Pages listed in the navigation (sidebars of every tab, anchor and version). */
		pagesInNavigation: number;
		/** Pages built from their source. */
		pagesBuilt: number;
		/** Pages a lenient build could not build from their source: built as pages that show why. */
		pagesFailed: number;
		/** Pages with at least one problem. */
		pagesWithProblems: number;
		errors: number;
		warnings: number;
	};
	/** Files of the pages counted in `pagesFailed`. */
	failedPages: string[];
	/** Every problem, ordered by file, line and column; one said the same in several places once, at its first, with `alsoAt`. */
	problems: ReportProblem[];
	/**
	 * The folder's own stylesheets and scripts, on every page, and for each script the sites the
	 * Content-Security-Policy allows because the script names them.
	 */
	customFiles?: { styles: string[]; scripts: { file: string; allows: string[] }[] };
}

export interface ReportInput {
	problems: readonly Problem[];
	/** The site model, when the docs could be read. */
	site?: SiteModel;
	/** The docs folder: paths are given from it. */
	docsRoot: string;
	lenient: boolean;
	result: CompatReport['result'];
}

export function compatReport({ problems, site, docsRoot, lenient, result }: ReportInput): CompatReport {
	const fromRoot = (file: string) => (isHttpUrl(file) ? file : relative(docsRoot, file).replaceAll('\\', '/'));
	const pageFiles = new Set(Object.values(site?.pages ?? {}).flatMap((page) => (page.generated ? [] : [page.file])));
	const failed = Object.keys(site?.failed ?? {}).map((path) => site!.pages[path]!.file);
	const reported = groupRepeats(problems.map((problem) => reportProblem(problem, fromRoot)).sort(compareProblems)).map(
		({ first, others }) => (others.length === 0 ? first : { ...first, alsoAt: others.map(placeOf) }),
	);
	const errors = problems.filter((problem) => problem.severity === 'error').length;
	const pageCount = Object.keys(site?.pages ?? {}).length;
	return {
		mode: lenient ? 'lenient' : 'strict',
		result,
		counts: {
			pagesInNavigation: Object.values(site?.navigation.pages ?? {}).filter((placement) => placement.inNavigation).length,
			pagesBuilt: result === 'built' ? pageCount - failed.length : 0,
			pagesFailed: failed.length,
			// Without a site model (the build stopped), every page file with a problem counts.
			pagesWithProblems: new Set(
				problems.flatMap((problem) => (pageFiles.has(problem.file) || (!site && /\.mdx?$/.test(problem.file)) ? [problem.file] : [])),
			).size,
			errors,
			warnings: problems.length - errors,
		},
		failedPages: failed.map(fromRoot).sort(),
		problems: reported,
		...(site?.customFiles && site.customFiles.styles.length + site.customFiles.scripts.length > 0
			? {
					customFiles: {
						styles: site.customFiles.styles,
						scripts: site.customFiles.scripts.map((script) => ({ file: script.file, allows: script.origins })),
					},
				}
			: {}),
	};
}

function reportProblem(problem: Problem, fromRoot: (file: string) => string): ReportProblem {
	return {
		severity: problem.severity,
		file: fromRoot(problem.file),
		...(problem.line !== undefined ? { line: problem.line } : {}),
		...(problem.column !== undefined ? { column: problem.column } : {}),
		...(problem.jsonPath ? { jsonPath: problem.jsonPath } : {}),
		message: problem.message,
		...(problem.hint ? { fix: problem.hint } : {}),
		...(problem.code ? { code: problem.code } : {}),
	};
}

function placeOf(problem: ReportProblem): string {
	return [problem.file, problem.line, problem.column].filter((part) => part !== undefined).join(':');
}

function compareProblems(a: ReportProblem, b: ReportProblem): number {
	return (
		compareText(a.file, b.file) ||
		(a.line ?? 0) - (b.line ?? 0) ||
		(a.column ?? 0) - (b.column ?? 0) ||
		compareText(a.severity, b.severity) ||
		compareText(a.message, b.message)
	);
}

/** Code-point order: the same on every machine, unlike localeCompare. */
function compareText(a: string, b: string): number {
	return a < b ? -1 : a > b ? 1 : 0;
}

/** The closing lines of the console output: the counts, and where the report is written. */
export function formatReportSummary(report: CompatReport, written?: string): string {
	const { counts } = report;
	const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
	const pages =
		report.result === 'built'
			? `${plural(counts.pagesInNavigation, 'page')} in navigation, ${counts.pagesBuilt} built, ${counts.pagesFailed} failed, ${counts.pagesWithProblems} with problems`
			: `the build stopped, ${counts.pagesWithProblems} ${counts.pagesWithProblems === 1 ? 'page' : 'pages'} with problems`;
	const lines = [
		`Compatibility report (${report.mode}): ${pages}; ${plural(counts.errors, 'error')}, ${plural(counts.warnings, 'warning')}`,
	];
	const custom = report.customFiles;
	if (custom) {
		const files = [...custom.styles, ...custom.scripts.map((script) => script.file)];
		const allowed = custom.scripts.filter((script) => script.allows.length > 0);
		lines.push(
			`  the folder's own on every page: ${files.join(', ')}` +
				(allowed.length > 0
					? `; the Content-Security-Policy allows what they name: ${allowed.map((script) => `${script.allows.join(' ')} (${script.file})`).join('; ')}`
					: ''),
		);
	}
	if (written) lines.push(`  written to ${written}`);
	return lines.join('\n');
}

/** Writes the report into the output folder; returns the file written. */
export function writeReport(outDir: string, report: CompatReport): string {
	const file = join(outDir, reportFileName);
	writeFileSync(file, `${JSON.stringify(report, null, '\t')}\n`);
	return file;
}
