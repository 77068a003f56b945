import { readFileSync } from 'node:fs';
import { contentHash, writeCacheFile } from './cache-files.ts';

/** A result kept from an earlier build, with the files it read and what they held then. */
export interface KeptResult {
	value: string;
	/** Path -> hash of its content, or `null` when it was not there. */
	files: Record<string, string | null>;
}

/** Results of a step of the build kept for the next build, each under a key of what it was made from. */
export interface KeptResults {
	/** The kept result for `key`, when every file it read is as it was. */
	get(key: string): string | undefined;
	/** Keeps `value` for `key`, with the files it read. */
	set(key: string, value: string, files: readonly string[]): void;
	/** The results this build used or made so far, by key. */
	used(): Record<string, KeptResult>;
	/** Writes the results this build used or made, and `more` (made by another thread), and drops the others. */
	save(more?: Record<string, KeptResult>): void;
}

/**
 * The results kept in `file` (a JSON file in the build cache). Without a file (no cache: a link
 * check from the command line), nothing is kept. A file that does not read is an empty cache.
 */
export function openKeptResults(file: string | undefined): KeptResults {
	let earlier: Record<string, KeptResult> = {};
	if (file) {
		try {
			earlier = JSON.parse(readFileSync(file, 'utf8')) as Record<string, KeptResult>;
		} catch {
			earlier = {};
		}
	}
	return keptResultsOver(earlier, file);
}

/**
 * Results kept over the readings of a dev server: seeded from `file`, which the first reading
 * writes for the next start; after that, each reading's results are the next one's, in memory
 * (an edit would otherwise write the results of every page again).
 */
export function keptAcrossReadings(file: string): KeptResults {
	let results = openKeptResults(file);
	let written = false;
	return {
		get: (key) => results.get(key),
		set: (key, value, files) => results.set(key, value, files),
		used: () => results.used(),
		save(more = {}) {
			if (!written) results.save(more);
			written = true;
			results = keptResultsOver({ ...results.used(), ...more }, undefined);
		},
	};
}

function keptResultsOver(earlier: Readonly<Record<string, KeptResult>>, file: string | undefined): KeptResults {
	const now: Record<string, KeptResult> = {};
	return {
		get(key) {
			const kept = earlier[key];
			if (!kept || !Object.entries(kept.files).every(([path, hash]) => contentHash(path) === hash)) return undefined;
			now[key] = kept;
			return kept.value;
		},
		set(key, value, files) {
			now[key] = { value, files: Object.fromEntries(files.map((path) => [path, contentHash(path)])) };
		},
		used: () => now,
		save(more = {}) {
			if (file) writeCacheFile(file, JSON.stringify({ ...now, ...more }));
		},
	};
}
