/** Turns a site path (`/guides/setup`) into a link under the configured base path; external links pass through. */
export function withBase(href: string, base: string = import.meta.env.BASE_URL): string {
	if (/^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i.test(href)) return href;
	const trimmedBase = base.replace(/\/+$/, '');
	return `${trimmedBase}${href.startsWith('/') ? href : `/${href}`}`;
}

export function isExternalHref(href: string): boolean {
	return /^(?:https?:)?\/\//i.test(href) || /^mailto:/i.test(href);
}

/** Attributes of a link that leaves the site: a new tab that cannot reach back into this one. */
export function externalLinkAttributes(href: string): Record<string, string> {
	return /^(?:https?:)?\/\//i.test(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}
