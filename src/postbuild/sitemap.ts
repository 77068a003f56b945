import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PostBuildContext } from './context.ts';
import { allPages, publicHref } from './site-pages.ts';
import { escapeHtml } from '../html/escaping.ts';
import { isIndexable } from '../site/indexing.ts';

/**
 * `sitemap.xml`: the indexable pages (src/site/indexing.ts) at their public URL. Sitemaps need
 * absolute URLs: without SITE_URL nothing is written, and the log says how to get one.
 */
export function writeSitemap(context: PostBuildContext): boolean {
	if (!context.siteUrl) {
		context.log(
			'sitemap.xml skipped: the public URL of the site is not set. Set SITE_URL (e.g. SITE_URL=https://docs.example.com npm run build) to write it.',
		);
		return false;
	}
	const urls = allPages(context)
		.filter((page) => isIndexable(context.site, page))
		.map((page) => `  <url><loc>${escapeHtml(publicHref(context, page.href))}</loc></url>`);
	const xml = [
		'<?xml version="1.0" encoding="UTF-8"?>',
		'<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
		...urls,
		'</urlset>',
		'',
	].join('\n');
	writeFileSync(join(context.outDir, 'sitemap.xml'), xml);
	return true;
}
