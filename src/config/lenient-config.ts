import type { Problem } from '../problems/problem.ts';
import { locate, parseJsonPath, type JsonSource } from '../files/json-source.ts';

/**
 * Keys without which no site can be built: a value of theirs that the schema rejects stays an
 * error. Every other rejected value is left out of a lenient build, with a warning that says so.
 */
const essentialPaths = [['name'], ['navigation']];

/** Rounds of leaving out and checking again: each round leaves out at least one value. */
const maxRounds = 100;

/**
 * The config without the values its errors name, for a lenient build: each value is left out
 * (a key deleted, a list entry removed), and when leaving it out is itself an error (a required
 * key), the object around it goes instead. Undefined when an essential key is at fault.
 */
export function withoutUnusableValues<Checked extends { config?: unknown; problems: Problem[] }>(
	source: JsonSource,
	problems: readonly Problem[],
	check: (value: unknown) => Checked,
): Checked | undefined {
	let value: unknown = structuredClone(source.value);
	let current = problems;
	const ignored: Problem[] = [];
	for (let round = 0; round < maxRounds; round++) {
		const errors = current.filter((problem) => problem.severity === 'error');
		if (errors.length === 0) break;
		const paths = errors.map((problem) => removablePath(value, parseJsonPath(problem.jsonPath ?? '(root)')));
		if (paths.some((path) => path === undefined)) return undefined;
		for (const [index, problem] of errors.entries()) {
			// A value already left out (a required key, now missing) needs no second word: its object goes quietly.
			const path = parseJsonPath(problem.jsonPath ?? '(root)');
			if (valueAt(value, path) === undefined && valueAt(source.value, path) !== undefined) continue;
			ignored.push({ ...problem, severity: 'warning', ...locate(source, paths[index]!), message: `${problem.message}: ignored` });
		}
		value = withoutPaths(value, paths as (string | number)[][]);
		const next = check(value);
		if (next.config) return { ...next, problems: [...ignored, ...next.problems] };
		current = next.problems;
	}
	return undefined;
}

/** The closest value at or above `path` that is there to leave out, unless that is an essential one. */
function removablePath(root: unknown, path: (string | number)[]): (string | number)[] | undefined {
	for (let length = path.length; length > 0; length--) {
		const candidate = path.slice(0, length);
		if (
			essentialPaths.some((essential) => essential.length === candidate.length && essential.every((key, index) => key === candidate[index]))
		)
			return undefined;
		if (valueAt(root, candidate) !== undefined) return candidate;
	}
	return undefined;
}

function valueAt(root: unknown, path: readonly (string | number)[]): unknown {
	let value = root;
	for (const key of path) {
		if (!value || typeof value !== 'object') return undefined;
		value = (value as Record<string | number, unknown>)[key];
	}
	return value;
}

/** A copy without the values at `paths`; list entries go last-first, so earlier indices stay right. */
function withoutPaths(root: unknown, paths: (string | number)[][]): unknown {
	const copy: unknown = structuredClone(root);
	const ordered = [...paths].sort((a, b) => compareDescending(a, b));
	for (const path of ordered) {
		const parent = valueAt(copy, path.slice(0, -1));
		const key = path.at(-1)!;
		if (Array.isArray(parent) && typeof key === 'number') parent.splice(key, 1);
		else if (parent && typeof parent === 'object') delete (parent as Record<string, unknown>)[String(key)];
	}
	return copy;
}

function compareDescending(a: readonly (string | number)[], b: readonly (string | number)[]): number {
	for (let index = 0; index < Math.min(a.length, b.length); index++) {
		if (a[index] === b[index]) continue;
		return typeof a[index] === 'number' && typeof b[index] === 'number'
			? (b[index] as number) - (a[index] as number)
			: String(b[index]).localeCompare(String(a[index]));
	}
	return b.length - a.length;
}
