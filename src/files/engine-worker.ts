import { parentPort, Worker, type ResourceLimits } from 'node:worker_threads';

/**
 * A worker thread running one of the engine's TypeScript modules (`entry`), given `data` as its
 * `workerData`. Node strips the types of this package's files itself, except under node_modules,
 * where a global install puts them: there the launcher's hook (bin/own-typescript.js) is
 * registered in the thread first, as hooks hold for the thread that registers them.
 */
export function startEngineWorker(entry: URL, data: object, resourceLimits?: ResourceLimits): Worker {
	return new Worker(bootstrap, {
		eval: true,
		workerData: { ...data, entry: entry.href, ownTypeScript: ownTypeScript.href },
		...(resourceLimits ? { resourceLimits } : {}),
	});
}

/** The launcher's hook, found from this module: the entry may be in any folder of the engine. */
const ownTypeScript = new URL('../../bin/own-typescript.js', import.meta.url);

const bootstrap = `
const { workerData } = require('node:worker_threads');
const { registerHooks } = require('node:module');
const needsHook = typeof registerHooks === 'function' && workerData.entry.includes('/node_modules/');
(needsHook ? import(workerData.ownTypeScript).then((hooks) => hooks.loadOwnTypeScript()) : Promise.resolve())
	.then(() => import(workerData.entry));
`;

/** What an engine thread sends back: what it made, or what went wrong. */
type EngineReply<T> = { result: T } | { error: string };

/** In an engine thread: sends back what `work` makes, or what it threw (with its stack). */
export function replyWith<T>(work: () => T | Promise<T>): void {
	const reply = (message: EngineReply<T>) => parentPort?.postMessage(message);
	Promise.resolve()
		.then(work)
		.then(
			(result) => reply({ result }),
			(error: unknown) => reply({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
		);
}

/**
 * The reply of `worker` (sent by `replyWith`), the thread ended once it is in. A failure says what
 * the thread was doing (`task`): an error it sent, one it threw, or its end before replying.
 */
export function replyOf<T>(worker: Worker, task: string): Promise<T> {
	const replied = new Promise<T>((resolve, reject) => {
		worker.once('message', (reply: EngineReply<T>) => {
			if ('result' in reply) resolve(reply.result);
			else reject(new Error(`${task}: ${reply.error}`));
			void worker.terminate();
		});
		worker.once('error', (error) => reject(new Error(`${task}: ${error.message}`)));
		worker.once('exit', (code) => reject(new Error(`${task}: the thread ended (exit code ${code}) before replying`)));
	});
	// Awaited when the result is needed, which may be never (a command that stops first, another
	// step failing first): the rejection must not be reported as unhandled meanwhile.
	replied.catch(() => {});
	return replied;
}
