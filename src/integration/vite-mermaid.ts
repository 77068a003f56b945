import sirv from 'sirv';
import type { Plugin } from 'vite';
import { mermaidDist, mermaidFolder } from '../postbuild/mermaid-files.ts';

const moduleId = 'virtual:trellis/load-mermaid';
const resolvedId = `\0${moduleId}`;

/**
 * Serves `virtual:trellis/load-mermaid`, the function that loads Mermaid in the browser. Mermaid
 * is large and ships its own minified browser build, which the page loads as it is: a build
 * copies it (src/postbuild/mermaid-files.ts) instead of bundling the package again every time,
 * which took most of the bundler's time, and the dev server serves it from the package. Vite
 * never sees Mermaid as a dependency, so its optimizer never finds it late and reloads the page
 * in the reader's hands.
 */
export function mermaidLoaderPlugin(base: string): Plugin {
	return {
		name: 'trellis:load-mermaid',
		resolveId(id) {
			return id === moduleId ? resolvedId : undefined;
		},
		load(id) {
			if (id !== resolvedId) return undefined;
			// A variable, not a literal: the bundlers must leave the import to the browser.
			const url = JSON.stringify(`${base}${mermaidFolder}/mermaid.esm.min.mjs`);
			return `const url = ${url};\nexport default () => import(/* @vite-ignore */ url).then((module) => module.default);`;
		},
		configureServer(server) {
			server.middlewares.use(`${base}${mermaidFolder}`, sirv(mermaidDist.folder, { dev: true }));
		},
	};
}
