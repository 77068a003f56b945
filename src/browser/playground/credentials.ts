/**
 * Where the credentials of the chosen way of authorising go: headers, query, cookies. Pure: the
 * playground reads the schemes and the reader's values from the page and sends what this says.
 */

export interface SchemeValue {
	kind: string;
	/** The header's name, for an API key or a token in a header. */
	header?: string;
	query?: string;
	cookie?: string;
	/** What goes before a token, unless the reader typed it: `Bearer`. */
	prefix?: string;
	/** The key or token typed (for HTTP basic, `user:password` when typed in one input). */
	value: string;
	username?: string;
	password?: string;
}

export interface Credentials {
	headers: Record<string, string>;
	query: [string, string][];
	cookies: [string, string][];
}

/** Base64 of text as UTF-8: `btoa` alone refuses anything past Latin-1. */
function base64(text: string): string {
	return btoa(String.fromCharCode(...new TextEncoder().encode(text)));
}

/** The credentials of one way of authorising, every scheme of it together; a scheme left empty sends nothing. */
export function credentialsOf(schemes: readonly SchemeValue[]): Credentials {
	const credentials: Credentials = { headers: {}, query: [], cookies: [] };
	for (const scheme of schemes) {
		const value = scheme.value.trim();
		if (scheme.kind === 'basic') {
			const pair = scheme.username || scheme.password ? `${scheme.username ?? ''}:${scheme.password ?? ''}` : value;
			if (pair === '') continue;
			credentials.headers[scheme.header ?? 'Authorization'] = /^basic\s/i.test(pair) ? pair : `Basic ${base64(pair)}`;
			continue;
		}
		if (value === '') continue;
		if (scheme.query) credentials.query.push([scheme.query, value]);
		else if (scheme.cookie) credentials.cookies.push([scheme.cookie, value]);
		else {
			const prefix = scheme.prefix;
			const typed = prefix && !value.toLowerCase().startsWith(`${prefix.toLowerCase()} `) ? `${prefix} ${value}` : value;
			credentials.headers[scheme.header ?? 'Authorization'] = typed;
		}
	}
	return credentials;
}

/**
 * Whether a cookie the page sets reaches the API: only when the API is on this page's host, as
 * a browser lets a page set cookies for its own site only (and never a `Cookie` header).
 */
export function cookieReaches(apiUrl: string, pageHost: string): boolean {
	try {
		return new URL(apiUrl).hostname === pageHost;
	} catch {
		return false;
	}
}
