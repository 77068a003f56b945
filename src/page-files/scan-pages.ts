import { hash } from 'node:crypto';
import { join } from 'node:path';
import { folderFiles } from '../files/folder-files.ts';
import { readTextFile } from '../files/read-text-file.ts';
import { ignoredPageFiles, snippetFolders } from './page-glob.ts';
import { snippetCandidates } from './snippet-file.ts';
import { importRefusal } from './code-rules.ts';
import { mintignoreFilter } from './mintignore.ts';
import type { Problem } from '../problems/problem.ts';
import { describeIssues } from '../config/zod-issues.ts';
import { markdownCodeProblems } from './code-fences.ts';
import { checkMdx } from './check-mdx.ts';
import { checksHere, checksWithThread, pagesWorthAThread, type CheckJob, type MdxCheck, type PageChecks } from './check-threads.ts';
import { frontmatterSchema, type Frontmatter } from './frontmatter-schema.ts';
import { searchBoostHint } from '../config/schema/shared.ts';
import { readFrontmatter } from '../markdown/frontmatter.ts';
import type { MdxParamField } from './param-fields.ts';
import { withVariables, type Variables } from '../markdown/variables.ts';
import type { IconLibrary } from '../icons/render-icon.ts';
import type { KeptResults } from '../files/kept-results.ts';
import { engineFingerprint } from '../files/engine-fingerprint.ts';
import { importedFilesOf } from './page-imports.ts';
import { hostedFrontmatterProblems } from './hosted-frontmatter.ts';
import {
	frontmatterInvalid,
	frontmatterLayout,
	frontmatterUnreadable,
	pageTwoFiles,
	pageWithoutDescription,
	pageWithoutTitle,
	problemAt,
} from '../problems/catalogue.ts';

export interface PageFile {
	/** Path without extension, relative to the pages root, with forward slashes: `guides/setup`. */
	path: string;
	/** Absolute path of the file. */
	file: string;
	/** URL path of the page: `/guides/setup`; `index` files take their folder's path. */
	href: string;
	title: string;
	frontmatter: Frontmatter;
	/** Built-in components the page uses, e.g. ["Card", "Note"]. */
	components: string[];
	/** Line of each frontmatter key, for messages about its value. */
	frontmatterLines?: Record<string, number>;
	/** A page made from an OpenAPI operation, with no file of its own. */
	generated?: boolean;
	/** The labels of the page's `<Update>`s, in order, when it has some written as text (./update-labels.ts). */
	updateLabels?: string[];
	/** An MDX endpoint's (frontmatter `api:`) `<ParamField>`s: the inputs of its playground. */
	paramFields?: MdxParamField[];
	/** The sidebar's marker when a spec gives it rather than the frontmatter: an AsyncAPI channel's protocol. */
	apiMarker?: string;
}

export interface ScannedPages {
	pages: Map<string, PageFile>;
	/** Pages whose file exists but could not be read (already reported): not "missing". */
	unreadable: Set<string>;
	problems: Problem[];
}

/** What reading pages depends on in the config: the current format's `variables` and `icons.library`. */
export interface PageReading {
	variables?: Variables | undefined;
	iconLibrary?: IconLibrary | undefined;
	/** The checks of an earlier build, reused for pages whose text and imports are unchanged. */
	checks?: KeptResults | undefined;
	/** Told what reading each page file gave (a dev server compares an edited page's with it). */
	onRead?: ((file: string, read: PageRead) => void) | undefined;
}

/** What reading a page file gives: the page, unless it could not be read, and its problems. */
export interface PageRead {
	page?: PageFile;
	problems: Problem[];
}

/** How many pages are read before their checks are made: a batch's texts are held until then. */
const pagesInABatch = 500;

/** Lists the page files of a docs folder and reads their frontmatter. */
export function scanPages(pagesRoot: string, reading: PageReading = {}): ScannedPages {
	const files = ignoredPageFiles(pagesRoot, 'kept');
	// Started before the pages are read, so that it is ready to take pages when their checks start.
	const checks = files.length >= pagesWorthAThread ? checksWithThread() : checksHere;
	const pages = new Map<string, PageFile>();
	const unreadable = new Set<string>();
	const problems: Problem[] = [];
	/** The file of each path read as a page so far. */
	const pageFiles = new Map<string, string>();
	try {
		for (let start = 0; start < files.length; start += pagesInABatch) {
			const batch = files.slice(start, start + pagesInABatch);
			for (const { file, path, read, secondFile } of readBatch(batch, pagesRoot, reading, checks, pageFiles)) {
				problems.push(...read.problems);
				// A second file of a page's path is only reported: the page is the first's.
				if (secondFile) continue;
				reading.onRead?.(file, read);
				if (read.page) pages.set(path, read.page);
				else unreadable.add(path);
			}
		}
	} finally {
		checks.close();
	}
	problems.push(...checkSnippets(pagesRoot, reading));
	return { pages, unreadable, problems };
}

