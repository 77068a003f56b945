import type { Problem } from '../problems/problem.ts';
import { formatJsonPath, locate, type JsonSource } from '../files/json-source.ts';
import { playgroundProxyMissing, problemAt } from '../problems/catalogue.ts';
import type { DocsConfig } from './site-config.ts';

/**
 * `api.playground.proxy: true` asks for Mintlify's proxy, which a static site does not have: said
 * where it is written, with what a reader misses. A URL names one; false asks for none.
 */
export function playgroundProxyProblems(config: DocsConfig, source: JsonSource): Problem[] {
	if (config.api?.playground?.proxy !== true) return [];
	const path = ['api', 'playground', 'proxy'];
	return [problemAt(playgroundProxyMissing, { file: source.file, ...locate(source, path), jsonPath: formatJsonPath(path) }, undefined)];
}
