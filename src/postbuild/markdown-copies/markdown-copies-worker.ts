import { workerData } from 'node:worker_threads';
import { replyWith } from '../../files/engine-worker.ts';
import type { PostBuildContext } from '../context.ts';
import { claimFrom, writeMarkdownCopies } from './markdown-copies.ts';
import type { MarkdownCopiesResult } from './markdown-copies-thread.ts';

/** The thread that writes the Markdown copies with the main thread (./markdown-copies-thread.ts). */
const { context, counter, only } = workerData as {
	context: Omit<PostBuildContext, 'log'>;
	counter: Int32Array;
	only: ReadonlySet<string> | undefined;
};
replyWith(async (): Promise<MarkdownCopiesResult> => {
	const { written, kept } = await writeMarkdownCopies({ ...context, log: () => {} }, claimFrom(counter), only);
	return { written: [...written], kept: kept.used() };
});
