import { didYouMean } from '../problems/suggest.ts';
import { formatShard, parseShard, type Shard } from './shard.ts';

/**
 * The environment settings of a build (README, "Publish"), checked before anything else runs.
 * Without this check a misspelt value (`LINK_CHECK=warning`, `LENIENT=yes`) silently gave the
 * default: a strict build the user did not ask for, with no word about why.
 * `DOCS_DIR` is not here: any folder is a valid value, and the config loader says when it holds
 * no docs.json.
 */

/**
 * Lenient builds (`LENIENT=1`), for moving a folder over: problems in the content become
 * warnings, each page they break is built as a page that says what is wrong with it, and
 * everything else builds. A config that cannot be read at all still stops the build.
 */
export function lenientMode(env: SettingValues): boolean {
	return ['1', 'true'].includes(env.LENIENT?.trim().toLowerCase() ?? '');
}

/** The settings a build takes, by the name of their environment variable, as written where they come from. */
const settingNames = ['SITE_URL', 'BASE_PATH', 'LENIENT', 'LINK_CHECK', 'ANALYTICS', 'SHARD'] as const;
export type SettingValues = Partial<Record<(typeof settingNames)[number], string | undefined>>;

/**
 * The settings of a build among environment variables: the one place the engine's settings are
 * read from the environment (astro.config.mjs, the command line). Nothing else of it is passed on.
 */
export function settingValuesOf(env: Readonly<Record<string, string | undefined>>): SettingValues {
	return Object.fromEntries(settingNames.flatMap((name) => (env[name] === undefined ? [] : [[name, env[name]]])));
}

/** What the link check does with broken links: fail the build (unset), only list them, or not run. */
type LinkCheckSetting = 'fail' | 'warn' | 'off';

/** The settings the engine acts on, once every value is known to be valid. */
export interface BuildSettings {
	/** `LINK_CHECK`. */
	linkCheck: LinkCheckSetting;
	/** `LENIENT`: problems in the content are warnings. */
	lenient: boolean;
	/** `SITE_URL`: the public address of the site, when set. */
	site?: string;
	/** `BASE_PATH`: the path the site is served under, when set. */
	base?: string;
	/**
	 * `ANALYTICS`: on, the analytics providers and chat widgets of the config get their scripts;
	 * off, none is added. Unset: on in a build, off in a dev server (a preview sends nothing).
	 */
	analytics?: boolean;
	/** `SHARD=2/3`: the build renders only its share of the pages, for `trellis merge` (./shard.ts). */
	shard?: Shard;
}

/** A value of an environment variable that is not one the docs list. */
export interface SettingProblem {
	variable: string;
	value: string;
	/** The accepted values, in words. */
	expected: string;
	/** A likely fix: the value the user meant, or to leave the variable unset. */
	fix?: string;
}

interface SettingRule {
	variable: (typeof settingNames)[number];
	expected: string;
	accepts: (value: string) => boolean;
	/** The accepted value closest to a wrong one, when there is a likely one. */
	suggest: (value: string) => string | undefined;
	/** Read as written, spaces included: the value goes to Astro as it is. */
	untrimmed?: boolean;
	/** Values that ask for what an unset variable already gives (`LINK_CHECK=on`), and the fix to say. */
	meansUnset?: { values: readonly string[]; fix: string };
}

/** A likely meant value among `choices`: a typo, a longer or shorter word (`warning`), or a synonym. */
function suggestAmong(choices: readonly string[], synonyms: Record<string, string> = {}) {
	return (value: string): string | undefined => {
		const lower = value.toLowerCase();
		if (synonyms[lower]) return synonyms[lower];
		return choices.find((choice) => lower.startsWith(choice) || choice.startsWith(lower)) ?? didYouMean(lower, choices);
	};
}

const linkCheckValues = ['warn', 'off'] as const;
const lenientValues = ['1', 'true', '0', 'false'] as const;
const analyticsValues = ['on', 'off'] as const;

