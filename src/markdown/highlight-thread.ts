import type { Worker } from 'node:worker_threads';
import { startEngineWorker } from '../files/engine-worker.ts';
import type { IconLibrary } from '../icons/render-icon.ts';
import type { CodeThemes } from './highlight.ts';

/** What the highlighting thread is started with: all of it plain data, copied to the thread. */
export interface HighlightSettings {
	/** The code themes of the site, one for each mode (./highlight.ts). */
	themes: CodeThemes;
	/** The grammars the docs' code blocks name, loaded before any block is highlighted (./fence-languages.ts). */
	languages: readonly string[];
	/** Languages left as plain text (./features.ts). */
	excludeLangs: readonly string[];
	/** The site's icon library (`icons.library`), for the icons of the blocks' title bars. */
	iconLibrary?: IconLibrary | undefined;
	/** The base path the site is served under, for icons that are images. */
	base?: string | undefined;
}

/** One code block to highlight. */
export interface HighlightRequest {
	id: number;
	code: string;
	lang: string;
	meta: string | undefined;
}

/** The highlighted block as HTML, or why it could not be. */
export type HighlightReply = { id: number; html: string } | { id: number; error: string };

export interface HighlightThread {
	/** The block as HTML: Shiki's <pre> in the block's frame (./code-blocks.ts). */
	highlight(code: string, lang: string, meta: string | undefined): Promise<string>;
	/** Ends the thread; a later `highlight` starts it again. */
	close(): Promise<void>;
}

/**
 * A worker thread that highlights code blocks, started on the first block. The compiler runs
 * on one thread, and highlighting was a quarter of its work: the other core now does it while
 * the compiler goes on with other pages. The thread is unreferenced while it has nothing to do,
 * so it never keeps a process alive.
 */
export function startHighlightThread(
	settings: HighlightSettings,
	/** Ends the thread after this long without a block (a build's failure may leave no other moment to). */
	idleMs?: number,
): HighlightThread {
	let worker: Worker | undefined;
	let idleTimer: NodeJS.Timeout | undefined;
	let nextId = 0;
	const pending = new Map<number, { resolve: (html: string) => void; reject: (error: Error) => void }>();
	const failAll = (error: Error) => {
		for (const { reject } of pending.values()) reject(error);
		pending.clear();
		worker = undefined;
	};
	const start = (): Worker => {
		const started = startEngineWorker(new URL('./highlight-worker.ts', import.meta.url), settings);
		started.on('message', (reply: HighlightReply) => {
			const request = pending.get(reply.id);
			if (!request) return;
			pending.delete(reply.id);
			if ('html' in reply) request.resolve(reply.html);
			else request.reject(new Error(reply.error));
			if (pending.size > 0) return;
			started.unref();
			if (idleMs !== undefined) idleTimer = setTimeout(() => void thread.close(), idleMs).unref();
		});
		started.on('error', (error) => failAll(new Error(`code highlighting stopped: ${error.message}`)));
		started.on('exit', (code) => {
			if (worker === started) failAll(new Error(`code highlighting stopped (exit code ${code})`));
		});
		return started;
	};
	const thread: HighlightThread = {
		highlight(code, lang, meta) {
			clearTimeout(idleTimer);
			worker ??= start();
			worker.ref();
			const id = nextId++;
			const reply = new Promise<string>((resolve, reject) => pending.set(id, { resolve, reject }));
			worker.postMessage({ id, code, lang, meta } satisfies HighlightRequest);
			return reply;
		},
		async close() {
			clearTimeout(idleTimer);
			const closing = worker;
			failAll(new Error('code highlighting was closed'));
			await closing?.terminate();
		},
	};
	return thread;
}
