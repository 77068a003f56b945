import type { DocsConfig } from '../config/site-config.ts';
import { isHttpUrl, withBase } from '../urls/urls.ts';
import { cssString, cssUrl } from './css-string.ts';

/** CSS names of the formats a font file's extension implies, when `format` is not given. */
const formatsByExtension: Record<string, string> = { woff2: 'woff2', woff: 'woff', ttf: 'truetype', otf: 'opentype' };

type Fonts = NonNullable<DocsConfig['fonts']>;
type FontFace = Extract<Fonts, { family: string }>;

/**
 * The CSS of docs.json `fonts` (the legacy `font`): an @font-face per face with a file, and the custom properties
 * src/styles/base.css reads (--font-body, --font-heading and their weights). The family goes
 * first, the system fonts after it, so text still shows while the file loads or if it fails.
 * One face (`{family, ...}`) is the body's, which headings inherit; `{heading, body}` sets each.
 * The values were validated by the schema (src/config/schema/site-options.ts); they are escaped
 * here too, as everything written into the <style>.
 */
export function fontCss(fonts: Fonts | undefined, base?: string): string {
	if (!fonts) return '';
	const body = 'family' in fonts ? fonts : fonts.body;
	const headings = 'family' in fonts ? undefined : fonts.heading;
	const faces = [body, headings].filter((face): face is FontFace => face !== undefined);
	const fontFaces = faces.flatMap((face) => (face.source ? [fontFace(face, face.source, base)] : []));
	const properties = [...faceProperties('body', body), ...faceProperties('heading', headings)];
	// Outside any cascade layer, in the head: over the defaults of the engine's stylesheets, which are in one.
	return [...new Set(fontFaces)].join('') + (properties.length > 0 ? `:root{${properties.join(';')}}` : '');
}

function fontFace(face: FontFace, url: string, base: string | undefined): string {
	const href = isHttpUrl(url) ? url : withBase(`/${url.replace(/^(?:\.\/)+/, '').replace(/^\/+/, '')}`, base);
	const extension = /\.(\w+)(?:[?#].*)?$/.exec(url)?.[1]?.toLowerCase();
	const format = face.format ?? (extension ? formatsByExtension[extension] : undefined);
	const declarations = [
		`font-family:${cssString(face.family)}`,
		`src:${cssUrl(href)}${format ? ` format(${cssString(format)})` : ''}`,
		...(face.weight !== undefined ? [`font-weight:${face.weight}`] : []),
		// Text shows at once in a system font and switches when the file has loaded.
		'font-display:swap',
	];
	return `@font-face{${declarations.join(';')}}`;
}

function faceProperties(role: 'body' | 'heading', face: FontFace | undefined): string[] {
	if (!face) return [];
	return [
		`--font-${role}:${cssString(face.family)},var(--font-system)`,
		...(face.weight !== undefined ? [`--font-${role}-weight:${Math.round(face.weight)}`] : []),
	];
}
