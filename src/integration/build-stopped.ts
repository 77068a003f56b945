import type { AstroIntegrationLogger } from 'astro';

/** The last line of a build stopped by problems in the docs. */
export const stoppedByProblems = 'Build stopped: fix the errors above and run the build again.';

/**
 * The error that ends a build whose problems are already printed, each with its file and a fix.
 * Thrown rather than ending the process: a build may run in a process that goes on afterwards
 * (Astro's `build()` called by a script or a test). Without a stack: Astro's command line prints
 * an error's message and then its stack, which here would only point into the engine.
 * Astro logs "An unhandled error occurred while running the hook" through the hook's logger for
 * whatever a hook throws; this stop is not one, so that logger's errors are silenced first (the
 * logger belongs to this build's integration alone, and the build ends here).
 */
export function buildStopped(message: string, logger: AstroIntegrationLogger): Error {
	logger.error = () => {};
	const error = new Error(message);
	error.stack = '';
	return error;
}
