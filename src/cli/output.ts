import type { CommandEnvironment } from './environment.ts';

/**
 * Whether progress (pages rendered, search index) is shown: on a terminal yes, in CI (the `CI`
 * variable) or when the output goes to a file or a pipe no, so that logs hold only the result.
 */
export function showsProgress(environment: Pick<CommandEnvironment, 'ci'>, stream: { isTTY?: boolean } = process.stdout): boolean {
	const ci = environment.ci?.trim().toLowerCase();
	return Boolean(stream.isTTY) && (ci === undefined || ci === '' || ci === '0' || ci === 'false');
}

/** Prints a line of the command's own (not the engine's) on stdout. */
export function say(text: string): void {
	process.stdout.write(`${text}\n`);
}
