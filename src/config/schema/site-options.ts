import { z } from 'zod';
import { safeUrl, strictObject } from './shared.ts';

export const feedbackSchema = strictObject({
	suggestEdit: z.boolean().default(false).describe('Show a "Suggest edits" link to the page source'),
	raiseIssue: z.boolean().default(false).describe('Show a "Raise issue" link to the repository issues'),
	thumbsRating: z.boolean().optional().describe('Ask "Was this page helpful?" under each page (sent to the analytics providers)'),
})
	.prefault({})
	.describe('Feedback links');

export const modeToggleSchema = strictObject({
	default: z.enum(['light', 'dark']).optional().describe('Starting mode; unset follows the operating system'),
	isHidden: z.boolean().default(false).describe('Hide the toggle; with `default` it forces one mode'),
})
	.prefault({})
	.describe('Dark mode toggle settings');

const versionSchema = z.union([
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
		const defaults = versions.flatMap((version) => (typeof version !== 'string' && version.default ? [`"${version.name}"`] : []));
		if (defaults.length > 1) {
			context.addIssue({
				code: 'custom',
				message: `expected at most one version with "default": true, found ${defaults.length}: ${defaults.join(', ')}`,
			});
		}
	})
	.describe('Version names; shows a version dropdown');

/**
 * A path on the site a redirect page is written at: never one that climbs out of the built site
 * (`/../x`, written or escaped), which would write a file elsewhere on the machine that builds it.
 */
const redirectSource = z
	.string()
	.min(1)
	.refine((source) => !/(?:^|[/\\])(?:\.|%2e){2}(?:$|[/\\]|%2f|%5c)/i.test(source) && !source.includes('\\'), {
		error: (issue) => `expected a path on the site such as "/old-page", without ".." or "\\", found ${JSON.stringify(issue.input)}`,
	});

export const redirectSchema = strictObject({
	source: redirectSource.describe('Old path; may end in :slug* to match a whole folder'),
	destination: safeUrl.describe('New path or URL'),
	permanent: z.boolean().optional(),
});

export const searchSchema = strictObject({
	prompt: z.string().optional().describe('Placeholder of the search box'),
}).describe('Search settings');

export const seoSchema = strictObject({
	indexHiddenPages: z.boolean().optional().describe('Let search engines and search index hidden pages'),
}).describe('Search engine settings');

/**
 * A font family name. It is written into the site's CSS (inside quotes), so only the characters
 * of real family names are allowed: nothing that could end the string, the rule or the <style>.
 */
const fontFamily = z
	.string()
	.regex(/^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u, {
		error: (issue) =>
			`expected a font family name such as "Inter" (letters, digits, spaces, ".", "-" and "_"), found ${JSON.stringify(issue.input)}`,
	})
	.describe('Font family name, e.g. "Inter"');

/**
 * Where the font file is: an http(s) URL or a path on the site. It is written into the CSS as
 * url("..."), so quotes, parentheses, backslashes, semicolons, braces, angle brackets and white
 * space are refused, as are other schemes and "..".
 */
const fontUrl = z
	.string()
	.refine((value) => isFontUrl(value), {
		error: (issue) =>
			`expected the font file as an http(s) URL or a path on the site such as "/fonts/inter.woff2", found ${JSON.stringify(issue.input)}`,
	})
	.describe('URL or site path of the font file (woff or woff2)');

function isFontUrl(value: string): boolean {
	const safeCharacters = /^[^\s"'()\\;{}<>\u0000-\u001f\u007f]+$/.test(value);
	const http = /^https?:\/\/[^/]/i.test(value);
	const path = !/^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(value) && !value.startsWith('//') && !/(?:^|\/)\.\.(?:\/|$)/.test(value);
	return safeCharacters && (http || path);
}

const faceFields = {
	family: fontFamily,
	weight: z
		.number()
		.int()
		.min(1)
		.max(1000)
		.optional()
		.describe('Font weight, 1 to 1000 (400 is regular): of the text, and of the font file when `url` is set'),
	url: fontUrl.optional(),
	format: z.enum(['woff', 'woff2']).optional().describe('Format of the font file; guessed from the URL when unset'),
};

const fontFaceSchema = strictObject(faceFields);

/**
 * `{family, weight?, url?, format?}` (one font) or `{headings?, body?}`. One object rather than a
 * zod union: a union would report a mistake in one shape (a bad weight) as unknown keys of the
 * other, and the loader would drop them with a mere warning.
 */
export const fontSchema = strictObject({
	...faceFields,
	family: fontFamily.optional().describe('Font family of the whole site, e.g. "Inter" (or set headings and body apart)'),
	headings: fontFaceSchema.optional().describe('Font of the headings'),
	body: fontFaceSchema.optional().describe('Font of the text'),
})
	.superRefine((font, context) => {
		const split = font.headings !== undefined || font.body !== undefined;
		if (font.family !== undefined && split) {
			context.addIssue({
				code: 'custom',
				path: ['family'],
				message: 'give either "family" (one font for the site) or "headings" and "body", not both',
			});
		}
		for (const key of ['weight', 'url', 'format'] as const) {
			if (font[key] !== undefined && font.family === undefined) {
				context.addIssue({
					code: 'custom',
					path: [key],
					message: `"${key}" goes with "family": add the family it belongs to, or move it into "headings" or "body"`,
				});
			}
		}
		if (font.family === undefined && !split) {
			context.addIssue({ code: 'custom', path: [], message: 'expected "family", or "headings" and/or "body" with a "family" each' });
		}
	})
	.describe('Font of the site, or of headings and body apart');
