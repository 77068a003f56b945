import { setTimeout as sleep } from 'node:timers/promises';
import { Scanner } from '@tailwindcss/oxide';
import type { Plugin } from 'vite';
import type { PaletteColors } from '../theme/palette.ts';
import { createUtilityCompiler } from '../styles/tailwind/compile.ts';
import { classSources } from '../styles/tailwind/sources.ts';
import { classFile } from '../styles/tailwind/class-files.ts';
import { startClassScan } from '../styles/tailwind/class-scan.ts';

const moduleId = 'virtual:trellis/tailwind.css';
const resolvedId = `\0${moduleId}`;

/**
 * Wait before reading a saved file: an editor (or `cp`) empties a file and then writes it, and
 * the watcher drops the second event when both come within a few milliseconds (./dev-reload.ts).
 */
const settleMs = 60;

/**
 * Serves `virtual:trellis/tailwind.css`, the Tailwind utilities the docs folder's pages use
 * (src/styles/tailwind/compile.ts). A stylesheet of the layout: bundled and hashed with the
 * others, so the pages' Content-Security-Policy needs nothing for it. In dev, a saved page or
 * snippet that uses a new class adds its utility, as Tailwind's own Vite plugin does: the set
 * only grows until the server restarts.
 */
export function tailwindPlugin(pagesRoot: string, outDir: string, colors: PaletteColors | undefined): Plugin {
	const sources = classSources(pagesRoot, outDir);
	const candidates = new Set<string>();
	// Every file's classes, read on another thread from now on (src/styles/tailwind/class-scan.ts).
	const scanned = startClassScan(sources.list()).then((found) => {
		for (const candidate of found) candidates.add(candidate);
	});
	/** Reads the classes of files saved in dev. */
	let scanner: Scanner | undefined;
	let compiler: ReturnType<typeof createUtilityCompiler> | undefined;
	// Each environment (client, server) calls hotUpdate for the same change: scan it once.
	let lastChange: { key: string; grew: Promise<boolean> } | undefined;
	const rescan = async (file: string) => {
		await Promise.all([scanned, sleep(settleMs)]);
		scanner ??= new Scanner({});
		const added = scanner.scanFiles([classFile(file)]).filter((candidate) => !candidates.has(candidate));
		for (const candidate of added) candidates.add(candidate);
		return added.length > 0;
	};
	return {
		name: 'trellis:tailwind',
		resolveId(id) {
			return id === moduleId ? resolvedId : undefined;
		},
		async load(id) {
			if (id !== resolvedId) return undefined;
			await scanned;
			compiler ??= createUtilityCompiler(colors);
			return (await compiler)(candidates);
		},
		configureServer(server) {
			// Snippets written as .jsx or .js are not modules of any page until one imports them.
			server.watcher.add(pagesRoot);
		},
		async hotUpdate({ type, file, timestamp, modules }) {
			if (type === 'delete' || !sources.includes(file)) return undefined;
			const key = `${file}\n${timestamp}`;
			if (lastChange?.key !== key) lastChange = { key, grew: rescan(file) };
			const stylesheet = this.environment.moduleGraph.getModuleById(resolvedId);
			if (!(await lastChange.grew) || !stylesheet) return undefined;
			// Re-read on the next request; listed among the changed modules, the browser swaps the
			// stylesheet in place and Astro drops the page styles it keeps for the server.
			this.environment.moduleGraph.invalidateModule(stylesheet, undefined, timestamp, true);
			return [...modules, stylesheet];
		},
	};
}
