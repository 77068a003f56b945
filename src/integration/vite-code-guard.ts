import type { Plugin } from 'vite';
import { isInside } from '../files/inside-folder.ts';
import { guardModule } from '../page-files/module-guard.ts';
import { isAstroStylesModule, unknownComponentModule } from './module-imports.ts';
import { standInModule } from './missing-snippets.ts';

/** Modules of a docs folder that hold the folder's own code: pages and snippets, component files. */
const codeFile = /\.(?:mdx|[cm]?[jt]sx?)$/;

/**
 * The last guard on the docs' code that runs while the site is built (src/page-files/module-guard.ts):
 * every module of the docs folder the server renders with, once compiled to JavaScript (MDX by its
 * compiler, JSX and TypeScript by Vite's), and before Vite writes the environment's values in for
 * `import.meta.env` or expands `import.meta.glob`: the guard sees what the folder wrote. The
 * browser's copy of a component runs in the reader's browser, as on Mintlify: it is left as it is.
 */
export function codeGuardPlugin(pagesRoot: string, lenient: boolean): Plugin {
	return {
		name: 'trellis:docs-code-guard',
		transform(code, id) {
			// With any query (a content entry, a reload in dev, one an import asked for), the module is the
			// file's code, but for the module Astro makes to gather a page's styles.
			const file = id.split('?')[0]!;
			if (isAstroStylesModule(id) || !codeFile.test(file) || !isInside(file, pagesRoot)) return undefined;
			if (this.environment.config.consumer !== 'server') return undefined;
			const guarded = guardModule(code, file);
			if ('refused' in guarded) {
				// The checks before the build say so, at its place: a strict build never gets here with it.
				if (!lenient) this.error(`${id}: refused: ${guarded.refused}`);
				return { code: standIn(file, guarded.exports, guarded.refused), map: null };
			}
			return guarded.code === code ? undefined : { code: guarded.code, map: null };
		},
	};
}

/** What Astro's MDX step adds to a page's module, or reads from it: not the page's own exports. */
const mdxModuleNames = new Set(['default', 'Content', 'frontmatter', 'getHeadings', 'url', 'file', 'components']);

/**
 * A lenient build's stand-in for a module whose code is refused: each of its exports (and its
 * content, as a page or a snippet) is shown as a marked box saying why, so that the pages
 * importing it still build, with none of its code. An MDX file's stand-in has the shape Astro's
 * MDX step then completes (MDXContent, frontmatter, headings).
 */
function standIn(id: string, exports: readonly string[], why: string): string {
	return standInModule({
		defaultName: 'Snippet',
		named: exports.filter((name) => !mdxModuleNames.has(name)),
		why: `its code is refused: ${why}`,
		unknownComponentModule,
		...(id.endsWith('.mdx')
			? {
					defaultExport: (stand: (name: string) => string) => [
						`import { jsx as __trellisJsx } from 'astro/jsx-runtime';`,
						'export const frontmatter = {};',
						'export function getHeadings() { return []; }',
						`export default function MDXContent() { return __trellisJsx(${stand('Snippet')}, {}); }`,
					],
				}
			: {}),
	});
}
