import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { folderFiles } from '../files/folder-files.ts';
import { outputFolderIgnore } from '../files/output-folder.ts';
import type { DocsPaths } from '../settings/docs-paths.ts';

/**
 * A hash of the docs folder's files, their paths from the folder and their bytes: the same on
 * every machine that has the same checkout, whatever its path, so that `trellis merge` can tell
 * shards built from different sources. A Mintlify folder is all of its folder but its output
 * (`dist/`), dot-folders (`.git`) and `node_modules`; the showcase is the files beside its config,
 * its pages and its static files.
 */
export function sourceFingerprint(paths: DocsPaths): string {
	const hash = createHash('sha256');
	const parts =
		paths.layout === 'folder'
			? [{ root: paths.configRoot, pattern: '**/*' }]
			: [
					{ root: paths.configRoot, pattern: '*' },
					{ root: paths.pagesRoot, pattern: '**/*' },
					{ root: paths.assetsRoot, pattern: '**/*' },
				];
	for (const [index, { root, pattern }] of parts.entries()) {
		const files = folderFiles(root, pattern, { dot: true, ignore: ['**/node_modules/**', '**/.*/**', ...outputFolderIgnore] }).sort();
		for (const file of files)
			hash
				.update(`${index}:${file}\0`)
				.update(readFileSync(join(root, file)))
				.update('\0');
	}
	return hash.digest('hex');
}
