// @ts-check
/**
 * Lets Node load this package's TypeScript files, which it refuses to strip by default inside
 * node_modules (where a global install puts them). Hooks hold for the thread that registers them:
 * the launcher (./trellis.js) registers them for the command, and each worker thread of the
 * engine for itself (src/files/engine-worker.ts).
 */
import { readFileSync } from 'node:fs';
import module from 'node:module';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const packageRoot = dirname(dirname(fileURLToPath(import.meta.url)));

export function loadOwnTypeScript() {
	const sourcePrefix = pathToFileURL(join(packageRoot, 'src') + sep).href;
	module.registerHooks({
		load(url, context, nextLoad) {
			if (!url.startsWith(sourcePrefix) || !url.endsWith('.ts')) return nextLoad(url, context);
			const source = readFileSync(fileURLToPath(url), 'utf8');
			return { format: 'module', source: module.stripTypeScriptTypes(source), shortCircuit: true };
		},
	});
}
