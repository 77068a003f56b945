import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** The SHA-256 of a file's content, or `null` when it is not a readable file. */
export function contentHash(path: string): string | null {
	try {
		return createHash('sha256').update(readFileSync(path)).digest('hex');
	} catch {
		return null;
	}
}

/**
 * Writes a file of the build cache under another name first, then moves it in place: a build
 * that is stopped never leaves half a file for the next one to read.
 */
export function writeCacheFile(file: string, text: string): void {
	mkdirSync(dirname(file), { recursive: true });
	const partial = `${file}.${process.pid}.partial`;
	writeFileSync(partial, text);
	renameSync(partial, file);
}
