import { readFileSync } from 'node:fs';
import { imageSize } from 'image-size';
import type { DocsConfig } from '../config/site-config.ts';
import { resolveInFolder } from '../files/folder-paths.ts';
import { isHttpUrl } from '../urls/urls.ts';

/** The height of the logo in the top bar, in CSS pixels (src/components/chrome/Logo.astro). */
export const logoHeight = 28;

/** The widths the logo images take at the top bar's height. */
export interface LogoWidths {
	light?: number;
	dark?: number;
}

/**
 * The width of each logo image at the top bar's height, from the file's own proportions, so that
 * the page keeps its place before the image arrives (no layout shift). None for a logo on another
 * site, a file that is not there (reported with the config) or one whose size cannot be read.
 */
export function logoWidths(config: DocsConfig, assetsRoot: string): LogoWidths {
	const { logo } = config;
	const [light, dark] = typeof logo === 'object' ? [logo.light, logo.dark] : [logo, undefined];
	const widths: LogoWidths = {};
	const lightWidth = light && widthOf(light, assetsRoot);
	const darkWidth = dark && widthOf(dark, assetsRoot);
	if (lightWidth) widths.light = lightWidth;
	if (darkWidth) widths.dark = darkWidth;
	return widths;
}

function widthOf(written: string, assetsRoot: string): number | undefined {
	if (isHttpUrl(written)) return undefined;
	const found = resolveInFolder(written.replace(/^\/+/, ''), assetsRoot);
	if (!('file' in found)) return undefined;
	try {
		const { width, height } = imageSize(readFileSync(found.file));
		return width > 0 && height > 0 ? Math.round((logoHeight * width) / height) : undefined;
	} catch {
		// Not there, or not an image whose size the header gives: drawn as before, by its height alone.
		return undefined;
	}
}
