import { z } from 'zod';
import { safeUrl, strictObject } from './shared.ts';

export const logoSchema = z
	.union([
		safeUrl.describe('Path to the logo image'),
		strictObject({
			light: safeUrl.describe('Logo shown in light mode'),
			dark: safeUrl.describe('Logo shown in dark mode'),
			href: safeUrl.default('/').describe('Where the logo links to'),
		}),
	])
	.describe('Path to a logo image, or an object with light and dark logo paths');
