import { z } from 'zod';
import { hexColor, safeUrl, strictObject } from '../shared.ts';
import { currentIcon } from './icon.ts';

/** The top bar, footer and banner of the current format: the site's, and each language's own. */

const navbarLink = strictObject({
	label: z.string().optional(),
	href: safeUrl,
	type: z.string().optional().describe('"github" or "discord" for their icons'),
	icon: currentIcon.optional(),
});

const navbarPrimary = strictObject({
	type: z.enum(['button', 'github', 'discord']),
	label: z.string().optional(),
	href: safeUrl,
});

const footerColumn = strictObject({
	header: z.string().optional(),
	items: z.array(strictObject({ label: z.string().min(1), href: safeUrl })).min(1),
});

export const navbarSchema = strictObject({ links: z.array(navbarLink).optional(), primary: navbarPrimary.optional() });

export const footerSchema = strictObject({
	socials: z.record(z.string(), safeUrl).optional(),
	links: z.array(footerColumn).max(4, { error: 'expected at most 4 columns of footer links' }).optional(),
});

export const bannerSchema = strictObject({
	content: z.string().min(1),
	dismissible: z.boolean().optional(),
	type: z.enum(['info', 'warning', 'critical']).optional(),
	color: z.union([hexColor, strictObject({ light: hexColor.optional(), dark: hexColor.optional() })]).optional(),
});
