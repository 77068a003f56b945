import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PostBuildContext } from './context.ts';
import { hostRedirectRule, normalise, vercelRedirect, type VercelRedirect } from '../urls/host-redirect-rules.ts';

/**
 * Writes the rules files of the hosts that apply redirects before serving files, beside the
 * redirect pages (src/postbuild/redirects.ts), which every host serves: `_redirects` (Cloudflare
 * Pages answers with the rule's status; Netlify and GitLab Pages, where a file is served before a
 * rule, answer a path that has a redirect page with that page) and `vercel.json` (read by Vercel
 * when the built folder is what is deployed). A wildcard sent to one page (`/old/:slug*` to
 * `/new`) only works on these hosts. Returns the number of rules of each file.
 */
export function writeHostRedirects(context: PostBuildContext): { redirectsFile: number; vercel: number } {
	const lines: string[] = [];
	const vercel: VercelRedirect[] = [];
	// A page built at a plain source is served, as by the redirect pages (./redirects.ts): the same site on every host.
	const pageHrefs = new Set(Object.values(context.site.pages).map((page) => page.href));
	for (const redirect of context.site.config.redirects ?? []) {
		if (pageHrefs.has(normalise(redirect.source))) continue;
		const rule = hostRedirectRule(redirect, context.base);
		const vercelRule = vercelRedirect(redirect, context.base);
		// What a host cannot say is named when the config is read (src/config/redirect-check.ts).
		if ('line' in rule) lines.push(rule.line);
		if ('source' in vercelRule) vercel.push(vercelRule);
	}
	if (lines.length > 0) writeFileSync(join(context.outDir, '_redirects'), `${lines.join('\n')}\n`);
	if (vercel.length > 0) writeFileSync(join(context.outDir, 'vercel.json'), `${JSON.stringify({ redirects: vercel }, null, '\t')}\n`);
	return { redirectsFile: lines.length, vercel: vercel.length };
}
