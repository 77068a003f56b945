/** A small seeded generator (mulberry32), so that the same seed always writes the same folder. */
export interface Random {
	/** A float in [0, 1). */
	next(): number;
	/** An integer in [min, max]. */
	int(min: number, max: number): number;
	pick<T>(items: readonly T[]): T;
	/** `count` distinct items, in the order they were drawn. */
	sample<T>(items: readonly T[], count: number): T[];
	chance(probability: number): boolean;
}

export function createRandom(seed: number): Random {
	let state = seed >>> 0;
	const next = () => {
		state = (state + 0x6d2b79f5) >>> 0;
		let t = state;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
	const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
	return {
		next,
		int,
		pick: (items) => items[Math.floor(next() * items.length)]!,
		sample: (items, count) => {
			const pool = [...items];
			const out: (typeof pool)[number][] = [];
			while (out.length < count && pool.length > 0) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
			return out;
		},
		chance: (probability) => next() < probability,
	};
}