/**
 * Reads a batch of page files in two steps: each page up to its MDX check, then the checks not
 * kept from an earlier reading all at once (on two threads when `checks` has a second), so that
 * only a batch's texts wait for their checks. Gives each file's reading in the batch's order;
 * `pageFiles` gains the paths read as pages.
 */
function readBatch(
	relatives: readonly string[],
	pagesRoot: string,
	reading: PageReading,
	checks: PageChecks,
	pageFiles: Map<string, string>,
): { file: string; path: string; read: PageRead; secondFile?: boolean }[] {
	const prepared: { file: string; path: string; read: PageRead | PendingPage; secondFile?: boolean }[] = [];
	for (const relative of relatives) {
		const file = join(pagesRoot, relative);
		const path = relative.replace(/\.mdx?$/, '');
		const first = pageFiles.get(path);
		if (first !== undefined) {
			const used = first.endsWith('.md') ? `${path}.md` : `${path}.mdx`;
			prepared.push({ file, path, read: { problems: [problemAt(pageTwoFiles, { file }, { path, used })] }, secondFile: true });
			continue;
		}
		const read = preparePage(file, path, pagesRoot, reading);
		if ('job' in read || read.page) pageFiles.set(path, file);
		prepared.push({ file, path, read });
	}
	const pending = prepared.flatMap((entry) => ('job' in entry.read ? [entry.read] : []));
	const checked = checks.check(
		pending.map((page) => page.job),
		{ pagesRoot, iconLibrary: reading.iconLibrary },
	);
	const finished = new Map(pending.map((page, index) => [page, page.finish(checked[index]!)]));
	return prepared.map((entry) => ({ ...entry, read: 'job' in entry.read ? finished.get(entry.read)! : entry.read }));
}

/** `<Snippet file="x.mdx" />`: the files the check looks for (src/page-files/check-mdx.ts). */
function snippetFilesLookedFor(text: string, pagesRoot: string): string[] {
	return [...text.matchAll(/<Snippet\b[^>]*?\bfile=["']([^"']+)["']/g)].flatMap((match) =>
		snippetCandidates(match[1]!, pagesRoot).flatMap((candidate) => ('file' in candidate ? [candidate.file] : [])),
	);
}

/**
 * What checkMdx said of the same text in an earlier build, or the check to make and a way to keep
 * its result: kept with the files the check reads (the imports, whether snippets exist), so that
 * the page is checked again when one changes.
 */
function keptOrPendingCheck(
	file: string,
	text: string,
	pagesRoot: string | undefined,
	reading: PageReading,
): { kept: MdxCheck } | { job: CheckJob; keep: (checked: MdxCheck) => void } {
	const job = { file, text };
	if (!reading.checks || pagesRoot === undefined) return { job, keep: () => {} };
	const checks = reading.checks;
	// The text's digest, not the text: quoting 10 kB of page text into JSON cost more than hashing it.
	const key = engineFingerprint({ check: file, pagesRoot, iconLibrary: reading.iconLibrary ?? null, text: hash('sha256', text) });
	const kept = checks.get(key);
	if (kept !== undefined) return { kept: JSON.parse(kept) as MdxCheck };
	return {
		job,
		keep: (checked) =>
			checks.set(key, JSON.stringify(checked), [...importedFilesOf(file, pagesRoot), ...snippetFilesLookedFor(text, pagesRoot)]),
	};
}

/** A page read up to its MDX check: `finish` makes the reading of it from the check of `job`. */
interface PendingPage {
	job: CheckJob;
	finish(checked: MdxCheck): PageRead;
}

/** Reads one page's frontmatter; a page with broken frontmatter is reported and left out. */
export function readPageFile(file: string, path: string, pagesRoot?: string, reading: PageReading = {}): PageRead {
	const read = preparePage(file, path, pagesRoot, reading);
	return 'job' in read ? read.finish(checksHere.check([read.job], { pagesRoot, iconLibrary: reading.iconLibrary })[0]!) : read;
}

/** A page's reading up to its MDX check, which is kept from an earlier reading or left pending. */
function preparePage(file: string, path: string, pagesRoot: string | undefined, reading: PageReading): PageRead | PendingPage {
	const read = readTextFile(file);
	if ('problem' in read) return { problems: [read.problem] };
	const text = withVariables(read.text, reading.variables);
	const frontmatterRead = readFrontmatter(text, { markdownPage: file.endsWith('.md') });
	if ('problem' in frontmatterRead) {
		const { message, hint, ...place } = frontmatterRead.problem;
		return { problems: [problemAt(frontmatterUnreadable, { file, ...place }, { message, hint })] };
	}
	const { data, keyLines } = frontmatterRead;
	const parsed = frontmatterSchema.safeParse(data, { reportInput: true });
	if (!parsed.success) {
		return {
			problems: describeIssues(parsed.error.issues).map((issue) =>
				problemAt(
					frontmatterInvalid,
					{ file, line: keyLines[String(issue.path[0] ?? '')] ?? 1 },
					{ key: issue.path.join('.'), message: issue.message, hint: issue.hint ?? frontmatterHints.get(String(issue.path[0])) },
				),
			),
		};
	}
	const frontmatter = parsed.data;
	const layout = markdownLayoutProblems(file, frontmatter, keyLines, pagesRoot);
	if (layout.length > 0) return { problems: layout };
	const withCheck = (checked: MdxCheck): PageRead => pageRead(file, path, frontmatter, keyLines, checked);
	if (!file.endsWith('.mdx')) {
		return withCheck({
			problems: markdownCodeProblems(file, text, reading.iconLibrary),
			components: [],
			paramFields: [],
			updateLabels: [],
		});
	}
	const check = keptOrPendingCheck(file, text, pagesRoot, reading);
	if ('kept' in check) return withCheck(check.kept);
	return {
		job: check.job,
		finish: (checked) => {
			check.keep(checked);
			return withCheck(checked);
		},
	};
}

