import { inspect } from 'node:util';
import { isMainThread, Worker } from 'node:worker_threads';
import { afterAll, beforeAll } from 'vitest';

/**
 * Makes a property that hangs fail instead of stalling the run.
 *
 * A timer cannot stop an infinite loop: vitest's test timeout and fast-check's `timeout` option
 * are timers, and a loop in synchronous code never yields to them. So a watchdog thread watches
 * a heartbeat that the test thread writes to shared memory, at the start of every case and from
 * a timer while it waits on I/O. When the heartbeat stops for `limitMs` of the test thread's CPU
 * time during a property, the watchdog stops the test thread's JavaScript through the inspector
 * (`Runtime.terminateExecution`,
 * which loops and regular expressions honour) and tells it so; the property's promise is then
 * rejected with the case that was running. CPU time, not the clock: a loop that never ends burns
 * it without pause, while a case of a process that the rest of a loaded machine (builds at a
 * raised priority, the browser) leaves waiting for a core gains none. Where the thread's CPU time
 * cannot be read (no /proc), the clock stands in. Hangs of asynchronous code (a promise that never
 * settles) leave the thread free: fast-check's `timeout` option catches those.
 */

/** The heartbeat's shared cells: [beat count, 1 while a property runs]. */
const beat = 0;
const armed = 1;

/** Runs in the watchdog thread; CommonJS because an `eval` worker is a script. */
const watchdogSource = `
const { parentPort, workerData } = require('node:worker_threads');
const { Session } = require('node:inspector');
const { readFileSync } = require('node:fs');
const { cells, limitMs } = workerData;
// The main thread's id is the process's; its user and system time are fields 14 and 15, in
// ticks of 10 ms (Linux's USER_HZ), after the name in parentheses.
const statFile = '/proc/self/task/' + process.pid + '/stat';
const cpuMs = () => {
	const fields = readFileSync(statFile, 'utf8').split(') ')[1].split(' ');
	return (Number(fields[11]) + Number(fields[12])) * 10;
};
const clock = (() => {
	try {
		cpuMs();
		return cpuMs;
	} catch {
		return Date.now;
	}
})();
let last = Atomics.load(cells, ${beat});
let since = clock();
setInterval(() => {
	const now = Atomics.load(cells, ${beat});
	if (now !== last || Atomics.load(cells, ${armed}) === 0) {
		last = now;
		since = clock();
		return;
	}
	const stuckMs = clock() - since;
	if (stuckMs < limitMs) return;
	Atomics.store(cells, ${armed}, 0);
	const session = new Session();
	session.connectToMainThread();
	session.post('Runtime.terminateExecution', () => {
		session.disconnect();
		parentPort.postMessage({ stuckMs });
	});
}, Math.min(250, limitMs / 4));
`;

export interface HangGuard {
	/** Marks the start of a case; `what` is shown if this case hangs. */
	startCase(what: () => string): void;
	/** Runs a property (fast-check's `assert`, sync or async); rejects when a case hangs. */
	run(property: () => void | Promise<void>): Promise<void>;
}

/** A hang guard for the properties of one test file: started before them, stopped after. */
export function hangGuard(limitMs: number): HangGuard {
	const cells = new Int32Array(new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT));
	let worker: Worker | undefined;
	let heartbeat: NodeJS.Timeout | undefined;
	let describeCase: () => string = () => 'before the first case';
	let failRun: ((error: Error) => void) | undefined;

	beforeAll(() => {
		// The inspector stops the process's main thread: from a test thread that would be vitest's own.
		if (!isMainThread) throw new Error('the hang guard needs the tests to run in a process of their own (vitest pool "forks")');
		worker = new Worker(watchdogSource, { eval: true, workerData: { cells, limitMs } });
		worker.unref();
		worker.on('message', ({ stuckMs }: { stuckMs: number }) => {
			const shown = describeCase();
			failRun?.(new Error(`a case ran for ${(stuckMs / 1000).toFixed(1)} s without an end (a hang), stopped; the case: ${shown}`));
		});
		heartbeat = setInterval(() => Atomics.add(cells, beat, 1), Math.min(100, limitMs / 10));
		heartbeat.unref();
	});

	afterAll(async () => {
		clearInterval(heartbeat);
		await worker?.terminate();
	});

	return {
		startCase(what) {
			Atomics.add(cells, beat, 1);
			describeCase = what;
		},
		run(property) {
			return new Promise<void>((resolve, reject) => {
				failRun = reject;
				Atomics.add(cells, beat, 1);
				Atomics.store(cells, armed, 1);
				// Started from the event loop, not from the test's own stack: a stopped case ends
				// this callback only, and the rejection above still reaches the test.
				setImmediate(() => {
					Promise.resolve()
						.then(property)
						.then(resolve, reject)
						.finally(() => {
							Atomics.store(cells, armed, 0);
							failRun = undefined;
						});
				});
			});
		},
	};
}

/** A short view of a case for a message: the start of its text. */
export function preview(value: unknown, length = 300): string {
	const text =
		typeof value === 'string'
			? JSON.stringify(value.slice(0, length))
			: inspect(value, { depth: 4, breakLength: Infinity, maxStringLength: 60, maxArrayLength: 10 });
	return text.length > length ? `${text.slice(0, length)}…` : text;
}
