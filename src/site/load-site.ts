import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { customFiles, type CustomFiles } from '../page-files/custom-files.ts';
import { logoWidths, type LogoWidths } from './logo-widths.ts';
import { loadConfig, type LoadedConfig } from '../config/load-config.ts';
import type { KeptResults } from '../files/kept-results.ts';
import { forgetFolderLinks, refusedLinkProblems } from '../files/folder-links.ts';
import { resolveInFolder } from '../files/folder-paths.ts';
import { checkIcons } from './check-icons.ts';
import { buildApiModels, generateSectionPages, specMentions, withApiText } from '../openapi/api-pages.ts';
import { siteSpecSources } from '../openapi/discover-specs.ts';
import { loadSpecs, type LoadedSpec } from '../openapi/load-specs.ts';
import { specLocation } from '../openapi/spec-identity.ts';
import type { ApiPageModel } from '../openapi/types.ts';
import { formatJsonPath, locate, type JsonSource } from '../files/json-source.ts';
import { docsConfigSchema } from '../config/schema/index.ts';
import type { DocsConfig } from '../config/site-config.ts';
import { writtenPath, type UpgradedConfig } from '../config/legacy/to-current.ts';
import { analyticsOf, chatWidgetsOf } from '../config/schema/analytics.ts';
import { buildNavigation } from '../navigation/build-navigation.ts';
import type { ConfigLocator } from '../navigation/page-items.ts';
import type { NavigationModel } from '../navigation/types.ts';
import { isApiPage, scanPages, type PageFile, type PageReading, type ScannedPages } from '../page-files/scan-pages.ts';
import { mintignoredFile } from '../page-files/mintignore.ts';
import { layoutStructuredNavigation, listedEntries } from '../navigation/build-structured.ts';
import { lastModifiedDates } from './last-modified.ts';
import { navigationApiPages } from '../openapi/navigation-api-pages.ts';
import { hasErrors, type Problem } from '../problems/problem.ts';
import type { DocsPaths } from '../settings/docs-paths.ts';
import { lenientOutcome, stubPages } from './lenient.ts';
import { isHttpUrl } from '../urls/urls.ts';
import { readAsyncApis } from '../asyncapi/read-asyncapis.ts';
import { frontmatterChannelPages } from '../asyncapi/channel-pages.ts';
import { navigationChannelPages } from '../asyncapi/generated-pages.ts';
import type { LoadedAsyncApi } from '../asyncapi/load.ts';
import type { ChannelPageModel } from '../asyncapi/types.ts';
import { analyticsNotices, analyticsSetup, type AnalyticsSetup } from './analytics.ts';
import { contextualNotices, pageContextualNotices } from './contextual-notices.ts';
import {
	assetMissing,
	assetRefused,
	customScriptNotRun,
	pagesFolderMissing,
	problemAt,
	thumbsRatingNowhere,
} from '../problems/catalogue.ts';
import { feedbackSettings } from '../config/feedback-settings.ts';
import { thumbsDestination } from './thumbs-rating.ts';
import { drawLegacyGradients, legacyNavigation } from './legacy-navigation.ts';
import type { LevelItem } from '../config/schema/current/navigation.ts';

/** Everything the pages need, computed once per build: plain data. */
export interface SiteModel {
	config: DocsConfig;
	configFile: string;
	navigation: NavigationModel;
	/** Page files by page path: where each page's source is, and its frontmatter. */
	pages: Record<string, PageFile>;
	/** What each API page shows, by page path. */
	api: Record<string, ApiPageModel>;
	/** What each AsyncAPI channel page shows, by page path. */
	channels?: Record<string, ChannelPageModel>;
	/**
	 * In a lenient build, the pages that could not be built from their source, by page path,
	 * with the errors that say why: each is built as a page that shows them.
	 */
	failed?: Record<string, Problem[]>;
	/** When each page's file was last changed (ISO dates from git), where the page shows it (`metadata.timestamp`). */
	lastModified?: Record<string, string>;
	/** The analytics scripts of every page: only when the analytics are on (a build, unless ANALYTICS=off), and with providers configured. */
	analytics?: AnalyticsSetup;
	/** The folder's own stylesheets and scripts, on every page, when it has any. */
	customFiles?: CustomFiles;
	/** The widths of the logo images in the top bar, where their files give their proportions. */
	logoWidths?: LogoWidths;
}

