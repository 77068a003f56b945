import { createHash } from 'node:crypto';
import { attributeValue, pageTags, rawTextElements, type PageTags } from './html-tags.ts';
import type { PostBuildContext } from './context.ts';
import { addSiteHeader } from './headers-file.ts';
import { islandFetchUrls } from './island-connect.ts';
import { feedbackSettings } from '../config/feedback-settings.ts';
import { analyticsSources, type AnalyticsSources } from '../site/analytics.ts';
import { tokenEndpointsOf } from '../openapi/security-requirements.ts';

/**
 * The Content-Security-Policy of the built site, computed from what the pages hold: scripts only
 * from the site's own files and the inline scripts the build wrote (by hash), styles from files,
 * `<style>` elements and `style` attributes by hash. Each page gets its own policy in a `<meta>`;
 * `_headers` (Netlify, Cloudflare Pages) gets the one for the whole site, for hosts that send it
 * as a header. The inline code hashed is the build's own: OpenAPI text is sanitised and shown as
 * text (tests/build/untrusted-spec.test.ts), and MDX pages are the site authors'.
 */

/** What a page runs and styles inline, and what it loads from elsewhere. */
export interface PageSources {
	scripts: Set<string>;
	styles: Set<string>;
	styleAttributes: Set<string>;
	/** Origins of embedded frames (`<iframe src>`). */
	frames: Set<string>;
	/** Mermaid draws diagrams with styles made in the browser, which no hash can name. */
	mermaid: boolean;
}

const executableScriptTypes = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/** Reads the inline scripts and styles of a page, as the browser hashes them: script and style text raw, attribute values decoded. */
export function pageSources(html: string, tags: PageTags = pageTags(html)): PageSources {
	const sources: PageSources = { scripts: new Set(), styles: new Set(), styleAttributes: new Set(), frames: new Set(), mermaid: false };
	for (const element of rawTextElements(html)) {
		if (element.name === 'style') sources.styles.add(element.text);
		else if (
			attributeValue(element.attributes, 'src') === undefined &&
			executableScriptTypes.has((attributeValue(element.attributes, 'type') ?? '').toLowerCase())
		)
			sources.scripts.add(element.text);
	}
	for (const { name, attributes } of tags.all) {
		// Most tags have none of the attributes read here: a plain test first.
		if (!/\b(?:style|src|class)\b/i.test(attributes)) continue;
		const style = attributeValue(attributes, 'style');
		if (style !== undefined) sources.styleAttributes.add(style);
		if (name === 'iframe') {
			const origin = httpOrigin(attributeValue(attributes, 'src') ?? '');
			if (origin) sources.frames.add(origin);
		}
		if (name === 'pre' && attributeValue(attributes, 'class')?.split(/\s+/).includes('mermaid')) sources.mermaid = true;
	}
	return sources;
}

export function sha256(text: string): string {
	return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** A host as a policy may name it: a name or an IPv6 address, a `*.` first part, a port or `:*`; nothing else. */
const hostSource = /^(?:\*\.)?(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::(?:\d+|\*))?$/;

/**
 * The scheme and host of a URL of one of `schemes`, a `{variable}` first part of the host or port
 * made a wildcard. `host` is undefined when it is not one a policy can name (a variable, or text
 * of the spec that is no host, which must not reach the policy's attribute).
 */
function schemeAndHost(url: string, schemes: RegExp): { scheme: string; host: string | undefined; variable: boolean } | undefined {
	const match = new RegExp(`^(${schemes.source})://([^/?#]+)`, 'i').exec(url.trim());
	if (!match) return undefined;
	const host = match[2]!
		.replace(/^\{[^}]*\}(?=\.)/, '*')
		.replace(/:\{[^}]*\}$/, ':*')
		.toLowerCase();
	return {
		scheme: match[1]!.toLowerCase(),
		host: hostSource.test(host) ? host : undefined,
		variable: /^[^{}]*\{[^{}]+\}[^{}]*$/.test(host),
	};
}

/** The origin of an http(s) URL (a `{variable}` in its host made a wildcard), if it is one. */
export function httpOrigin(url: string): string | undefined {
	const parts = schemeAndHost(url, /https?/);
	return parts?.host ? `${parts.scheme}://${parts.host}` : undefined;
}

/**
 * What a WebSocket playground may connect to for a `ws`/`wss` server: its origin, or its scheme
 * alone when a variable makes the host (the reader, or a custom script, chooses it).
 */
export function socketOrigin(url: string): string | undefined {
	const parts = schemeAndHost(url, /wss?/);
	if (!parts) return undefined;
	if (parts.host) return `${parts.scheme}://${parts.host}`;
	return parts.variable ? `${parts.scheme}:` : undefined;
}

