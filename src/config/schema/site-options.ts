import { z } from 'zod';
import { safeUrl, strictObject } from './shared.ts';

export const feedbackSchema = strictObject({
	suggestEdit: z.boolean().default(false).describe('Show a "Suggest edits" link to the page source'),
	raiseIssue: z.boolean().default(false).describe('Show a "Raise issue" link to the repository issues'),
	thumbsRating: z.boolean().optional().describe('Accepted for compatibility; not used'),
})
	.prefault({})
	.describe('Feedback links');

export const modeToggleSchema = strictObject({
	default: z.enum(['light', 'dark']).optional().describe('Starting mode; unset follows the operating system'),
	isHidden: z.boolean().default(false).describe('Hide the toggle; with `default` it forces one mode'),
})
	.prefault({})
	.describe('Dark mode toggle settings');

export const versionSchema = z.union([
	z.string().min(1),
	strictObject({
		name: z.string().min(1).describe('Version name'),
		url: safeUrl.optional().describe('An external site for this version'),
		default: z.boolean().optional().describe('Selected when the reader has not chosen'),
		locale: z.string().optional().describe('Accepted for compatibility; not used'),
	}),
]);

export const versionsSchema = z
	.array(versionSchema)
	.superRefine((versions, context) => {
		const names = versions.map((version) => (typeof version === 'string' ? version : version.name));
		names.forEach((name, index) => {
			if (names.indexOf(name) !== index) {
				context.addIssue({ code: 'custom', path: [index], message: `version "${name}" is listed twice` });
			}
		});
		const defaults = versions.flatMap((version) =>
			typeof version !== 'string' && version.default ? [`"${version.name}"`] : [],
		);
		if (defaults.length > 1) {
			context.addIssue({
				code: 'custom',
				message: `expected at most one version with "default": true, found ${defaults.length}: ${defaults.join(', ')}`,
			});
		}
	})
	.describe('Version names; shows a version dropdown');

export const redirectSchema = strictObject({
	source: z.string().min(1).describe('Old path; may end in :slug* to match a whole folder'),
	destination: safeUrl.describe('New path or URL'),
	permanent: z.boolean().optional(),
});

export const searchSchema = strictObject({
	prompt: z.string().optional().describe('Placeholder of the search box'),
}).describe('Search settings');

export const seoSchema = strictObject({
	indexHiddenPages: z.boolean().optional().describe('Let search engines and search index hidden pages'),
}).describe('Search engine settings');

const fontFace = strictObject({
	family: z.string().min(1),
	weight: z.number().optional(),
	url: safeUrl.optional(),
	format: z.enum(['woff', 'woff2']).optional(),
});

export const fontSchema = z
	.union([fontFace, strictObject({ headings: fontFace.optional(), body: fontFace.optional() })])
	.describe('Font of the site, or of headings and body apart');

export type ModeToggleConfig = z.output<typeof modeToggleSchema>;