export interface LoadedSite {
	site?: SiteModel;
	problems: Problem[];
}

/** What reading a page depends on in the config (a config that did not load: nothing). */
export function pageReadingOf(config: DocsConfig | undefined): Pick<PageReading, 'variables' | 'iconLibrary'> {
	return { variables: config?.variables, iconLibrary: config?.icons?.library };
}

/**
 * Reads and checks a docs folder: config, page files, OpenAPI files, navigation. Never throws
 * for bad input. `analytics`: the analytics scripts are added (a build, unless ANALYTICS=off; a dev server with ANALYTICS=on).
 */
export async function loadSite(
	paths: DocsPaths,
	lenient: boolean,
	/**
	 * `checks`: the pages' checks kept from an earlier reading (the build cache's, or a dev server's
	 * last); `onPageRead`: told what reading each page file gave.
	 */
	options: { analytics?: boolean; checks?: KeptResults | undefined; onPageRead?: PageReading['onRead'] } = {},
): Promise<LoadedSite> {
	// Symbolic links are read anew for each build, and for each edit in dev.
	forgetFolderLinks();
	const loaded = loadConfig(paths.configRoot, { lenient });
	const problems = [...loaded.problems, ...refusedLinkProblems([paths.pagesRoot, paths.assetsRoot])];
	if (!existsSync(paths.pagesRoot)) {
		problems.push(problemAt(pagesFolderMissing, { file: paths.pagesRoot }, { showcase: paths.layout === 'showcase' }));
		return { problems };
	}
	const { checks } = options;
	const scanned = scanPages(paths.pagesRoot, {
		...pageReadingOf(loaded.config),
		checks,
		onRead: options.onPageRead,
	});
	checks?.save();
	problems.push(...scanned.problems);
	if (lenient) {
		for (const stub of stubPages(scanned.unreadable, paths.pagesRoot)) {
			scanned.pages.set(stub.path, stub);
			scanned.unreadable.delete(stub.path);
		}
	}
	if (!loaded.config) {
		problems.push(...navigationProblemsOfInvalidConfig(loaded, scanned));
		return { problems };
	}

	const config = loaded.config;
	const locator = configLocator(loaded.file, loaded.source, loaded.upgraded?.origins);
	// With no spec named, the folder's OpenAPI files are the specs, when a page needs one.
	const sources = siteSpecSources(
		config,
		paths,
		[...scanned.pages.values()].some((page) => isApiPage(page.frontmatter)),
	);
	const [specs, asyncapi] = await Promise.all([
		loadSpecs(sources, paths.configRoot, mintignoredFile(paths.pagesRoot)),
		readAsyncApis(config, scanned.pages.values(), paths.configRoot, locator),
	]);
	problems.push(...specs.problems.map((problem) => placeSpecProblem(problem, config, paths.configRoot, locator)));
	problems.push(...asyncapi.problems);
	const described = withApiText(scanned.pages, specs.specs);
	problems.push(...described.problems);
	const channelPages = frontmatterChannelPages(described.pages, asyncapi.specs, asyncapi.unread);
	problems.push(...channelPages.problems);
	const generated = generateSectionPages(config, specs.specs, channelPages.pages);
	const pages = new Map(channelPages.pages);
	for (const page of generated.pages) pages.set(page.path, page);
	const legacy = config.legacy ? legacyNavigation(config.legacy.navigation, generated.groups, loaded.file, locator) : undefined;
	if (legacy && 'problem' in legacy) return { problems: [...problems, legacy.problem] };
	problems.push(...(legacy?.problems ?? []));
	const structured = structuredNavigation(legacy?.level ?? config.navigation, specs.specs, asyncapi.specs, pages, locator);
	for (const page of structured.api.pages) pages.set(page.path, page);
	problems.push(...structured.problems);
	const navigation = buildNavigation({
		pages,
		unreadable: scanned.unreadable,
		locate: locator,
		structured,
		// The legacy format lists a page once in each version.
		repeatsAllowed: !config.legacy,
	});
	if (config.legacy && legacy) {
		drawLegacyGradients(config.legacy.navigation, navigation.model.anchors, structured.layout.sectionPaths, legacy.origins);
	}
	problems.push(...navigation.problems);
	problems.push(...assetProblems(config, paths, locator));
	problems.push(...checkIcons(config, scanned.pages.values(), locator));
	const analyticsOn = options.analytics === true;
	const providers = analyticsOf(config.integrations);
	const chat = chatWidgetsOf(config.integrations);
	problems.push(...analyticsNotices([...Object.keys(providers), ...Object.keys(chat)], { on: analyticsOn, locate: locator }));
	problems.push(...contextualNotices(config, locator), ...pageContextualNotices(scanned.pages.values(), config));
	const analytics = analyticsOn ? analyticsSetup(providers, chat, config.integrations?.cookies) : undefined;
	const feedback = feedbackSettings(config);
	if (feedback.thumbsRating && !thumbsDestination(feedback, analytics))
		problems.push(problemAt(thumbsRatingNowhere, locator(['feedback', 'thumbsRating']), undefined));
	const api = buildApiModels(pages.values(), specs.specs, config, sources);
	problems.push(...api.problems);
	const outcome = lenient ? lenientOutcome(problems, pages.values(), paths.pagesRoot) : undefined;
	if (!outcome && hasErrors(problems)) return { problems };
	// A page built as the list of its problems is for the authors: kept out of search engines,
	// the search index, the sitemap and the llms files.
	for (const path of Object.keys(outcome?.failed ?? {})) {
		const page = pages.get(path);
		if (page) pages.set(path, { ...page, frontmatter: { ...page.frontmatter, noindex: true } });
	}
	const lastModified = lastModifiedOf(config, pages, paths.pagesRoot);
	const custom = customFiles(paths.assetsRoot);
	const hasCustom = custom.styles.length + custom.scripts.length + custom.notRun.length > 0;
	const notRun = custom.notRun.map(({ file, reason }) => problemAt(customScriptNotRun, { file: join(paths.assetsRoot, file) }, { reason }));
	return {
		site: {
			config,
			configFile: loaded.file,
			...(lastModified ? { lastModified } : {}),
			navigation: navigation.model,
			pages: Object.fromEntries(pages),
			api: api.models,
			channels: { ...Object.fromEntries(channelPages.models), ...Object.fromEntries(structured?.channels ?? []) },
			...(outcome && Object.keys(outcome.failed).length > 0 ? { failed: outcome.failed } : {}),
			...(analytics && analytics.providers.length > 0 ? { analytics } : {}),
			...(hasCustom ? { customFiles: custom } : {}),
			logoWidths: logoWidths(config, paths.assetsRoot),
		},
		problems: [...(outcome?.problems ?? problems), ...notRun],
	};
}

