import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import type { Plugin } from 'vite';
import { cookieHeader, localProxyPath, locationHeader, proxyMarkHeader } from '../browser/playground/proxy.ts';
import { proxyOrigins } from '../site/playground-proxy.ts';
import type { SiteModel } from '../site/load-site.ts';
import { withBase } from '../urls/urls.ts';

/**
 * The playground's proxy of `trellis dev` and `trellis preview` (the protocol:
 * src/browser/playground/proxy.ts). It forwards only to the origins it is given, the servers of
 * the site's API pages, and only requests of the site's own pages: it is no open relay, for other
 * sites the reader visits no more than for the reader. It keeps nothing: no cookie, no credential.
 */

export interface ProxyOptions {
	/** The origins it forwards to (src/site/playground-proxy.ts); read at each request, as the dev server's site changes. */
	origins: () => ReadonlySet<string>;
	/** The largest body it takes or gives, in bytes. */
	maxBytes?: number;
	/** How long it waits for the API, in milliseconds. */
	timeoutMs?: number;
}

/** Headers of one connection (RFC 9110, 7.6.1), which a proxy never passes on. */
const hopByHop = [
	'connection',
	'keep-alive',
	'proxy-authenticate',
	'proxy-authorization',
	'proxy-connection',
	'te',
	'trailer',
	'transfer-encoding',
	'upgrade',
];
/** What of the page's request is the docs site's or the browser's own, not the API's. */
const notForwarded = new Set([...hopByHop, 'host', 'content-length', 'origin', 'referer', 'cookie', 'accept-encoding', 'expect']);
/** What of the API's answer the page must not get: its cookies would be the docs site's; the body comes decoded. */
const notReturned = new Set([
	...hopByHop,
	'set-cookie',
	'content-encoding',
	'content-length',
	'strict-transport-security',
	'alt-svc',
	'location',
]);

function playgroundProxyHandler({ origins, maxBytes = 10 * 1024 * 1024, timeoutMs = 30_000 }: ProxyOptions) {
	return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
		const refuse = (status: number, message: string) => {
			if (response.headersSent) return void response.destroy();
			response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', [proxyMarkHeader]: '1', 'cache-control': 'no-store' });
			response.end(`${message}\n`);
		};
		const refusal = foreignRequest(request);
		if (refusal) return refuse(403, refusal);
		const target = new URL(request.url ?? '/', 'http://proxy').searchParams.get('url');
		// The page asks, with no target, whether its server has this proxy.
		if (target === null && request.method === 'GET') return refuse(200, 'the playground proxy of trellis');
		if (!target || !URL.canParse(target)) return refuse(400, 'the proxy needs the address to send the request to: ?url=<the URL, encoded>');
		const url = new URL(target);
		const allowed = origins();
		if (!allowed.has(url.origin)) {
			const known = [...allowed].sort().join(', ') || 'none';
			return refuse(
				403,
				`the proxy forwards only to the servers and token URLs of this site's API pages (${known}), not to ${url.origin}: ` +
					"add it to the OpenAPI file's servers (or to the enum of a server variable), or send the request from a terminal (the cURL sample)",
			);
		}
		const body = await bodyOf(request, maxBytes);
		if (body === 'too large') return refuse(413, `the request's body is larger than the proxy takes (${maxBytes} bytes)`);
		let answer: Response;
		try {
			answer = await fetch(url, {
				method: request.method ?? 'GET',
				headers: forwardedHeaders(request),
				...(body.length > 0 && request.method !== 'GET' && request.method !== 'HEAD' ? { body: new Uint8Array(body) } : {}),
				// A redirect is the page's to see: the credential goes to no other server.
				redirect: 'manual',
				signal: AbortSignal.timeout(timeoutMs),
			});
		} catch (error) {
			const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
			return timedOut
				? refuse(504, `${url.origin} did not answer within ${timeoutMs / 1000} s`)
				: refuse(502, `the proxy could not reach ${url.origin}: ${reasonOf(error)}`);
		}
		response.statusCode = answer.status;
		for (const [name, value] of answer.headers) if (!notReturned.has(name)) response.appendHeader(name, value);
		const location = answer.headers.get('location');
		if (location) response.setHeader(locationHeader, location);
		response.setHeader(proxyMarkHeader, '1');
		let sent = 0;
		for await (const chunk of answer.body ?? []) {
			sent += chunk.byteLength;
			// The status is sent by now: a body past the limit is cut, which the page shows as a failed request.
			if (sent > maxBytes) return void response.destroy();
			response.write(chunk);
		}
		response.end();
	};
}

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/** The proxy at `<base>/_trellis/proxy`; any other request goes to `next`. */
export function playgroundProxyMiddleware(base: string, options: ProxyOptions): Middleware {
	const path = withBase(localProxyPath, base);
	const handle = playgroundProxyHandler(options);
	return (request, response, next) => {
		if ((request.url ?? '').split('?')[0] !== path) return next();
		handle(request, response).catch(() => response.destroy());
	};
}

