import { replyOf, startEngineWorker } from '../../files/engine-worker.ts';
import { scanClassFiles } from './class-files.ts';

/**
 * Below this many files the scan runs on this thread: the scanner reads about 7,000 files a
 * second, and a thread's start (Node's and the scanner's modules loaded again) costs about 0.2 s
 * of CPU, more than reading that many files here.
 */
const scanThreadFromFiles = 500;

/**
 * Starts reading the class names of `files`, on a worker thread for a large folder. Reading every
 * page of a large folder takes Tailwind's scanner most of a second (0.75 s at 5,000 pages): begun
 * when the site is read, it is done on the other core by the time the first page asks for its
 * stylesheet.
 */
export async function startClassScan(files: readonly string[], threadFromFiles = scanThreadFromFiles): Promise<string[]> {
	const task = "reading the pages' Tailwind classes";
	if (files.length < threadFromFiles) {
		try {
			return scanClassFiles(files);
		} catch (error) {
			throw new Error(`${task}: ${String(error)}`, { cause: error });
		}
	}
	const worker = startEngineWorker(new URL('./class-scan-worker.ts', import.meta.url), { files });
	// The scan never keeps a process alive that has nothing else to do (`astro sync`, a failed start).
	worker.unref();
	return replyOf<string[]>(worker, task);
}
