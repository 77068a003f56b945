/** One thing wrong with the reader's input, located precisely enough to fix without searching. */
export interface Problem {
	severity: 'error' | 'warning';
	/** Path of the file, relative to the current directory when shown. */
	file: string;
	/** 1-based line and column, when known. */
	line?: number;
	column?: number;
	/** Where in a JSON document, e.g. `navigation[2].pages[4]`. */
	jsonPath?: string;
	message: string;
	/** A likely fix, when one is known. */
	hint?: string;
	/**
	 * For an error in a page: the page still renders with it (an unknown component is shown as
	 * such, a wrong prop ignored), so a lenient build keeps the page instead of replacing it.
	 */
	pageBuilds?: boolean;
	/** The name of its kind in the catalogue (./catalogue.ts), when it has one: stable, for the report. */
	code?: string;
}

export function hasErrors(problems: readonly Problem[]): boolean {
	return problems.some((problem) => problem.severity === 'error');
}
