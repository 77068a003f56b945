import type { CurrentConfig } from '../config/schema/current/index.ts';
import type { ConfigLocator } from '../navigation/page-items.ts';
import { specKey, specLocation } from '../openapi/spec-identity.ts';
import type { PageFile } from '../page-files/scan-pages.ts';
import type { Problem } from '../problems/problem.ts';
import { isHttpUrl } from '../urls/urls.ts';
import { loadAsyncApis, type LoadedAsyncApi } from './load.ts';
import { asyncapiMentions, parseChannelReference } from './sources.ts';

export interface ReadAsyncApis {
	specs: LoadedAsyncApi[];
	/** The files named that could not be read (by `specKey`): their pages are not reported again. */
	unread: Set<string>;
	problems: Problem[];
}

/**
 * Reads the AsyncAPI files a site names: in `api.asyncapi`, on navigation levels, and in pages'
 * `asyncapi` frontmatter. A file that cannot be read at all is reported where it is first named.
 */
export async function readAsyncApis(
	current: CurrentConfig | undefined,
	pages: Iterable<PageFile>,
	configRoot: string,
	locate: ConfigLocator,
): Promise<ReadAsyncApis> {
	const mentions = asyncapiMentions(current);
	const pageMentions = [...pages].flatMap((page) => {
		const file = page.frontmatter.asyncapi ? parseChannelReference(page.frontmatter.asyncapi)?.file : undefined;
		return file ? [{ source: file, page }] : [];
	});
	const sources = [...mentions, ...pageMentions].map((mention) => mention.source);
	if (sources.length === 0) return { specs: [], unread: new Set(), problems: [] };
	const loaded = await loadAsyncApis(sources, configRoot);
	const read = new Set(loaded.specs.map((spec) => specKey(spec.source)));
	const place = (problem: Problem): Problem => {
		if (problem.line !== undefined) return problem;
		const named = (source: string) => specLocation(source, configRoot) === problem.file;
		const inConfig = mentions.find((mention) => named(mention.source));
		if (inConfig) return { ...problem, ...locate(inConfig.path), message: `"${inConfig.source}": ${problem.message}` };
		const inPage = pageMentions.find((mention) => named(mention.source));
		if (!inPage) return problem;
		const { page } = inPage;
		return {
			...problem,
			file: page.file,
			line: page.frontmatterLines?.['asyncapi'] ?? 1,
			message: `"${inPage.source}": ${problem.message}`,
		};
	};
	return {
		specs: loaded.specs,
		unread: new Set(sources.map(specKey).filter((key) => !read.has(key))),
		problems: loaded.problems.map(place),
	};
}

/**
 * The AsyncAPI files a site reads, as absolute paths: those the config names and those pages'
 * frontmatter names (for the dev server to watch). URLs are left out: they are never read.
 */
export function localAsyncapiFiles(current: CurrentConfig | undefined, pages: Iterable<PageFile>, configRoot: string): string[] {
	const fromPages = [...pages].flatMap((page) => {
		const file = page.frontmatter.asyncapi ? parseChannelReference(page.frontmatter.asyncapi)?.file : undefined;
		return file ? [file] : [];
	});
	const sources = [...asyncapiMentions(current).map((mention) => mention.source), ...fromPages].filter((source) => !isHttpUrl(source));
	return [...new Set(sources.map((source) => specLocation(source, configRoot)))];
}
