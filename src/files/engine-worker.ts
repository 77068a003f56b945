import { Worker } from 'node:worker_threads';

/**
 * A worker thread running one of the engine's TypeScript modules (`entry`), given `data` as its
 * `workerData`. Node strips the types of this package's files itself, except under node_modules,
 * where a global install puts them: there the launcher's hook (bin/own-typescript.js) is
 * registered in the thread first, as hooks hold for the thread that registers them.
 */
export function startEngineWorker(entry: URL, data: object): Worker {
	return new Worker(bootstrap, { eval: true, workerData: { ...data, entry: entry.href, ownTypeScript: ownTypeScript.href } });
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
