import type { PageFile } from '../page-files/scan-pages.ts';
import type { SiteModel } from './load-site.ts';

/**
 * Whether a page is offered to search engines and machine readers: no `noindex` in its head,
 * listed in the sitemap and llms.txt. Never a `noindex` page nor an entry
 * that only links elsewhere (`url`); a hidden page (built, not in the navigation) only with
 * `seo.indexing: "all"` (the legacy `seo.indexHiddenPages`), as on Mintlify.
 */
export function isIndexable(site: Pick<SiteModel, 'config' | 'navigation'>, page: PageFile): boolean {
	if (page.frontmatter.noindex || page.frontmatter.url) return false;
	const placement = site.navigation.pages[page.path];
	if (!placement) return false;
	return placement.inNavigation || site.config.seo?.indexing === 'all';
}

/**
 * Whether a page goes into the site's own search: not when `hidden` or `noindex`, unless
 * `seo.indexing: "all"` (which then brings in both), never with `searchable: false` nor an entry
 * that only links elsewhere.
 * Apart from isIndexable: a page left out of the navigation without `hidden: true` is still found.
 */
export function isInSiteSearch(site: Pick<SiteModel, 'config'>, page: PageFile): boolean {
	if (page.frontmatter.url || page.frontmatter.searchable === false) return false;
	if (site.config.seo?.indexing === 'all') return true;
	return !page.frontmatter.hidden && !page.frontmatter.noindex;
}
