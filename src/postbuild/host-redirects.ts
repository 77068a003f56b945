import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PostBuildContext } from './context.ts';
import { addSiteHeader } from './headers-file.ts';
import { hostRedirectRule, normalise, vercelRedirect, type VercelRedirect } from '../urls/host-redirect-rules.ts';
import { withBase } from '../urls/urls.ts';
import { agentLinkHeader, markdownNegotiation, vercelAgentRules, type AgentRoute } from '../urls/agent-host-rules.ts';

/**
 * Writes the rules files of the hosts that apply redirects before serving files, beside the
 * redirect pages (src/postbuild/redirects.ts), which every host serves: `_redirects` (Cloudflare
 * Pages answers with the rule's status; Netlify and GitLab Pages, where a file is served before a
 * rule, answer a path that has a redirect page with that page) and `vercel.json` (read by Vercel
 * when the built folder is what is deployed). A wildcard sent to one page (`/old/:slug*` to
 * `/new`) only works on these hosts. The agents' files add their routes (`agentRoutes`), a
 * `Link` header that names them (`_headers`, and `vercel.json`), and on Vercel, which can match
 * a request's headers, a page asked for with `Accept: text/markdown` is sent to its Markdown
 * copy. Returns the number of the config's redirects each file has.
 */
export function writeHostRedirects(
	context: PostBuildContext,
	agentRoutes: readonly AgentRoute[] = [],
	linked: readonly { path: string; rel: string }[] = [],
): { redirectsFile: number; vercel: number } {
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
	const counts = { redirectsFile: lines.length, vercel: vercel.length };
	const at = (path: string) => withBase(path, context.base);
	lines.push(...agentRoutes.map((route) => `${at(route.from)} ${at(route.to)} ${route.status}`));
	if (lines.length > 0) writeFileSync(join(context.outDir, '_redirects'), `${lines.join('\n')}\n`);
	const link = agentLinkHeader(linked.map((entry) => ({ ...entry, path: at(entry.path) })));
	// The folder's own `_headers` is kept, with the header added (the CSP step adds its own the same way).
	if (link) addSiteHeader(context.outDir, at('/*'), 'Link', link);
	const agents = vercelAgentRules(agentRoutes, context.base, link);
	const vercelFile = {
		redirects: [...vercel, ...agents.redirects, ...markdownNegotiation(context.base)],
		...(agents.rewrites.length > 0 ? { rewrites: agents.rewrites } : {}),
		...(agents.headers.length > 0 ? { headers: agents.headers } : {}),
	};
	const vercelPath = join(context.outDir, 'vercel.json');
	if (existsSync(vercelPath))
		context.log("vercel.json: the docs folder's own is kept (no redirects, Markdown on request or Link header of the build in it)");
	else writeFileSync(vercelPath, `${JSON.stringify(vercelFile, null, '\t')}\n`);
	return counts;
}
