import { z } from 'zod';
import { safeUrl, strictObject } from './shared.ts';

const linkStyle = z.enum(['pill', 'roundedRectangle']).describe('Shape of the link');

export const topbarLinkSchema = strictObject({
	name: z.string().min(1).describe('Text of the link'),
	url: safeUrl.describe('Target of the link'),
	type: z.string().optional().describe('Accepted for compatibility; not used'),
	style: linkStyle.optional(),
	arrow: z.boolean().optional().describe('Show an arrow after the text'),
});

export const topbarCtaButtonSchema = strictObject({
	type: z.enum(['link', 'github']).default('link').describe('"link" shows a button; "github" shows the repository with its star count'),
	url: safeUrl.describe('Button target, or the GitHub repository to show'),
	name: z.string().min(1).optional().describe('Button text; required when type is "link"'),
	style: linkStyle.optional(),
	arrow: z.boolean().optional().describe('Show an arrow after the text'),
})
	.superRefine((button, context) => {
		if (button.type === 'link' && !button.name) {
			context.addIssue({
				code: 'custom',
				path: ['name'],
				message: 'missing required property "name": a button of type "link" needs its text',
			});
		}
		if (button.type === 'github' && !githubRepository(button.url)) {
			context.addIssue({
				code: 'custom',
				path: ['url'],
				message: `expected a GitHub repository URL such as "https://github.com/owner/repo", found ${JSON.stringify(button.url)}`,
			});
		}
	})
	.describe('Call-to-action button of the top bar');

/** The `owner/repo` part of a GitHub repository URL, if it is one. */
export function githubRepository(url: string): string | undefined {
	const match = /^https?:\/\/(?:www\.)?github\.com\/([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(url.trim());
	return match ? `${match[1]}/${match[2]}` : undefined;
}
