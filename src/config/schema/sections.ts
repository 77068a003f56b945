import { z } from 'zod';
import { gradient, hexColor, iconName, iconType, safeUrl, strictObject } from './shared.ts';

const openapiSource = z
	.union([z.string().min(1), z.array(z.string().min(1))])
	.describe('OpenAPI file(s) whose operations become pages inside this section');

export const anchorSchema = strictObject({
	name: z.string().min(1).describe('Label of the anchor'),
	url: safeUrl.describe('Start of the path of the pages it holds (usually a folder), or an external link'),
	icon: iconName.optional(),
	iconType: iconType.default('duotone'),
	color: z.union([hexColor, gradient]).optional().describe('Icon background: a hex colour or a gradient'),
	version: z.string().min(1).optional().describe('Show the anchor only while this version is selected'),
	isDefaultHidden: z.boolean().default(false).describe('Hide the anchor unless the reader is on a page inside it'),
	openapi: openapiSource.optional(),
});

export const topAnchorSchema = strictObject({
	name: z.string().min(1).default('Documentation').describe('Label of the top-most anchor'),
	icon: iconName.default('book-open'),
	iconType: iconType.default('duotone'),
}).describe('Overrides for the top-most anchor');

export const tabSchema = strictObject({
	name: z.string().min(1).describe('Label of the tab'),
	url: safeUrl.describe('Start of the path of the pages it holds (usually a folder), or an external link'),
	isDefaultHidden: z.boolean().default(false).describe('Hide the tab unless the reader is on a page inside it'),
	version: z.string().min(1).optional().describe('Show the tab only while this version is selected'),
	openapi: openapiSource.optional(),
});

export const primaryTabSchema = strictObject({
	name: z.string().min(1).default('Documentation').describe('Label of the first, implicit tab'),
	isDefaultHidden: z.boolean().default(false).describe('Hide the first tab unless the reader is on a page inside it'),
}).describe('Overrides for the implicit first tab');
