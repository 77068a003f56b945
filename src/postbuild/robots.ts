import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PostBuildContext } from './context.ts';
import { publicHref } from './site-pages.ts';

/** `robots.txt`: everything may be crawled; the sitemap is named when there is one. */
export function writeRobots(context: PostBuildContext, hasSitemap: boolean): void {
	const lines = ['User-agent: *', 'Allow: /'];
	if (hasSitemap) lines.push('', `Sitemap: ${publicHref(context, '/sitemap.xml')}`);
	writeFileSync(join(context.outDir, 'robots.txt'), `${lines.join('\n')}\n`);
}
