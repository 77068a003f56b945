import type { Problem } from '../problems/problem.ts';
import type { SiteModel } from '../site/load-site.ts';

/**
 * The site and its problems once the pages have rendered: each page that failed while rendering
 * is a failed page (built as the list of its problems), and its problems join the others, as
 * warnings in a lenient build. Returns whether a strict build must stop.
 */
export function withRenderProblems(
	state: { site: SiteModel; problems: Problem[] },
	rendered: ReadonlyMap<string, Problem[]>,
	lenient: boolean,
): { site: SiteModel; problems: Problem[]; stop: boolean } {
	if (rendered.size === 0) return { ...state, stop: false };
	const failed = { ...state.site.failed };
	const pages = { ...state.site.pages };
	const added: Problem[] = [];
	for (const [path, problems] of [...rendered].sort(([a], [b]) => a.localeCompare(b))) {
		const shown = lenient ? problems.map((problem) => ({ ...problem, severity: 'warning' as const })) : problems;
		failed[path] = [...(failed[path] ?? []), ...problems];
		added.push(...shown);
		// As for pages that failed before rendering: out of the search index, the sitemap and the llms files.
		const page = pages[path];
		if (page) pages[path] = { ...page, frontmatter: { ...page.frontmatter, noindex: true } };
	}
	return { site: { ...state.site, pages, failed }, problems: [...state.problems, ...added], stop: !lenient };
}
