import { endBySignal } from '../integration/end-by-signal.ts';

const stopSignals = ['SIGINT', 'SIGTERM'] as const;
type StopSignal = (typeof stopSignals)[number];

let received: StopSignal | undefined;

/** Resolves when the user stops a server command: Ctrl+C (SIGINT) or SIGTERM. */
export function stopRequested(): Promise<void> {
	return new Promise((resolve) => {
		const stop = (signal: StopSignal) => {
			received = signal;
			for (const other of stopSignals) process.removeListener(other, stop);
			resolve();
		};
		for (const signal of stopSignals) process.on(signal, stop);
	});
}

/**
 * Ends the process once a command has finished with `code`; a server stopped by a signal ends by
 * that signal once it has closed (a dev server stopped with Ctrl+C was seen to hang in Node's own
 * exit otherwise).
 */
export function endProcess(code: number): void {
	if (received === undefined) process.exit(code);
	endBySignal(received);
}
