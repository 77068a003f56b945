import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { projectRoot } from '../build-site.ts';
import { BuildQueue } from './build-queue.ts';
import { serviceUrlKey } from './protocol.ts';
import { InstalledCopy } from './installed-copy.ts';
import { setRunState } from './run-state.ts';
import { serveRun } from './server.ts';

declare module 'vitest' {
	export interface ProvidedContext {
		/** Address of the run service (tests/support/run-service/). */
		runServiceUrl: string;
	}
}

/**
 * Starts the run service: builds made once per run, the run's browser and the installed copy of
 * the command, which end with it.
 */
export default async function setup(project: TestProject) {
	// V8's compiled code of the modules, kept on disk for the processes and threads the run starts
	// (build workers, Astro's commands, test workers): each loads Astro's modules faster once one has.
	process.env.NODE_COMPILE_CACHE ??= join(projectRoot, 'node_modules/.cache/trellis-tests/compile-cache');
	const state = { queue: new BuildQueue(), installedCopy: new InstalledCopy() };
	const { queue } = state;
	setRunState(state);
	const server = await serveRun(state);
	project.provide(serviceUrlKey, server.url);
	return async () => {
		const summary = queue.summary();
		if (summary) console.log(`Run service: ${summary}.`);
		await server.close();
		await Promise.all([queue.close(), state.installedCopy.close()]);
		setRunState(undefined);
	};
}
