import { setImmediate as nextTurn } from 'node:timers/promises';

/** Pages handled between two turns of the event loop. */
const pagesPerTurn = 8;

/**
 * Calls `step` for each item, letting the event loop run every few items. The post-build steps
 * work synchronously while Pagefind indexes in a process of its own; without these turns its pipe
 * fills after a few pages and it waits, idle, until they are done.
 */
export async function forEachWithTurns<T>(items: Iterable<T>, step: (item: T) => void): Promise<void> {
	let count = 0;
	for (const item of items) {
		step(item);
		count += 1;
		if (count % pagesPerTurn === 0) await nextTurn();
	}
}
