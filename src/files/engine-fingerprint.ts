import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { globSync } from 'tinyglobby';

const engineSource = join(import.meta.dirname, '..');

/** The packages whose code turns MDX into a page module, a page into Markdown, and pages into the search index. */
const compilerPackages = ['astro', '@astrojs/mdx', '@astrojs/markdown-satteri', 'satteri', 'shiki', 'mdast-util-to-markdown', 'pagefind'];

let engine: string | undefined;

/**
 * What the build caches' entries depend on besides their own inputs: the engine's code (all of
 * `src/`, which hashes in milliseconds, so that no change of a plugin or of what it imports is
 * missed), the versions of the compiler's packages, and `inputs` (the settings of the build, the
 * site model: whatever else the cached work reads).
 */
export function engineFingerprint(inputs: unknown): string {
	if (engine === undefined) {
		const hash = createHash('sha256');
		for (const file of globSync('**/*', { cwd: engineSource }).sort()) {
			hash
				.update(file)
				.update('\0')
				.update(readFileSync(join(engineSource, file)))
				.update('\0');
		}
		for (const name of compilerPackages) hash.update(`${name}@${installedVersion(name)}\0`);
		engine = hash.digest('hex');
	}
	return createHash('sha256').update(engine).update(JSON.stringify(inputs)).digest('hex');
}

/** The version of an installed package, from the package.json above its entry (not every package exports that file). */
function installedVersion(name: string): string {
	let folder = dirname(fileURLToPath(import.meta.resolve(name)));
	for (;;) {
		try {
			const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { name?: string; version?: string };
			if (manifest.name === name) return manifest.version ?? '';
		} catch {
			// No package.json in this folder: look further up.
		}
		const parent = dirname(folder);
		if (parent === folder) return '';
		folder = parent;
	}
}
