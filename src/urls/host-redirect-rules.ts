import { hasScheme, withBase } from './urls.ts';

/**
 * What each kind of host can say of a redirect of docs.json: the pages that redirect by themselves
 * (any host), the rules of `_redirects` (Netlify, Cloudflare Pages, GitLab Pages) and those of
 * `vercel.json` (Vercel). The config's check names what a host cannot say
 * (src/config/redirect-check.ts); the post-build writes what each can (src/postbuild/).
 */

/** A redirect's path as a site path: one leading slash, no doubled ones, none at the end (`old/` is `/old`). */
export function normalise(path: string): string {
	const withSlash = path.startsWith('/') ? path : `/${path}`;
	return withSlash.replace(/\/{2,}/g, '/').replace(/(.)\/+$/, '$1');
}

/** A parameter of a redirect's path: `:slug`, or `:slug*` for the rest of the path. */
export const redirectParameter = /:([A-Za-z_][\w]*)(\*)?/g;

/**
 * Why a redirect has no redirect pages, if it has none: its wildcards can only be expanded over
 * the site's own pages that its destination names, so every parameter of its source must be in a
 * destination of this site, and a bare `*` names nothing.
 */
export function redirectPagesReason({ source, destination }: ConfigRedirect): string | undefined {
	const sourceParams = [...source.matchAll(redirectParameter)].map((match) => match[1]!);
	const bareStar = /(?<!:[A-Za-z_]\w*)\*/.test(source);
	if (sourceParams.length === 0 && !bareStar) return undefined;
	if (bareStar) return 'its * names no part of the destination';
	if (hasScheme(destination)) return 'it sends a whole folder to another site';
	const destinationParams = new Set([...destination.matchAll(redirectParameter)].map((match) => match[1]!));
	const missing = sourceParams.filter((name) => !destinationParams.has(name));
	return missing.length > 0 ? `its destination does not name ${missing.map((name) => `:${name}`).join(', ')}` : undefined;
}

/** A redirect as docs.json writes it. */
export interface ConfigRedirect {
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
