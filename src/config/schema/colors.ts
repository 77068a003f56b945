import { z } from 'zod';
import { gradient, hexColor, strictObject } from './shared.ts';

export const colorsSchema = strictObject({
	primary: hexColor.describe('Primary colour (highlights, section headers, accents) in light mode'),
	light: hexColor.optional().describe('Primary colour in dark mode'),
	dark: hexColor.optional().describe('Colour of important buttons'),
	// Either mode alone is common: the other keeps the theme's own background.
	background: strictObject({
		light: hexColor.optional().describe('Page background in light mode'),
		dark: hexColor.optional().describe('Page background in dark mode'),
	})
		.optional()
		.describe('Page background colours'),
	anchors: z.union([hexColor, gradient]).optional().describe('Default colour or gradient of anchor icons'),
	ultraLight: hexColor.optional().describe('Accepted for compatibility; not used'),
	ultraDark: hexColor.optional().describe('Accepted for compatibility; not used'),
}).describe('Hex colour codes of the global theme');

export type ColorsConfig = z.output<typeof colorsSchema>;
