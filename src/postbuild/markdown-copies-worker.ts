import { parentPort, workerData } from 'node:worker_threads';
import type { PostBuildContext } from './context.ts';
import { writeMarkdownCopies } from './markdown-copies.ts';
import type { MarkdownCopiesReply } from './markdown-copies-thread.ts';

/** The thread that writes the Markdown copies (./markdown-copies-thread.ts). */
const { context } = workerData as { context: Omit<PostBuildContext, 'log'> };
writeMarkdownCopies({ ...context, log: () => {} }).then(
	(written) => parentPort?.postMessage({ written: [...written] } satisfies MarkdownCopiesReply),
	(error: unknown) =>
		parentPort?.postMessage({
			error: error instanceof Error ? (error.stack ?? error.message) : String(error),
		} satisfies MarkdownCopiesReply),
);
