import { z } from 'zod';
import { iconTypes, strictObject } from '../shared.ts';

/** An icon: a name (Font Awesome, Lucide, Tabler), a path or URL, or a name with its style. */
export const currentIcon = z
	.union([
		z.string().min(1),
		strictObject({
			name: z.string().min(1).describe('Icon name'),
			style: z.enum(iconTypes).optional().describe('Font Awesome style'),
			library: z.enum(['fontawesome', 'lucide', 'tabler']).optional().describe('Icon library'),
		}),
	])
	.describe('Icon name, image path, or { name, style }');

export type CurrentIcon = z.output<typeof currentIcon>;
