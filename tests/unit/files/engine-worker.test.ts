import { Worker } from 'node:worker_threads';
import { describe, expect, test } from 'vitest';
import { replyOf } from '../../../src/files/engine-worker.ts';

/** A thread running `code` (CommonJS), as an engine thread replies with `replyWith`. */
const threadRunning = (code: string) => new Worker(code, { eval: true });

/** How the engine waits for a thread's reply (its uses: the Tailwind scan, the Markdown copies). */
describe('the reply of an engine thread', () => {
	test('a result is given back as sent', async () => {
		const worker = threadRunning(`require('node:worker_threads').parentPort.postMessage({ result: [1, 'two'] });`);
		await expect(replyOf(worker, 'counting')).resolves.toEqual([1, 'two']);
	});

	test('an error the thread sent names the task', async () => {
		const worker = threadRunning(`require('node:worker_threads').parentPort.postMessage({ error: 'RangeError: too far' });`);
		await expect(replyOf(worker, 'counting')).rejects.toThrow('counting: RangeError: too far');
	});

	test('an error the thread threw names the task', async () => {
		const worker = threadRunning(`throw new TypeError('not a list');`);
		await expect(replyOf(worker, 'counting')).rejects.toThrow('counting: not a list');
	});

	test('a thread that ends without replying rejects instead of leaving its reader waiting', async () => {
		const worker = threadRunning(`process.exit(3);`);
		await expect(replyOf(worker, 'counting')).rejects.toThrow('counting: the thread ended (exit code 3) before replying');
	});
});
