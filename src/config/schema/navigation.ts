import { z } from 'zod';
import { iconName, iconType, strictObject } from './shared.ts';

const pagePath = z
	.string()
	.min(1, { error: 'expected a page path such as "quickstart", found an empty string' })
	.describe('Path of a page file, without extension, relative to the docs folder');

export interface NavigationGroupInput {
	group: string;
	pages: Array<string | NavigationGroupInput>;
	icon?: string | undefined;
	iconType?: z.input<typeof iconType> | undefined;
	version?: string | undefined;
}

const navigationGroupSchema: z.ZodType<NavigationGroupInput> = strictObject({
	group: z.string().describe('Name of the group; empty to show its pages without a heading'),
	get pages() {
		return z.array(z.union([pagePath, navigationGroupSchema])).describe('Pages and nested groups, in order');
	},
	icon: iconName.optional(),
	iconType: iconType.optional(),
	version: z.string().min(1).optional().describe('Show the group only while this version is selected'),
}).meta({ id: 'NavigationGroup', description: 'A group of pages in the sidebar' });

export const navigationSchema = z.array(navigationGroupSchema).describe('Groups of pages, in sidebar order');
