import { wcagContrast } from 'culori';
import { describe, expect, it } from 'vitest';
import type { ColorsConfig } from '../../../src/config/schema/colors.ts';
import { bestTextOn, derivePalette, paletteCss, readableOn } from '../../../src/theme/palette.ts';

const AA = 4.5;

/** Colour settings worth checking: defaults, the showcase, and awkward brand colours. */
const cases: Array<[string, ColorsConfig | undefined]> = [
	['the defaults', undefined],
	['the showcase', { primary: '#16A34A', light: '#4ADE80', dark: '#15803D', background: { light: '#FFFFFF', dark: '#0B1410' } }],
	['yellow on white', { primary: '#FFFF00', background: { light: '#FFFFFF', dark: '#000000' } }],
	['navy on near-black', { primary: '#000080', background: { light: '#FFFFFF', dark: '#0A0A0F' } }],
	['dark blue as the dark-mode primary', { primary: '#1E3A8A', light: '#00008B', background: { light: '#FAFAFA', dark: '#050505' } }],
	['red on ivory and charcoal', { primary: '#FF0000', background: { light: '#FFFFF0', dark: '#1A1A1A' } }],
	['cyan with a yellow button', { primary: '#00FFFF', dark: '#FFFF00', background: { light: '#F0F0F0', dark: '#101010' } }],
	['white as primary', { primary: '#FFF', background: { light: '#FFF', dark: '#000' } }],
	['black as primary', { primary: '#000000', background: { light: '#FFFFFF', dark: '#000000' } }],
	['a tinted light background', { primary: '#0EA5E9', background: { light: '#E0F2FE', dark: '#0C4A6E' } }],
	['a hex code with alpha', { primary: '#16A34A80' }],
];

describe.each(cases)('the palette for %s', (_name, colors) => {
	it.each(['light', 'dark'] as const)('reaches AA contrast for text on the background in %s mode', (mode) => {
		const palette = derivePalette(colors, mode);
		const background = palette['--color-background']!;
		expect(wcagContrast(palette['--color-primary-text']!, background)).toBeGreaterThanOrEqual(AA);
		expect(wcagContrast(palette['--color-text-muted']!, background)).toBeGreaterThanOrEqual(AA);
		expect(wcagContrast(palette['--color-text']!, background)).toBeGreaterThanOrEqual(AA);
	});

	it.each(['light', 'dark'] as const)('reaches AA for muted text on the surface tint (a sidebar panel) in %s mode', (mode) => {
		const palette = derivePalette(colors, mode);
		expect(wcagContrast(palette['--color-text-muted']!, palette['--color-surface']!)).toBeGreaterThanOrEqual(AA);
	});

	it.each(['light', 'dark'] as const)('reaches AA for primary text on the soft tint (the current page) in %s mode', (mode) => {
		const palette = derivePalette(colors, mode);
		expect(wcagContrast(palette['--color-primary-text']!, palette['--color-primary-soft']!)).toBeGreaterThanOrEqual(AA);
	});

	it('reaches AA contrast for the text of filled buttons', () => {
		const palette = derivePalette(colors, 'light');
		expect(wcagContrast(palette['--color-on-button']!, palette['--color-button']!)).toBeGreaterThanOrEqual(AA);
	});
});

describe('derivePalette', () => {
	it('uses the configured colours: primary in light mode, light in dark mode, dark for buttons', () => {
		const colors: ColorsConfig = {
			primary: '#16A34A',
			light: '#4ADE80',
			dark: '#15803D',
			background: { light: '#FFFFFF', dark: '#0B1410' },
		};
		const light = derivePalette(colors, 'light');
		const dark = derivePalette(colors, 'dark');
		expect(light['--color-background']).toBe('#ffffff');
		expect(dark['--color-background']).toBe('#0b1410');
		expect(light['--color-primary']).toBe('#16a34a');
		expect(dark['--color-primary']).toBe('#4ade80');
		expect(light['--color-button']).toBe('#15803d');
		expect(dark['--color-button']).toBe('#15803d');
	});

	it('keeps a readable primary unchanged and darkens an unreadable one, keeping its hue', () => {
		expect(derivePalette({ primary: '#000080' }, 'light')['--color-primary-text']).toBe('#000080');
		const yellow = derivePalette({ primary: '#FFFF00' }, 'light')['--color-primary-text']!;
		expect(yellow).not.toBe('#ffff00');
		// Still a yellow (olive): red and green alike, no blue.
		expect(yellow.slice(1, 3)).toBe(yellow.slice(3, 5));
		expect(yellow.slice(5, 7)).toBe('00');
	});

	it('reaches AA for text even on a light-mode background that is dark', () => {
		// A dark-only site sets both backgrounds dark. Today --color-text is mixed towards black: 1.1:1.
		const palette = derivePalette({ primary: '#4ADE80', background: { light: '#0B1410', dark: '#0B1410' } }, 'light');
		expect(wcagContrast(palette['--color-text']!, palette['--color-background']!)).toBeGreaterThanOrEqual(AA);
		expect(wcagContrast(palette['--color-text-muted']!, palette['--color-background']!)).toBeGreaterThanOrEqual(AA);
	});
});

describe('the text of a filled button', () => {
	it.each(['#16A34A', '#15803D', '#FFFF00', '#000080', '#FF0000', '#0EA5E9', '#FFFFFF', '#000000'])('reaches AA on %s', (button) => {
		expect(wcagContrast(bestTextOn(button), button)).toBeGreaterThanOrEqual(AA);
	});

	// Common brand colours where white and #111111 both fall just short but black reaches AA.
	it.each(['#6366F1', '#8B5CF6', '#E53935'])('reaches AA on %s, as black text does', (button) => {
		expect(Math.max(wcagContrast('#000000', button), wcagContrast('#FFFFFF', button))).toBeGreaterThanOrEqual(AA);
		expect(wcagContrast(bestTextOn(button), button)).toBeGreaterThanOrEqual(AA);
	});
});

describe('readableOn', () => {
	it.each([
		['#FFFF00', '#FFFFFF'],
		['#00FFFF', '#FFFFFF'],
		['#000080', '#000000'],
		['#333333', '#111111'],
		['#16A34A', '#16A34A'],
	])('moves %s until it reads on %s', (color, background) => {
		expect(wcagContrast(readableOn(color, background), background)).toBeGreaterThanOrEqual(AA);
	});
});

describe('paletteCss', () => {
	it('writes both modes, each with every variable', () => {
		const css = paletteCss({ primary: '#16A34A' });
		expect(css.startsWith(':root,:root[data-theme="light"]{color-scheme:light;')).toBe(true);
		expect(css).toContain(':root[data-theme="dark"]{color-scheme:dark;');
		for (const name of Object.keys(derivePalette(undefined, 'light'))) {
			expect(css.split(`${name}:`).length - 1, name).toBe(2);
		}
	});
});
