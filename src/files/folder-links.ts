import { readdirSync, readlinkSync, realpathSync, statSync, type Dirent } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { escapePath } from 'tinyglobby';
import { isInside } from './inside-folder.ts';
import { realPathOf } from './folder-paths.ts';
import type { Problem } from '../problems/problem.ts';
import { linkLeftOut, problemAt } from '../problems/catalogue.ts';

/**
 * The symbolic links of a docs folder. One that leads to a file or folder inside it works as what
 * it points to; one that leads out of the folder, nowhere, or into a folder that holds it (a loop)
 * is refused: every listing of the folder's files leaves it out, and the build says so once.
 */
export interface RefusedLink {
	/** From the folder, with `/` separators. */
	path: string;
	/** Words that follow the link's path: `leads outside the docs folder (to ...)`. */
	reason: string;
}

/** Folders never walked: installed packages and version control. */
const skipped = new Set(['node_modules', '.git']);

const known = new Map<string, RefusedLink[]>();

/**
 * The refused links of a folder (and its subfolders), found once and kept until
 * {@link forgetFolderLinks}: every listing of a build asks, and the folder does not change meanwhile.
 */
export function refusedLinks(folder: string): RefusedLink[] {
	const root = resolve(folder);
	let links = known.get(root);
	if (!links) {
		links = findRefusedLinks(root);
		known.set(root, links);
	}
	return links;
}

/** Reads the folder's links again on the next call: a new build, or an edit in dev. */
export function forgetFolderLinks(): void {
	known.clear();
}

/** Glob patterns, from the folder, that leave out its refused links and what lies behind them. */
export function refusedLinkIgnores(folder: string): string[] {
	return refusedLinks(folder).flatMap((link) => [escapePath(link.path), `${escapePath(link.path)}/**`]);
}

/** The refused links of the folders a build reads, each said once, as warnings: the rest of the site builds. */
export function refusedLinkProblems(folders: readonly string[]): Problem[] {
	const roots = [...new Set(folders.map((folder) => resolve(folder)))];
	// A folder inside another (the showcase's content/ and the project) is walked once, as part of the outer.
	const outer = roots.filter((root) => !roots.some((other) => isInside(root, other)));
	return outer.flatMap((root) =>
		refusedLinks(root).map((link): Problem => problemAt(linkLeftOut, { file: join(root, link.path) }, { reason: link.reason })),
	);
}

function findRefusedLinks(root: string): RefusedLink[] {
	const realRoot = realPathOf(root);
	const refused: RefusedLink[] = [];
	const folders = [root];
	while (folders.length > 0) {
		const folder = folders.pop()!;
		let entries: Dirent[];
		try {
			entries = readdirSync(folder, { withFileTypes: true });
		} catch {
			continue;
		}
		for (const entry of entries) {
			const path = join(folder, entry.name);
			if (entry.isDirectory()) {
				if (!skipped.has(entry.name)) folders.push(path);
			} else if (entry.isSymbolicLink()) {
				const reason = refusal(path, realRoot);
				if (reason) refused.push({ path: relative(root, path).split(sep).join('/'), reason });
			}
		}
	}
	return refused.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** Why a link is refused; undefined when it leads to a file or folder of the folder that does not hold it. */
function refusal(link: string, realRoot: string): string | undefined {
	let target: string;
	try {
		target = realpathSync(link);
	} catch {
		return 'leads nowhere: its target does not exist, or links lead in a circle';
	}
	if (target !== realRoot && !isInside(target, realRoot)) return `leads outside the docs folder (to ${readlinkSync(link)})`;
	const holder = realPathOf(join(link, '..'));
	if (statSync(target).isDirectory() && (target === holder || isInside(holder, target))) return 'leads to a folder that holds it: a loop';
	return undefined;
}
