import { isUtf8 } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { lineColumn } from './json-source.ts';
import type { Problem } from '../problems/problem.ts';
import { fileBinary, fileNotUtf8, fileUnreadable, fileUtf16, problemAt } from '../problems/catalogue.ts';

/**
 * Reads a file the docs are written in (page, snippet, docs.json, OpenAPI file) as UTF-8 text.
 * A file that is binary (an image saved as `.mdx`) or in another encoding (Latin-1, UTF-16)
 * would otherwise be read as garbled text and built without a word: it becomes a problem at
 * the first byte that is wrong.
 */
export function readTextFile(file: string): { text: string } | { problem: Problem } {
	let bytes: Buffer;
	try {
		bytes = readFileSync(file);
	} catch (error) {
		return { problem: unreadable(file, error) };
	}
	return decodeText(file, bytes);
}

/** {@link readTextFile}, without blocking. */
export async function readTextFileAsync(file: string): Promise<{ text: string } | { problem: Problem }> {
	let bytes: Buffer;
	try {
		bytes = await readFile(file);
	} catch (error) {
		return { problem: unreadable(file, error) };
	}
	return decodeText(file, bytes);
}

/** The text of a file's bytes (read from the disk, or fetched), or the problem of a binary or non-UTF-8 file. */
export function decodeText(file: string, bytes: Uint8Array): { text: string } | { problem: Problem } {
	// Windows tools (PowerShell's `>`, Notepad's "Unicode") write UTF-16, marked so.
	if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
		return { problem: problemAt(fileUtf16, { file, line: 1 }, undefined) };
	}
	// Git's rule: a zero byte near the start means binary; text never holds one.
	if (bytes.subarray(0, 8000).includes(0)) {
		return { problem: problemAt(fileBinary, { file, line: 1 }, undefined) };
	}
	// Node's validator (simdutf) says in one pass whether the bytes are well formed; only a file
	// that is not is walked again, for the place of its first wrong byte.
	const invalid = isUtf8(bytes) ? undefined : firstInvalidUtf8(bytes);
	if (invalid !== undefined) {
		const byte = bytes[invalid]!.toString(16).toUpperCase().padStart(2, '0');
		return { problem: problemAt(fileNotUtf8, { file, ...placeOf(bytes, invalid) }, { byte }) };
	}
	return { text: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8') };
}

/**
 * Offset of the first byte that does not start or continue a well-formed UTF-8 sequence
 * (RFC 3629: no overlong forms, no surrogates, nothing above U+10FFFF).
 */
function firstInvalidUtf8(bytes: Uint8Array): number | undefined {
	let index = 0;
	while (index < bytes.length) {
		const lead = bytes[index]!;
		if (lead < 0x80) {
			index++;
			continue;
		}
		const length = lead >= 0xc2 && lead <= 0xdf ? 2 : lead >= 0xe0 && lead <= 0xef ? 3 : lead >= 0xf0 && lead <= 0xf4 ? 4 : 0;
		if (length === 0) return index;
		// The second byte's range is narrower after some leads; the rest are 0x80-0xBF.
		const [low, high] =
			lead === 0xe0
				? [0xa0, 0xbf]
				: lead === 0xed
					? [0x80, 0x9f]
					: lead === 0xf0
						? [0x90, 0xbf]
						: lead === 0xf4
							? [0x80, 0x8f]
							: [0x80, 0xbf];
		const second = bytes[index + 1];
		if (second === undefined || second < low || second > high) return index;
		for (let offset = 2; offset < length; offset++) {
			const next = bytes[index + offset];
			if (next === undefined || next < 0x80 || next > 0xbf) return index;
		}
		index += length;
	}
	return undefined;
}

/** 1-based line and column of a byte, the bytes before it being text. */
function placeOf(bytes: Uint8Array, offset: number): { line: number; column: number } {
	const before = Buffer.from(bytes.buffer, bytes.byteOffset, offset).toString('utf8');
	return lineColumn(before, before.length);
}

function unreadable(file: string, error: unknown): Problem {
	return problemAt(fileUnreadable, { file }, { code: (error as NodeJS.ErrnoException).code, error: String(error) });
}
