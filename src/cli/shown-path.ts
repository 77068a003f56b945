import { isAbsolute, relative } from 'node:path';
import { startFolder } from './start-folder.ts';

/** A path as the user reads it best: from the current folder when it is inside it, else absolute. */
export function shownPath(path: string): string {
	const fromHere = relative(startFolder, path);
	return fromHere === '' ? '.' : fromHere.startsWith('..') || isAbsolute(fromHere) ? path : fromHere;
}
