import { MessageChannel, receiveMessageOnPort, type MessagePort, type Worker } from 'node:worker_threads';
import { startEngineWorker } from '../files/engine-worker.ts';
import type { IconLibrary } from '../icons/render-icon.ts';
import { checkMdx } from './check-mdx.ts';

/** A page to check: its file and its text (variables already put in). */
export interface CheckJob {
	file: string;
	text: string;
}

export type MdxCheck = ReturnType<typeof checkMdx>;

/** What the checks of a folder are given besides each page. */
interface CheckSettings {
	pagesRoot: string | undefined;
	iconLibrary: IconLibrary | undefined;
}

/** What the reading thread sends the check thread once the pages are read: the checks to share. */
export interface CheckShare {
	jobs: readonly CheckJob[];
	settings: CheckSettings;
	/** [0]: the next job to take; [1]: how many jobs the thread has finished (it notifies on each). */
	shared: Int32Array;
	/** Where the thread posts `[index, check]` of each job it finishes. */
	port: MessagePort;
}

/**
 * Below this many pages, a thread's start (loading the check's modules again: half a second here)
 * costs more than the pages it would take.
 */
export const pagesWorthAThread = 500;

/** How long the thread may go without finishing a page before this one checks what it took itself. */
const stalledAfterMs = 30_000;

/** Checks MDX pages, on this thread and, when started with a second one, on both. */
export interface PageChecks {
	/** `checkMdx` of every job, in the jobs' order. */
	check(jobs: readonly CheckJob[], settings: CheckSettings): MdxCheck[];
	/** Resolves once a second thread is ready to take pages (at once when there is none). */
	ready: Promise<void>;
	/** Ends the second thread, if any. */
	close(): void;
}

const checkHere = (job: CheckJob, settings: CheckSettings) =>
	checkMdx(job.file, job.text, settings.pagesRoot, { iconLibrary: settings.iconLibrary });

/** The entry of the second thread (./check-worker.ts). */
export const checkWorkerEntry = new URL('./check-worker.ts', import.meta.url);

/** The checks of this thread alone. */
export const checksHere: PageChecks = {
	check: (jobs, settings) => jobs.map((job) => checkHere(job, settings)),
	ready: Promise.resolve(),
	close: () => {},
};

/**
 * Checks with a worker thread started now, so that it has loaded and warmed the MDX parser by the
 * time the pages are read: checking the pages of a folder with nothing kept from an earlier
 * reading is most of the time of reading it (4.2 s of 5.3 s at 5,000 pages). Both threads take the
 * next page neither has taken from a counter in shared memory. The caller stays synchronous: this
 * thread waits for the other's last pages with `Atomics.wait`, and takes over any it took and did
 * not finish (it stalled or failed); a thread that stopped takes no more pages.
 */
export function checksWithThread(): PageChecks {
	let worker: Worker | undefined;
	try {
		// A young generation of 16 MB, not V8's default for a thread: the pages' short-lived trees
		// otherwise grow it to hundreds of megabytes (5,000 pages checked at once: 952 MiB at peak
		// against 657 MiB with the cap).
		worker = startEngineWorker(checkWorkerEntry, {}, { maxYoungGenerationSizeMb: 16 });
		// A thread that fails leaves its pages to this one (below); it never keeps the process alive.
		worker.on('error', () => {});
		worker.unref();
	} catch {
		// No thread to be had (the process's limit on them): this one checks every page.
		return checksHere;
	}
	const started = worker;
	const ready = new Promise<void>((resolve) => started.once('message', () => resolve()));
	let stopped = false;
	return {
		ready,
		close: () => void started.terminate(),
		check(jobs, settings) {
			if (stopped) return checksHere.check(jobs, settings);
			const shared = new Int32Array(new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT));
			const { port1: results, port2: threadsPort } = new MessageChannel();
			started.postMessage({ jobs, settings, shared, port: threadsPort } satisfies CheckShare, [threadsPort]);
			const checked: (MdxCheck | undefined)[] = new Array(jobs.length);
			for (let index = Atomics.add(shared, 0, 1); index < jobs.length; index = Atomics.add(shared, 0, 1)) {
				checked[index] = checkHere(jobs[index]!, settings);
			}
			const takenByThread = checked.length - checked.filter((result) => result !== undefined).length;
			let finished = Atomics.load(shared, 1);
			while (finished < takenByThread) {
				// Woken by each page the thread finishes; a wait that times out means it has stopped.
				if (Atomics.wait(shared, 1, finished, stalledAfterMs) === 'timed-out' && Atomics.load(shared, 1) === finished) {
					stopped = true;
					break;
				}
				finished = Atomics.load(shared, 1);
			}
			for (let message = receiveMessageOnPort(results); message; message = receiveMessageOnPort(results)) {
				const [index, result] = message.message as [number, MdxCheck];
				checked[index] = result;
			}
			results.close();
			return jobs.map((job, index) => checked[index] ?? checkHere(job, settings));
		},
	};
}
