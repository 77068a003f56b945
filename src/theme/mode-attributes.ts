import type { DocsConfig } from '../config/site-config.ts';

/**
 * The `<html>` attributes that say how a page picks light or dark mode, read before first paint
 * by src/browser/head-inline.js and afterwards by src/browser/mode.ts:
 * - `data-forced-mode` "light" or "dark": the toggle is hidden and the config names the mode;
 * - `data-forced-mode` "system": the toggle is hidden and names no mode, so the operating system
 *   decides, whatever the reader chose while the toggle was still shown;
 * - `data-default-mode`: the mode until the reader chooses (unset: the operating system's);
 * - `data-theme`: the mode of the HTML as written, before any script runs.
 */
export function modeAttributes(appearance: DocsConfig['appearance']): Record<string, string | undefined> {
	// "system" is the same as no default: the operating system decides.
	const chosen = appearance?.default === 'system' ? undefined : appearance?.default;
	return {
		'data-theme': chosen ?? 'light',
		'data-forced-mode': appearance?.strict ? (chosen ?? 'system') : undefined,
		'data-default-mode': chosen,
	};
}
