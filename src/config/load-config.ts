import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { resolveInFolder } from '../files/folder-paths.ts';
import { readTextFile } from '../files/read-text-file.ts';
import type { Problem } from '../problems/problem.ts';
import { configHint, misspeltKey } from './config-hints.ts';
import { feedbackProblems } from './feedback-check.ts';
import { thumbnailsProblems } from './thumbnails-check.ts';
import { playgroundProxyProblems } from './playground-proxy-check.ts';
import { redirectProblems } from './redirect-check.ts';
import { formatJsonPath, locate, parseJsonSource, type JsonSource } from '../files/json-source.ts';
import type { z } from 'zod';
import { docsConfigSchema, ignoredKeys, type LegacyConfig } from './schema/index.ts';
import { currentConfigSchema, themeNames, type CurrentConfig } from './schema/current/index.ts';
import { languageItems, levelKinds } from './schema/current/navigation.ts';
import { hostedIntegrationKeys } from './schema/analytics.ts';
import { toCurrentFormat, type UpgradedConfig } from './legacy/to-current.ts';
import type { DocsConfig } from './site-config.ts';
import { describeIssues, type SchemaIssue } from './zod-issues.ts';
import { withoutUnusableValues } from './lenient-config.ts';
import { hasRefs, resolveRefs } from './refs.ts';
import {
	configHostedSettings,
	configInvalid,
	configMissing,
	configNotConvertible,
	configRefused,
	configTwice,
	configUnknownKey,
	problemAt,
} from '../problems/catalogue.ts';

const configFileNames = ['docs.json', 'mint.json'] as const;

export interface LoadedConfig {
	/** The validated config with defaults applied; undefined when it has errors. */
	config?: DocsConfig;
	/** Absolute path of the config file read. */
	file: string;
	/** The parsed JSON, valid or not, when the file is JSON at all. */
	raw?: unknown;
	/** The file as parsed, with the position of each value: where later checks point their problems. */
	source?: JsonSource;
	/** A legacy config: the same in the current format, as `trellis upgrade` writes it. */
	upgraded?: UpgradedConfig;
	problems: Problem[];
}

/** Finds `docs.json` (or the legacy `mint.json`) in a folder; `docs.json` wins when both exist. */
function findConfigFile(folder: string): { file?: string; problems: Problem[] } {
	const present = configFileNames.map((name) => join(folder, name)).filter((file) => existsSync(file));
	if (present.length === 0) {
		return { problems: [problemAt(configMissing, { file: folder }, undefined)] };
	}
	const problems = present.length > 1 ? [problemAt(configTwice, { file: present[1]! }, undefined)] : [];
	return { file: present[0]!, problems };
}

/**
 * Reads and validates the config of a docs folder. Every problem is returned, none thrown. With
 * `lenient`, a value the schema cannot take is left out with a warning, as long as a site can be
 * built without it (./lenient-config.ts).
 */
export function loadConfig(folder: string, options: { lenient?: boolean } = {}): LoadedConfig {
	const found = findConfigFile(folder);
	if (!found.file) return { file: join(folder, 'docs.json'), problems: found.problems };
	// A config file that is a symbolic link out of the folder is not read.
	const inside = resolveInFolder(basename(found.file), folder);
	if ('refused' in inside) {
		const refused = problemAt(configRefused, { file: found.file }, { name: basename(found.file), ...inside.refused });
		return { file: found.file, problems: [...found.problems, refused] };
	}
	const read = readTextFile(found.file);
	if ('problem' in read) return { file: found.file, problems: [...found.problems, read.problem] };
	const loaded = validateConfigText(found.file, read.text, options);
	return { ...loaded, problems: [...found.problems, ...loaded.problems] };
}

