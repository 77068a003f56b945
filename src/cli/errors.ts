/** One mistake: what is wrong and where, and a likely fix. */
export interface Mistake {
	message: string;
	fix?: string;
}

/**
 * A mistake of the user's (a wrong flag value, a folder without docs.json, a port in use), or
 * several found at once: each said with where it is and a likely fix, never with a stack.
 */
export class CliError extends Error {
	readonly mistakes: readonly Mistake[];
	/** The exit code: 1, or 2 when the command itself was called wrongly. */
	readonly exitCode: number;
	constructor(mistakes: Mistake | readonly Mistake[], exitCode = 1) {
		const list = Array.isArray(mistakes) ? (mistakes as readonly Mistake[]) : [mistakes as Mistake];
		super(list.map((mistake) => mistake.message).join('; '));
		this.mistakes = list;
		this.exitCode = exitCode;
	}
}

/** The lines a CliError prints. */
export function formatCliError(error: CliError): string {
	return error.mistakes
		.map((mistake) => (mistake.fix ? `error: ${mistake.message}\n  fix: ${mistake.fix}` : `error: ${mistake.message}`))
		.join('\n');
}
