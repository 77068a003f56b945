import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const made: string[] = [];

/** A fresh folder in the system's temporary folder holding the given files (path relative to it -> text). */
export function folderWith(files: Record<string, string>, prefix = 'trellis-'): string {
	const folder = mkdtempSync(join(tmpdir(), prefix));
	made.push(folder);
	for (const [path, text] of Object.entries(files)) {
		mkdirSync(dirname(join(folder, path)), { recursive: true });
		writeFileSync(join(folder, path), text);
	}
	return folder;
}

/** Removes every folder `folderWith` made: for a test file's `afterAll`. */
export function removeFolders(): void {
	for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
}