/** Validates the text of a config file: JSON syntax, then the schema. */
export function validateConfigText(file: string, text: string, options: { lenient?: boolean } = {}): LoadedConfig {
	const parsed = parseJsonSource(file, text);
	if (!parsed.source) return { file, problems: parsed.problems };
	let { source } = parsed;
	// `$ref`s are read first: the config is checked as the whole it makes.
	if (hasRefs(source.value)) {
		const refs = resolveRefs(source, dirname(file));
		if (refs.problems.length > 0) return { file, problems: refs.problems, raw: source.value, source };
		source = { ...source, value: refs.value };
	}
	const checked = { ...checkConfigSource(source), raw: source.value, source };
	if (checked.config || !options.lenient) return checked;
	const kept = withoutUnusableValues(source, checked.problems, (value) => checkConfigSource({ ...source, value }));
	return kept ? { ...kept, raw: source.value, source } : checked;
}

function checkConfigSource(source: JsonSource): LoadedConfig {
	if (!isCurrentFormat(source.value)) {
		return checkAgainst(docsConfigSchema, source, (legacy) => readLegacy(legacy, source));
	}
	return checkAgainst(currentConfigSchema, source, (current) => {
		const config = { ...current, ...byLanguage(current) };
		return {
			config,
			problems: [
				...feedbackProblems(config, source),
				...thumbnailsProblems(config, source),
				...playgroundProxyProblems(config, source),
				...redirectProblems(config, source),
			],
		};
	});
}

/** A legacy config, read through the converter of `trellis upgrade` into the current format. */
function readLegacy(legacy: LegacyConfig, source: JsonSource): Omit<LoadedConfig, 'file'> {
	const upgraded = toCurrentFormat(source.value as Record<string, unknown>, legacy);
	const current = currentConfigSchema.safeParse(upgraded.written);
	if (!current.success) {
		// The legacy schema has refused what the current format cannot hold: this is the engine's fault.
		const [issue] = describeIssues(current.error.issues);
		const reason = issue ? `${formatJsonPath(issue.path)}: ${issue.message}` : 'no reason given';
		return { problems: [problemAt(configNotConvertible, { file: source.file }, { reason })] };
	}
	const { navbar, ...rest } = current.data;
	const { links, primary } = upgraded.navbarLooks;
	const config: DocsConfig = {
		...rest,
		...(navbar
			? {
					navbar: {
						...(navbar.links ? { links: navbar.links.map((link, index) => ({ ...link, ...links[index] })) } : {}),
						...(navbar.primary ? { primary: { ...navbar.primary, ...primary } } : {}),
					},
				}
			: {}),
		legacy: upgraded.legacy,
	};
	return { config, upgraded, problems: [...feedbackProblems(config, source), ...redirectProblems(config, source)] };
}

/**
 * The config of each language that has a top bar, footer or banner of its own: the site's, with
 * those in place of the site's. Its values were checked with the site's, by the same schemas.
 */
function byLanguage(current: CurrentConfig): Pick<DocsConfig, 'byLanguage'> {
	const configs: Record<string, DocsConfig> = {};
	for (const language of languageItems(current.navigation)) {
		const { banner, footer, navbar } = language;
		if (!banner && !footer && !navbar) continue;
		configs[String(language.language)] = {
			...current,
			...(banner ? { banner } : {}),
			...(footer ? { footer } : {}),
			...(navbar ? { navbar } : {}),
		};
	}
	return Object.keys(configs).length > 0 ? { byLanguage: configs } : {};
}

/**
 * The format is told by the file itself: a `navigation` that is a list of groups is the legacy
 * format; one that is an object of the current format's levels (`tabs`, `groups`...), or a `theme`
 * of the current format with no list, is Mintlify's current format. Anything else is read as the legacy one, whose `theme` was a look
 * name such as "quill", so that its mistakes are reported in its own terms.
 */
function isCurrentFormat(value: unknown): boolean {
	if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
	const { theme, navigation } = value as Record<string, unknown>;
	if (Array.isArray(navigation)) return false;
	if (typeof theme === 'string' && (themeNames as readonly string[]).includes(theme)) return true;
	if (!navigation || typeof navigation !== 'object' || Array.isArray(navigation)) return false;
	return [...levelKinds, 'global'].some((key) => key in navigation);
}

