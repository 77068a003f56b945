import { cpSync, lstatSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { isFolderFile } from '../files/folder-paths.ts';

/**
 * The built site holds no symbolic link: whatever uploads it would publish what the link points
 * to. Astro copies the showcase's public/ as it is, links included: a link that leads to a file of
 * the static files' folder becomes a copy of that file, any other is removed (the build has warned
 * of each, src/files/folder-links.ts). Returns the links removed, as paths from the site's root.
 */
export function replaceOutputLinks(outDir: string, assetsRoot: string): string[] {
	const removed: string[] = [];
	const folders = [outDir];
	while (folders.length > 0) {
		const folder = folders.pop()!;
		for (const entry of readdirSync(folder, { withFileTypes: true })) {
			const path = join(folder, entry.name);
			if (entry.isDirectory()) {
				folders.push(path);
				continue;
			}
			if (!entry.isSymbolicLink()) continue;
			const target = linkTarget(path);
			rmSync(path, { force: true });
			if (target === undefined || !isFolderFile(target, assetsRoot)) {
				removed.push(relative(outDir, path).split(sep).join('/'));
				continue;
			}
			// Links inside a copied folder are copied as links, then met by this same walk.
			cpSync(target, path, { recursive: true, verbatimSymlinks: true });
			if (lstatSync(path).isDirectory()) folders.push(path);
		}
	}
	return removed.sort();
}

/** Where a link leads, every link on the way followed; undefined when it leads nowhere. */
function linkTarget(link: string): string | undefined {
	try {
		return realpathSync(link);
	} catch {
		return undefined;
	}
}
