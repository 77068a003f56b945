import { readBuildSettings, type BuildSettings, type SettingValues } from '../settings/env-settings.ts';
import { CliError, type Mistake } from './errors.ts';

/** The build settings a command takes as flags; each overrides its environment variable. */
export interface SettingFlags {
	siteUrl?: string;
	basePath?: string;
	lenient?: boolean;
	linkCheck?: string;
	shard?: string;
}

const flagOf = {
	SITE_URL: '--site-url',
	BASE_PATH: '--base-path',
	LENIENT: '--lenient',
	LINK_CHECK: '--link-check',
	SHARD: '--shard',
} as const;
type Variable = keyof typeof flagOf;

/**
 * The settings of a build: the environment's, with the flags' values in place of their variables.
 * Every value is checked by the engine's own rules (src/settings/env-settings.ts) before a build
 * starts; a wrong one is named as the user gave it, flag or variable. SHARD is read only for the
 * command that builds a share of the pages (`sharded`).
 */
export function buildSettings(flags: SettingFlags, env: SettingValues, { sharded = false } = {}): BuildSettings {
	const fromFlags: Partial<Record<Variable, string>> = {
		...(flags.siteUrl !== undefined ? { SITE_URL: flags.siteUrl } : {}),
		...(flags.basePath !== undefined ? { BASE_PATH: flags.basePath } : {}),
		...(flags.lenient ? { LENIENT: '1' } : {}),
		...(flags.linkCheck !== undefined ? { LINK_CHECK: flags.linkCheck } : {}),
		...(flags.shard !== undefined ? { SHARD: flags.shard } : {}),
	};
	// Only `trellis build` renders a share of the pages: every other command makes or serves the whole site.
	const { SHARD: _shard, ...whole } = env;
	const merged = { ...(sharded ? env : whole), ...fromFlags };
	const read = readBuildSettings(merged);
	if ('problems' in read) {
		throw new CliError(
			read.problems.map((problem): Mistake => {
				const variable = problem.variable as Variable;
				const flag = variable in fromFlags ? flagOf[variable] : undefined;
				const given = flag ? `${flag} ${problem.value}` : `${problem.variable}=${problem.value}`;
				const fix = flag
					? problem.fix?.replace(`${problem.variable}=`, `${flag} `).replace(`leave ${problem.variable} unset`, `leave out ${flag}`)
					: problem.fix;
				return { message: `${given}: not a value of ${flag ?? problem.variable}. Expected ${problem.expected}`, ...(fix ? { fix } : {}) };
			}),
		);
	}
	return read.settings;
}
