import { specMarkdownToHtml } from '../openapi/markdown.ts';
import { withBase } from '../urls/urls.ts';

/**
 * One line of Markdown from the config (a banner, the 404 page's text) as HTML to put inside a
 * paragraph: sanitised as an OpenAPI file's Markdown is, its own paragraph unwrapped, and links
 * to the site's pages given the base path.
 */
export function inlineMarkdownHtml(markdown: string): string {
	// The banner is the same on every page: converted once per build, not once per page.
	// Keyed by the base path too: builds in one process may have different ones.
	const key = `${withBase('/')}\n${markdown}`;
	let html = converted.get(key);
	if (html === undefined) {
		html = convert(markdown);
		converted.set(key, html);
	}
	return html;
}

const converted = new Map<string, string>();

function convert(markdown: string): string {
	return withBaseLinks((specMarkdownToHtml(markdown) ?? '').replace(/^<p>([\s\S]*)<\/p>\s*$/, '$1'));
}

/** Links of sanitised HTML to the site's pages (`href="/x"`) given the base path. */
export function withBaseLinks(html: string): string {
	return html.replace(/href="\/(?!\/)/g, `href="${withBase('/')}`);
}
