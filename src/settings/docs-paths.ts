import { createHash } from 'node:crypto';
import { mkdirSync, realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The engine's package: its `src/`, its `node_modules/`, and the showcase, which is its own docs. */
export const engineRoot = fileURLToPath(new URL('../../', import.meta.url)).replace(/[\\/]$/, '');

/**
 * Where a docs folder keeps its parts. This is the one place that decides it:
 * - `DOCS_DIR` unset: this repository's showcase. `docs.json` and the OpenAPI files sit at the
 *   project root, pages in `content/`, images and other static files in `public/`.
 * - `DOCS_DIR=<folder>`: a Mintlify folder. The config, pages, specs and static files all live
 *   in that folder, pages beside the config, as the hosted platform expects.
 */
export interface DocsPaths {
	/** Folder of `docs.json` / `mint.json`; spec paths are relative to it. */
	configRoot: string;
	/** Folder that navigation page paths are relative to. */
	pagesRoot: string;
	/** Folder whose images and other files are served at the site root. */
	assetsRoot: string;
	/** Whether the folder is the showcase or a Mintlify folder given through `DOCS_DIR`. */
	layout: 'showcase' | 'folder';
}

export function resolveDocsPaths(projectRoot: string, docsDir: string | undefined): DocsPaths {
	if (docsDir && docsDir.trim() !== '') {
		const folder = resolve(projectRoot, docsDir);
		return { configRoot: folder, pagesRoot: folder, assetsRoot: folder, layout: 'folder' };
	}
	return {
		configRoot: projectRoot,
		pagesRoot: resolve(projectRoot, 'content'),
		assetsRoot: resolve(projectRoot, 'public'),
		layout: 'showcase',
	};
}

/**
 * Astro's build cache, one per docs folder, so that building another folder (or tests building
 * several at once) never reuses or overwrites the content store of the previous one.
 */
export function cacheDirFor(projectRoot: string, docsDir: string | undefined): string {
	const paths = resolveDocsPaths(projectRoot, docsDir);
	if (paths.layout === 'showcase') return resolve(projectRoot, 'node_modules/.astro/showcase');
	return resolve(projectRoot, `node_modules/.astro/folder-${folderKey(paths.configRoot)}`);
}

function folderKey(configRoot: string): string {
	return createHash('sha256').update(configRoot).digest('hex').slice(0, 16);
}

/**
 * Astro's project folder for the builds of one docs folder, given to Astro as its root and made
 * the working folder: Astro keeps the content layer's module lists in `<root>/.astro/` and writes
 * a build's server chunks under the working folder, so builds of different folders run at once
 * from one install without reading each other's. Inside the engine's package, so that those
 * chunks find its packages, and beside its `src/`, not in `node_modules/`: Astro names the
 * engine's modules by their path from the root, which a `node_modules` that is a link (a copy of
 * the project sharing another's dependencies) would lead astray.
 */
function workspaceFor(docsDir: string): string {
	return resolve(engineRoot, `.astro/workspaces/${folderKey(resolveDocsPaths(engineRoot, docsDir).configRoot)}`);
}

/**
 * Where Astro works on a docs folder when it runs from this package's astro.config.mjs
 * (`DOCS_DIR=… npm run build`): the folder's own project folder, as for the command line, so that
 * builds of different folders from one checkout keep their module lists apart; the pages' code
 * stays the engine's. The showcase keeps the package as its root. Paths the user gives Astro
 * (`--outDir`) are still read from the working folder, as Astro reads them before the root.
 */
export function projectFoldersFor(docsDir: string | undefined): { root?: string; srcDir?: string } {
	if (docsDir === undefined || resolveDocsPaths(engineRoot, docsDir).layout === 'showcase') return {};
	return { root: preparedWorkspace(docsDir), srcDir: `${engineRoot}/src` };
}

/**
 * The folder's project folder, made if need be, by its real path: Astro places the modules of
 * the engine's `src/` from its root's real path, and `node_modules`, where the folder is, may be
 * a link (a copy of the project sharing another's dependencies).
 */
export function preparedWorkspace(docsDir: string): string {
	const workspace = workspaceFor(docsDir);
	mkdirSync(workspace, { recursive: true });
	return realpathSync(workspace);
}
