/**
 * Ranks candidates by how alike they are to what a reader wrote, for "did you mean" lists. The
 * measure is the Dice coefficient of letter pairs: unlike an edit distance, it keeps a short
 * label (`GET /ping`) from looking close to everything, and finds `GET /plants/{plantId}` close
 * to `GET /plants`, whose whole text it contains.
 */

/** The pairs of adjacent letters of a text, lower-cased, with how often each occurs. */
function letterPairs(text: string): Map<string, number> {
	const lower = text.toLowerCase();
	const pairs = new Map<string, number>();
	for (let index = 0; index < lower.length - 1; index++) {
		const pair = lower.slice(index, index + 2);
		pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
	}
	return pairs;
}

/** 1 for the same text (case aside), 0 for texts without a letter pair in common. */
export function similarity(a: string, b: string): number {
	if (a.toLowerCase() === b.toLowerCase()) return 1;
	const left = letterPairs(a);
	const right = letterPairs(b);
	let shared = 0;
	for (const [pair, count] of left) shared += Math.min(count, right.get(pair) ?? 0);
	const total = Math.max(a.length - 1, 0) + Math.max(b.length - 1, 0);
	return total === 0 ? 0 : (2 * shared) / total;
}

/** The `count` candidates most like `wanted`, most alike first; ties keep the candidates' order. */
export function mostSimilar(wanted: string, candidates: readonly string[], count: number): string[] {
	return candidates
		.map((candidate, index) => ({ candidate, index, score: similarity(wanted, candidate) }))
		.sort((a, b) => b.score - a.score || a.index - b.index)
		.slice(0, count)
		.map(({ candidate }) => candidate);
}
