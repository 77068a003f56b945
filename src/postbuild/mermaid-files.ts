import { cpSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { mermaidUsed } from '../markdown/mermaid.ts';
import { mermaidDist, mermaidFolder } from '../integration/vite-mermaid.ts';

/**
 * Copies Mermaid's browser build into the site when a page has a diagram (the script that draws
 * them loads it from there: src/integration/vite-mermaid.ts). Source maps are left out.
 */
export function copyMermaidFiles(outDir: string): void {
	if (!mermaidUsed()) return;
	const target = join(outDir, mermaidFolder);
	mkdirSync(target, { recursive: true });
	cpSync(mermaidDist.entry, join(target, 'mermaid.esm.min.mjs'));
	cpSync(mermaidDist.chunks, join(target, 'chunks/mermaid.esm.min'), {
		recursive: true,
		filter: (source) => !source.endsWith('.map'),
	});
}
