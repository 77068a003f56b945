import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { feedHref, hasFeed, usesUpdates } from '../../site/changelog-feed.ts';
import { hasScheme } from '../../urls/urls.ts';
import { builtFileOf } from '../built-files.ts';
import type { PostBuildContext } from '../context.ts';
import { publicHref } from '../site-pages.ts';
import type { ResolveUrl } from './feed-html.ts';
import { feedItems, rssXml } from './rss-feed.ts';
import { changelogPage } from './update-entries.ts';

/**
 * The changelog feeds: for each page that uses `Update` (src/site/changelog-feed.ts), an RSS feed
 * at its address plus `/rss.xml`, made from the entries of its built HTML (./update-entries.ts):
 * what the reader sees, whichever way an entry got onto the page, with the anchors the page has.
 * A feed's links are absolute, so without SITE_URL none is written and the log says how to get
 * them, as for the sitemap. A file the docs folder has at that place is kept.
 */
export function writeFeeds(context: PostBuildContext): void {
	const { site } = context;
	const paths = Object.keys(site.pages)
		.filter((path) => usesUpdates(site, path))
		.sort();
	if (paths.length === 0) return;
	if (!context.siteUrl) {
		context.log(
			`rss.xml skipped for ${paths.length === 1 ? 'the page' : `${paths.length} pages`} with Update components: a feed needs the public URL of the site. Set SITE_URL (e.g. SITE_URL=https://docs.example.com npm run build) to write ${paths.length === 1 ? 'it' : 'them'}.`,
		);
		return;
	}
	for (const path of paths) {
		if (!hasFeed(site, path, context.siteUrl)) continue;
		const page = site.pages[path]!;
		const file = feedHref(page.href).slice(1);
		const target = join(context.outDir, file);
		if (existsSync(target)) {
			context.log(`${file}: the docs folder's own is kept`);
			continue;
		}
		const pageUrl = publicHref(context, page.href);
		const { lang, entries } = changelogPage(readFileSync(builtFileOf(context.outDir, page.href), 'utf8'), absoluteUrl(context, pageUrl));
		const fullTitle = page.title === site.config.name ? page.title : `${page.title} - ${site.config.name}`;
		const xml = rssXml(
			{
				title: fullTitle,
				link: pageUrl,
				description: page.frontmatter.description || fullTitle,
				self: publicHref(context, feedHref(page.href)),
				language: lang,
			},
			feedItems(entries, pageUrl),
		);
		mkdirSync(dirname(target), { recursive: true });
		writeFileSync(target, xml);
	}
}

/**
 * A link or image of a page, as a feed reader away from the site can follow it: from the site root
 * (the base path already in it) after the site's URL, an anchor after the page's, a relative one
 * from the page; `http:`, `https:` and `mailto:` as they are; other schemes (`javascript:`,
 * `data:` …) are left out.
 */
function absoluteUrl(context: PostBuildContext, pageUrl: string): ResolveUrl {
	return (url) => {
		const value = url.trim();
		if (value === '') return undefined;
		if (value.startsWith('//')) return `https:${value}`;
		if (hasScheme(value)) return /^(?:https?|mailto):/i.test(value) ? value : undefined;
		if (value.startsWith('/')) return `${context.siteUrl}${value}`;
		if (value.startsWith('#')) return `${pageUrl}${value}`;
		return new URL(value, pageUrl).href;
	};
}
