import { constants } from 'node:os';

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
 * Ends the process once a command has finished with `code`. A server stopped by a signal ends by
 * that signal once it has closed, as a shell expects of a program stopped with Ctrl+C. That way also
 * skips Node's own exit, which can hang for good when V8 still has work on its threads
 * (nodejs/node#64274): a dev server stopped with Ctrl+C was seen to hang there.
 */
export function endProcess(code: number): void {
	const signal = received;
	if (signal === undefined) process.exit(code);
	process.removeAllListeners(signal);
	process.kill(process.pid, signal);
	// Only if the signal is ignored: this process was started with it ignored and Node kept that.
	setTimeout(() => process.exit(128 + constants.signals[signal]), 1000);
}
