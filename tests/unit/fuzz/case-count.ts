import { afterAll } from 'vitest';

/**
 * Counts the cases a fuzz suite really ran, counted inside the properties (a run count in a
 * title says what was asked, not what happened: fast-check stops early on a failure or a time
 * limit, and skips cases that fail a precondition), and prints one line for the suite when it
 * ends: `navigation fuzz: 800 cases in 4.0 s (shapes 400, 250 of them built a navigation; ...)`.
 */
export interface CaseCount {
	/** Counts one case of a property. */
	count(property: string): void;
	/** Counts a case of a property that got as far as `stage`: how much the cases exercise. */
	reached(property: string, stage: string): void;
}

export function caseCount(suite: string): CaseCount {
	const counts = new Map<string, number>();
	const stages = new Map<string, Map<string, number>>();
	const started = performance.now();
	const add = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);
	afterAll(() => {
		const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
		const seconds = ((performance.now() - started) / 1000).toFixed(1);
		const each = [...counts].map(([property, count]) =>
			[`${property} ${count}`, ...[...(stages.get(property) ?? [])].map(([stage, reached]) => `${reached} of them ${stage}`)].join(', '),
		);
		console.log(`${suite}: ${total} cases in ${seconds} s (${each.join(stages.size > 0 ? '; ' : ', ')})`);
	});
	return {
		count(property) {
			add(counts, property);
		},
		reached(property, stage) {
			if (!stages.has(property)) stages.set(property, new Map());
			add(stages.get(property)!, stage);
		},
	};
}
