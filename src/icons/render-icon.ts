import { getIconData, iconToHTML, iconToSVG } from '@iconify/utils';
import { iconSet, type IconSetName } from './icon-sets.ts';
import { proStandIns } from './pro-stand-ins.ts';

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

/** Where an icon is drawn from: a set's icon, and whether it stands in for a Font Awesome Pro icon. */
export interface ResolvedIcon {
	set: IconSetName;
	name: string;
	standIn: boolean;
}

/**
 * The icon a name draws: from the sets of its style and library, else, on a Font Awesome site, a
 * free stand-in for a Font Awesome Pro name (Tabler's icon of the same name, or ./pro-stand-ins.ts).
 */
export function resolveIcon({ name, iconType, library }: IconLookup): ResolvedIcon | undefined {
	const normalised = name.trim().replace(/^fa-/, '').toLowerCase();
	for (const set of setsFor(iconType, library)) if (getIconData(iconSet(set), normalised)) return { set, name: normalised, standIn: false };
	if (library !== undefined && library !== 'fontawesome') return undefined;
	if (getIconData(iconSet('tabler'), normalised)) return { set: 'tabler', name: normalised, standIn: true };
	const standIn = proStandIns[normalised];
	return standIn ? { ...standIn, standIn: true } : undefined;
}

/** What is drawn for a name no set has, so that the place of an icon is not left empty. */
const neutralGlyph = { set: 'lucide', name: 'circle-dashed' } as const;

/** An inline SVG for an icon name: its icon, its stand-in, else the neutral glyph. */
export function renderIconSvg(icon: IconLookup, options: { size?: string; label?: string } = {}): string | undefined {
	const resolved = resolveIcon(icon) ?? neutralGlyph;
	const data = resolved && getIconData(iconSet(resolved.set), resolved.name);
	if (data) {
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
