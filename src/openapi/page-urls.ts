import type { ApiEntry } from './entries.ts';

/**
 * Where Mintlify puts the page it generates for an operation (its page "Endpoint URLs"):
 * `<directory>/<tag>/<slug>`, the directory in lower case, the operation's first tag and its
 * summary as URL parts, the tag left out when it has none: `Get user` tagged `users` is
 * `api-reference/users/get-user`. Renaming a summary moves the page, as on Mintlify.
 */

/**
 * A summary or a tag as a part of a URL, as Mintlify makes it: lower case, each space a hyphen,
 * `{ } ( ) , . ' /` left out, other letters of any script kept (`Search & list` is
 * `search-&-list`). Characters that a path cannot hold as they are (`?`, `#`, `%`, quotes,
 * brackets, controls) are left out too, where Mintlify keeps them escaped.
 */
export function urlPart(text: string): string {
	return text
		.trim()
		.toLowerCase()
		.replace(/\s/g, '-')
		.replace(/[{}(),.'/]/g, '')
		.replace(/[^\p{L}\p{M}\p{N}\-_~&:!*+@=;$]/gu, '');
}

/**
 * The last part of an operation's page URL: its summary, else its method and its path without
 * its parameters (`GET /users/{id}/posts` is `get-users-posts`); a webhook without summary by its
 * name.
 */
function operationSlug(entry: ApiEntry): string {
	const fromSummary = entry.operation.summary === undefined ? '' : urlPart(entry.operation.summary);
	if (fromSummary) return fromSummary;
	const pathParts = entry.path.split('/').filter((part) => part !== '' && !/^\{.*\}$/.test(part));
	const words = entry.kind === 'webhook' ? ['webhook', ...pathParts] : [entry.method, ...pathParts];
	return urlPart(words.join(' ')) || 'operation';
}

/** The page URL of an operation under a directory (`api-reference`), before any duplicate is numbered. */
export function operationPagePath(directory: string, entry: ApiEntry): string {
	const tag = entry.operation.tags?.[0];
	const tagPart = tag === undefined ? '' : urlPart(tag);
	return [directory.toLowerCase(), tagPart, operationSlug(entry)].filter((part) => part !== '').join('/');
}

/** A path not yet taken: the path itself, else with `-1`, `-2` …, as Mintlify numbers the later of two. */
export function unusedPath(path: string, taken: ReadonlySet<string>): string {
	let candidate = path;
	for (let index = 1; taken.has(candidate); index++) candidate = `${path}-${index}`;
	return candidate;
}
