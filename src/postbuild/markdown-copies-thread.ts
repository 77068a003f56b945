import { startEngineWorker } from '../files/engine-worker.ts';
import type { PostBuildContext } from './context.ts';

/** What the thread sends back: the Markdown of each page by its path, or what went wrong. */
export type MarkdownCopiesReply = { written: [string, string][] } | { error: string };

/**
 * writeMarkdownCopies (./markdown-copies.ts) on a worker thread: the copies are made from the
 * pages' sources and the site model, not from the built HTML, so they are written on the other
 * core while this thread makes its pass over the HTML. Resolves with the Markdown by page path.
 */
export function writeMarkdownCopiesInThread(context: PostBuildContext): Promise<Map<string, string>> {
	// The site model is plain data, copied to the thread; the log stays here (the copies write none).
	const { log: _log, ...data } = context;
	const worker = startEngineWorker(new URL('./markdown-copies-worker.ts', import.meta.url), { context: data });
	return new Promise((resolve, reject) => {
		worker.once('message', (reply: MarkdownCopiesReply) => {
			if ('written' in reply) resolve(new Map(reply.written));
			else reject(new Error(`Markdown copies: ${reply.error}`));
			void worker.terminate();
		});
		worker.once('error', (error) => reject(new Error(`Markdown copies: ${error.message}`)));
		worker.once('exit', (code) => reject(new Error(`Markdown copies: the thread ended (exit code ${code}) before writing them`)));
	});
}
