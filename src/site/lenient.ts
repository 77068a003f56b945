import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { hrefOfPath, titleFromPath, type PageFile } from '../page-files/scan-pages.ts';
import { snippetFolders } from '../page-files/page-glob.ts';
import type { Problem } from '../problems/problem.ts';

/**
 * Pages whose frontmatter could not be read: kept, with an empty frontmatter, so that the
 * navigation lists them and their page can say what is wrong.
 */
export function stubPages(unreadable: Iterable<string>, pagesRoot: string): PageFile[] {
	return [...unreadable].flatMap((path) => {
		const file = ['.mdx', '.md'].map((extension) => join(pagesRoot, `${path}${extension}`)).find((candidate) => existsSync(candidate));
		if (!file) return [];
		return [{ path, file, href: hrefOfPath(path), title: titleFromPath(path), frontmatter: {}, components: [] }];
	});
}

export interface LenientOutcome {
	/** Every problem, errors made warnings. */
	problems: Problem[];
	/** The errors that keep each page from being built from its source, by page path. */
	failed: Record<string, Problem[]>;
}

/**
 * Which pages the errors break: a page with an error in its own file (unless the page still
 * renders with it), and a page that uses a snippet with such an error. Errors elsewhere (the
 * navigation, a file the config names) only leave out what they concern.
 */
export function lenientOutcome(problems: readonly Problem[], pages: Iterable<PageFile>, pagesRoot: string): LenientOutcome {
	const built = [...pages].filter((page) => !page.generated);
	const byFile = new Map(built.map((page) => [page.file, page.path]));
	const failed: Record<string, Problem[]> = {};
	const fail = (path: string, problem: Problem) => {
		(failed[path] ??= []).push(problem);
	};
	for (const problem of problems) {
		if (problem.severity !== 'error' || problem.pageBuilds) continue;
		const path = byFile.get(problem.file);
		if (path !== undefined) fail(path, problem);
		else if (isSnippet(problem.file, pagesRoot)) {
			for (const page of pagesUsingSnippet(problem.file, built, pagesRoot)) fail(page.path, problem);
		}
	}
	return {
		problems: problems.map((problem) => (problem.severity === 'error' ? { ...problem, severity: 'warning' } : problem)),
		failed,
	};
}

function isSnippet(file: string, pagesRoot: string): boolean {
	const inside = relative(pagesRoot, file).replaceAll('\\', '/');
	return snippetFolders.some((folder) => inside.startsWith(`${folder}/`));
}

/** Pages that name the snippet's file: `import X from "/snippets/x.mdx"` or `<Snippet file="x.mdx" />`. */
function pagesUsingSnippet(file: string, pages: readonly PageFile[], pagesRoot: string): PageFile[] {
	const inside = relative(pagesRoot, file).replaceAll('\\', '/');
	const inFolder = inside.slice(inside.indexOf('/') + 1);
	const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
	const folder = inside.slice(0, inside.indexOf('/'));
	const named = new RegExp(`(?:/${escaped(inside)}|file=["']/?(?:${escaped(folder)}/)?${escaped(inFolder)})["']`);
	return pages.filter((page) => page.file.endsWith('.mdx') && named.test(readFileSync(page.file, 'utf8')));
}
