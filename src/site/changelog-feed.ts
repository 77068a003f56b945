import type { SiteModel } from './load-site.ts';

/**
 * Changelog feeds, as Mintlify makes them: a page that uses `Update` gets an RSS feed at its
 * address plus `/rss.xml`. Decided here from the site model, before the pages are rendered, so
 * that a page links to its feed (the `<link rel="alternate">` of its head, the button of
 * `rss: true`) exactly when the post-build writes it (src/postbuild/changelog/).
 */

/** The site path of a page's feed: `/changelog` is `/changelog/rss.xml`, the home page's `/rss.xml`. */
export function feedHref(pageHref: string): string {
	return `${pageHref.replace(/\/+$/, '')}/rss.xml`;
}

/** Whether the page at `path` uses `Update` (as its check read it before the build) and was built from its source. */
export function usesUpdates(site: SiteModel, path: string): boolean {
	const page = site.pages[path];
	return page !== undefined && !page.generated && page.components.includes('Update') && !site.failed?.[path];
}

/**
 * Whether the page at `path` gets a feed: it uses `Update`. A feed's links are absolute (feed
 * readers read it away from the site), so without the site's public URL (`SITE_URL`) there is
 * none, as there is no sitemap.
 */
export function hasFeed(site: SiteModel, path: string, siteUrl: string | undefined): boolean {
	return Boolean(siteUrl) && usesUpdates(site, path);
}
