import { MessageChannel } from 'node:worker_threads';
import { describe, expect, test } from 'vitest';
import { startEngineWorker } from '../../../src/files/engine-worker.ts';
import { checkMdx } from '../../../src/page-files/check-mdx.ts';
import {
	checksWithThread,
	checkWorkerEntry,
	type CheckJob,
	type CheckShare,
	type MdxCheck,
} from '../../../src/page-files/check-threads.ts';

/** Pages enough for a second thread to take some: good ones, and ones each with its own mistake. */
const jobs: CheckJob[] = Array.from({ length: 400 }, (_, index) => ({
	file: `/docs/page-${index}.mdx`,
	text:
		index % 7 === 0
			? `# Page ${index}\n\n<Notte>broken ${index}</Notte>\n`
			: index % 11 === 0
				? `# Page ${index}\n\n<Card title="x" {...}>\n`
				: `# Page ${index}\n\n<Note>fine ${index}</Note>\n\n<ParamField path="p${index}" type="string">x</ParamField>\n`,
}));
const settings = { pagesRoot: undefined, iconLibrary: undefined };
const alone = jobs.map((job) => checkMdx(job.file, job.text, undefined, {}));

describe('the MDX checks of many pages', () => {
	test('give each page what checking it alone gives, in the pages’ order', async () => {
		const checks = checksWithThread();
		await checks.ready;
		try {
			// Twice: the thread takes a second share as it took the first.
			expect(checks.check(jobs, settings)).toEqual(alone);
			expect(checks.check(jobs.slice(100), settings)).toEqual(alone.slice(100));
		} finally {
			checks.close();
		}
		// The mistakes are each their page's: a result given to the wrong page would show here.
		expect(alone[7]!.problems[0]!.message).toContain('<Notte>');
		expect(alone[11]!.problems[0]!.file).toBe('/docs/page-11.mdx');
	});

	test('the second thread, taking every page of its share, sends each page’s check under its index and counts it', async () => {
		const worker = startEngineWorker(checkWorkerEntry, {});
		try {
			const shared = new Int32Array(new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT));
			const { port1: results, port2: threadsPort } = new MessageChannel();
			const received: MdxCheck[] = new Array(jobs.length);
			const all = new Promise<void>((resolve) => {
				let count = 0;
				results.on('message', ([index, result]: [number, MdxCheck]) => {
					received[index] = result;
					if ((count += 1) === jobs.length) resolve();
				});
			});
			worker.postMessage({ jobs, settings, shared, port: threadsPort } satisfies CheckShare, [threadsPort]);
			await all;
			results.close();
			expect(received).toEqual(alone);
			// The thread counts a page just after posting its check: the count may reach the last page
			// a moment after its message has. Waited for (woken by each count), not read once.
			for (let count = Atomics.load(shared, 1); count < jobs.length; count = Atomics.load(shared, 1)) {
				if (Atomics.wait(shared, 1, count, 30_000) === 'timed-out') break;
			}
			expect(Atomics.load(shared, 1)).toBe(jobs.length);
		} finally {
			await worker.terminate();
		}
	});
});
