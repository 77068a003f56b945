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

/** The placeholders a destination names that its source does not: no host can fill them. */
function unknownPlaceholders(source: string, destination: string, splat?: 'splat'): string | undefined {
	if (hasScheme(destination)) return undefined;
	const known = new Set([...source.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => match[1]!).concat(splat ?? []));
	const unknown = [...destination.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => match[1]!).filter((name) => !known.has(name));
	return unknown.length > 0
		? `its destination names ${unknown.map((name) => `:${name}`).join(', ')}, which its source does not`
		: undefined;
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
	const from = source.replace(/:[A-Za-z_]\w*\*$/, '*');
	let to = redirect.destination;
	if (named !== undefined) to = to.replaceAll(`:${named}*`, ':splat');
	if (splats[0] === '*') to = to.replace(/\*/g, ':splat');
	const unknown = unknownPlaceholders(source, to, splats[0] === undefined ? undefined : 'splat');
	if (unknown !== undefined) return { reason: unknown };
	const target = hasScheme(to) ? to : withBase(to, base);
	return { line: `${withBase(from, base)} ${target} ${redirect.permanent === false ? 307 : 308}` };
}

/** A redirect as `vercel.json` holds it. */
export interface VercelRedirect {
	source: string;
	destination: string;
	permanent: boolean;
}

/**
 * A redirect of docs.json as Vercel reads it from `vercel.json`: Vercel's sources are Mintlify's
 * own (path-to-regexp: `:name`, `:name*`), so a rule keeps its form; a bare `*`, which
 * path-to-regexp refuses, becomes a named wildcard (`:splat(.*)`, then `:splat2(.*)` …) that the
 * destination's `*`s name in turn. `permanent` gives 308, `false` 307, as on Mintlify.
 */
export function vercelRedirect(redirect: ConfigRedirect, base: string): VercelRedirect | { reason: string } {
	let count = 0;
	const name = () => `splat${++count === 1 ? '' : count}`;
	const source = normalise(redirect.source).replace(/(?<!:[A-Za-z_]\w*)\*/g, () => `:${name()}(.*)`);
	const stars = count;
	count = 0;
	const destination = hasScheme(redirect.destination)
		? redirect.destination
		: redirect.destination.replace(/(?<!:[A-Za-z_]\w*)\*/g, () => (count < stars ? `:${name()}` : '*'));
	const unknown = unknownPlaceholders(source, destination);
	if (unknown !== undefined) return { reason: unknown };
	return {
		source: withBase(source, base),
		destination: hasScheme(destination) ? destination : withBase(destination, base),
		permanent: redirect.permanent !== false,
	};
}

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
		const said = `redirect "${redirect.source}" -> "${redirect.destination}"`;
		const rule = hostRedirectRule(redirect, context.base);
		const vercelRule = vercelRedirect(redirect, context.base);
		if ('line' in rule) lines.push(rule.line);
		if ('source' in vercelRule) vercel.push(vercelRule);
		if ('reason' in rule && 'reason' in vercelRule && rule.reason === vercelRule.reason)
			context.log(`warning: ${said} not in _redirects or vercel.json: ${rule.reason}`);
		else {
			if ('reason' in rule) context.log(`warning: ${said} not in _redirects: ${rule.reason}`);
			if ('reason' in vercelRule) context.log(`warning: ${said} not in vercel.json: ${vercelRule.reason}`);
		}
	}
	if (lines.length > 0) writeFileSync(join(context.outDir, '_redirects'), `${lines.join('\n')}\n`);
	if (vercel.length > 0) writeFileSync(join(context.outDir, 'vercel.json'), `${JSON.stringify({ redirects: vercel }, null, '\t')}\n`);
	return { redirectsFile: lines.length, vercel: vercel.length };
}
