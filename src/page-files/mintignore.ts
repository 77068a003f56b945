import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { isInside } from '../files/inside-folder.ts';
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
	return (relativePath) => {
		const path = relativePath.split('\\').join('/');
		// The folder itself ('' : a dev server's home page) or a path out of it is nothing .mintignore
		// names; the library throws for them.
		return ignore.isPathValid(path) && rules.ignores(path);
	};
}

/** {@link mintignoreFilter} for absolute paths: whether the folder leaves a file of it out. */
export function mintignoredFile(pagesRoot: string): (file: string) => boolean {
	const ignored = mintignoreFilter(pagesRoot);
	return (file) => isInside(file, pagesRoot) && ignored(relative(pagesRoot, file));
}