/**
 * The last-modified dates of the pages that show one: all with the current format's
 * `metadata.timestamp`, each page with `timestamp: true` in its frontmatter, none with `timestamp: false`.
 * A page's `lastUpdatedDate` is its date; the others' come from git.
 */
function lastModifiedOf(config: DocsConfig, pages: ReadonlyMap<string, PageFile>, pagesRoot: string): Record<string, string> | undefined {
	const everywhere = config.metadata?.timestamp === true;
	const shown = [...pages.values()].filter((page) => !page.generated && (page.frontmatter.timestamp ?? everywhere) === true);
	if (shown.length === 0) return undefined;
	const dates = lastModifiedDates(
		pagesRoot,
		shown.filter((page) => page.frontmatter.lastUpdatedDate === undefined).map((page) => page.file),
	);
	return Object.fromEntries(
		shown.flatMap((page) => {
			const date = page.frontmatter.lastUpdatedDate ?? dates.get(page.file);
			return date === undefined ? [] : [[page.path, date]];
		}),
	);
}

/** The current format's navigation object, laid out, with the API and channel pages its entries and levels ask for. */
function structuredNavigation(
	navigationObject: LevelItem,
	specs: readonly LoadedSpec[],
	asyncapis: readonly LoadedAsyncApi[],
	pages: ReadonlyMap<string, PageFile>,
	locator: ConfigLocator,
) {
	const layout = layoutStructuredNavigation(navigationObject);
	const api = navigationApiPages(layout, listedEntries(layout), specs, pages);
	const taken = new Map([...pages, ...api.pages.map((page) => [page.path, page] as const)]);
	const channels = navigationChannelPages(layout.asyncapiSlots, asyncapis, taken, locator);
	const slotGroups = new Map(api.slotGroups);
	for (const [key, groups] of channels.slotGroups) slotGroups.set(key, [...(slotGroups.get(key) ?? []), ...groups]);
	return {
		layout,
		api: { ...api, pages: [...api.pages, ...channels.pages], slotGroups, groupPages: channels.groupPages },
		channels: channels.models,
		problems: channels.problems,
	};
}

