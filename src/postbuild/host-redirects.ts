import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hasScheme, withBase } from '../urls/urls.ts';
import type { PostBuildContext } from './context.ts';
import { normalise } from './redirects.ts';

/** A redirect as docs.json writes it. */
interface ConfigRedirect {
	source: string;
	destination: string;
	permanent?: boolean | undefined;
}

/**
 * A redirect of docs.json as a line of `_redirects`, the rules file that Netlify, Cloudflare Pages
 * and GitLab Pages read from the site's folder (`from to status`): `:name*` is their splat (`*`,
 * `:splat` in the destination), `:name` their placeholder, a `*` inside a segment a splat too;
 * 308, or 307 when `permanent` is false, as on Mintlify. A rule they cannot say has a `reason`.
 */
export function hostRedirectRule(redirect: ConfigRedirect, base: string): { line: string } | { reason: string } {
	const source = normalise(redirect.source);
	const splats = source.match(/:[A-Za-z_]\w*\*|\*/g) ?? [];
	if (splats.length > 1) return { reason: 'it has more than one wildcard, and these hosts take one' };
	const named = splats[0]?.startsWith(':') ? splats[0].slice(1, -1) : undefined;
	if (splats[0] !== undefined && !source.endsWith(splats[0])) return { reason: 'its wildcard is not at its end' };
	const placeholders = new Set([...source.matchAll(/:([A-Za-z_]\w*)(?!\w|\*)/g)].map((match) => match[1]!));
	const from = source.replace(/:[A-Za-z_]\w*\*$/, '*');
	let to = redirect.destination;
	if (named !== undefined) to = to.replaceAll(`:${named}*`, ':splat');
	if (splats[0] === '*') to = to.replace(/\*/g, ':splat');
	const unknown = [...to.matchAll(/:([A-Za-z_]\w*)/g)]
		.map((match) => match[1]!)
		.filter((name) => name !== 'splat' && !placeholders.has(name));
	if (!hasScheme(to) && unknown.length > 0)
		return { reason: `its destination names ${unknown.map((name) => `:${name}`).join(', ')}, which its source does not` };
	const target = hasScheme(to) ? to : withBase(to, base);
	return { line: `${withBase(from, base)} ${target} ${redirect.permanent === false ? 307 : 308}` };
}

/**
 * Writes `_redirects` for the hosts that apply rules before serving files, beside the redirect
 * pages (src/postbuild/redirects.ts), which every host serves: Cloudflare Pages answers with the
 * rule's status; Netlify and GitLab Pages, where a file is served before a rule, answer a path
 * that has a redirect page with that page. A wildcard sent to one page (`/old/:slug*` to `/new`)
 * only works on these hosts. Returns the number of rules written.
 */
export function writeHostRedirects(context: PostBuildContext): number {
	const lines: string[] = [];
	// A page built at a plain source is served, as by the redirect pages (./redirects.ts): the same site on every host.
	const pageHrefs = new Set(Object.values(context.site.pages).map((page) => page.href));
	for (const redirect of context.site.config.redirects ?? []) {
		if (pageHrefs.has(normalise(redirect.source))) continue;
		const rule = hostRedirectRule(redirect, context.base);
		if ('line' in rule) lines.push(rule.line);
		else context.log(`warning: redirect "${redirect.source}" -> "${redirect.destination}" not in _redirects: ${rule.reason}`);
	}
	if (lines.length === 0) return 0;
	writeFileSync(join(context.outDir, '_redirects'), `${lines.join('\n')}\n`);
	return lines.length;
}
