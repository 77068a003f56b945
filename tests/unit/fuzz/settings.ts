/**
 * The seed and the number of runs of the fuzz suites. The seed is fixed so that a failure can be
 * replayed; `FUZZ_SEED=<n> FUZZ_SCALE=<k>` explores other cases, k times as many, e.g. after a
 * change to a loader: `FUZZ_SEED=$RANDOM FUZZ_SCALE=10 npx vitest run tests/unit/fuzz`. The runs
 * of every `npm test` are a fixed regression set, sized to keep the suite within its time: the
 * exploring is done with a larger scale and other seeds.
 */
export const fuzzSeed = Number(process.env.FUZZ_SEED ?? 20_261_122);

const scale = Number(process.env.FUZZ_SCALE ?? 1);

/** `runs` scaled by FUZZ_SCALE: the runs a property is asked for. */
export function fuzzRuns(runs: number): number {
	return Math.max(1, Math.round(runs * (Number.isFinite(scale) && scale > 0 ? scale : 1)));
}

/**
 * The test timeout of a whole property, scaled as its runs are: `ms` is what it may take on a
 * busy machine, and the timeout is five times that, so that only a hang reaches it. A property
 * always makes all its runs (nothing cuts it short on time); a case that hangs is caught by the
 * hang guard.
 */
export function fuzzBudgetMs(ms: number): number {
	return fuzzRuns(ms) * 5;
}
