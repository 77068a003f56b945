/** A build the tests ask for: a docs folder (the showcase without one) and build settings. */
export interface BuildRequest {
	/** The docs folder, relative to the project or absolute; the showcase when left out. */
	docsDir?: string;
	/** Settings given to the build as environment variables (LENIENT, SITE_URL...). */
	env?: Record<string, string>;
	/**
	 * The build stops while loading the config, before Astro writes its `.astro/` folder, so it
	 * may run beside another build. Checked: a build marked so that goes further fails the test.
	 */
	stopsAtConfig?: boolean;
}

/** A build of a test's own: made each time it is asked for, into the output folder the test gives. */
export interface OwnBuildRequest extends Omit<BuildRequest, 'stopsAtConfig'> {
	outDir: string;
}

/** What the service answers: what was asked for, or why it could not give it. */
export type ServiceAnswer<T> = { value: T } | { error: string };

/** The name under which the global setup provides the service's address to the test files. */
export const serviceUrlKey = 'runServiceUrl';
