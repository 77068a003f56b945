import type { Frontmatter } from '../page-files/frontmatter-schema.ts';

const methods = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE', 'WEBHOOK']);

/**
 * The HTTP method an API page documents, from `openapi: "[file] METHOD /path"` or
 * `api: "METHOD url"`, for the marker beside it in the sidebar.
 */
export function apiMethodOf(frontmatter: Pick<Frontmatter, 'openapi' | 'api'>): string | undefined {
	const reference = frontmatter.openapi ?? frontmatter.api;
	if (!reference) return undefined;
	const tokens = reference.trim().split(/\s+/);
	return tokens.map((token) => token.toUpperCase()).find((token) => methods.has(token));
}
