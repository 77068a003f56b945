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

/**
 * Schemes whose links run or embed code (`javascript:`, `data:`...) or open the reader's own
 * files: refused wherever a URL is given. Every other scheme is a link the reader's browser hands
 * to an app (`mailto:`, `tel:`, an editor's `cursor://` or `vscode:` install link), as on Mintlify.
 */
const refusedSchemes = [
	'javascript',
	'vbscript',
	'livescript',
	'mocha',
	'data',
	'file',
	'blob',
	'filesystem',
	'jar',
	'view-source',
	'about',
];

/** What is said of a refused URL, wherever it was given. */
export function refusedUrlMessage(input: unknown): string {
	return `refused URL ${JSON.stringify(input)}: links that run code or open local files (javascript:, data:, vbscript:, file:) are not allowed`;
}

/** A link target from the config: a path on the site, or a URL of any scheme but those that run code. */
export const safeUrl = z
	.string()
	.min(1, { error: 'expected a URL or a path, found an empty string' })
	.refine((value) => isSafeUrl(value), { error: (issue) => refusedUrlMessage(issue.input) });

export function isSafeUrl(value: string): boolean {
	// A control character inside a scheme (`java\tscript:`) is dropped by browsers: such a value is refused whole.
	if (/[\u0000-\u001f]/.test(value.trim())) return false;
	const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(value.trim());
	return !scheme || !refusedSchemes.includes(scheme[1]!.toLowerCase());
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

/**
 * A multiplier of a page's rank in the site's search (`boost`, in a page's frontmatter or on a
 * navigation group or tab), as Mintlify takes it: any positive number, 1 being no change.
 */
export const searchBoost = z
	.number()
	.positive()
	.describe("Multiplies the rank of its pages in the site's search: above 1 raises them, below 1 lowers them");

/** How to write a `boost` the schema refused. */
export const searchBoostHint =
	'write a positive number without quotes, such as 3 (above 1 raises its pages in search, below 1 lowers them), or remove "boost"';
