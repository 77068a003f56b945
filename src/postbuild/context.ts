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
	/** The folder of the pages, where a `skill.md` of the folder is (else the config's folder). */
	pagesRoot?: string;
	/** The files the site would make that the docs folder has its own of (`robots.txt` …): those are kept. */
	ownFiles?: ReadonlySet<OwnSiteFile>;
	/** The output holds what the shards of a split build wrote (`trellis merge`): their pages, with their social cards and Markdown copies. */
	fromShards?: boolean;
}

/** Files a build makes that a docs folder may bring its own of, which then replaces the made one, as on Mintlify. */
export const ownableSiteFiles = ['robots.txt', 'sitemap.xml', 'llms.txt', 'llms-full.txt'] as const;
export type OwnSiteFile = (typeof ownableSiteFiles)[number];
