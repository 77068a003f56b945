import { closest, distance } from 'fastest-levenshtein';

/** Suggests the known word closest to `word`, when it is close enough to be a likely typo. */
export function didYouMean(word: string, known: readonly string[]): string | undefined {
	if (known.length === 0) return undefined;
	const best = closest(word, known as string[]);
	const limit = Math.max(2, Math.floor(best.length / 3));
	return distance(word.toLowerCase(), best.toLowerCase()) <= limit ? best : undefined;
}
