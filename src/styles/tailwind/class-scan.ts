import { startEngineWorker } from '../../files/engine-worker.ts';

/** What the thread sends back: the class name candidates of the files, or what went wrong. */
export type ClassScanReply = { candidates: string[] } | { error: string };

/**
 * Starts reading the class names of `files` on a worker thread. Reading every page of a large
 * folder takes Tailwind's scanner most of a second (0.75 s at 5,000 pages): begun when the site is
 * read, it is done on the other core by the time the first page asks for its stylesheet.
 */
export function startClassScan(files: readonly string[]): Promise<string[]> {
	const worker = startEngineWorker(new URL('./class-scan-worker.ts', import.meta.url), { files });
	// The scan never keeps a process alive that has nothing else to do (`astro sync`, a failed start).
	worker.unref();
	const scanned = new Promise<string[]>((resolve, reject) => {
		worker.once('message', (reply: ClassScanReply) => {
			if ('candidates' in reply) resolve(reply.candidates);
			else reject(new Error(`reading the pages' Tailwind classes: ${reply.error}`));
			void worker.terminate();
		});
		worker.once('error', (error) => reject(new Error(`reading the pages' Tailwind classes: ${error.message}`)));
		worker.once('exit', (code) => reject(new Error(`reading the pages' Tailwind classes: the thread ended (exit code ${code}) first`)));
	});
	// Awaited when the stylesheet is asked for, which a command may never do.
	scanned.catch(() => {});
	return scanned;
}
