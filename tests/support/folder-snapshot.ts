import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every file of a folder by path, with the SHA-256 of its bytes. */
export function folderSnapshot(folder: string): Record<string, string> {
	const files = readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
	return Object.fromEntries(
		files
			.map((entry) => join(entry.parentPath, entry.name))
			.map((file) => [relative(folder, file), createHash('sha256').update(readFileSync(file)).digest('hex')] as const)
			.sort(([a], [b]) => a.localeCompare(b)),
	);
}
