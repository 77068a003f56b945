import { wcagContrast } from 'culori';
import type { DocsConfig } from '../../config/site-config.ts';
import type { Problem } from '../../problems/problem.ts';
import { derivePalette, paletteColorsOf } from '../../theme/palette.ts';
import { colourContrastLow, problemAt } from '../../problems/catalogue.ts';

/** WCAG AA for body text. */
const minimum = 4.5;

/**
 * The configured colours where readers see them as given: the primary colour (links, icons,
 * the current page's marker) on each mode's background, and the button colour behind its text.
 * The engine darkens or lightens its text colours until they read (src/theme/palette.ts); this
 * says which configured colours needed it, and the colour the engine used instead.
 */
export function lowContrast(config: DocsConfig, file: string): Problem[] {
	const background = config.legacy ? 'colors.background' : 'background.color';
	const colors = paletteColorsOf(config);
	const problems: Problem[] = [];
	for (const mode of ['light', 'dark'] as const) {
		const palette = derivePalette(colors, mode);
		const key = mode === 'light' || !config.colors.light ? 'colors.primary' : 'colors.light';
		const ratio = wcagContrast(palette['--color-primary']!, palette['--color-background']!);
		if (ratio < minimum) {
			problems.push(
				problemAt(
					colourContrastLow,
					{ file },
					{
						message: `${key} ${palette['--color-primary']} on the ${mode} background ${palette['--color-background']} (${background}.${mode}): contrast ${ratio.toFixed(2)}:1, WCAG AA asks ${minimum}:1 for text`,
						hint: `choose a ${mode === 'light' ? 'darker' : 'lighter'} ${mode === 'dark' && key === 'colors.primary' ? 'colors.light (the dark mode primary)' : key}, such as ${palette['--color-primary-text']}, the colour Trellis draws its text in`,
					},
				),
			);
		}
	}
	const button = derivePalette(colors, 'light');
	const buttonRatio = wcagContrast(button['--color-button']!, button['--color-on-button']!);
	if (buttonRatio < minimum) {
		const key = config.colors.dark ? 'colors.dark' : 'colors.primary';
		problems.push(
			problemAt(
				colourContrastLow,
				{ file },
				{
					message: `${key} ${button['--color-button']} behind button text ${button['--color-on-button']}: contrast ${buttonRatio.toFixed(2)}:1, WCAG AA asks ${minimum}:1 for text`,
					hint: `choose a ${key} that is darker or lighter, so that white or black text reads on it`,
				},
			),
		);
	}
	return problems;
}
