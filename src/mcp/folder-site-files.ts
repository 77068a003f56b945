import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { resolveInFolder } from '../files/folder-paths.ts';
import type { SiteFiles } from './site-files.ts';

/** The files of the folder `trellis build` wrote; only files inside it (a symbolic link out of it is refused). */
export function folderSiteFiles(outDir: string): SiteFiles {
	const root = resolve(outDir);
	return {
		location: root,
		shown: (path) => join(root, path),
		async read(path) {
			const inside = resolveInFolder(path.replace(/^\/+/, ''), root);
			if ('refused' in inside) return undefined;
			try {
				if (!(await stat(inside.file)).isFile()) return undefined;
				return await readFile(inside.file);
			} catch {
				return undefined;
			}
		},
	};
}
