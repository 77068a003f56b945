import { describe, expect, test } from 'vitest';
import { forEachConcurrently } from '../../../src/files/concurrently.ts';

describe('steps run a few at a time', () => {
	test('every item once, never more than the width at once', async () => {
		let running = 0;
		let most = 0;
		const done: number[] = [];
		await forEachConcurrently([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
			running++;
			most = Math.max(most, running);
			// Ends after the others started in this turn have: each waits for the next turns.
			await Promise.resolve();
			await Promise.resolve();
			done.push(item);
			running--;
		});
		expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
		expect(most).toBe(3);
	});

	test('a failure is thrown once the steps running beside it have ended', async () => {
		const ended: number[] = [];
		const run = forEachConcurrently([1, 2], 2, async (item) => {
			if (item === 1) throw new Error('card 1 failed');
			await Promise.resolve();
			ended.push(item);
		});
		await expect(run).rejects.toThrow('card 1 failed');
		expect(ended).toEqual([2]);
	});

	test('no items: nothing runs', async () => {
		await expect(forEachConcurrently([], 4, () => Promise.reject(new Error('ran')))).resolves.toBeUndefined();
	});
});
