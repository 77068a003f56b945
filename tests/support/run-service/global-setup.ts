import type { TestProject } from 'vitest/node';
import { BuildQueue } from './build-queue.ts';
import { serviceUrlKey } from './protocol.ts';
import { setRunQueue } from './queue-holder.ts';
import { serveRun } from './server.ts';

declare module 'vitest' {
	export interface ProvidedContext {
		/** Address of the run service (tests/support/run-service/). */
		runServiceUrl: string;
	}
}

/** Starts the run service: builds made once per run and the run's browser, which end with it. */
export default async function setup(project: TestProject) {
	const queue = new BuildQueue();
	setRunQueue(queue);
	const server = await serveRun(queue);
	project.provide(serviceUrlKey, server.url);
	return async () => {
		const summary = queue.summary();
		if (summary) console.log(`Run service: ${summary}.`);
		await server.close();
		await queue.close();
		setRunQueue(undefined);
	};
}
