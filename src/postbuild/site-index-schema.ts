import { z } from 'zod';

/**
 * `trellis-site.json`: what a built site holds, for the tools that read the site rather than the
 * docs folder (`trellis mcp`): its versions and languages, its navigation (tabs, anchors, groups,
 * pages with their titles and paths) and its API operations with the OpenAPI file each is read
 * from. The pages' text is not in it: their Markdown copies and the search index hold it. Written
 * by ./site-index.ts; read back with this schema, as a folder given to a tool is data.
 */
export const siteIndexFile = 'trellis-site.json';

/** Raised when a change of the file needs its readers to change. */
export const siteIndexFormat = 1;

const versionsShownIn = z.array(z.string()).optional().describe('The versions it shows in, when not every one');

/** A page of a sidebar. */
interface SiteIndexPage {
	title: string;
	/** Its site path, without the base path: `/guides/soil`. */
	path: string;
	/** The HTTP method of an API page (`GET`, `WEBHOOK`). */
	method?: string | undefined;
	versions?: string[] | undefined;
}

/** A group of a sidebar. */
interface SiteIndexGroup {
	group: string;
	entries: SiteIndexEntry[];
	versions?: string[] | undefined;
}

export type SiteIndexEntry = SiteIndexPage | SiteIndexGroup;

const pageSchema = z.object({
	title: z.string(),
	path: z.string(),
	method: z.string().optional(),
	versions: versionsShownIn,
});

const groupSchema: z.ZodType<SiteIndexGroup> = z.object({
	group: z.string(),
	get entries() {
		return z.array(z.union([pageSchema, groupSchema]));
	},
	versions: versionsShownIn,
});

const versionSchema = z.object({
	name: z.string().describe('As the search index and the pages name it: `v2`, `fr`, or `fr v2`'),
	language: z.string().optional().describe("The language of the current format's `languages` this entry is, or is within"),
	release: z.string().optional().describe('The version within that language, when the site has both'),
	label: z.string().optional().describe('What the menu shows ("Français"), when it is not the name'),
	default: z.boolean(),
});

const sectionSchema = z.object({
	tab: z.string().optional().describe("The tab's name; none for pages outside any tab"),
	anchor: z.string().optional().describe("The anchor's (or menu item's) name, when the sidebar is one anchor's"),
	version: z.string().optional().describe('Shown only in this version; none: in every version'),
	entries: z.array(z.union([pageSchema, groupSchema])),
});

const operationSchema = z.object({
	kind: z.enum(['operation', 'webhook']),
	method: z.string(),
	path: z.string().describe("The path (`/plants/{id}`), or the webhook's name"),
	page: z.string().describe('The site path of the page that documents it'),
	version: z.string().optional().describe("The page's version"),
	spec: z.string().describe('The OpenAPI file: its site path when the site serves it (`/openapi.json`), else where the build read it'),
	served: z.boolean().describe('Whether the built site holds that file'),
});

export const siteIndexSchema = z.object({
	format: z.literal(siteIndexFormat),
	name: z.string().describe("The site's name"),
	base: z.string().describe('The path the site is served under: `/`, or `/docs/`'),
	siteUrl: z.string().optional().describe("The site's public address (SITE_URL), without a trailing slash"),
	versions: z.array(versionSchema).describe('The entries of the version and language menus; none when the site has neither'),
	sections: z.array(sectionSchema).describe('The sidebars in navigation order: one for each tab and anchor that holds pages'),
	operations: z.array(operationSchema).describe('The operations and webhooks of the API pages generated from OpenAPI files'),
});

export type SiteIndex = z.output<typeof siteIndexSchema>;
export type SiteIndexVersion = z.output<typeof versionSchema>;
export type SiteIndexSection = z.output<typeof sectionSchema>;
export type SiteIndexOperation = z.output<typeof operationSchema>;
