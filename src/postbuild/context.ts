import type { SiteModel } from '../site/load-site.ts';

/** What the steps after the build are given: the built site's folder and the site model. */
export interface PostBuildContext {
	/** Absolute path of the output folder (dist/). */
	outDir: string;
	site: SiteModel;
	/** The base path the site is served under, with leading and trailing slash: `/` or `/docs/`. */
	base: string;
	/** The public URL of the site, when set (SITE_URL), without trailing slash. */
	siteUrl?: string;
	log: (text: string) => void;
	/** A folder where the build keeps results for the next one (the Markdown copies, the search index). */
	cacheDir?: string;
}
