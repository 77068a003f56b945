import { getIconData, iconToHTML, iconToSVG } from '@iconify/utils';
import { iconSet, type IconSetName } from './icon-sets.ts';

/**
 * Which free set draws each Font Awesome style. Font Awesome's light, thin, duotone and sharp
 * styles are paid; they fall back to the free style closest in weight.
 */
const setsForIconType: Record<string, IconSetName[]> = {
	brands: ['fa-brands', 'fa-solid', 'lucide'],
	solid: ['fa-solid', 'fa-brands', 'lucide'],
	'sharp-solid': ['fa-solid', 'fa-brands', 'lucide'],
	duotone: ['fa-solid', 'fa-brands', 'lucide'],
	'sharp-duotone-solid': ['fa-solid', 'fa-brands', 'lucide'],
	regular: ['fa-regular', 'fa-solid', 'fa-brands', 'lucide'],
	'sharp-regular': ['fa-regular', 'fa-solid', 'fa-brands', 'lucide'],
	light: ['fa-regular', 'lucide', 'fa-solid', 'fa-brands'],
	'sharp-light': ['fa-regular', 'lucide', 'fa-solid', 'fa-brands'],
	thin: ['lucide', 'fa-regular', 'fa-solid', 'fa-brands'],
	'sharp-thin': ['lucide', 'fa-regular', 'fa-solid', 'fa-brands'],
};

/** Mintlify's default style when a page or config names none. */
const defaultIconType = 'regular';

/** The icon libraries the current format names (`icons.library`, or an icon's own `library`). */
export type IconLibrary = 'fontawesome' | 'lucide' | 'tabler';

export interface IconLookup {
	name: string;
	iconType?: string | undefined;
	/** The library asked for; Font Awesome when none is. */
	library?: IconLibrary | undefined;
}

/**
 * The sets to look a name up in, in order. Lucide comes after Font Awesome for names Font
 * Awesome lacks, as before; a library asked for comes first. Tabler is read only when asked for,
 * so that a Font Awesome site's unknown names are still reported.
 */
function setsFor(iconType: string | undefined, library: IconLibrary | undefined): IconSetName[] {
	const sets = setsForIconType[iconType ?? defaultIconType] ?? setsForIconType[defaultIconType]!;
	if (library === 'lucide') return ['lucide', ...sets.filter((set) => set !== 'lucide')];
	if (library === 'tabler') return ['tabler', ...sets];
	return sets;
}

/** An inline SVG for an icon name, or undefined when no set has it. */
export function renderIconSvg(
	{ name, iconType, library }: IconLookup,
	options: { size?: string; label?: string } = {},
): string | undefined {
	const sets = setsFor(iconType, library);
	const normalised = name.trim().replace(/^fa-/, '').toLowerCase();
	for (const setName of sets) {
		const data = getIconData(iconSet(setName), normalised);
		if (!data) continue;
		const svg = iconToSVG(data, { height: options.size ?? '1em' });
		const attributes: Record<string, string> = {
			...svg.attributes,
			class: 'icon',
			...(options.label ? { role: 'img', 'aria-label': options.label } : { 'aria-hidden': 'true', focusable: 'false' }),
		};
		return iconToHTML(svg.body, attributes);
	}
	return undefined;
}

/** Whether an icon value is an image path or URL rather than an icon name. */
export function isIconImage(name: string): boolean {
	return /^(?:https?:)?\/|\.(?:svg|png|jpe?g|gif|webp)$/i.test(name.trim());
}
