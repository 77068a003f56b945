import type { Plugin } from 'vite';

/** The module Astro writes into `.astro/`: a map from each page's file to the import of its rendered module. */
const contentModulesFile = /[\\/]\.astro[\\/]content-modules\.mjs$/;

/** One entry's import as Astro writes it, `() => import("…")`: the string literal is kept. */
const entryImport = /\(\) => import\(("(?:[^"\\]|\\.)*")\)/g;

/**
 * In the dev server, the imports of Astro's content-modules map are made lazy in name as well as
 * in deed: Vite resolves every literal `import("…")` of a module when it serves it, so serving the
 * first page resolved one import per page of the folder through every plugin (1.5 s at 5,000
 * pages), though a page's request renders only its own. A specifier held in a variable is
 * resolved when it is imported. A build keeps the literal imports: the bundler needs them to
 * make each page's chunk.
 */
export function lazyContentModulesPlugin(): Plugin {
	return {
		name: 'trellis:lazy-content-modules',
		apply: 'serve',
		transform(code, id) {
			if (!contentModulesFile.test(id)) return undefined;
			const lazy = code.replace(entryImport, 'lazily($1)');
			// `/@id/` is how Vite's module runner asks for a module by the id its plugins resolve, as the
			// rewritten literal would have: a bare specifier would be looked up as a package.
			return { code: `const lazily = (specifier) => () => import(/* @vite-ignore */ '/@id/' + specifier);\n${lazy}`, map: null };
		},
	};
}
