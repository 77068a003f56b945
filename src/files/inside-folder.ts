import { isAbsolute, relative } from 'node:path';

/** Whether a path lies inside a folder (the folder itself excluded), however either is written. */
export function isInside(path: string, folder: string): boolean {
	const inner = relative(folder, path);
	return inner !== '' && !inner.startsWith('..') && !isAbsolute(inner);
}
