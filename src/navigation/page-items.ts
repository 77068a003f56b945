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
	const version = page.frontmatter.version ?? groupVersion;
	if (page.frontmatter.version) checkVersion(page.frontmatter.version, configPath, context);
	const earlier = context.listed.get(path) ?? [];
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

export function checkVersion(version: string, configPath: (string | number)[], context: WalkContext): void {
	if (context.versionNames.has(version)) return;
	const suggestion = didYouMean(version, [...context.versionNames]);
	context.problems.push(problemAt(versionUnknown, context.locate(configPath), { version, known: [...context.versionNames], suggestion }));
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
