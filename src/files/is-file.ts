import { statSync } from 'node:fs';

/** Whether a path is a file that can be read: never throws (a link loop, a missing folder, no permission). */
export function isFile(path: string): boolean {
	try {
		return statSync(path).isFile();
	} catch {
		return false;
	}
}
