import { withBase } from './urls.ts';

/**
 * What the hosts' rules files say for agents: the routes of their files, the `Link` header that
 * names them (as Mintlify's sites send on every page), and the negotiation that gives a page's
 * Markdown copy to a request that asks for Markdown (`Accept: text/markdown`, or `text/plain`, as
 * on Mintlify). Of the hosts the build writes rules for, only Vercel can match a request's
 * headers: Netlify's and Cloudflare Pages' `_redirects` cannot.
 */

/** A path served as another file's (`200`), or sent there (`302`). */
export interface AgentRoute {
	from: string;
	to: string;
	status: 200 | 302;
}

/** The `Link` header value that names the agents' files (`</llms.txt>; rel="llms-txt", …`); paths with the base. */
export function agentLinkHeader(linked: readonly { path: string; rel: string }[]): string | undefined {
	return linked.length === 0 ? undefined : linked.map(({ path, rel }) => `<${path}>; rel="${rel}"`).join(', ');
}

/** What a request that asks for Markdown sends: its `Accept` header names `text/markdown` or `text/plain`. */
const asksForMarkdown = { type: 'header', key: 'accept', value: '.*text/(?:markdown|plain).*' } as const;

/**
 * The redirects of `vercel.json` that send a page asked for as Markdown to its copy: `/guides/soil`
 * to `/guides/soil.md`, the home page to `/index.md`. A path with a dot in its last segment is a
 * file (`/llms.txt`, `/guides/soil.md`), left alone.
 */
export function markdownNegotiation(base: string) {
	const root = withBase('/', base);
	const prefix = root.replace(/\/$/, '');
	return [
		{ source: root, has: [asksForMarkdown], destination: withBase('/index.md', base), permanent: false },
		{ source: `${prefix}/:path((?:[^/]+/)*[^/.]+)`, has: [asksForMarkdown], destination: `${prefix}/:path.md`, permanent: false },
	];
}

/** The agents' routes and `Link` header as `vercel.json` says them. */
export function vercelAgentRules(routes: readonly AgentRoute[], base: string, link: string | undefined) {
	const at = (path: string) => withBase(path, base);
	return {
		redirects: routes
			.filter((route) => route.status === 302)
			.map((route) => ({ source: at(route.from), destination: at(route.to), permanent: false })),
		rewrites: routes.filter((route) => route.status === 200).map((route) => ({ source: at(route.from), destination: at(route.to) })),
		headers: link ? [{ source: at('/(.*)'), headers: [{ key: 'Link', value: link }] }] : [],
	};
}