const originsOfSite = new WeakMap<SiteModel, ReadonlySet<string>>();

/** The origins a site's proxy forwards to, computed once per site model. */
export function siteProxyOrigins(site: SiteModel | undefined): ReadonlySet<string> {
	if (!site) return new Set();
	const known = originsOfSite.get(site);
	if (known) return known;
	const origins = proxyOrigins(Object.values(site.api));
	originsOfSite.set(site, origins);
	return origins;
}

/** The proxy of `trellis dev`, before Astro's own pages; `site` is the dev server's site model as it is now. */
export function playgroundProxyPlugin(base: string, site: () => SiteModel | undefined): Plugin {
	return {
		name: 'trellis:playground-proxy',
		configureServer(server) {
			server.middlewares.use(playgroundProxyMiddleware(base, { origins: () => siteProxyOrigins(site()) }));
		},
	};
}

/** Why a request does not come from the site's own pages, or nothing when it does. */
function foreignRequest(request: IncomingMessage): string | undefined {
	const { origin, host } = request.headers;
	const site = request.headers['sec-fetch-site'];
	if ((site && site !== 'same-origin') || (origin && (!URL.canParse(origin) || new URL(origin).host !== host)))
		return "the proxy answers only the site's own pages";
	// A name that is not this machine's could be another site's, turned to this address (DNS rebinding).
	const hostname = new URL(`http://${host ?? ''}`).hostname.replace(/^\[|\]$/g, '');
	if (hostname !== 'localhost' && !hostname.endsWith('.localhost') && isIP(hostname) === 0)
		return `the proxy answers only at an IP address or localhost, not at ${hostname}`;
	return undefined;
}

function forwardedHeaders(request: IncomingMessage): Headers {
	const headers = new Headers();
	const perConnection = new Set(
		String(request.headers.connection ?? '')
			.toLowerCase()
			.split(/\s*,\s*/),
	);
	for (const [name, value] of Object.entries(request.headers)) {
		if (
			value === undefined ||
			notForwarded.has(name) ||
			perConnection.has(name) ||
			name.startsWith('sec-') ||
			name.startsWith('x-trellis-')
		)
			continue;
		for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
	}
	const cookies = request.headers[cookieHeader];
	if (typeof cookies === 'string' && cookies !== '') headers.set('cookie', cookies);
	return headers;
}

/** The request's body, or `too large` past `maxBytes` (the rest is not read). */
async function bodyOf(request: IncomingMessage, maxBytes: number): Promise<Buffer | 'too large'> {
	const declared = Number(request.headers['content-length'] ?? 0);
	if (declared > maxBytes) return 'too large';
	const chunks: Buffer[] = [];
	let size = 0;
	for await (const chunk of request as AsyncIterable<Buffer>) {
		size += chunk.length;
		if (size > maxBytes) return 'too large';
		chunks.push(chunk);
	}
	return Buffer.concat(chunks);
}

/** What a failed fetch says, with the system's reason (`ECONNREFUSED`) when it has one. */
function reasonOf(error: unknown): string {
	const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
	return cause instanceof Error ? ('code' in cause && typeof cause.code === 'string' ? cause.code : cause.message) : String(cause);
}