const rules: readonly SettingRule[] = [
	{
		variable: 'LINK_CHECK',
		expected: '"warn" (list broken links, build anyway) or "off" (no check); unset, broken links fail the build',
		accepts: (value) => (linkCheckValues as readonly string[]).includes(value.toLowerCase()),
		suggest: suggestAmong(linkCheckValues, {
			warning: 'warn',
			warnings: 'warn',
			no: 'off',
			none: 'off',
			false: 'off',
			skip: 'off',
			'0': 'off',
		}),
		meansUnset: {
			values: ['on', 'fail', 'error', 'strict', 'true', '1', 'yes'],
			fix: 'leave LINK_CHECK unset: broken links then fail the build',
		},
	},
	{
		variable: 'LENIENT',
		expected: '"1" or "true" (lenient), "0" or "false" (strict); unset, the build is strict',
		accepts: (value) => (lenientValues as readonly string[]).includes(value.toLowerCase()),
		suggest: suggestAmong(lenientValues, { yes: '1', y: '1', on: '1', no: '0', n: '0', off: '0' }),
	},
	{
		variable: 'ANALYTICS',
		expected:
			'"on" (the analytics providers of docs.json get their scripts) or "off" (no third-party script); unset, on in a build and off in a dev server',
		accepts: (value) => (analyticsValues as readonly string[]).includes(value.toLowerCase()),
		suggest: suggestAmong(analyticsValues, {
			'1': 'on',
			true: 'on',
			yes: 'on',
			y: 'on',
			enabled: 'on',
			'0': 'off',
			false: 'off',
			no: 'off',
			n: 'off',
		}),
	},
	{
		variable: 'BASE_PATH',
		untrimmed: true,
		expected: 'a path from the site root, such as "/docs"',
		accepts: (value) => /^\/[^\s?#\\]*$/.test(value) && !value.includes('//') && !/(^|\/)\.\.?(\/|$)/.test(value),
		suggest: (value) => {
			// `docs` or `https://example.com/docs`: the path the user meant.
			const path = /^[a-z][a-z0-9+.-]*:\/\/[^/]+(\/[^?#]*)?/i.exec(value)?.[1] ?? `/${value}`;
			const cleaned = path.replace(/\/{2,}/g, '/');
			return /^\/[^\s?#\\]*$/.test(cleaned) && !/(^|\/)\.\.?(\/|$)/.test(cleaned) ? cleaned : undefined;
		},
	},
	{
		variable: 'SHARD',
		expected: 'the shard to build and the number of shards, such as "2/3" (the second of three)',
		accepts: (value) => parseShard(value) !== undefined,
		suggest: (value) => {
			// `2 of 3`, `2-3`, `2:3`: the pair the user meant; `0/3`: shards count from 1.
			const numbers = value.match(/\d+/g);
			if (numbers?.length !== 2) return undefined;
			const [index, count] = numbers.map(Number) as [number, number];
			const meant = parseShard(`${index === 0 ? 1 : index}/${count}`);
			return meant ? formatShard(meant) : undefined;
		},
	},
	{
		variable: 'SITE_URL',
		untrimmed: true,
		expected: 'the public address of the site, http:// or https://, such as "https://docs.example.com"',
		accepts: isSiteUrl,
		suggest: (value) => (isSiteUrl(`https://${value}`) ? `https://${value}` : undefined),
	},
];

function isSiteUrl(value: string): boolean {
	if (!URL.canParse(value)) return false;
	const url = new URL(value);
	return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && url.search === '' && url.hash === '';
}

/**
 * Checks every setting of `env` and returns the settings, or every wrong value at once (a user
 * who got two wrong fixes both in one go). An empty value is the same as an unset one; spaces
 * around LINK_CHECK and LENIENT are ignored.
 */
export function readBuildSettings(env: SettingValues): { settings: BuildSettings } | { problems: SettingProblem[] } {
	const problems: SettingProblem[] = [];
	for (const rule of rules) {
		const raw = env[rule.variable] ?? '';
		const value = rule.untrimmed ? raw : raw.trim();
		if (value === '' || rule.accepts(value)) continue;
		problems.push({ variable: rule.variable, value, expected: rule.expected, ...fixFor(rule, value) });
	}
	if (problems.length > 0) return { problems };
	const linkCheck = env.LINK_CHECK?.trim().toLowerCase() ?? '';
	return {
		settings: {
			linkCheck: linkCheck === 'warn' || linkCheck === 'off' ? linkCheck : 'fail',
			// The one reading of LENIENT the rest of the engine also uses (loading the pages).
			lenient: lenientMode(env),
			...analyticsSetting(env.ANALYTICS),
			// As written: checked above, and handed to Astro as they are (src/integration/engine-config.ts).
			...(env.SITE_URL ? { site: env.SITE_URL } : {}),
			...(env.BASE_PATH ? { base: env.BASE_PATH } : {}),
			...(env.SHARD?.trim() ? { shard: parseShard(env.SHARD)! } : {}),
		},
	};
}

function fixFor(rule: SettingRule, value: string): { fix?: string } {
	if (rule.meansUnset?.values.includes(value.toLowerCase())) return { fix: rule.meansUnset.fix };
	const meant = rule.suggest(value);
	return meant ? { fix: `did you mean ${rule.variable}=${meant}?` } : {};
}

/** The wrong settings as the user sees them, in the form of the build's other errors. */
export function formatSettingProblems(problems: readonly SettingProblem[]): string {
	return problems
		.map((problem) => {
			const line = `error: ${problem.variable}=${problem.value}: not a value of ${problem.variable}. Expected ${problem.expected}`;
			return problem.fix ? `${line}\n  fix: ${problem.fix}` : line;
		})
		.join('\n');
}

/** `ANALYTICS` as written: on or off, or nothing when unset (the command decides). */
function analyticsSetting(value: string | undefined): { analytics?: boolean } {
	const setting = value?.trim().toLowerCase();
	return setting === 'on' ? { analytics: true } : setting === 'off' ? { analytics: false } : {};
}
