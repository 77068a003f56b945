import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
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
	const partial = partialName(file);
	writeFileSync(partial, text);
	renameSync(partial, file);
}

/** writeCacheFile done by Node's file threads, so that the thread that asked goes on meanwhile. */
export async function writeCacheFileInBackground(file: string, text: string): Promise<void> {
	await mkdir(dirname(file), { recursive: true });
	const partial = partialName(file);
	await writeFile(partial, text);
	await rename(partial, file);
}

let partials = 0;

/** A name no other write of this process uses at the same time. */
function partialName(file: string): string {
	partials += 1;
	return `${file}.${process.pid}-${partials}.partial`;
}
