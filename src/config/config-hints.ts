import { didYouMean } from '../problems/suggest.ts';
import { searchBoostHint } from './schema/shared.ts';
import { formatJsonPath } from '../files/json-source.ts';
import type { SchemaIssue } from './zod-issues.ts';

/** What a missing top-level key could start as: enough to build, easy to grow. */
const startingValues: Record<string, string> = {
	name: '"name": "My Docs"',
	navigation: '"navigation": [{"group": "Get Started", "pages": ["introduction"]}]',
};

/**
 * A likely fix for a schema error in docs.json, when the issue carries none: what to add for a
 * missing key (or which misspelt key to rename), how to write a value of the wrong type.
 * `value` is the whole parsed config, to look at the keys beside a missing one.
 */
export function configHint(issue: SchemaIssue, value: unknown): string | undefined {
	if (issue.hint) return issue.hint;
	if (/^expected a hex colour/.test(issue.message)) return 'a hex colour is # and 3, 6 or 8 digits 0-9 or A-F, e.g. "#16A34A"';
	if (issue.path.at(-1) === 'boost') return searchBoostHint;
	const mismatch = issue.typeMismatch;
	if (!mismatch) return undefined;
	const { expected, found } = mismatch;
	if (found === undefined) return missingKeyHint(issue.path, value);
	if (issue.path.length === 0 && expected === 'object') {
		return Array.isArray(found)
			? 'docs.json holds one object, not a list: remove the [ ] around it'
			: `start from {${startingValues.name}, ${startingValues.navigation}}`;
	}
	if (expected === 'string' && typeof found === 'number') {
		return `put the value in double quotes: "${String(found)}"`;
	}
	if (expected === 'boolean' && typeof found === 'string') {
		return /^(true|false)$/i.test(found) ? `write ${found.toLowerCase()} without quotes` : 'write true or false, without quotes';
	}
	if (expected === 'number' && typeof found === 'string' && found.trim() !== '' && Number.isFinite(Number(found))) {
		return `write ${found.trim()} without quotes`;
	}
	if (expected === 'array' && typeof found === 'string') return `make it a list: [${JSON.stringify(found)}]`;
	return undefined;
}

/** For a missing key: rename the misspelt key beside it, if there is one; else add it. */
function missingKeyHint(path: readonly PropertyKey[], value: unknown): string {
	const key = String(path.at(-1));
	const parentPath = path.slice(0, -1);
	const misspelt = misspeltKey(path, value);
	if (misspelt) return `rename "${String(misspelt.at(-1))}" to "${key}"`;
	if (parentPath.length === 0) return `add ${startingValues[key] ?? `"${key}"`} to the top-level object`;
	return `add "${key}" to ${formatJsonPath(parentPath)}`;
}

/**
 * For a key that is missing, the path of a key beside it that looks like its misspelling
 * (`navigaton` for `navigation`): the place to point at, rather than the object that holds both.
 */
export function misspeltKey(path: readonly PropertyKey[], value: unknown): (string | number)[] | undefined {
	const key = String(path.at(-1));
	const parentPath = path.slice(0, -1) as (string | number)[];
	let parent: unknown = value;
	for (const segment of parentPath) parent = (parent as Record<PropertyKey, unknown> | undefined)?.[segment];
	const siblings = parent && typeof parent === 'object' && !Array.isArray(parent) ? Object.keys(parent) : [];
	const misspelt = siblings.find((sibling) => sibling !== key && didYouMean(sibling, [key]) === key);
	return misspelt === undefined ? undefined : [...parentPath, misspelt];
}
