import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../config/load-config.ts';
import { checkIcons } from '../icons/check-icons.ts';
import { formatJsonPath, locate, parseJsonSource } from '../config/json-source.ts';
import { docsConfigSchema, type DocsConfig } from '../config/schema/index.ts';
import { buildNavigation, type ConfigLocator } from '../navigation/build-navigation.ts';
import type { NavigationModel } from '../navigation/types.ts';
import { scanPages, type PageFile, type ScannedPages } from '../page-files/scan-pages.ts';
import { hasErrors, type Problem } from '../problems/problem.ts';
import type { DocsPaths } from './docs-paths.ts';

/** Everything the pages need, computed once per build: plain data. */
export interface SiteModel {
	config: DocsConfig;
	configFile: string;
	navigation: NavigationModel;
	/** Page files by page path: where each page's source is, and its frontmatter. */
	pages: Record<string, PageFile>;
}

export interface LoadedSite {
	site?: SiteModel;
	problems: Problem[];
}

/** Reads and checks a docs folder: config, page files, navigation. Never throws for bad input. */
export function loadSite(paths: DocsPaths): LoadedSite {
	const loaded = loadConfig(paths.configRoot);
	const problems = [...loaded.problems];
	if (!existsSync(paths.pagesRoot)) {
		problems.push({
			severity: 'error',
			file: paths.pagesRoot,
			message: 'the pages folder does not exist',
			hint: paths.layout === 'showcase' ? 'create content/ with your pages' : 'check DOCS_DIR',
		});
		return { problems };
	}
	const scanned = scanPages(paths.pagesRoot);
	problems.push(...scanned.problems);
	if (!loaded.config) {
		problems.push(...navigationProblemsOfInvalidConfig(loaded.raw, loaded.file, scanned));
		return { problems };
	}

	const locator = configLocator(loaded.file);
	const navigation = buildNavigation({
		config: loaded.config,
		pages: scanned.pages,
		unreadable: scanned.unreadable,
		locate: locator,
	});
	problems.push(...navigation.problems);
	problems.push(...assetProblems(loaded.config, paths, locator));
	problems.push(...checkIcons(loaded.config, scanned.pages.values(), locator));
	if (hasErrors(problems)) return { problems };
	return {
		site: {
			config: loaded.config,
			configFile: loaded.file,
			navigation: navigation.model,
			pages: Object.fromEntries(scanned.pages),
		},
		problems,
	};
}

/**
 * When the config has errors elsewhere, its navigation can still be checked, so that missing
 * pages show up in the same run as the other errors.
 */
function navigationProblemsOfInvalidConfig(raw: unknown, file: string, scanned: ScannedPages): Problem[] {
	if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return [];
	const { navigation, versions } = raw as Record<string, unknown>;
	const partial = docsConfigSchema.safeParse({ name: 'navigation check', navigation, versions });
	if (!partial.success) return [];
	const checked = buildNavigation({
		config: partial.data,
		pages: scanned.pages,
		unreadable: scanned.unreadable,
		locate: configLocator(file),
	});
	return checked.problems.filter((problem) => problem.severity === 'error');
}

function configLocator(file: string): ConfigLocator {
	const { source } = parseJsonSource(file, readFileSync(file, 'utf8'));
	return (path) => ({
		file,
		...(source ? locate(source, path) : {}),
		jsonPath: formatJsonPath(path),
	});
}

/** Logo, favicon and background files named in the config must exist among the static files. */
function assetProblems(config: DocsConfig, paths: DocsPaths, locator: ConfigLocator): Problem[] {
	const named: [(string | number)[], string | undefined][] = [
		[['favicon'], config.favicon],
		[['backgroundImage'], config.backgroundImage],
		...(typeof config.logo === 'string'
			? ([[['logo'], config.logo]] as [(string | number)[], string][])
			: ([
					[['logo', 'light'], config.logo?.light],
					[['logo', 'dark'], config.logo?.dark],
				] as [(string | number)[], string | undefined][])),
	];
	const place = paths.layout === 'showcase' ? 'public/' : 'the docs folder';
	return named.flatMap(([path, value]) => {
		if (!value || /^https?:\/\//.test(value)) return [];
		const file = join(paths.assetsRoot, value.replace(/^\/+/, ''));
		if (existsSync(file)) return [];
		return [
			{
				severity: 'error' as const,
				...locator(path),
				message: `file "${value}" does not exist: no ${value.replace(/^\/+/, '')} in ${place}`,
				hint: `add the file, or correct the path (paths start at the site root: "/logo/light.svg" is logo/light.svg in ${place})`,
			},
		];
	});
}
