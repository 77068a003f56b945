import { hasErrors, type Problem } from '../problems/problem.ts';
import type { DocsPaths } from '../settings/docs-paths.ts';
import type { BuildSettings } from '../settings/env-settings.ts';
import { loadSite, type SiteModel } from '../site/load-site.ts';
import type { KeptResults } from '../files/kept-results.ts';
import type { PageReading } from '../page-files/scan-pages.ts';

/** What the pages are given: the site model, or the problems that stopped it. */
export interface SiteState {
	site?: SiteModel;
	problems: Problem[];
}

/**
 * Loads the docs folder (leniently with LENIENT, with the analytics scripts when they are on, see
 * env-settings.ts) and hands its problems (none, maybe) to `report` once.
 */
export async function readSiteState(
	paths: DocsPaths,
	settings: Pick<BuildSettings, 'lenient'> & { analytics: boolean },
	report: (problems: readonly Problem[]) => void,
	/** The pages' checks kept from an earlier reading, and who is told what each page file read as. */
	reading: { checks?: KeptResults | undefined; onPageRead?: PageReading['onRead'] } = {},
): Promise<SiteState> {
	const { site, problems } = await loadSite(paths, settings.lenient, { analytics: settings.analytics, ...reading });
	report(problems);
	return site ? { site, problems } : { problems };
}

export function siteStateFailed(state: SiteState): boolean {
	return !state.site || hasErrors(state.problems);
}
