import { relative } from 'node:path';
import type { Problem } from './problem.ts';
import { groupRepeats } from './repeats.ts';
import { isHttpUrl } from '../urls/urls.ts';

/** `file:line:column` or `file`, relative to the working directory. */
export function problemLocation(problem: Problem, cwd = process.cwd()): string {
	const inside = isHttpUrl(problem.file) ? '' : relative(cwd, problem.file);
	const file = inside && !inside.startsWith('..') ? inside : problem.file;
	if (problem.line === undefined) return file;
	return problem.column === undefined ? `${file}:${problem.line}` : `${file}:${problem.line}:${problem.column}`;
}

/** One problem as the lines a reader sees. */
export function formatProblem(problem: Problem, cwd = process.cwd()): string {
	const where = problemLocation(problem, cwd);
	const path = problem.jsonPath ? ` ${problem.jsonPath}:` : '';
	const lines = [`${problem.severity}: ${where}${path} ${problem.message}`];
	if (problem.hint) lines.push(`  fix: ${problem.hint}`);
	return lines.join('\n');
}

/** A repeated problem names all its other places up to this many, else the first five and how many more. */
const placesShownInFull = 10;
const placesShown = 5;

/**
 * All problems, errors first, with a closing count (of every problem). A warning said the same in
 * several places is printed once, at its first place, followed by the others (./repeats.ts).
 */
export function formatProblems(problems: readonly Problem[], cwd = process.cwd()): string {
	return [...problemLines(problems, cwd), problemCounts(problems)].join('\n');
}

/** The problems, errors first, then by place, repeats of one problem shown once with their places. */
export function problemLines(problems: readonly Problem[], cwd = process.cwd()): string[] {
	const ordered = [...problems].sort(
		(a, b) => rank(a) - rank(b) || a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0),
	);
	return groupRepeats(ordered).map(({ first, others }) => {
		if (others.length === 0) return formatProblem(first, cwd);
		const named = others.length <= placesShownInFull ? others : others.slice(0, placesShown);
		const places = named.map((problem) => problemLocation(problem, cwd));
		const more = named.length < others.length ? ` and ${others.length - named.length} more` : '';
		return `${formatProblem(first, cwd)}\n  also at ${places.join(', ')}${more} (${others.length + 1} places)`;
	});
}

/** `2 errors, 1 warning`. */
export function problemCounts(problems: readonly Problem[]): string {
	const errors = problems.filter((problem) => problem.severity === 'error').length;
	const warnings = problems.length - errors;
	return `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`;
}

function rank(problem: Problem): number {
	return problem.severity === 'error' ? 0 : 1;
}
