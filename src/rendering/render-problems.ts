import type { Problem } from '../problems/problem.ts';

/**
 * Problems found while pages render, by page path. Pages render in the build's own process, after
 * the docs were checked, so what only rendering reveals (a component that throws on a value no
 * check foresaw, a snippet that throws) is handed to the end of the build here: there it fails a
 * strict build with every such page listed, or counts the page as failed in a lenient one.
 * Kept on `globalThis`: the integration and the bundled pages load this module as two copies.
 */
const storeKey = Symbol.for('trellis.render-problems');

type Store = Map<string, Problem[]>;

function store(): Store {
	const holder = globalThis as typeof globalThis & { [storeKey]?: Store };
	holder[storeKey] ??= new Map();
	return holder[storeKey];
}

export function recordRenderProblem(pagePath: string, problem: Problem): void {
	const problems = store().get(pagePath) ?? [];
	store().set(pagePath, [...problems, problem]);
}

/** Every problem recorded since the last call, by page path; the store is emptied (dev renders again). */
export function takeRenderProblems(): Map<string, Problem[]> {
	const taken = new Map(store());
	store().clear();
	return taken;
}
