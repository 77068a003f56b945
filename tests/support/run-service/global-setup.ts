import type { TestProject } from 'vitest/node';
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
