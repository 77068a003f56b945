import type { ApiEntry } from './entries.ts';
import type { LoadedSpec } from './load-specs.ts';

/**
 * Mintlify's OpenAPI extensions beyond `x-mint.href` and `x-mint.metadata` (./api-pages.ts):
 * `x-group` on tags, `x-default` on security schemes and properties, `x-mint.content`. A spec is
 * third-party data: a value of the wrong type is ignored, as an unknown extension is.
 * `x-mint.mcp` and `x-mcp` (an operation's exposure to AI tools by the hosted MCP server) are
 * accepted and have nothing to show on a static site.
 */

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The label of a tag's navigation group: the tag object's `x-group`, else the tag's name. The page URLs keep the name. */
export function tagGroupLabel(spec: LoadedSpec, tag: string): string {
	const tags = Array.isArray(spec.document.tags) ? (spec.document.tags as unknown[]) : [];
	const declared = tags.find((candidate) => isObject(candidate) && candidate.name === tag);
	const label = isObject(declared) ? declared['x-group'] : undefined;
	return typeof label === 'string' && label.trim() !== '' ? label : tag;
}

/**
 * The `x-default` of a security scheme: the credential the playground's input starts with.
 * Only an API key or an HTTP bearer scheme takes one, as on the hosted platform.
 */
export function securityDefault(scheme: Record<string, unknown>): string | undefined {
	const value = scheme['x-default'];
	const takesOne = scheme.type === 'apiKey' || (scheme.type === 'http' && String(scheme.scheme).toLowerCase() === 'bearer');
	return takesOne && (typeof value === 'string' || typeof value === 'number') && String(value) !== '' ? String(value) : undefined;
}

/** The `x-default` of a parameter (on the parameter or its schema): prefills the playground with `api.examples.prefill`. */
export function parameterDefault(parameter: Record<string, unknown>): unknown {
	if ('x-default' in parameter) return parameter['x-default'];
	return isObject(parameter.schema) && 'x-default' in parameter.schema ? parameter.schema['x-default'] : undefined;
}

/** An operation's `x-mint.content`: Markdown shown before what is generated from the spec. */
export function xMintContent(entry: ApiEntry): string | undefined {
	const extension = entry.operation['x-mint'];
	const content = isObject(extension) ? extension.content : undefined;
	return typeof content === 'string' && content.trim() !== '' ? content : undefined;
}
