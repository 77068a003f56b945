/**
 * What kind of address a string is: the one place the engine tells a link that leaves the site
 * from one inside it. Schemes are case-insensitive (`HTTPS://` is `https://`).
 */

/** `https://…` or `http://…`: an address on the web. */
export function isHttpUrl(value: string): boolean {
	return /^https?:\/\//i.test(value);
}

/** Starts with a scheme: `https:`, `mailto:`, `data:`, `javascript:`… */
export function hasScheme(value: string): boolean {
	return /^[a-z][a-z0-9+.-]*:/i.test(value);
}

/** Points away from the site's own pages: a scheme, or `//host/…` (the page's own scheme). */
export function leavesSite(href: string): boolean {
	return hasScheme(href) || href.startsWith('//');
}

/** A navigation entry (a tab, an anchor) that is a link elsewhere: a web address or an e-mail. */
export function isExternalUrl(url: string): boolean {
	return /^(?:https?:|mailto:)/i.test(url.trim());
}

/** `/api-reference/` -> `api-reference` */
export function normalisePrefix(url: string): string {
	return url.trim().replace(/^\/+|\/+$/g, '');
}

/** Turns a site path (`/guides/setup`) into a link under the configured base path; external links pass through. */
export function withBase(href: string, base: string = import.meta.env.BASE_URL): string {
	if (leavesSite(href) || href.startsWith('#')) return href;
	const trimmedBase = base.replace(/\/+$/, '');
	return `${trimmedBase}${href.startsWith('/') ? href : `/${href}`}`;
}

/** Attributes of a link that leaves the site: a new tab that cannot reach back into this one. */
export function externalLinkAttributes(href: string): Record<string, string> {
	return /^(?:https?:)?\/\//i.test(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}

/** Site path of a page's Markdown copy: `/quickstart.md`, `/index.md` for the home page. */
export function markdownHref(href: string): string {
	return href === '/' || href === '' ? '/index.md' : `${href.replace(/\/+$/, '')}.md`;
}
