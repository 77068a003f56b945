import type { SettingValues } from '../settings/env-settings.ts';

/**
 * What a command takes from the environment it runs in, read once by the command line's entry
 * (./main.ts): the build's settings, and whether it runs in CI. Nothing else of the environment
 * reaches a command or the engine.
 */
export interface CommandEnvironment {
	/** SITE_URL, BASE_PATH, LENIENT, LINK_CHECK, ANALYTICS, SHARD, as set. */
	settings: SettingValues;
	/** The CI variable: a build in CI shows no progress. */
	ci: string | undefined;
}
