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
	await expect(run).rejects.toThrow(/ran for \d+ s without an end \(a hang\), stopped; the case: value \d+/);
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
