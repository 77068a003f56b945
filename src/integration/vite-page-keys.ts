import { join } from 'node:path';
import type { Plugin } from 'vite';
import { writeCacheFile } from '../files/cache-files.ts';

const moduleId = 'virtual:trellis/page-keys';
const resolvedId = `\0${moduleId}`;

/** The files, in the build cache, that the module reads. */
function keyFiles(cacheDir: string) {
	return { renderAgain: join(cacheDir, 'render-again.json'), imports: join(cacheDir, 'page-imports.json') };
}

/**
 * `virtual:trellis/page-keys`: what the page route needs to say which pages Astro may copy from
 * the previous build instead of rendering them (Astro's incremental build, src/routes/[...slug].astro).
 * Astro hashes the code a page renders with and the page's own content; not the snippets a page
 * imports, nor whether the page had problems. So the module gives:
 * - `renderAgain()`: the pages whose rendering had problems in the previous build: they render
 *   again, or their problems would not be reported this time;
 * - `importsDigest()`: by page path, a digest of the files each page imports.
 * Both are read from files when the pages are listed, not written into the module: Astro hashes
 * the modules a page imports, and a list that changed would make every page render again.
 * The engine's fingerprint is written into it, for that very reason: Astro does not see what the
 * engine's plugins make of a page's and its snippets' modules, so a new engine renders every page.
 */
export function pageKeysPlugin(cacheDir: string, engine: string): Plugin {
	const files = keyFiles(cacheDir);
	const reader = (name: string, file: string, empty: string) =>
		[
			`export function ${name}() {`,
			'  try {',
			`    return JSON.parse(readFileSync(${JSON.stringify(file)}, 'utf8'));`,
			'  } catch {',
			`    return ${empty};`,
			'  }',
			'}',
		].join('\n');
	return {
		name: 'trellis:page-keys',
		resolveId(id) {
			return id === moduleId ? resolvedId : undefined;
		},
		load(id) {
			if (id !== resolvedId) return undefined;
			return [
				`import { readFileSync } from 'node:fs';`,
				`export const engine = ${JSON.stringify(engine)};`,
				reader('renderAgain', files.renderAgain, '[]'),
				reader('importsDigest', files.imports, '{}'),
			].join('\n');
		},
	};
}

/** Records the pages whose rendering had problems in this build, for the next one. */
export function writeRenderAgain(cacheDir: string, paths: Iterable<string>): void {
	writeCacheFile(keyFiles(cacheDir).renderAgain, JSON.stringify([...paths].sort()));
}

/** Records, before the pages render, the digest of each page's imports (src/page-files/page-imports.ts). */
export function writeImportsDigests(cacheDir: string, digests: Record<string, string>): void {
	writeCacheFile(keyFiles(cacheDir).imports, JSON.stringify(digests));
}
