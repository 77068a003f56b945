import { expect } from 'vitest';

/**
 * What every answer of a loader must look like, whatever its input: problems a reader can act on
 * (no stack trace, no exception's own words), and models that are plain data.
 */

/** An exception's words in a message: a crash caught and shown as if it were a problem. */
const crashWords =
	/\b(?:[A-Z]\w*Error|Cannot read propert\w*|Cannot use 'in' operator|Cannot convert|is not a function|is not iterable|is not a constructor|Maximum call stack|Invalid array length|\[object Object\]|undefined|NaN)\b/;

/** Problems as formatted for the reader: no stack frame, no exception's words. */
export function expectReadable(shown: string): void {
	expect(shown).not.toMatch(/^\s+at\s/m);
	expect(shown).not.toMatch(crashWords);
}

/** The first place in a value that JSON would not carry over as it is (a function, a Map, a cycle). */
export function notPlainData(value: unknown, path = '', seen = new Set<object>()): string | undefined {
	if (value === null || typeof value === 'string' || typeof value === 'boolean') return undefined;
	if (typeof value === 'number') return Number.isFinite(value) ? undefined : `${path}: ${value}`;
	if (typeof value !== 'object') return `${path}: a ${typeof value}`;
	if (seen.has(value)) return `${path}: a cycle`;
	const prototype = Object.getPrototypeOf(value) as unknown;
	if (!Array.isArray(value) && prototype !== Object.prototype && prototype !== null) return `${path}: not a plain object`;
	seen.add(value);
	for (const [key, child] of Object.entries(value)) {
		if (child === undefined) continue;
		const found = notPlainData(child, `${path}.${key}`, seen);
		if (found) return found;
	}
	seen.delete(value);
	return undefined;
}
