import { z } from 'zod';
import { hexColor, safeUrl, strictObject } from '../shared.ts';
import { httpUrl } from '../api.ts';
import { playgroundProxyUrl } from '../proxy-url.ts';
import { currentSampleLanguageNames } from '../sample-languages.ts';
import { redirectSchema } from '../site-options.ts';
import { codeTheme, codeThemeNames } from '../code-themes.ts';
import { integrationsSchema } from '../analytics.ts';
import { asyncapiReference, currentNavigationSchema, openapiReference } from './navigation.ts';
import { currentIcon } from './icon.ts';
import { bannerSchema, footerSchema, navbarSchema } from './chrome.ts';
import { currentFeedbackSchema, organizationSchema, thumbnailsSchema } from './reach.ts';

/**
 * The current docs.json format (Mintlify, 2025 on): `theme` and `navigation` as an object. The
 * keys of hosted services are accepted; what a static site can show is shown (./../../from-current.ts).
 */

/** Every theme Mintlify lists. */
export const themeNames = ['mint', 'maple', 'palm', 'willow', 'linden', 'almond', 'aspen', 'luma', 'sequoia'] as const;

const colorPair = strictObject({ light: hexColor.optional(), dark: hexColor.optional() });
const imagePath = safeUrl.describe('Path or URL of an image');
const lightDarkImages = strictObject({ light: imagePath, dark: imagePath });

const fontDetails = strictObject({
	family: z.string().min(1).describe('Font family, e.g. "Inter"'),
	weight: z.number().int().min(1).max(1000).optional(),
	source: z.string().min(1).optional().describe('URL or path of the font file'),
	format: z.enum(['woff', 'woff2']).optional(),
});

const contextualOptionNames = [
	'copy', 'assistant', 'view', 'download-pdf', 'download-spec', 'chatgpt', 'claude', 'perplexity', 'grok', 'aistudio', 'devin',
	'devin-desktop', 'windsurf', 'mcp', 'add-mcp', 'cursor', 'vscode', 'devin-mcp',
] as const; // prettier-ignore

const customContextualOption = strictObject({
	title: z.string().min(1),
	description: z.string().optional(),
	icon: currentIcon.optional(),
	href: z.union([
		safeUrl,
		strictObject({ base: safeUrl, query: z.array(strictObject({ key: z.string(), value: z.string() })).optional() }),
	]),
});

/** The contextual menu: the config's `contextual`, and a page's own in its frontmatter. */
export const contextualSchema = strictObject({
	options: z.array(z.union([z.enum(contextualOptionNames), customContextualOption])),
	display: z.enum(['header', 'toc']).optional(),
});

/**
 * Where the docs' MCP server is published (`trellis mcp --http` run beside the site): a Trellis
 * key, not Mintlify's, whose hosted sites have theirs at `<site>/mcp`. The site announces it
 * (`/.well-known/mcp.json`, server cards) and the contextual menu's MCP options install it.
 */
const mcpSchema = strictObject({
	url: httpUrl.describe('Public address of the MCP server, such as "https://docs.example.com/mcp" (Trellis extension)'),
	name: z
		.string()
		.regex(/^[\w.-]{1,64}$/, {
			error: (issue) =>
				`expected letters, digits, ".", "-" or "_" (at most 64), such as "plant-store-docs", found ${JSON.stringify(issue.input)}`,
		})
		.optional()
		.describe("Name agents list the server by (default: from the site's name)"),
}).describe("The docs' MCP server, served by `trellis mcp --http` (Trellis extension; Mintlify hosts its own at <site>/mcp)");

