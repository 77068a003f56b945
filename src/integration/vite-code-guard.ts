import type { Plugin } from 'vite';
import { isInside } from '../files/inside-folder.ts';
import { guardModule } from '../page-files/module-guard.ts';

/** Modules of a docs folder that hold the folder's own code: pages and snippets, component files. */
const codeFile = /\.(?:mdx|[cm]?[jt]sx?)$/;

/**
 * The last guard on the docs' code that runs while the site is built (src/page-files/module-guard.ts):
 * every module of the docs folder the server renders with, once compiled to JavaScript (MDX by its
 * compiler, JSX and TypeScript by Vite's), and before Vite writes the environment's values in for
 * `import.meta.env` or expands `import.meta.glob`: the guard sees what the folder wrote. The
 * browser's copy of a component runs in the reader's browser, as on Mintlify: it is left as it is.
 */
export function codeGuardPlugin(pagesRoot: string): Plugin {
	return {
		name: 'trellis:docs-code-guard',
		transform(code, id) {
			// A query is a module Astro makes of the file (its styles, its assets), not the file's code.
			if (id.includes('?') || !codeFile.test(id) || !isInside(id, pagesRoot)) return undefined;
			if (this.environment.config.consumer !== 'server') return undefined;
			const guarded = guardModule(code, id);
			if ('refused' in guarded) this.error(`${id}: refused: ${guarded.refused}`);
			return guarded.code === code ? undefined : { code: guarded.code, map: null };
		},
	};
}
