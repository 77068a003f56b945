import { hasErrors, type Problem } from '../problems/problem.ts';
import type { DocsPaths } from '../settings/docs-paths.ts';
import type { BuildSettings } from '../settings/env-settings.ts';
import { loadSite, type SiteModel } from '../site/load-site.ts';

/** What the pages are given: the site model, or the problems that stopped it. */
export interface SiteState {
	site?: SiteModel;
	problems: Problem[];
}

/**
 * Loads the docs folder (leniently with LENIENT, with the analytics scripts when they are on, see
 * env-settings.ts) and hands its problems, if any, to `report` once.
 */
export async function readSiteState(
	paths: DocsPaths,
	settings: Pick<BuildSettings, 'lenient'> & { analytics: boolean },
	report: (problems: readonly Problem[]) => void,
	/** A file of the build cache where the pages' checks are kept for the next build. */
	checksKeptIn?: string,
): Promise<SiteState> {
	const { site, problems } = await loadSite(paths, settings.lenient, {
		analytics: settings.analytics,
		...(checksKeptIn === undefined ? {} : { checksKeptIn }),
	});
	if (problems.length > 0) report(problems);
	return site ? { site, problems } : { problems };
}

export function siteStateFailed(state: SiteState): boolean {
	return !state.site || hasErrors(state.problems);
}
