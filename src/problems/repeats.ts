import type { Problem } from './problem.ts';

/**
 * Warnings that say the same thing (the same kind, setting, message and fix) in several places, each
 * said once: an icon or a prop used on 300 pages is one finding with its places, not 300. Errors
 * stay one by one: each stops the build and is fixed where it is. In the order of their first place.
 */
export function groupRepeats<
	T extends Pick<Problem, 'severity' | 'message'> & { code?: string; hint?: string; fix?: string; jsonPath?: string },
>(problems: readonly T[]): { first: T; others: T[] }[] {
	const groups = new Map<string, { first: T; others: T[] }>();
	for (const [index, problem] of problems.entries()) {
		const key =
			problem.severity === 'error'
				? `error ${index}`
				: [problem.severity, problem.code ?? '', problem.jsonPath ?? '', problem.message, problem.hint ?? problem.fix ?? ''].join('\0');
		const group = groups.get(key);
		if (group) group.others.push(problem);
		else groups.set(key, { first: problem, others: [] });
	}
	return [...groups.values()];
}
