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
 * Whether a page goes into the site's own search, by Mintlify's rules: never an entry that only
 * links elsewhere nor a page with `searchable: false`; with `seo.indexing: "all"` every other page;
 * else not a `noindex` page nor one with `hidden: true`, and only a page the navigation lists: where
 * a hidden group or tab lists it, only when that level says `searchable: true` (or the page says
 * `hidden: false`).
 */
export function isInSiteSearch(site: Pick<SiteModel, 'config' | 'navigation'>, page: PageFile): boolean {
	if (page.frontmatter.url || page.frontmatter.searchable === false) return false;
	if (site.config.seo?.indexing === 'all') return true;
	if (page.frontmatter.hidden || page.frontmatter.noindex) return false;
	const listed = site.navigation.pages[page.path]?.search;
	if (!listed) return false;
	return !listed.hidden || page.frontmatter.hidden === false;
}

/**
 * A page's multiplier in the site's search: its own `boost`, else that of the nearest navigation
 * group or tab that sets one, else 1 (no change).
 */
export function searchBoostOf(site: Pick<SiteModel, 'navigation'>, page: PageFile): number {
	return page.frontmatter.boost ?? site.navigation.pages[page.path]?.search?.boost ?? 1;
}
