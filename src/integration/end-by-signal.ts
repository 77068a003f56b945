import { constants } from 'node:os';

/**
 * Ends this process by `signal`, as a process with no handler for it ends, once what it had to do
 * on the signal is done: a shell sees a program stopped by Ctrl+C. That also skips Node's own exit,
 * which can hang for good while V8 still has work on its threads (nodejs/node#64274), and the
 * process's 'exit' listeners.
 */
export function endBySignal(signal: NodeJS.Signals): void {
	process.removeAllListeners(signal);
	process.kill(process.pid, signal);
	// Reached only if the signal is ignored (the process was started with it ignored): the code a shell would give.
	setTimeout(() => process.exit(128 + constants.signals[signal]), 1000);
}