/** A page's reading, given what its MDX check found. */
function pageRead(file: string, path: string, frontmatter: Frontmatter, keyLines: Record<string, number>, checked: MdxCheck): PageRead {
	// An API page takes its title and description from its OpenAPI entry or AsyncAPI channel, once the specs are read.
	const fromSpec = isApiPage(frontmatter) || Boolean(frontmatter.asyncapi);
	const problems: Problem[] = [
		...checked.problems,
		...(fromSpec ? [] : missingTextProblems(file, path, frontmatter)),
		...hostedFrontmatterProblems(file, frontmatter, keyLines),
	];
	return {
		page: {
			path,
			file,
			href: hrefOfPath(path),
			title: frontmatter.title || titleFromPath(path),
			frontmatter,
			components: checked.components,
			frontmatterLines: keyLines,
			...(frontmatter.api ? { paramFields: checked.paramFields } : {}),
			...(checked.updateLabels.length > 0 ? { updateLabels: checked.updateLabels } : {}),
		},
		problems,
	};
}

/**
 * A Markdown page's `layout`, which Astro imports and renders the page in: refused as an import of
 * the page would be (src/page-files/code-rules.ts), so that the page is not built. Mintlify has no
 * such key.
 */
function markdownLayoutProblems(
	file: string,
	frontmatter: Frontmatter,
	keyLines: Record<string, number>,
	pagesRoot: string | undefined,
): Problem[] {
	const layout = frontmatter['layout'];
	if (!file.endsWith('.md') || typeof layout !== 'string' || pagesRoot === undefined) return [];
	const refused = importRefusal(layout, file, pagesRoot);
	if (!refused) return [];
	return [problemAt(frontmatterLayout, { file, line: keyLines['layout'] ?? 1 }, { layout, refused })];
}

/** Fixes for frontmatter keys whose mistakes the schema's message alone does not resolve. */
const frontmatterHints = new Map([
	[
		'url',
		'link to an https:// or mailto: address, or to a path on the site such as "/guides/setup"; or remove "url" to make this a page of its own',
	],
	['boost', searchBoostHint],
]);

/** A page that shows an OpenAPI operation, webhook or schema. */
export function isApiPage(frontmatter: Frontmatter): boolean {
	return Boolean(frontmatter.openapi || frontmatter['openapi-schema']);
}

/** Warnings for a page without a title or a description. */
export function missingTextProblems(file: string, path: string, frontmatter: Frontmatter): Problem[] {
	const problems: Problem[] = [];
	if (!frontmatter.title) {
		problems.push(problemAt(pageWithoutTitle, { file, line: 1 }, { title: titleFromPath(path) }));
	}
	if (!frontmatter.description) {
		problems.push(problemAt(pageWithoutDescription, { file, line: 1 }, undefined));
	}
	return problems;
}

/** `guides/index` -> `/guides`, `index` -> `/`, `a/b` -> `/a/b`. */
export function hrefOfPath(path: string): string {
	const withoutIndex = path === 'index' ? '' : path.replace(/\/index$/, '');
	return `/${withoutIndex}`;
}

/** `guides/bulk-import` -> `Bulk import` */
export function titleFromPath(path: string): string {
	const name = path.split('/').at(-1) ?? path;
	const words = name.replace(/[-_]+/g, ' ').trim();
	return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Snippets are not pages, but a broken one breaks every page that imports it: check them too. */
function checkSnippets(pagesRoot: string, reading: PageReading): Problem[] {
	const ignored = mintignoreFilter(pagesRoot);
	const files = folderFiles(
		pagesRoot,
		snippetFolders.map((folder) => `${folder}/**/*.mdx`),
	).filter((file) => !ignored(file));
	return files.flatMap((relativePath) => {
		const file = join(pagesRoot, relativePath);
		const read = readTextFile(file);
		return 'problem' in read
			? [read.problem]
			: checkMdx(file, withVariables(read.text, reading.variables), pagesRoot, { snippet: true, iconLibrary: reading.iconLibrary })
					.problems;
	});
}
