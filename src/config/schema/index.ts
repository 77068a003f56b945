import { z } from 'zod';
import { apiSchema } from './api.ts';
import { colorsSchema } from './colors.ts';
import { footerSchema, footerSocialsSchema } from './footer.ts';
import { logoSchema } from './logo.ts';
import { navigationSchema } from './navigation.ts';
import { anchorSchema, primaryTabSchema, tabSchema, topAnchorSchema } from './sections.ts';
import { safeUrl, strictObject } from './shared.ts';
import { feedbackSchema, fontSchema, modeToggleSchema, redirectSchema, searchSchema, seoSchema, versionsSchema } from './site-options.ts';
import { topbarCtaButtonSchema, topbarLinkSchema } from './topbar.ts';
import { analyticsSchema } from './analytics.ts';

/** Look options of newer Mintlify folders: accepted, applied where cheap. */
const lookOption = z.unknown().describe('Look option: accepted for compatibility');

/**
 * Keys of hosted-platform services: accepted and ignored, with one notice. (The legacy format's
 * `integrations` held chat widgets; its analytics are `analytics`, read below.)
 */
export const ignoredKeys = ['integrations', 'isWhiteLabeled', 'mintlify'] as const;

export const docsConfigSchema = strictObject({
	$schema: z.string().optional().describe('URL of the JSON Schema, for editor completion'),
	name: z.string().min(1).describe('Project name, used in the title of every page'),
	navigation: navigationSchema,
	logo: logoSchema.optional(),
	favicon: safeUrl.optional().describe('Path to the favicon image'),
	colors: colorsSchema.optional(),
	topbarLinks: z.array(topbarLinkSchema).optional().describe('Links shown in the top bar'),
	topbarCtaButton: topbarCtaButtonSchema.optional(),
	versions: versionsSchema.optional(),
	anchors: z.array(anchorSchema).optional().describe('Anchors at the top of the sidebar'),
	topAnchor: topAnchorSchema.prefault({}),
	tabs: z.array(tabSchema).optional().describe('Navigation tabs below the top bar'),
	api: apiSchema,
	openapi: z
		.union([z.string().min(1), z.array(z.string().min(1))])
		.optional()
		.describe('URL(s) or relative path(s) of the OpenAPI file(s)'),
	footerSocials: footerSocialsSchema.optional(),
	feedback: feedbackSchema,
	modeToggle: modeToggleSchema,
	backgroundImage: safeUrl.optional().describe('Image displayed behind every page'),
	metadata: z.record(z.string(), z.string()).optional().describe('Site-wide <meta> tags, name to content'),
	redirects: z.array(redirectSchema).optional().describe('Old paths and where they now live'),
	footer: footerSchema.optional(),
	search: searchSchema.optional(),
	seo: seoSchema.optional(),
	primaryTab: primaryTabSchema.prefault({}),
	font: fontSchema.optional(),
	theme: lookOption.optional(),
	layout: lookOption.optional(),
	rounded: lookOption.optional(),
	sidebar: lookOption.optional(),
	topbar: lookOption.optional(),
	background: lookOption.optional(),
	codeBlock: lookOption.optional(),
	eyebrow: lookOption.optional(),
	analytics: analyticsSchema.optional(),
	integrations: z.unknown().optional().describe('Ignored: hosted integrations'),
	isWhiteLabeled: z.unknown().optional().describe('Ignored'),
	mintlify: z.unknown().optional().describe('Ignored'),
}).describe('Trellis / Mintlify docs.json');

export type LegacyConfigInput = z.input<typeof docsConfigSchema>;
/** A legacy config as its schema reads it; the engine reads it in the current format (../legacy/to-current.ts). */
export type LegacyConfig = z.output<typeof docsConfigSchema>;
