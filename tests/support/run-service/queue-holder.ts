import type { BuildQueue } from './build-queue.ts';

/**
 * The build queue of this run, set by the global setup and read by the sequencer: both run in
 * Vitest's main process but are loaded apart, so they meet on globalThis.
 */
const queueHolder = Symbol.for('trellis.test-build-queue');
type Holder = { [queueHolder]?: BuildQueue };

export function runQueue(): BuildQueue | undefined {
	return (globalThis as Holder)[queueHolder];
}

export function setRunQueue(queue: BuildQueue | undefined): void {
	if (queue) (globalThis as Holder)[queueHolder] = queue;
	else delete (globalThis as Holder)[queueHolder];
}