/** Validates against a schema; a config whose only problems are unknown keys is used without them. */
function checkAgainst<Schema extends z.ZodType>(
	schema: Schema,
	source: JsonSource,
	finish: (data: z.output<Schema>) => Omit<LoadedConfig, 'file'>,
): LoadedConfig {
	const problems: Problem[] = [];
	const first = schema.safeParse(source.value, { reportInput: true });
	if (first.success) {
		const finished = finish(first.data);
		return { file: source.file, ...finished, problems: [...ignoredKeyNotices(source), ...finished.problems] };
	}
	const issues = describeIssues(first.error.issues);
	const unknown = issues.filter((issue) => issue.unknownKeys);
	for (const issue of unknown) problems.push(...unknownKeyProblems(source, issue));
	if (unknown.length === issues.length) {
		// Only unknown keys: validate again without them so the rest of the config is used.
		const second = schema.safeParse(withoutKeys(source.value, unknown), { reportInput: true });
		if (second.success) {
			const finished = finish(second.data);
			return { file: source.file, ...finished, problems: [...problems, ...ignoredKeyNotices(source), ...finished.problems] };
		}
		problems.push(...describeIssues(second.error.issues).map((issue) => schemaProblem(source, issue)));
	} else {
		problems.push(...issues.filter((issue) => !issue.unknownKeys).map((issue) => schemaProblem(source, issue)));
	}
	return { file: source.file, problems };
}

function schemaProblem(source: JsonSource, issue: SchemaIssue): Problem {
	const hint = configHint(issue, source.value);
	// A key reported missing beside its misspelling is pointed at where the misspelling is.
	const misspelt = issue.typeMismatch && issue.typeMismatch.found === undefined ? misspeltKey(issue.path, source.value) : undefined;
	const place = {
		file: source.file,
		...locate(source, misspelt ?? (issue.path as (string | number)[])),
		jsonPath: formatJsonPath(issue.path),
	};
	return problemAt(configInvalid, place, { message: issue.message, hint });
}

function unknownKeyProblems(source: JsonSource, issue: SchemaIssue): Problem[] {
	const messages = issue.message.split('; ');
	return (issue.unknownKeys ?? []).map((key, index) => {
		const path = [...issue.path, key] as (string | number)[];
		const message = messages[index] ?? `unknown key "${key}"`;
		const suggestion = /did you mean "([^"]+)"/.exec(message)?.[1];
		const place = { file: source.file, ...locate(source, path), jsonPath: formatJsonPath(path) };
		return problemAt(configUnknownKey, place, { message: message.replace(/: did you mean.*$/, ''), suggestion });
	});
}

function ignoredKeyNotices(source: JsonSource): Problem[] {
	const value = source.value as Record<string, unknown>;
	// The current format's `integrations` also holds the analytics providers, which are used.
	const integrations = value['integrations'];
	const present: (string | number)[][] = isCurrentFormat(value)
		? hostedIntegrationKeys
				.filter((key) => integrations && typeof integrations === 'object' && key in integrations)
				.map((key) => ['integrations', key])
		: ignoredKeys.filter((key) => key in value).map((key) => [key]);
	if (present.length === 0) return [];
	return [problemAt(configHostedSettings, { file: source.file, ...locate(source, present[0]!) }, { keys: present.map(formatJsonPath) })];
}

/** A deep copy of `value` without the unknown keys the issues name. */
function withoutKeys(value: unknown, issues: SchemaIssue[]): unknown {
	const copy: unknown = structuredClone(value);
	for (const issue of issues) {
		let target: unknown = copy;
		for (const segment of issue.path) target = (target as Record<PropertyKey, unknown>)?.[segment];
		if (target && typeof target === 'object') {
			for (const key of issue.unknownKeys ?? []) delete (target as Record<string, unknown>)[key];
		}
	}
	return copy;
}
