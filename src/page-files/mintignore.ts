import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ignore from 'ignore';

/**
 * `.mintignore` at the root of a docs folder, in .gitignore syntax: the files it names are not part
 * of the site at all (no page, no snippet check, no OpenAPI file found), as on Mintlify.
 */
export function mintignoreFilter(pagesRoot: string): (relativePath: string) => boolean {
	let text: string;
	try {
		text = readFileSync(join(pagesRoot, '.mintignore'), 'utf8');
	} catch {
		return () => false;
	}
	const rules = ignore().add(text);
	return (relativePath) => rules.ignores(relativePath.split('\\').join('/'));
}
