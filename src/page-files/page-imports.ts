import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isFile } from '../files/is-file.ts';
import { extname, join } from 'node:path';
import { importedFile, isFolderFile } from '../files/folder-paths.ts';
import { contentHash } from '../files/cache-files.ts';

/** `import X from '…'`, `export { X } from '…'`, `import '…'`: the specifier. */
const importSpecifier = /\b(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"\n]+)['"]|\bimport\s*['"]([^'"\n]+)['"]/g;

/** What an import without an extension may name, in the order bundlers try. */
const implicitExtensions = ['.mdx', '.md', '.tsx', '.ts', '.jsx', '.js'];

/**
 * The file a local specifier names: from the docs folder when rooted, else from the importer's
 * folder. Never one outside the folder: the page's check refuses such an import.
 */
function localFile(specifier: string, importer: string, pagesRoot: string): string | undefined {
	const found = importedFile(specifier, importer, pagesRoot);
	if (!found || 'refused' in found) return undefined;
	const base = found.file;
	if (extname(base) !== '' && isFile(base)) return base;
	const candidates = [
		...implicitExtensions.map((extension) => `${base}${extension}`),
		...implicitExtensions.map((extension) => join(base, `index${extension}`)),
	];
	// A file that is not there yet counts too: when it appears, what imports it changes.
	const file = candidates.find(isFile) ?? base;
	return isFolderFile(file, pagesRoot) ? file : undefined;
}

/**
 * The local files a page imports (snippets, components), and those they import, found by their
 * import lines: a pattern, not a parser, so it may find an import in a code block too, which
 * only makes the result depend on one file more.
 */
export function importedFilesOf(file: string, pagesRoot: string): string[] {
	const found = new Set<string>();
	const queue = [file];
	while (queue.length > 0) {
		const current = queue.pop()!;
		let text: string;
		try {
			text = readFileSync(current, 'utf8');
		} catch {
			continue;
		}
		if (!text.includes('import') && !text.includes('export')) continue;
		for (const match of text.matchAll(importSpecifier)) {
			const target = localFile(match[1] ?? match[2]!, current, pagesRoot);
			if (target === undefined || target === file || found.has(target)) continue;
			found.add(target);
			queue.push(target);
		}
	}
	return [...found].sort();
}

/** A digest of the files a page imports, as they are now (empty when it imports none). */
function digestOf(files: readonly string[]): string {
	if (files.length === 0) return '';
	const hash = createHash('sha256');
	for (const path of files) hash.update(`${path}\0${contentHash(path) ?? 'missing'}\0`);
	return hash.digest('hex');
}

/**
 * What the pages import: by page path, a digest of the files each imports (as they are now), and
 * every file some page imports, directly or through another file.
 */
export function pagesImports(
	pages: readonly { path: string; file: string }[],
	pagesRoot: string,
): { digests: Record<string, string>; imported: Set<string> } {
	const digests: Record<string, string> = {};
	const imported = new Set<string>();
	for (const page of pages) {
		const files = importedFilesOf(page.file, pagesRoot);
		for (const file of files) imported.add(file);
		digests[page.path] = digestOf(files);
	}
	return { digests, imported };
}
