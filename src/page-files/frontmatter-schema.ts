import { z } from 'zod';
import { iconName, iconType, isSafeUrl, refusedUrlMessage, searchBoost } from '../config/schema/shared.ts';
import { contextualSchema } from '../config/schema/current/index.ts';

/**
 * Where the sidebar entry of a link page leads. It becomes an `href`: a `javascript:` or
 * `data:` URL there would run code when clicked, so it is refused like the config's URLs.
 * An empty value is no link, as before.
 */
const pageUrl = z
	.string()
	.refine((value) => value.trim() === '' || isSafeUrl(value), { error: (issue) => refusedUrlMessage(issue.input) })
	.transform((value) => value.trim() || undefined)
	.describe('Make the sidebar entry an external link');

/**
 * A date as YAML gives it: `2025-03-01` is read as a date, `"March 1, 2025"` as text. Kept as an
 * ISO date; a text no date can be read from is refused.
 */
const pageDate = z.union([z.date(), z.string()]).transform((value, context) => {
	const date = value instanceof Date ? value : new Date(value);
	if (!Number.isNaN(date.getTime())) return date.toISOString();
	context.addIssue({ code: 'custom', message: `"${String(value)}" is no date: write it as 2025-03-01 or an ISO 8601 timestamp` });
	return z.NEVER;
});

/** Frontmatter keys of a page; other keys (quoted meta tags such as "og:image") pass through. */
export const frontmatterSchema = z.looseObject({
	title: z.string().optional().describe('Title of the page, in the sidebar and the browser tab'),
	description: z.string().optional().describe('One-sentence summary, shown under the title and in search results'),
	sidebarTitle: z.string().optional().describe('Shorter title for the sidebar'),
	icon: iconName.optional(),
	iconType: iconType.optional(),
	mode: z.enum(['default', 'wide', 'custom', 'center', 'frame', 'assistant']).optional().describe('Page layout'),
	url: pageUrl.optional(),
	openapi: z.string().optional().describe('OpenAPI operation shown on this page, e.g. "GET /plants"'),
	'openapi-schema': z.string().optional().describe('OpenAPI schema shown on this page'),
	asyncapi: z.string().optional().describe('AsyncAPI channel shown on this page, e.g. "asyncapi.yaml chat"'),
	api: z.string().optional().describe('Endpoint shown on this page, e.g. "POST https://api.example.com/plants"'),
	authMethod: z
		.enum(['bearer', 'basic', 'key', 'cobo', 'none'])
		.optional()
		.describe("Authentication of this page's endpoint, instead of the config's"),
	playground: z
		.enum(['interactive', 'simple', 'none', 'auth'])
		.optional()
		.describe("API playground of this page, instead of the config's: interactive, simple (endpoint only) or none"),
	hideApiMarker: z.boolean().optional(),
	version: z.union([z.string(), z.number()]).transform(String).optional().describe('Docs version the page belongs to'),
	noindex: z.boolean().optional().describe('Keep the page out of search engines and the search index'),
	hidden: z.boolean().optional().describe('Build the page but keep it out of the sidebar'),
	deprecated: z.boolean().optional().describe('Show a "Deprecated" label beside the title'),
	tag: z.string().optional().describe('Small label beside the title in the sidebar'),
	hideFooterPagination: z.boolean().optional().describe('Leave out the links to the previous and next pages'),
	contextual: contextualSchema.optional().describe("The page's own contextual menu, instead of the config's"),
	timestamp: z.boolean().optional().describe('Show when the page last changed, or not, whatever metadata.timestamp says'),
	lastUpdatedDate: pageDate.optional().describe('The date shown as last updated, instead of the date of its last commit'),
	searchable: z.boolean().optional().describe("false: keep the page out of the site's search"),
	boost: searchBoost.optional(),
	rss: z.boolean().optional().describe("true: a button in the page's header links to the RSS feed of its Update components"),
});

export type Frontmatter = z.output<typeof frontmatterSchema>;
