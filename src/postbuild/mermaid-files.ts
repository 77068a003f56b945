import { cpSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const mermaidPackage = dirname(require.resolve('mermaid/package.json'));
const mermaidVersion = (require('mermaid/package.json') as { version: string }).version;

/** Where a built site keeps Mermaid's own browser build, versioned so that caches never mix two. */
export const mermaidFolder = `_trellis/mermaid-${mermaidVersion}`;

/** Mermaid's prebuilt ES module and its chunks, as the package ships them. */
export const mermaidDist = {
	folder: join(mermaidPackage, 'dist'),
	entry: join(mermaidPackage, 'dist/mermaid.esm.min.mjs'),
	chunks: join(mermaidPackage, 'dist/chunks/mermaid.esm.min'),
};

/**
 * Copies Mermaid's browser build into the site when the docs have a diagram (`diagrams`, from
 * src/markdown/fence-languages.ts): the script that draws them loads it from there
 * (src/integration/vite-mermaid.ts). Source maps are left out.
 */
export function copyMermaidFiles(outDir: string, diagrams: boolean): void {
	if (!diagrams) return;
	const target = join(outDir, mermaidFolder);
	mkdirSync(target, { recursive: true });
	cpSync(mermaidDist.entry, join(target, 'mermaid.esm.min.mjs'));
	cpSync(mermaidDist.chunks, join(target, 'chunks/mermaid.esm.min'), {
		recursive: true,
		filter: (source) => !source.endsWith('.map'),
	});
}
