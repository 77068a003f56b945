import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { Scanner } from '@tailwindcss/oxide';

/** A file as Tailwind's scanner takes it: given by path alone, it reads only files under sources it was made with. */
export function classFile(file: string): { content: string; extension: string } {
	let content = '';
	try {
		content = readFileSync(file, 'utf8');
	} catch {
		// Removed since it was listed (an editor saving, in dev): no class names.
	}
	return { content, extension: extname(file).slice(1) };
}

/** The class names Tailwind's scanner finds in `files`. */
export function scanClassFiles(files: readonly string[]): string[] {
	return new Scanner({}).scanFiles(files.map(classFile));
}
