import { parentPort, workerData } from 'node:worker_threads';
import type { PostBuildContext } from '../context.ts';
import { claimFrom, writeMarkdownCopies } from './markdown-copies.ts';
import type { MarkdownCopiesReply } from './markdown-copies-thread.ts';

/** The thread that writes the Markdown copies with the main thread (./markdown-copies-thread.ts). */
const { context, counter, only } = workerData as {
	context: Omit<PostBuildContext, 'log'>;
	counter: Int32Array;
	only: ReadonlySet<string> | undefined;
};
writeMarkdownCopies({ ...context, log: () => {} }, claimFrom(counter), only).then(
	({ written, kept }) => parentPort?.postMessage({ written: [...written], kept: kept.used() } satisfies MarkdownCopiesReply),
	(error: unknown) =>
		parentPort?.postMessage({
			error: error instanceof Error ? (error.stack ?? error.message) : String(error),
		} satisfies MarkdownCopiesReply),
);
