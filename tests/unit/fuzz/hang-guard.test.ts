import { existsSync } from 'node:fs';
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { hangGuard } from './hang-guard.ts';

/**
 * The guard the fuzz suites rely on: a case that never ends, in synchronous code or after an
 * await, fails its property with the case named, and the tests after it still run.
 */

const guard = hangGuard(500);

/** A case that loops forever once `value` passes 5: what a bug in a recursive reader looks like. */
function loopsAbove5(value: number): void {
	guard.startCase(() => `value ${value}`);
	while (value > 5) value += 1;
}

test('a synchronous property whose case loops forever fails, naming the case', async () => {
	const run = guard.run(() => fc.assert(fc.property(fc.nat(), loopsAbove5), { seed: 1 }));
	await expect(run).rejects.toThrow(/ran for \d+\.\d s without an end \(a hang\), stopped; the case: value \d+/);
}, 10_000);

test('an asynchronous property whose case loops forever after an await fails too', async () => {
	const property = fc.asyncProperty(fc.nat(), async (value) => {
		await Promise.resolve();
		loopsAbove5(value);
	});
	await expect(guard.run(() => fc.assert(property, { seed: 1 }))).rejects.toThrow(/a hang/);
}, 10_000);

test('properties that end pass, after a stopped one', async () => {
	let ran = 0;
	await guard.run(() =>
		fc.assert(
			fc.property(fc.nat(5), (value) => {
				ran += 1;
				loopsAbove5(value);
			}),
			{ seed: 1, numRuns: 20 },
		),
	);
	expect(ran).toBe(20);
});

// Where the thread's CPU time cannot be read, the guard goes by the clock, and a wait is a hang.
test.skipIf(!existsSync('/proc/self/stat'))(
	'a case that waits without working, as one left without a core on a loaded machine does, is not stopped',
	async () => {
		let waited = false;
		const wait = () => {
			guard.startCase(() => 'a wait of 1.5 s');
			// Blocks the thread as a sync loop does, heartbeat timer included, but burns no CPU.
			Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1_500);
			waited = true;
		};
		await guard.run(() => fc.assert(fc.property(fc.constant(0), wait), { numRuns: 1 }));
		expect(waited).toBe(true);
	},
	10_000,
);
