import { resolve } from 'node:path';
import { projectRoot } from '../build-site.ts';
import type { BuildRequest } from './protocol.ts';

/** Two requests with the same key are the same build: the folder's absolute path and the settings. */
export function buildKey(request: BuildRequest): string {
	const folder = request.docsDir ? resolve(projectRoot, request.docsDir) : '(showcase)';
	const env = Object.entries(request.env ?? {}).sort(([a], [b]) => a.localeCompare(b));
	return JSON.stringify([folder, env]);
}
