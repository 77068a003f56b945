import { globSync, type GlobOptions } from 'tinyglobby';
import { refusedLinkIgnores } from './folder-links.ts';

/**
 * The files of a docs folder that match `patterns`, from the folder (or absolute, with
 * `absolute: true`): every listing of a docs folder goes through here, so that none takes in a
 * symbolic link that leads out of the folder (./folder-links.ts). Links that stay inside are
 * followed, as the files and folders they point to.
 */
export function folderFiles(
	folder: string,
	patterns: string | string[],
	options: Omit<GlobOptions, 'cwd' | 'followSymbolicLinks'> = {},
): string[] {
	const ignore = options.ignore === undefined ? [] : Array.isArray(options.ignore) ? options.ignore : [options.ignore];
	return globSync(patterns, { ...options, cwd: folder, followSymbolicLinks: true, ignore: [...ignore, ...refusedLinkIgnores(folder)] });
}