const apiSettings = strictObject({
	openapi: openapiReference.optional(),
	asyncapi: asyncapiReference.optional(),
	params: strictObject({ expanded: z.enum(['all', 'closed']).optional(), post: z.array(z.string()).optional() }).optional(),
	playground: strictObject({
		display: z.enum(['interactive', 'simple', 'none', 'auth']).optional(),
		proxy: z
			.union([z.boolean(), playgroundProxyUrl])
			.optional()
			.describe('Send requests through a proxy: false sends them straight from the browser; a URL names the proxy (Trellis extension)'),
		credentials: z.boolean().optional(),
	}).optional(),
	examples: strictObject({
		languages: z.array(z.enum(currentSampleLanguageNames)).optional(),
		defaults: z.enum(['required', 'all']).optional(),
		prefill: z.boolean().optional(),
		autogenerate: z.boolean().optional(),
	}).optional(),
	url: z.enum(['full']).optional(),
	mdx: strictObject({
		auth: strictObject({ method: z.enum(['bearer', 'basic', 'key', 'cobo']).optional(), name: z.string().optional() }).optional(),
		server: z.union([httpUrl, z.array(httpUrl).min(1)]).optional(),
	}).optional(),
});

export const currentConfigSchema = strictObject({
	$schema: z.string().optional(),
	theme: z.enum(themeNames).describe('Look of the site'),
	name: z.string().min(1).describe('Project name, used in the title of every page'),
	description: z.string().optional(),
	colors: strictObject({ primary: hexColor, light: hexColor.optional(), dark: hexColor.optional() }),
	navigation: currentNavigationSchema,
	public: z.boolean().optional(),
	logo: z.union([imagePath, strictObject({ light: imagePath, dark: imagePath, href: safeUrl.optional() })]).optional(),
	favicon: z.union([imagePath, lightDarkImages]).optional(),
	appearance: strictObject({ default: z.enum(['system', 'light', 'dark']).optional(), strict: z.boolean().optional() }).optional(),
	fonts: z.union([fontDetails, strictObject({ heading: fontDetails.optional(), body: fontDetails.optional() })]).optional(),
	icons: strictObject({ library: z.enum(['fontawesome', 'lucide', 'tabler']) }).optional(),
	background: strictObject({
		image: z.union([imagePath, lightDarkImages]).optional(),
		decoration: z.enum(['gradient', 'grid', 'windows']).optional(),
		color: colorPair.optional(),
	}).optional(),
	styling: strictObject({
		eyebrows: z.enum(['section', 'breadcrumbs']).optional(),
		latex: z.boolean().optional(),
		codeblocks: z
			// The object first: a string then only ever meets the names, whose error suggests the closest.
			.union([
				strictObject({
					theme: z.union([strictObject({ light: codeTheme, dark: codeTheme }), codeTheme]).optional(),
					languages: z.unknown().optional().describe('Custom TextMate grammars: accepted, not used'),
				}),
				z
					.enum(['system', 'dark', ...codeThemeNames])
					.describe('"system": code blocks in the mode of the page; "dark": dark in both modes; or a Shiki theme for both'),
			])
			.optional(),
	}).optional(),
	thumbnails: thumbnailsSchema.optional(),
	feedback: currentFeedbackSchema.optional(),
	navbar: navbarSchema.optional(),
	footer: footerSchema.optional(),
	banner: bannerSchema.optional(),
	interaction: strictObject({ drilldown: z.boolean().optional() }).optional(),
	contextual: contextualSchema.optional(),
	mcp: mcpSchema.optional(),
	redirects: z.array(redirectSchema).optional(),
	variables: z.record(z.string(), z.string()).optional(),
	metadata: strictObject({ timestamp: z.boolean().optional() }).optional(),
	errors: strictObject({
		'404': strictObject({ redirect: z.boolean().optional(), title: z.string().optional(), description: z.string().optional() }).optional(),
	}).optional(),
	api: apiSettings.optional(),
	markdown: strictObject({
		schema: z.boolean().optional(),
		instructions: z.union([z.string(), z.array(z.string())]).optional(),
	}).optional(),
	seo: strictObject({
		metatags: z.record(z.string(), z.string()).optional(),
		indexing: z.enum(['navigable', 'all']).optional(),
		paths: z.unknown().optional(),
		organization: organizationSchema.optional(),
		trailingSlash: z.boolean().optional(),
	}).optional(),
	search: strictObject({ prompt: z.string().optional() }).optional(),
	integrations: integrationsSchema.optional(),
	variations: z.unknown().optional(),
}).describe('Trellis / Mintlify docs.json (current format)');

export type CurrentConfig = z.output<typeof currentConfigSchema>;
