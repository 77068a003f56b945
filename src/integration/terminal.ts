/**
 * Where a build tells its reader what happened: the lines it prints, and the folder the command
 * was started in, from which the files it names are shown (the engine may work from another).
 */
export interface Terminal {
	print: (text: string) => void;
	shownFrom: string;
}

/** The terminal of a process: standard error, paths from `shownFrom`. */
export function standardError(shownFrom: string): Terminal {
	return { print: (text) => process.stderr.write(`${text}\n`), shownFrom };
}