/** What every page of the site may connect to, beside itself. */
function connectOrigins(context: PostBuildContext): string[] {
	const origins = new Set<string>();
	const { config, api } = context.site;
	// The playground sends requests to the base URLs of the API pages; the GitHub button reads the star count.
	for (const model of Object.values(api)) {
		if (model.kind === 'schema') continue;
		// At their defaults, and as the reader may set their variables (a port typed: any port).
		for (const server of [...model.servers, ...Object.values(model.serverVariables ?? {}).map((variables) => variables.template)]) {
			const origin = httpOrigin(server);
			if (origin) origins.add(origin);
		}
		// The playground asks OAuth 2 token URLs for a token, and reads OpenID Connect's discovery document.
		for (const scheme of model.security) {
			for (const url of tokenEndpointsOf(scheme)) {
				const origin = httpOrigin(url);
				if (origin) origins.add(origin);
			}
		}
		// A webhook's test delivery goes to the receiver the reader runs on this machine.
		if (model.kind === 'webhook') for (const host of ['http://localhost:*', 'http://127.0.0.1:*']) origins.add(host);
	}
	// The proxy the playground sends its requests through, when the config names one.
	const proxy = config.api?.playground?.proxy;
	const proxyOrigin = typeof proxy === 'string' ? httpOrigin(proxy) : undefined;
	if (proxyOrigin) origins.add(proxyOrigin);
	// A channel's WebSocket playground connects to its servers.
	for (const channel of Object.values(context.site.channels ?? {}))
		for (const server of channel.servers) {
			const origin = socketOrigin(server.url);
			if (origin) origins.add(origin);
		}
	if (config.navbar?.primary?.type === 'github') origins.add('https://api.github.com');
	// The thumbs rating POSTs each answer there.
	const feedback = feedbackSettings(config);
	const ratings = feedback.thumbsRating && feedback.url ? httpOrigin(feedback.url) : undefined;
	if (ratings) origins.add(ratings);
	return [...origins].sort();
}

const noAnalytics: AnalyticsSources = { script: [], connect: [], img: [], frame: [] };

/**
 * The policy of one page, or of the whole site when `sources` is the union of its pages'.
 * `analytics`: the hosts of the analytics providers and chat widgets the pages load (src/site/analytics.ts).
 * `scriptOrigins`: the sites the folder's own scripts name (src/page-files/custom-files.ts): a
 * script that loads a widget loads its scripts, styles, fonts and frames from there.
 */
export function policyFor(
	sources: PageSources,
	connect: readonly string[],
	analytics: AnalyticsSources = noAnalytics,
	scriptOrigins: readonly string[] = [],
): string {
	const hashes = (texts: Iterable<string>) => [...new Set([...texts].map(sha256))].sort();
	const attributeHashes = hashes(sources.styleAttributes);
	const styleSources = sources.mermaid
		? ["'self'", "'unsafe-inline'"]
		: ["'self'", ...hashes(sources.styles), ...(attributeHashes.length > 0 ? ["'unsafe-hashes'", ...attributeHashes] : [])];
	const directives: [string, ...string[]][] = [
		['default-src', "'self'"],
		// Pagefind, the search, runs WebAssembly.
		['script-src', "'self'", "'wasm-unsafe-eval'", ...unique([...analytics.script, ...scriptOrigins]), ...hashes(sources.scripts)],
		['style-src', ...styleSources, ...scriptOrigins],
		// blob: the playground shows an image, audio or video the API answered with.
		['img-src', "'self'", 'data:', 'blob:', 'https:', ...analytics.img],
		['font-src', "'self'", 'data:', ...scriptOrigins],
		['connect-src', "'self'", ...unique([...connect, ...analytics.connect, ...scriptOrigins])],
		['media-src', "'self'", 'blob:', 'https:'],
		['frame-src', "'self'", ...unique([...[...sources.frames].sort(), ...analytics.frame, ...scriptOrigins])],
		['object-src', "'none'"],
		['base-uri', "'self'"],
		['form-action', "'self'"],
	];
	return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Each value once, in the order of its first mention. */
function unique(values: readonly string[]): string[] {
	return [...new Set(values)];
}

const metaCharset = /<meta charset="utf-8"\s*\/?>/i;

/**
 * Places each page's policy in its `<head>` (before any script or style), page by page as the
 * post-build pass reads them (./html-pass.ts), and at the end writes the site's policy into
 * `_headers`, unless that file (copied from the docs folder) already sets one.
 */
export function createPolicyWriter(context: PostBuildContext) {
	const connect = connectOrigins(context);
	const analytics = analyticsSources(context.site.analytics);
	const scriptOrigins = [...new Set((context.site.customFiles?.scripts ?? []).flatMap((script) => script.origins))].sort();
	const site: PageSources = { scripts: new Set(), styles: new Set(), styleAttributes: new Set(), frames: new Set(), mermaid: false };
	// What the docs' own hydrated components fetch, page by page, and for the whole site.
	const islandScripts = new Map<string, string[]>();
	const siteConnect = new Set(connect);
	return {
		/** The page with its policy placed. `sources`: what it runs and styles inline, when the caller has read them. */
		page(html: string, sources: PageSources = pageSources(html)): string {
			for (const key of ['scripts', 'styles', 'styleAttributes', 'frames'] as const) for (const value of sources[key]) site[key].add(value);
			site.mermaid ||= sources.mermaid;
			const fetched = islandFetchUrls(html, context.outDir, context.base, islandScripts).flatMap((url) => httpOrigin(url) ?? []);
			for (const origin of fetched) siteConnect.add(origin);
			const pageConnect = [...new Set([...connect, ...fetched])].sort();
			const meta = `<meta http-equiv="Content-Security-Policy" content="${policyFor(sources, pageConnect, analytics, scriptOrigins)}">`;
			return metaCharset.test(html)
				? html.replace(metaCharset, (charset) => `${charset}${meta}`)
				: html.replace(/<head>/i, `<head>${meta}`);
		},
		/** Writes the site's policy, the union of its pages', into `_headers`; returns it. */
		finish(): string {
			const policy = policyFor(site, [...siteConnect].sort(), analytics, scriptOrigins);
			if (!addSiteHeader(context.outDir, '/*', 'Content-Security-Policy', policy)) {
				context.log('Content-Security-Policy: _headers from the docs folder sets its own; left as it is.');
			}
			return policy;
		},
	};
}
