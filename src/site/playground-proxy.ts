import type { DocsConfig } from '../config/site-config.ts';
import { tokenEndpointsOf } from '../openapi/security-requirements.ts';
import type { ApiPageModel } from '../openapi/types.ts';

/**
 * The proxy the playground sends its requests through: the one `api.playground.proxy` names;
 * `local`, that of `trellis dev` and `trellis preview` when the page is served by one (true, or
 * unset as on Mintlify, whose default is its proxy); none with false, or with
 * `api.playground.credentials` and no proxy named (the reader's cookies go with straight requests only).
 */
export type PlaygroundProxy = { url: string } | 'local' | undefined;

export function playgroundProxyOf(config: DocsConfig): PlaygroundProxy {
	const playground = config.api?.playground;
	const proxy = playground?.proxy;
	if (typeof proxy === 'string') return { url: proxy };
	if (proxy === false || (proxy === undefined && playground?.credentials === true)) return undefined;
	return 'local';
}

/** How many values of a server's variables are tried together, at most: a spec is data. */
const combinationsCap = 256;

/**
 * The origins a proxy of the site forwards to: those of every server its API pages offer, with
 * their variables at their defaults and at each value of their enums, and those of their OAuth
 * token URLs and OpenID Connect discovery documents (the playground asks them for a token
 * through the proxy). Nothing else: a proxy must not relay a request anywhere a page asks.
 */
export function proxyOrigins(pages: Iterable<ApiPageModel>): Set<string> {
	const origins = new Set<string>();
	const add = (url: string) => {
		// A variable with no default stays `{name}`: no server to forward to.
		if (/[{}]/.test(url) || !URL.canParse(url)) return;
		const parsed = new URL(url);
		if (parsed.protocol === 'https:' || parsed.protocol === 'http:') origins.add(parsed.origin);
	};
	for (const page of pages) {
		if (page.kind !== 'operation') continue;
		for (const server of page.servers) add(server);
		for (const scheme of page.security) tokenEndpointsOf(scheme).forEach(add);
		for (const { template, variables } of Object.values(page.serverVariables ?? {})) {
			let urls = [template];
			for (const { name, default: fallback, enum: values } of variables) {
				const choices = [...new Set([fallback, ...(values ?? [])])];
				urls = urls.flatMap((url) => choices.map((value) => url.replaceAll(`{${name}}`, value))).slice(0, combinationsCap);
			}
			urls.forEach(add);
		}
	}
	return origins;
}
