import { z } from 'zod';
import { didYouMean } from '../../problems/suggest.ts';

/**
 * An object that rejects keys it does not know, with a message that names the closest known key.
 * The loader turns these rejections into warnings: real folders carry extra keys.
 */
export function strictObject<T extends z.ZodRawShape>(shape: T) {
	const known = Object.keys(shape);
	return z.strictObject(shape, {
		error: (issue) => {
			if (issue.code !== 'unrecognized_keys') return undefined;
			return issue.keys.map((key) => unknownKeyMessage(key, known)).join('; ');
		},
	});
}

function unknownKeyMessage(key: string, known: readonly string[]): string {
	const suggestion = didYouMean(key, known);
	return `unknown key "${key}"` + (suggestion ? `: did you mean "${suggestion}"?` : '');
}

const hexPattern = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

/** A colour written as a hex code. */
export const hexColor = z
	.string()
	.regex(hexPattern, {
		error: (issue) => `expected a hex colour such as "#16A34A", found ${JSON.stringify(issue.input)}`,
	})
	.describe('Hex colour code, e.g. #16A34A');

/** A gradient given as two or three hex colours. */
export const gradient = strictObject({
	from: hexColor.describe('Start colour of the gradient'),
	via: hexColor.optional().describe('Middle colour of the gradient'),
	to: hexColor.describe('End colour of the gradient'),
});

const allowedSchemes = ['http:', 'https:', 'mailto:'];

/**
 * A link target from the config: http(s), mailto, or a path on the site. Anything else
 * (`javascript:`, `data:`, ...) would run or embed code, so it is refused.
 */
export const safeUrl = z
	.string()
	.min(1, { error: 'expected a URL or a path, found an empty string' })
	.refine((value) => isSafeUrl(value), {
		error: (issue) => `refused URL ${JSON.stringify(issue.input)}: only http(s), mailto and paths on the site are allowed`,
	});

export function isSafeUrl(value: string): boolean {
	const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(value.trim());
	if (!scheme) return !/[\u0000-\u001f]/.test(value);
	return allowedSchemes.includes(scheme[1]!.toLowerCase() + ':');
}

/** Icon styles of Font Awesome, as Mintlify's `iconType` names them. */
export const iconTypes = [
	'brands',
	'duotone',
	'light',
	'regular',
	'sharp-duotone-solid',
	'sharp-light',
	'sharp-regular',
	'sharp-solid',
	'sharp-thin',
	'solid',
	'thin',
] as const;

export const iconType = z.enum(iconTypes).describe('Font Awesome style of the icon');

export const iconName = z.string().min(1).describe('Icon name: a Font Awesome or Lucide name, or an image path');
