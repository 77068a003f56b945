import { clampChroma, formatHex, oklch, parse, wcagContrast, type Oklch } from 'culori';
import type { DocsConfig } from '../config/site-config.ts';

/** Contrast WCAG AA asks of body text. */
const textContrast = 4.5;

const defaults = {
	primary: '#16A34A',
	backgroundLight: '#FFFFFF',
	backgroundDark: '#0F1117',
};

export type Palette = Record<string, string>;

/** The colours a palette is made from: the config's `colors`, and the page background of `background.color`. */
export interface PaletteColors {
	primary?: string | undefined;
	light?: string | undefined;
	dark?: string | undefined;
	background?: { light?: string | undefined; dark?: string | undefined } | undefined;
}

export function paletteColorsOf(config: Pick<DocsConfig, 'colors' | 'background'>): PaletteColors {
	return { ...config.colors, ...(config.background?.color ? { background: config.background.color } : {}) };
}

/**
 * The CSS custom properties of one mode, derived from the config's few colours so that every
 * text colour reaches WCAG AA contrast on the background it is drawn on.
 */
export function derivePalette(colors: PaletteColors | undefined, mode: 'light' | 'dark'): Palette {
	const background = normalise(
		mode === 'light' ? (colors?.background?.light ?? defaults.backgroundLight) : (colors?.background?.dark ?? defaults.backgroundDark),
	);
	const primarySource = normalise(
		mode === 'light' ? (colors?.primary ?? defaults.primary) : (colors?.light ?? colors?.primary ?? defaults.primary),
	);
	const buttonSource = normalise(colors?.dark ?? colors?.primary ?? defaults.primary);
	// The direction of every shade follows the background actually used, not the mode's name:
	// a site may give light mode a dark background.
	const isDark = isDarkColor(background);
	const text = readableOn(isDark ? mix(background, '#FFFFFF', 0.92) : mix(background, '#000000', 0.88), background);
	const surface = isDark ? mix(background, '#FFFFFF', 0.05) : mix(background, '#000000', 0.03);
	// Muted text also sits on the surface tint (sidebar panels, hovered entries), so it must read there too.
	const muted = readableOn(readableOn(isDark ? mix(background, '#FFFFFF', 0.62) : mix(background, '#000000', 0.55), surface), background);
	const buttonBackground = buttonSource;
	const primarySoft = mix(background, primarySource, isDark ? 0.18 : 0.1);
	// Primary-coloured text sits on the background and on the soft tint (the current page's entry).
	const primaryText = readableOn(readableOn(primarySource, primarySoft), background);
	return {
		'--color-background': background,
		'--color-surface': surface,
		'--color-surface-raised': isDark ? mix(background, '#FFFFFF', 0.09) : mix(background, '#000000', 0.06),
		'--color-border': isDark ? mix(background, '#FFFFFF', 0.14) : mix(background, '#000000', 0.12),
		'--color-text': text,
		'--color-text-muted': muted,
		'--color-primary': primarySource,
		'--color-primary-text': primaryText,
		'--color-primary-soft': primarySoft,
		'--color-button': buttonBackground,
		'--color-on-button': bestTextOn(buttonBackground),
	};
}

function isDarkColor(color: string): boolean {
	return wcagContrast(color, '#FFFFFF') > wcagContrast(color, '#000000');
}

function normalise(hex: string): string {
	return formatHex(parse(hex)) ?? hex;
}

/** Mixes two colours in OKLab; `amount` is the share of `b`. */
function mix(a: string, b: string, amount: number): string {
	const from = oklch(parse(a))!;
	const to = oklch(parse(b))!;
	const mixed: Oklch = {
		mode: 'oklch',
		l: from.l + (to.l - from.l) * amount,
		c: from.c + (to.c - from.c) * amount,
		h: to.c > 0.02 ? (to.h ?? from.h ?? 0) : (from.h ?? 0),
	};
	return formatHex(clampChroma(mixed, 'oklch'));
}

/**
 * `color` moved in lightness, away from the background, until it reaches text contrast on it.
 * Hue and chroma are kept, so the brand colour stays recognisable.
 */
export function readableOn(color: string, background: string, minimum = textContrast): string {
	if (wcagContrast(color, background) >= minimum) return normalise(color);
	const start = oklch(parse(color))!;
	const backgroundIsDark = isDarkColor(background);
	for (let step = 1; step <= 100; step++) {
		const l = backgroundIsDark ? start.l + ((1 - start.l) * step) / 100 : start.l * (1 - step / 100);
		const candidate = formatHex(clampChroma({ ...start, l }, 'oklch'));
		if (wcagContrast(candidate, background) >= minimum) return candidate;
	}
	return backgroundIsDark ? '#ffffff' : '#000000';
}

/** White or black text, whichever reads better on a filled button. */
export function bestTextOn(background: string): string {
	return wcagContrast('#FFFFFF', background) >= wcagContrast('#000000', background) ? '#ffffff' : '#000000';
}

/** The palette of both modes as one stylesheet. */
export function paletteCss(colors: PaletteColors | undefined): string {
	const block = (palette: Palette) =>
		Object.entries(palette)
			.map(([name, value]) => `${name}:${value};`)
			.join('');
	return (
		`:root,:root[data-theme="light"]{color-scheme:light;${block(derivePalette(colors, 'light'))}}` +
		`:root[data-theme="dark"]{color-scheme:dark;${block(derivePalette(colors, 'dark'))}}`
	);
}
