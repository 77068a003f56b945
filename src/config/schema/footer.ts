import { z } from 'zod';
import { safeUrl, strictObject } from './shared.ts';

/** Platforms the footer shows with an icon; other keys are shown as text links. */
const socialPlatforms = [
	'website',
	'facebook',
	'x',
	'twitter',
	'discord',
	'slack',
	'github',
	'linkedin',
	'instagram',
	'hacker-news',
	'youtube',
	'medium',
	'bluesky',
	'telegram',
	'threads',
	'reddit',
	'podcast',
] as const;

const socialsObject = z
	.object(
		Object.fromEntries(socialPlatforms.map((key) => [key, safeUrl.optional()])) as Record<
			(typeof socialPlatforms)[number],
			z.ZodOptional<typeof safeUrl>
		>,
	)
	.catchall(safeUrl);

const socialsArray = z.array(
	strictObject({
		type: z.string().min(1).describe('Platform name'),
		url: safeUrl.describe('Account URL'),
	}),
);

export const footerSocialsSchema = z
	.union([socialsObject, socialsArray])
	.describe('Social accounts: the key is the platform, the value the account URL');

export const footerSchema = strictObject({
	socials: footerSocialsSchema.optional(),
	links: z
		.array(
			strictObject({
				title: z.string().optional().describe('Heading of the column'),
				links: z.array(strictObject({ label: z.string().min(1), url: safeUrl })),
			}),
		)
		.max(4, { error: 'expected at most 4 columns of footer links' })
		.optional(),
}).describe('Footer columns and social links');

export type FooterSocialsConfig = z.output<typeof footerSocialsSchema>;
