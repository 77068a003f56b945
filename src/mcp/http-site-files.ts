import { fetchFailure } from '../urls/fetch-failure.ts';
import type { SiteFiles } from './site-files.ts';

/**
 * A published site's files, read over HTTP from its origin alone: an address the site names, or
 * a redirect it answers with, that leads to another origin is not followed. Each answer is
 * awaited for a time, and read up to a size, so that a site that hangs or answers without end
 * does not hold the server.
 */

export interface HttpLimits {
	/** How long one request may take, answer read. */
	timeoutMs: number;
	/** The largest answer read (a spec, the search index's largest chunk, trellis-site.json). */
	maxBytes: number;
}

const defaultLimits: HttpLimits = { timeoutMs: 15_000, maxBytes: 32 * 1024 * 1024 };

/** Redirects followed in a row (within the origin) before giving up. */
const maxRedirects = 5;

/** Whether an argument names a site by its address rather than a folder. */
export const isSiteAddress = (value: string): boolean => /^[a-z][a-z\d+.-]*:\/\//i.test(value.trim());

/**
 * The root of the site at `address` (its origin and base path, ending with `/`), or why it cannot
 * be read: only http(s), without credentials; a query or fragment is left out.
 */
export function siteRootOf(address: string): URL | { error: string } {
	let url: URL;
	try {
		url = new URL(address.trim());
	} catch {
		return { error: `${address} is not a valid address` };
	}
	if (url.protocol !== 'http:' && url.protocol !== 'https:') {
		return { error: `${address}: only http:// and https:// addresses are read (not ${url.protocol})` };
	}
	if (url.username !== '' || url.password !== '') {
		// Said without them: a message may be shown or logged.
		return { error: `${url.protocol}//${url.host}: an address with a user name or password is not read` };
	}
	url.search = '';
	url.hash = '';
	if (!url.pathname.endsWith('/')) url.pathname = `${url.pathname}/`;
	return url;
}

/**
 * The address of the site's file at `path`, from the site's root; undefined when it is not a file
 * of the site: another origin (`//elsewhere.example`, `https://elsewhere.example/x`), or a path
 * out of the site's base path (`../x`, in any spelling: the URL parser resolves them first).
 */
export function siteFileUrl(root: URL, path: string): URL | undefined {
	if (path.includes('\\') || /[\0-\x1f]/.test(path)) return undefined;
	let url: URL;
	try {
		url = new URL(path.replace(/^\/+/, ''), root);
	} catch {
		return undefined;
	}
	if (url.origin !== root.origin || !url.pathname.startsWith(root.pathname)) return undefined;
	return url;
}

/** Where a redirect leads, when it stays on the site's origin; the error to give otherwise. */
export function redirectTarget(from: URL, location: string | null, root: URL): URL | { error: string } {
	if (location === null) return { error: `${from.href} answered with a redirect that names no address` };
	let target: URL;
	try {
		target = new URL(location, from);
	} catch {
		return { error: `${from.href} redirects to "${location}", which is not a valid address` };
	}
	if (target.origin !== root.origin) {
		return { error: `${from.href} redirects to ${target.href}, on another origin: not followed (only ${root.origin} is read)` };
	}
	return target;
}

/** The files of the published site whose root is `root` (see {@link siteRootOf}). */
export function httpSiteFiles(root: URL, limits: HttpLimits = defaultLimits): SiteFiles {
	return {
		location: root.href,
		origin: root.origin,
		shown: (path) => siteFileUrl(root, path)?.href ?? path,
		async read(path) {
			const url = siteFileUrl(root, path);
			return url === undefined ? undefined : fetchFile(url, root, limits);
		},
	};
}

/** A file's bytes; undefined when the site has none there (404, 410, or an HTML page where a file was asked for). */
async function fetchFile(first: URL, root: URL, limits: HttpLimits): Promise<Uint8Array | undefined> {
	const signal = AbortSignal.timeout(limits.timeoutMs);
	let url = first;
	for (let redirects = 0; ; redirects++) {
		let response: Response;
		try {
			response = await fetch(url, { redirect: 'manual', signal });
		} catch (error) {
			throw new Error(`could not read ${url.href}: ${fetchFailure(url.href, error, limits.timeoutMs)}`, { cause: error });
		}
		if (response.status >= 300 && response.status < 400) {
			await response.body?.cancel();
			if (redirects === maxRedirects) throw new Error(`${first.href}: more than ${maxRedirects} redirects`);
			const target = redirectTarget(url, response.headers.get('location'), root);
			if ('error' in target) throw new Error(target.error);
			url = target;
			continue;
		}
		if (response.status === 404 || response.status === 410) {
			await response.body?.cancel();
			return undefined;
		}
		if (!response.ok) {
			await response.body?.cancel();
			throw new Error(`${url.href} answered ${response.status} ${response.statusText}`.trim());
		}
		// A host that answers every address with a page (a single-page app's fallback) has no such file.
		if (!/\.html?$/.test(url.pathname) && /^text\/html\b/i.test(response.headers.get('content-type') ?? '')) {
			await response.body?.cancel();
			return undefined;
		}
		return readBody(response, url, limits);
	}
}

/** The answer's bytes, refused past `maxBytes` (said by its length, or counted as it arrives). */
async function readBody(response: Response, url: URL, limits: HttpLimits): Promise<Uint8Array> {
	const tooLarge = () => new Error(`${url.href} is larger than ${limits.maxBytes / (1024 * 1024)} MB: not read`);
	const declared = Number(response.headers.get('content-length') ?? Number.NaN);
	if (declared > limits.maxBytes) {
		await response.body?.cancel();
		throw tooLarge();
	}
	if (!response.body) return new Uint8Array();
	const reader = response.body.getReader();
	const chunks: Uint8Array[] = [];
	let size = 0;
	for (;;) {
		let read: ReadableStreamReadResult<Uint8Array>;
		try {
			read = await reader.read();
		} catch (error) {
			throw new Error(`could not read ${url.href}: ${fetchFailure(url.href, error, limits.timeoutMs)}`, { cause: error });
		}
		if (read.done) return Buffer.concat(chunks);
		size += read.value.byteLength;
		if (size > limits.maxBytes) {
			await reader.cancel().catch(() => {});
			throw tooLarge();
		}
		chunks.push(read.value);
	}
}
