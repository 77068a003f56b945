import { replyOf, startEngineWorker } from '../../files/engine-worker.ts';

/**
 * Starts reading the class names of `files` on a worker thread. Reading every page of a large
 * folder takes Tailwind's scanner most of a second (0.75 s at 5,000 pages): begun when the site is
 * read, it is done on the other core by the time the first page asks for its stylesheet.
 */
export function startClassScan(files: readonly string[]): Promise<string[]> {
	const worker = startEngineWorker(new URL('./class-scan-worker.ts', import.meta.url), { files });
	// The scan never keeps a process alive that has nothing else to do (`astro sync`, a failed start).
	worker.unref();
	return replyOf<string[]>(worker, "reading the pages' Tailwind classes");
}
