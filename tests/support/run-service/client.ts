import { request as httpRequest } from 'node:http';
import { inject } from 'vitest';
import { serviceUrlKey, type ServiceAnswer } from './protocol.ts';

/** Asks the run service (tests/support/run-service/) and waits, with no timeout, for its answer. */
export function askRunService<T>(path: string, body: unknown): Promise<T> {
	const url = new URL(path, inject(serviceUrlKey));
	return new Promise((resolveAnswer, reject) => {
		// No timeout: a build may wait behind others; the test's hook timeout bounds the wait.
		const call = httpRequest(url, { method: 'POST', headers: { 'Content-Type': 'application/json' } }, (response) => {
			let text = '';
			response.on('data', (chunk: Buffer) => (text += chunk.toString()));
			response.on('end', () => {
				const answer = JSON.parse(text) as ServiceAnswer<T>;
				if ('error' in answer) reject(new Error(answer.error));
				else resolveAnswer(answer.value);
			});
			response.on('error', reject);
		});
		call.on('error', reject);
		call.end(JSON.stringify(body));
	});
}

/**
 * Waits for a turn in the project folder of `docsDir` (the showcase's without one): a dev server
 * or a build of the test's own writes its `.astro/` folder, as the run's builds of that folder
 * do. Returns what ends it.
 */
export function takeBuildTurn(docsDir?: string): Promise<() => void> {
	const url = new URL('/turn', inject(serviceUrlKey));
	return new Promise((resolveTurn, reject) => {
		const call = httpRequest(url, { method: 'POST' }, (response) => {
			response.once('data', () => resolveTurn(() => call.destroy()));
			response.on('error', () => undefined);
		});
		call.on('error', reject);
		call.end(JSON.stringify({ docsDir }));
	});
}
