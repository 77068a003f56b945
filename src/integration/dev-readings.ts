import { relative } from 'node:path';
import { keptAcrossReadings, type KeptResults } from '../files/kept-results.ts';
import { readPageFile, type PageRead } from '../page-files/scan-pages.ts';
import { formatProblem, formatProblems, problemCounts, problemLines } from '../problems/format.ts';
import type { Problem } from '../problems/problem.ts';
import type { DocsPaths } from '../settings/docs-paths.ts';
import { pageReadingOf } from '../site/load-site.ts';
import type { SiteState } from './site-state.ts';
import type { Terminal } from './terminal.ts';

/**
 * What a dev server keeps from one reading of the docs folder to the next, so that an edit costs
 * what it changed rather than what the site holds:
 * - the pages' checks: a page is checked again only when its text or what it imports changed;
 * - what each page file read as: an edit after which the page reads as it did (its frontmatter,
 *   the components it uses, its problems: an edit of its prose) leaves the site model as it is,
 *   and the folder is not read again (Vite compiles the page again on its own);
 * - the problems printed: after an edit, only those that are new, and how many went.
 */
export class DevReadings {
	readonly checks: KeptResults;
	readonly #reads = new Map<string, string>();
	readonly #terminal: Terminal;
	/** The problems printed by the last report, as printed; none before the first. */
	#printed: Set<string> | undefined;

	constructor(checksFile: string, terminal: Terminal) {
		this.checks = keptAcrossReadings(checksFile);
		this.#terminal = terminal;
	}

	/** Told what a reading of the folder read each page file as. */
	readonly onPageRead = (file: string, read: PageRead): void => {
		this.#reads.set(file, JSON.stringify(read));
	};

	/** Whether the page file, just saved, reads as it did at the last reading of the folder. */
	pageReadsAsBefore(file: string, paths: DocsPaths, state: SiteState): boolean {
		const before = this.#reads.get(file);
		if (before === undefined || !state.site) return false;
		const path = relative(paths.pagesRoot, file)
			.replaceAll('\\', '/')
			.replace(/\.mdx?$/, '');
		const read = readPageFile(file, path, paths.pagesRoot, { ...pageReadingOf(state.site.config), checks: this.checks });
		return JSON.stringify(read) === before;
	}

	/**
	 * Prints the problems of a reading: all of them the first time; then those not printed by the
	 * last report, with how many of its problems are gone and the totals (nothing when none changed).
	 */
	readonly report = (problems: readonly Problem[]): void => {
		const { print, shownFrom } = this.#terminal;
		const shown = new Map(problems.map((problem) => [formatProblem(problem, shownFrom), problem]));
		const printed = this.#printed;
		this.#printed = new Set(shown.keys());
		if (!printed) {
			if (problems.length > 0) print(formatProblems(problems, shownFrom));
			return;
		}
		const added = [...shown].filter(([text]) => !printed.has(text)).map(([, problem]) => problem);
		const gone = [...printed].filter((text) => !shown.has(text)).length;
		if (added.length === 0 && gone === 0) return;
		const changes = [...(added.length > 0 ? [`${added.length} new`] : []), ...(gone > 0 ? [`${gone} fixed`] : [])].join(', ');
		print([...problemLines(added, shownFrom), `Problems after the edit: ${changes}; ${problemCounts(problems)} in all`].join('\n'));
	};
}