/**
 * A spec that cannot be read at all (missing file, unreachable URL) is pointed at where the
 * config first names it, `openapi[1]` or `tabs[0].openapi`, with the spec's path or URL in the message.
 */
function placeSpecProblem(problem: Problem, config: DocsConfig, configRoot: string, locator: ConfigLocator): Problem {
	if (problem.line !== undefined) return problem;
	const match = specMentions(config).find(({ source }) => specLocation(source, configRoot) === problem.file);
	if (!match) return problem;
	return { ...problem, ...locator(match.path), message: `"${match.source}": ${problem.message}` };
}

/**
 * When the config has errors elsewhere, its navigation can still be checked, so that missing
 * pages show up in the same run as the other errors.
 */
function navigationProblemsOfInvalidConfig({ raw, file, source }: LoadedConfig, scanned: ScannedPages): Problem[] {
	if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return [];
	const { navigation, versions } = raw as Record<string, unknown>;
	const partial = docsConfigSchema.safeParse({ name: 'navigation check', navigation, versions });
	if (!partial.success) return [];
	const plainLocator = configLocator(file, source);
	const converted = legacyNavigation(partial.data, [], file, plainLocator);
	if ('problem' in converted) return [];
	const locator = configLocator(file, source, converted.origins);
	const checked = buildNavigation({
		structured: structuredNavigation(converted.level, [], [], scanned.pages, locator),
		pages: scanned.pages,
		unreadable: scanned.unreadable,
		locate: locator,
		repeatsAllowed: false,
	});
	return [...converted.problems, ...checked.problems].filter((problem) => problem.severity === 'error');
}

/**
 * Where a value of the config is, from the file as the loader parsed it. A legacy file's values
 * are found where the author wrote them (`origins`: where each moved on its way to the current format).
 */
function configLocator(file: string, source: JsonSource | undefined, origins: UpgradedConfig['origins'] = []): ConfigLocator {
	return (modelPath) => {
		const path = writtenPath(modelPath, origins);
		return { file, ...(source ? locate(source, path) : {}), jsonPath: formatJsonPath(path) };
	};
}

/**
 * Files the config names by path: logo, favicon and background must exist among the static files;
 * none of them, nor a font file, may be outside the docs folder (the site would point at a file it
 * never holds).
 */
function assetProblems(config: DocsConfig, paths: DocsPaths, locator: ConfigLocator): Problem[] {
	const { logo, favicon, fonts } = config;
	const image = config.background?.image;
	/** By their place in the config (a dotted path), the files it names; `true`: the file must exist. */
	type Named = [path: string, value: string | undefined, mustExist: boolean];
	const logos: Named[] =
		typeof logo === 'object'
			? [
					['logo.light', logo.light, true],
					['logo.dark', logo.dark, true],
				]
			: [['logo', logo, true]];
	const fontFiles: Named[] =
		fonts && 'family' in fonts
			? [['fonts.source', fonts.source, false]]
			: [
					['fonts.heading.source', fonts?.heading?.source, false],
					['fonts.body.source', fonts?.body?.source, false],
				];
	/** By their place in the config (a dotted path), the files it names; `mustExist`: among the static files. */
	const named: Named[] = [
		['favicon', typeof favicon === 'object' ? favicon.light : favicon, true],
		['background.image', typeof image === 'object' ? image.light : image, true],
		...logos,
		['favicon.dark', typeof favicon === 'object' ? favicon.dark : undefined, false],
		['background.image.dark', typeof image === 'object' ? image.dark : undefined, false],
		...fontFiles,
	];
	const place = paths.layout === 'showcase' ? 'public/' : 'the docs folder';
	return named.flatMap(([path, value, mustExist]): Problem[] => {
		if (!value || isHttpUrl(value)) return [];
		const at = locator(path.split('.'));
		const found = resolveInFolder(value.replace(/^\/+/, ''), paths.assetsRoot);
		if ('refused' in found) {
			return [problemAt(assetRefused, at, { value, ...found.refused })];
		}
		if (!mustExist || existsSync(found.file)) return [];
		return [problemAt(assetMissing, at, { value, place })];
	});
}
