import { isSafeUrl } from '../config/schema/shared.ts';
import type { PageFile } from '../page-files/scan-pages.ts';
import type { Problem } from '../problems/problem.ts';
import { didYouMean } from '../problems/suggest.ts';
import { apiMethodOf } from './api-method.ts';
import type { NavPageItem } from './types.ts';
import { pageListedTwice, pageMissing, pageOutsideFolder, problemAt, versionUnknown } from '../problems/catalogue.ts';

/** Points a problem at a place in the config: file, line, column and JSON path. */
export type ConfigLocator = (path: (string | number)[]) => Pick<Problem, 'file' | 'line' | 'column' | 'jsonPath'>;

export interface WalkContext {
	pages: ReadonlyMap<string, PageFile>;
	unreadable: ReadonlySet<string>;
	locate: ConfigLocator;
	problems: Problem[];
	listed: Map<string, { configPath: (string | number)[]; version: string | undefined }[]>;
	versionNames: Set<string>;
	/** Versions of pages listed in a versioned group but hidden from the sidebar. */
	hiddenVersions: Map<string, string>;
	/** Pages left out of a version's levels because their frontmatter names another version: where each was listed. */
	otherVersionEntries: Map<string, { configPath: (string | number)[]; version: string; listedIn: string }>;
	/** The current format lists a page in several places (under two products, say): not a mistake there. */
	repeatsAllowed: boolean;
}

export function toPageItem(
	entry: string,
	configPath: (string | number)[],
	groupVersion: string | undefined,
	context: WalkContext,
): NavPageItem | undefined {
	const path = normalisePagePath(entry);
	if (path === undefined) {
		context.problems.push(problemAt(pageOutsideFolder, context.locate(configPath), { entry }));
		return undefined;
	}
	const page = context.pages.get(path);
	if (!page && context.unreadable.has(path)) return undefined;
	if (!page) {
		const suggestion = didYouMean(path, [...context.pages.keys()]);
		context.problems.push(problemAt(pageMissing, context.locate(configPath), { path, suggestion }));
		return undefined;
	}
	const earlier = context.listed.get(path) ?? [];
	const own = page.frontmatter.version;
	const ownKnown = own !== undefined && context.versionNames.has(own);
	// Reported once, however many versions list the page.
	if (own !== undefined && !ownKnown && earlier.length === 0) checkVersion(own, configPath, context);
	// A page of one version, listed where another version's pages are (a legacy group of every
	// version is at each version's level), belongs to the sidebars of its own version only.
	if (ownKnown && groupVersion !== undefined && own !== groupVersion && context.versionNames.has(groupVersion)) {
		if (!context.otherVersionEntries.has(path)) context.otherVersionEntries.set(path, { configPath, version: own, listedIn: groupVersion });
		return undefined;
	}
	const version = ownKnown ? own : groupVersion;
	const clash = context.repeatsAllowed
		? undefined
		: earlier.find((other) => other.version === undefined || version === undefined || other.version === version);
	if (clash) {
		context.problems.push(
			problemAt(pageListedTwice, context.locate(configPath), { path, other: context.locate(clash.configPath).jsonPath }),
		);
		return undefined;
	}
	context.listed.set(path, [...earlier, { configPath, version }]);
	if (page.frontmatter.hidden) {
		if (version) context.hiddenVersions.set(path, version);
		return undefined;
	}

	const frontmatter = page.frontmatter;
	// The frontmatter schema refuses unsafe URLs, with an error naming the page; this keeps
	// pages made in code (API pages, lenient stubs) to the same rule.
	const externalUrl = frontmatter.url && isSafeUrl(frontmatter.url) ? frontmatter.url : undefined;
	const method = frontmatter.hideApiMarker ? undefined : (page.apiMarker ?? apiMethodOf(frontmatter));
	return {
		type: 'page',
		path,
		href: externalUrl ?? page.href,
		label: frontmatter.sidebarTitle || page.title,
		...(frontmatter.icon ? { icon: frontmatter.icon } : {}),
		...(frontmatter.iconType ? { iconType: frontmatter.iconType } : {}),
		...(method ? { method } : {}),
		...(version ? { version } : {}),
		...(externalUrl ? { external: true } : {}),
		...(frontmatter.tag ? { tag: frontmatter.tag } : {}),
		...(frontmatter.deprecated ? { deprecated: true } : {}),
	};
}

function checkVersion(version: string, configPath: (string | number)[], context: WalkContext): void {
	const problem = unknownVersion(version, configPath, context.versionNames, context.locate);
	if (problem) context.problems.push(problem);
}

/** A version named where it should be one of `versions`, and is not. */
export function unknownVersion(
	version: string,
	configPath: (string | number)[],
	versionNames: ReadonlySet<string>,
	locate: ConfigLocator,
): Problem | undefined {
	if (versionNames.has(version)) return undefined;
	const suggestion = didYouMean(version, [...versionNames]);
	return problemAt(versionUnknown, locate(configPath), { version, known: [...versionNames], suggestion });
}

/** `/guides/setup.mdx` -> `guides/setup`; undefined for paths that leave the folder. */
export function normalisePagePath(entry: string): string | undefined {
	const path = entry
		.trim()
		.replace(/^\.?\/+/, '')
		.replace(/\.mdx?$/, '')
		.replace(/\/+$/, '');
	const segments = path.split('/');
	if (segments.some((segment) => segment === '..' || segment === '.') || /^[a-zA-Z]:/.test(path) || path.includes('\\')) {
		return undefined;
	}
	return path;
}
