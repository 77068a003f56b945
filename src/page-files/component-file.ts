import { readFileSync } from 'node:fs';
import { parseSync } from 'oxc-parser';

/** A syntax error of a React component file, at its place in the file. */
export interface ComponentFileError {
	message: string;
	line: number;
	column: number;
}

/**
 * The syntax errors of a `.jsx` or `.tsx` file the docs import, found before the build: the
 * bundler would stop at the first, for the whole site. Only the first is kept, as the parser's
 * next ones often follow from it.
 */
export function componentFileErrors(path: string): ComponentFileError[] {
	const code = readFileSync(path, 'utf8');
	const first = parseSync(path, code).errors[0];
	if (!first) return [];
	const at = first.labels[0]?.start ?? 0;
	const before = code.slice(0, at).split('\n');
	const label = first.labels[0]?.message;
	return [{ message: `${first.message}${label ? ` (${label})` : ''}`, line: before.length, column: before.at(-1)!.length + 1 }];
}
