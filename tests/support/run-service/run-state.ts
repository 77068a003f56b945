import type { BuildQueue } from './build-queue.ts';
import type { InstalledCopy } from './installed-copy.ts';

/** What the run service keeps for the whole run: its builds, and the installed copy of the command. */
export interface RunState {
	queue: BuildQueue;
	installedCopy: InstalledCopy;
}

/**
 * The run's state, set by the global setup and read by the sequencer: both run in Vitest's main
 * process but are loaded apart, so they meet on globalThis.
 */
const stateHolder = Symbol.for('trellis.test-run-state');
type Holder = { [stateHolder]?: RunState };

export function runState(): RunState | undefined {
	return (globalThis as Holder)[stateHolder];
}

export function setRunState(state: RunState | undefined): void {
	if (state) (globalThis as Holder)[stateHolder] = state;
	else delete (globalThis as Holder)[stateHolder];
}
