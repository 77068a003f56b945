import type { z } from 'zod';
import { didYouMean } from '../problems/suggest.ts';

/** A schema violation reduced to what a reader needs: where, and what was expected. */
export interface SchemaIssue {
	path: PropertyKey[];
	message: string;
	hint?: string;
	/** Unknown keys are reported but do not stop the build. */
	unknownKeys?: string[];
	/** For a value of the wrong type: the type expected and the value found (undefined when missing). */
	typeMismatch?: { expected: string; found: unknown };
}

type Issue = z.core.$ZodIssue;

/** Flattens zod issues, choosing inside unions the branch that matched the value's type. */
export function describeIssues(issues: readonly Issue[], basePath: PropertyKey[] = []): SchemaIssue[] {
	return issues.flatMap((issue) => describeIssue(issue, basePath));
}

function describeIssue(issue: Issue, basePath: PropertyKey[]): SchemaIssue[] {
	const path = [...basePath, ...issue.path];
	switch (issue.code) {
		case 'invalid_union':
			return describeUnion(issue, path);
		case 'unrecognized_keys':
			return [{ path, message: issue.message, unknownKeys: issue.keys }];
		case 'invalid_type':
			return [describeInvalidType(issue, path)];
		case 'invalid_value':
			return [describeInvalidValue(issue, path)];
		case 'too_small':
			// Zod's own wording ("Too small: ...") is replaced; a schema's custom message is kept.
			if (issue.origin === 'string' && Number(issue.minimum) === 1 && issue.message.startsWith('Too small')) {
				return [{ path, message: `expected a non-empty string, found ${describeValue(issue.input)}` }];
			}
			return [{ path, message: issue.message }];
		case 'custom': {
			// A refinement may carry its own likely fix (an unknown analytics provider's closest name).
			const hint: unknown = issue.params?.['hint'];
			return [typeof hint === 'string' ? { path, message: issue.message, hint } : { path, message: issue.message }];
		}
		default:
			return [{ path, message: issue.message }];
	}
}

function describeUnion(issue: z.core.$ZodIssueInvalidUnion, path: PropertyKey[]): SchemaIssue[] {
	// A branch "matched" when its complaint is not about the value's type at the union itself.
	const matching = issue.errors.filter((branch) => !branch.some((inner) => inner.code === 'invalid_type' && inner.path.length === 0));
	if (matching.length >= 1) {
		const best = matching.reduce((a, b) => (b.length < a.length ? b : a));
		return describeIssues(best, path);
	}
	const expected = unique(
		issue.errors.flatMap((branch) =>
			branch.flatMap((inner) => (inner.code === 'invalid_type' && inner.path.length === 0 ? [inner.expected] : [])),
		),
	);
	return [{ path, message: `expected ${joinOr(expected.map(article))}, found ${describeValue(issue.input)}` }];
}

function describeInvalidType(issue: z.core.$ZodIssueInvalidType, path: PropertyKey[]): SchemaIssue {
	const typeMismatch = { expected: issue.expected, found: issue.input };
	if (issue.input === undefined && path.length > 0) {
		return { path, message: `missing required property "${String(path.at(-1))}" (${article(issue.expected)})`, typeMismatch };
	}
	return { path, message: `expected ${article(issue.expected)}, found ${describeValue(issue.input)}`, typeMismatch };
}

/** How many allowed values an error lists in full. */
const longList = 12;

function describeInvalidValue(issue: z.core.$ZodIssueInvalidValue, path: PropertyKey[]): SchemaIssue {
	const allowed = issue.values.map((value) => JSON.stringify(value));
	// A long list (the code themes) is named by its first few; the hint then suggests the closest.
	const listed =
		allowed.length === 1
			? allowed[0]
			: allowed.length > longList
				? `one of ${allowed.length} names (${allowed.slice(0, 4).join(', ')}...)`
				: `one of ${allowed.join(', ')}`;
	const message = `expected ${listed}, found ${describeValue(issue.input)}`;
	const suggestion =
		typeof issue.input === 'string'
			? didYouMean(
					issue.input,
					issue.values.filter((value): value is string => typeof value === 'string'),
				)
			: undefined;
	return suggestion ? { path, message, hint: `did you mean "${suggestion}"?` } : { path, message };
}

/** A short, readable description of a JSON value, for "found ..." */
function describeValue(value: unknown): string {
	if (value === undefined) return 'nothing';
	if (value === null) return 'null';
	if (Array.isArray(value)) return `an array (${value.length} item${value.length === 1 ? '' : 's'})`;
	if (typeof value === 'string') return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
	if (typeof value === 'object') return 'an object';
	return `${typeof value} ${String(value)}`;
}

function article(type: string): string {
	const names: Record<string, string> = {
		object: 'an object',
		array: 'an array',
		string: 'a string',
		number: 'a number',
		boolean: 'true or false',
		int: 'a whole number',
	};
	return names[type] ?? type;
}

function joinOr(items: string[]): string {
	if (items.length <= 1) return items[0] ?? 'another value';
	return `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

function unique<T>(items: T[]): T[] {
	return [...new Set(items)];
}
