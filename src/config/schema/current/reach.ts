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

/**
 * `feedback`: a Trellis extension (Mintlify turns these on in its dashboard). The thumbs rating
 * ("Was this page helpful?") is sent as an analytics event to every configured provider, and
 * POSTed to `url` when given; "Suggest edits" and "Raise issue" lead to the docs' GitHub repository.
 */
export const currentFeedbackSchema = strictObject({
	thumbsRating: z.boolean().optional().describe('Ask "Was this page helpful?" under each page'),
	suggestEdit: z.boolean().optional().describe('A "Suggest edits" link to the page\'s source on GitHub'),
	raiseIssue: z.boolean().optional().describe('A "Raise issue" link to a new issue on GitHub'),
	url: z
		.string()
		.regex(/^https:\/\/[^\s/?#]+[^\s]*$/, {
			error: (issue) =>
				`expected an https address the ratings are POSTed to, such as "https://feedback.example.com/docs", found ${JSON.stringify(issue.input)}`,
		})
		.optional()
		.describe('Where each rating is POSTed as JSON ({ path, helpful }); it must allow this site (CORS)'),
}).describe('Trellis extension: the thumbs rating and the GitHub links under each page');
