import { readFileSync } from 'node:fs';
import { resolveInFolder } from '../files/folder-paths.ts';
import ignore from 'ignore';

/**
 * `.mintignore` at the root of a docs folder, in .gitignore syntax: the files it names are not part
 * of the site at all (no page, no snippet check, no OpenAPI file found), as on Mintlify.
 */
export function mintignoreFilter(pagesRoot: string): (relativePath: string) => boolean {
	// A `.mintignore` that is a link out of the folder is not read (the build warns of the link).
	const found = resolveInFolder('.mintignore', pagesRoot);
	let text: string;
	try {
		if ('refused' in found) return () => false;
		text = readFileSync(found.file, 'utf8');
	} catch {
		return () => false;
	}
	const rules = ignore().add(text);
	return (relativePath) => rules.ignores(relativePath.split('\\').join('/'));
}
