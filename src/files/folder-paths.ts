import { realpathSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { isInside } from './inside-folder.ts';

/**
 * The one place that turns a path a docs folder names (a snippet, an import, an image, a `$ref`,
 * a spec, a logo) into a file, so that nothing outside the folder is ever read: docs folders come
 * from pull requests by anyone, built on machines that hold secrets.
 *
 * A path is refused when any reading of it leaves the folder: as written, with its `%xx` escapes
 * decoded, with backslashes as separators; then, once resolved, when a symbolic link on its way
 * leads out of the folder's real path. `/snippets/x.mdx` is read from the folder's root, as
 * Mintlify reads it; `./x.mdx` and `../x.mdx` from the folder of the file that names it.
 */

/** Why a path is not read: words that follow the path as written (`"../x.mdx" is outside the docs folder`). */
interface Refusal {
	reason: string;
	/** The usual fix; callers with a better one say theirs. */
	hint: string;
}

export type FolderPath = { file: string } | { refused: Refusal };

const insideHint =
	'Trellis reads only files inside the docs folder: move the file into it, and name it from there (e.g. "/snippets/intro.mdx")';

/** The folder's own path with every symbolic link resolved; the path as given when it does not exist. */
export function realPathOf(path: string): string {
	try {
		return realpathSync(path);
	} catch {
		return resolve(path);
	}
}

/** Inside the folder, or the folder itself. */
function within(path: string, folder: string): boolean {
	return path === folder || isInside(path, folder);
}

/** `%2e%2e/x` -> `../x`; a path with a broken escape is kept as written. */
function decoded(written: string): string {
	try {
		return decodeURIComponent(written);
	} catch {
		return written;
	}
}

/** Every way a reader could take the path: as written, decoded, with backslashes as separators. */
function readingsOf(written: string): string[] {
	const readings = [written, decoded(written)];
	return [...new Set([...readings, ...readings.map((reading) => reading.replaceAll('\\', '/'))])];
}

/**
 * `written` as a file of `folder`: rooted at the folder when it starts with `/` (as Mintlify reads
 * pages' paths; `rootedAt: 'disk'` for a reader that takes it from the disk's root, as JSON
 * references do), else resolved from `from` (the folder of the file that names it; the folder
 * itself by default). The file need not exist: the caller says when it is missing.
 */
export function resolveInFolder(
	written: string,
	folder: string,
	from: string = folder,
	rootedAt: 'folder' | 'disk' = 'folder',
): FolderPath {
	if (/\0|%00/.test(written)) return { refused: { reason: 'holds a null byte', hint: 'remove it from the path' } };
	if (/^file:/i.test(written.trim()))
		return { refused: { reason: 'is a file: URL, which reads the disk of the machine that builds the site', hint: insideHint } };
	const root = resolve(folder);
	const targetOf = (reading: string) => (reading.startsWith('/') && rootedAt === 'folder' ? join(root, reading) : resolve(from, reading));
	if (readingsOf(written).some((reading) => !within(targetOf(reading), root)))
		return { refused: { reason: 'is outside the docs folder', hint: insideHint } };
	const file = targetOf(written);
	const link = linkLeaving(file, root);
	return link === undefined
		? { file }
		: { refused: { reason: `leads outside the docs folder through the symbolic link "${link}"`, hint: insideHint } };
}

/**
 * Whether an absolute path the engine has already resolved (a bundler's module id) is a file of
 * the folder, symbolic links followed.
 */
export function isFolderFile(path: string, folder: string): boolean {
	const root = resolve(folder);
	const absolute = resolve(path);
	if (within(absolute, root)) return linkLeaving(absolute, root) === undefined;
	// A real path (links resolved) of a folder whose own path holds a link.
	return within(realPathOf(absolute), realPathOf(root));
}

/**
 * The symbolic link, as a path from the folder, through which `path` (inside `root` as written)
 * leads out of the folder's real path; undefined when it stays inside. A path that does not exist
 * yet is judged by the deepest folder of it that does.
 */
function linkLeaving(path: string, root: string): string | undefined {
	const realRoot = realPathOf(root);
	let existing = path;
	while (!exists(existing) && existing !== root && dirname(existing) !== existing) existing = dirname(existing);
	const real = realPathOf(existing);
	if (within(real, realRoot)) return undefined;
	// The first part of the path whose real path leaves: the link to name.
	let step = root;
	for (const part of relative(root, existing).split(sep)) {
		step = join(step, part);
		if (!within(realPathOf(step), realRoot)) return relative(root, step).split(sep).join('/');
	}
	return relative(root, existing).split(sep).join('/');
}

function exists(path: string): boolean {
	try {
		realpathSync(path);
		return true;
	} catch {
		return false;
	}
}

/**
 * The file an import of a docs file names, as Mintlify reads it: `/snippets/x.mdx` from the
 * folder's root, `./x.mdx` from the importer's folder. Undefined for what is not a path (a
 * package, a URL): the page's code check says what those are.
 */
export function importedFile(specifier: string, importer: string, folder: string): FolderPath | undefined {
	if (!specifier.startsWith('/') && !/^\.\.?(?:[/\\]|$)/.test(specifier)) return undefined;
	return resolveInFolder(specifier, folder, dirname(importer));
}
