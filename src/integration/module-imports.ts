import { existsSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importedFile, isFolderFile } from '../files/folder-paths.ts';
import { allowedPackages } from '../page-files/code-rules.ts';
import { mathStylesheet } from '../markdown/math.ts';
import { twoslashStylesheet } from '../markdown/twoslash-blocks.ts';

/** The built-in components, which the compiled docs modules import by their path (./vite-docs-mdx.ts). */
export const componentsModule = resolve(import.meta.dirname, '../components/mdx/index.ts');
/** The stand-in of a component Trellis does not have, imported by path the same way. */
export const unknownComponentModule = resolve(import.meta.dirname, '../components/mdx/unknown-component.ts');
/**
 * The only modules of the engine a docs module may import: the components, and the stylesheets of
 * KaTeX (src/markdown/math.ts) and of Twoslash (src/markdown/twoslash-blocks.ts). Any other could
 * hand it the engine's powers.
 */
const engineModules = new Set([componentsModule, unknownComponentModule, mathStylesheet, twoslashStylesheet]);

/** What the compilers put in a docs file's module: Astro's JSX runtime and its images. */
const compilerImports = new Set(['astro/jsx-runtime', 'astro/runtime/server/index.js', 'astro:assets']);

/** Astro's own modules that its Markdown compiler imports by their path on disk. */
const astroFolder = dirname(fileURLToPath(import.meta.resolve('astro/package.json')));
const compilerModulesOnDisk = new Set(['dist/runtime/server/index.js', 'dist/core/errors/index.js'].map((path) => join(astroFolder, path)));

/**
 * Kinds of files of the folder a docs module may import: pages, snippets, components and data, and
 * the images Astro's compilers import from Markdown. Not an `.astro` component, whose code runs
 * while the site is built, and which Mintlify folders do not have.
 */
const moduleExtensions = new Set([
	'',
	'.mdx',
	'.md',
	'.jsx',
	'.js',
	'.tsx',
	'.ts',
	'.mjs',
	'.cjs',
	'.json',
	'.png',
	'.jpg',
	'.jpeg',
	'.gif',
	'.webp',
	'.avif',
	'.svg',
	'.tiff',
]);

/**
 * Why a module of the docs folder may not import `source`, as the bundler meets it, every compiler
 * and plugin done: the last guard, whatever the checks before the build let through. Files of the
 * folder (never through a link that leads out of it), React, what the compilers add, and the
 * engine's own modules pass; undefined then.
 */
export function moduleImportRefusal(source: string, folder: string, importer: string): string | undefined {
	// A module of the engine's own plugins (a snippet's stand-in, a virtual module).
	if (source.startsWith('\0')) return undefined;
	const path = source.split('?')[0]!;
	if (allowedPackages.has(path) || compilerImports.has(path)) return undefined;
	if (path.startsWith('/') && isModuleOnDisk(path, folder)) return undefined;
	const found = importedFile(path, importer, folder);
	if (found === undefined) return 'is a package or a module of the build: the docs import files of their folder, and React';
	if ('refused' in found) return found.refused.reason;
	const extension = extname(found.file).toLowerCase();
	return moduleExtensions.has(extension) ? undefined : `is a ${extension} file, which the docs do not import`;
}

/** An absolute path of the engine's components, Astro's runtime, or a file of the folder: what the compilers import by path. */
export function isModuleOnDisk(path: string, folder: string): boolean {
	if (engineModules.has(path) || compilerModulesOnDisk.has(path)) return true;
	return existsSync(path) && isFolderFile(path, folder) && moduleExtensions.has(extname(path).toLowerCase());
}

/**
 * Astro's module that gathers a page's styles (`page.mdx?astroPropagatedAssets`): a wrapper Astro
 * writes itself, importing what the page's graph holds, each module of it checked on its own.
 */
export function isAstroStylesModule(id: string): boolean {
	return id.includes('?astroPropagatedAssets');
}
