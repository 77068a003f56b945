/**
 * The playground's proxy, for APIs that do not allow requests from the docs' origin (CORS). The
 * wire protocol, shared by the page, the proxy of `trellis dev` and `trellis preview`
 * (src/integration/playground-proxy.ts) and the deployable one of the README: the page sends the
 * request to `<proxy>?url=<the API's URL, encoded>` with its method, headers and body; the proxy
 * sends it on and answers with the API's status, headers and body. It keeps nothing.
 */

/** Where `trellis dev` and `trellis preview` serve their proxy, under the site's base path. */
export const localProxyPath = '/_trellis/proxy';
/** The request's cookies: a page cannot set `Cookie` on a request, so it sends them under this name. */
export const cookieHeader = 'x-trellis-cookie';
/** A redirect's `Location`, renamed so that the browser does not follow it past the proxy. */
export const locationHeader = 'x-trellis-location';
/** On every answer of a Trellis proxy, so that the page tells it from a static host's 404. */
export const proxyMarkHeader = 'x-trellis-proxy';

/** The address a request to `target` is sent to through `proxy`. */
export function proxiedUrl(proxy: string, target: string): string {
	return `${proxy}${proxy.includes('?') ? '&' : '?'}url=${encodeURIComponent(target)}`;
}

let offered: Promise<string | undefined> | undefined;

/**
 * The proxy a playground sends through, as its page says: `data-proxy` always (the configured
 * one, or the dev server's); `data-proxy-probe` when the page's own server answers there as a
 * Trellis proxy (`trellis preview`). That is asked once, and only on the reader's own machine: a
 * published site never sends a request for it.
 */
export function chosenProxy(section: HTMLElement): Promise<string | undefined> {
	const { proxy, proxyProbe } = section.dataset;
	if (proxy) return Promise.resolve(proxy);
	if (!proxyProbe || !/^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/.test(location.hostname)) return Promise.resolve(undefined);
	offered ??= fetch(proxyProbe).then(
		(answer) => (answer.ok && answer.headers.has(proxyMarkHeader) ? proxyProbe : undefined),
		() => undefined,
	);
	return offered;
}
