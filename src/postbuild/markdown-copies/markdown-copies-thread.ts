import { replyOf, startEngineWorker } from '../../files/engine-worker.ts';
import type { KeptResult } from '../../files/kept-results.ts';
import type { PostBuildContext } from '../context.ts';
import { claimFrom, copiedPages, writeMarkdownCopies } from './markdown-copies.ts';

/** What the thread sends back: the Markdown it wrote by page path and the results it keeps. */
export interface MarkdownCopiesResult {
	written: [string, string][];
	kept: Record<string, KeptResult>;
}

/** The Markdown copies being written (./markdown-copies.ts), shared by a worker thread and this one. */
export interface MarkdownCopies {
	/** This thread takes its share of the pages left, then waits for the worker's: the Markdown by page path. */
	finish(): Promise<Map<string, string>>;
}

/**
 * Below this many pages, the copies are written on this thread alone: a thread loads the engine's
 * modules again (about 0.7 s of CPU), more than writing a small site's copies takes. At 100
 * pages a build took the same time either way, within the spread of runs.
 */
const copiesThreadFromPages = 100;

/**
 * Starts writing the Markdown copies (of the pages whose paths `only` holds, when given: a shard's)
 * on a worker thread. They are made from the pages' sources and the site model, not from the built
 * HTML, so they are written on the other core while this thread makes its pass over the HTML; then
 * this thread takes pages too. Both take the next page
 * no thread has taken from one counter in shared memory, so they end together however the work
 * falls.
 */
export function startMarkdownCopies(
	context: PostBuildContext,
	only?: ReadonlySet<string>,
	threadFromPages = copiesThreadFromPages,
): MarkdownCopies {
	const counter = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
	if (copiedPages(context, only).length < threadFromPages) {
		return {
			async finish() {
				const mine = await writeMarkdownCopies(context, claimFrom(counter), only);
				mine.kept.save();
				return mine.written;
			},
		};
	}
	// The site model is plain data, copied to the thread; the log stays here (the copies write none).
	const { log: _log, ...data } = context;
	const worker = startEngineWorker(new URL('./markdown-copies-worker.ts', import.meta.url), { context: data, counter, only });
	// Awaited by finish, after this thread's share.
	const theirs = replyOf<MarkdownCopiesResult>(worker, 'Markdown copies');
	return {
		async finish() {
			const mine = await writeMarkdownCopies(context, claimFrom(counter), only);
			const reply = await theirs;
			mine.kept.save(reply.kept);
			return new Map([...reply.written, ...mine.written]);
		},
	};
}
