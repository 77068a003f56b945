import { loadConfig } from '../config/load-config.ts';
import { localAsyncapiFiles } from '../asyncapi/read-asyncapis.ts';
import { siteSpecSources } from '../openapi/discover-specs.ts';
import { specLocation } from '../openapi/spec-identity.ts';
import type { DocsPaths } from '../settings/docs-paths.ts';
import type { SiteState } from './site-state.ts';
import { isHttpUrl } from '../urls/urls.ts';

/** Quiet time after the last file event before the docs folder is read again. */
const settleMs = 60;

export interface SettledReloads {
	/** Asks for a reload; a burst of requests gives one reload, after the burst. */
	request(): void;
	/** Resolves once no reload is waiting or running, so a page is never served from the state before a save. */
	idle(): Promise<void>;
	/** Whether a reload is waiting or running. */
	pending(): boolean;
}

/**
 * Runs `reload` after file events, in a way that never leaves the dev server on stale input:
 * - after a burst settles: an editor (or `cp`) empties a file and then writes it, and the watcher
 *   drops the second event when both come within a few milliseconds;
 * - one at a time, and once more when events came during a run, so the last write always wins;
 * - a failure is reported, never thrown: an unhandled rejection would stop the server.
 */
export function settledReloads(reload: () => Promise<void>, report: (error: unknown) => void): SettledReloads {
	let timer: NodeJS.Timeout | undefined;
	let running = false;
	let again = false;
	let waiters: (() => void)[] = [];
	const pending = () => timer !== undefined || running;
	const run = async () => {
		timer = undefined;
		if (running) {
			again = true;
			return;
		}
		running = true;
		try {
			await reload();
		} catch (error) {
			report(error);
		} finally {
			running = false;
		}
		if (again) {
			again = false;
			request();
			return;
		}
		if (!pending()) {
			const done = waiters;
			waiters = [];
			for (const wake of done) wake();
		}
	};
	const request = () => {
		clearTimeout(timer);
		timer = setTimeout(run, settleMs);
	};
	return {
		request,
		idle: () => (pending() ? new Promise((resolveIdle) => waiters.push(resolveIdle)) : Promise.resolve()),
		pending,
	};
}

/**
 * The local OpenAPI and AsyncAPI files the site reads: those the config names (else, for OpenAPI,
 * those found in the docs folder), and the AsyncAPI files pages name. Read from the config itself
 * while the site has errors (a broken spec leaves no site model), so that fixing the spec is still
 * seen. Paths are resolved as the loader resolves them: `/spec.yaml` is spec.yaml in the docs
 * folder, not at the root of the disk.
 */
export function localSpecFiles(paths: DocsPaths, state: SiteState): string[] {
	const config = state.site?.config ?? loadConfig(paths.configRoot).config;
	if (!config) return [];
	const openapi = siteSpecSources(config, paths)
		.filter((source) => !isHttpUrl(source))
		.map((source) => specLocation(source, paths.configRoot));
	const asyncapi = localAsyncapiFiles(config, Object.values(state.site?.pages ?? {}), paths.configRoot);
	return [...new Set([...openapi, ...asyncapi])];
}
