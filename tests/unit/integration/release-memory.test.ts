import { EventEmitter } from 'node:events';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, test, vi } from 'vitest';
import { collectGarbage, collectionAfterAnswer } from '../../../src/integration/release-memory.ts';

describe('collectGarbage', () => {
	test('collects what nothing holds any more, in a process started without --expose-gc', async () => {
		const released = (() => new WeakRef({ pages: Array.from({ length: 1000 }, (_, index) => `page ${index}`) }))();
		// A WeakRef's target stays alive to the end of the job that made it.
		await nextTurn();
		collectGarbage();
		expect(released.deref()).toBeUndefined();
	});
});

describe('collectionAfterAnswer', () => {
	test('runs the collection owed once, after the next answer is sent, not before', async () => {
		const run = vi.fn();
		const collection = collectionAfterAnswer(run);
		const first = new EventEmitter();
		collection.answering(first);
		first.emit('finish');
		await nextTurn();
		expect(run).not.toHaveBeenCalled();

		collection.owe();
		const reloaded = new EventEmitter();
		collection.answering(reloaded);
		await nextTurn();
		expect(run).not.toHaveBeenCalled();
		reloaded.emit('finish');
		await nextTurn();
		expect(run).toHaveBeenCalledTimes(1);

		const next = new EventEmitter();
		collection.answering(next);
		next.emit('finish');
		await nextTurn();
		expect(run).toHaveBeenCalledTimes(1);
	});
});
