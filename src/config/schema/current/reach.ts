import { z } from 'zod';
import { safeUrl, strictObject } from '../shared.ts';
import { httpUrl } from '../api.ts';

/**
 * What the current format says about how pages look to the rest of the web: the publisher of the
 * structured data (`seo.organization`) and the social cards (`thumbnails`).
 */

/** `seo.organization`: the publisher entity of every page's structured data; each field optional. */
export const organizationSchema = strictObject({
	id: httpUrl.optional().describe('Stable @id of the organization; <site URL>/#organization without it'),
	name: z.string().min(1).optional().describe('Organization name; the site name without it'),
	legalName: z.string().min(1).optional().describe('Registered legal name'),
	url: httpUrl.optional().describe("Organization's home page"),
	logo: safeUrl.optional().describe('Logo of the structured data; the docs logo without it'),
	sameAs: z.array(httpUrl).optional().describe('Official profiles (X, LinkedIn, GitHub...)'),
}).describe('Publisher of the structured data (JSON-LD)');

/** `thumbnails`: the social card each page gets. */
export const thumbnailsSchema = strictObject({
	appearance: z.enum(['light', 'dark']).optional().describe("Mode of the cards; the site's default mode without it"),
	background: safeUrl.optional().describe('Background image of the cards: a path in the folder or a URL'),
	fonts: strictObject({ family: z.string().min(1).describe('Font family of the card text') })
		.optional()
		.describe('Font of the cards'),
}).describe('Social preview images (Open Graph cards) made for every page');
