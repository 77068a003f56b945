import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { Features, transform } from 'lightningcss';
import { compile } from 'tailwindcss';
import type { PaletteColors } from '../../theme/palette.ts';
import { derivePalette } from '../../theme/palette.ts';

/**
 * The Tailwind utility classes that a docs folder's pages use (`className="flex gap-4
 * dark:hidden"`), compiled by Tailwind itself, applied as Mintlify applies them:
 * - only the utilities the pages name, and only the theme variables those need; no preflight,
 *   which would restyle Trellis's own chrome;
 * - scoped to the page body, so that an author's class never reaches the chrome, and outside any
 *   cascade layer: Trellis's rules are all in the layer `trellis` (src/styles/base.css), so on the
 *   author's own element the author's class wins over them (`.prose h2`, a component's
 *   `.callout-content a`), as on Mintlify over its typography;
 * - `dark:` follows Trellis's mode (`data-theme` on the root), not the operating system's;
 * - Mintlify's colour names (`text-primary`, `bg-primary-dark`, `dark:bg-background-dark`) are the
 *   config's colours written out: Trellis's own `--color-primary` changes with the mode;
 * - theme variables go in a layer inside Trellis's, so where one has the name of one of
 *   Trellis's (`--font-mono`), Trellis's wins.
 */

/** Where utilities apply: the page body, what the author wrote. */
const contentScope = '.prose';

const require = createRequire(import.meta.url);

/** The Tailwind stylesheet of a site: what `compile()` reads before it is given class names. */
function tailwindInput(colors: PaletteColors | undefined): string {
	const light = derivePalette(colors, 'light');
	const dark = derivePalette(colors, 'dark');
	// The names of Mintlify's Tailwind config, from docs.json `colors` with Trellis's defaults:
	// `primary`, `light` (primary in dark mode), `dark` (buttons), the two backgrounds.
	const mintlifyColors = {
		'--color-primary': light['--color-primary'],
		'--color-primary-light': dark['--color-primary'],
		'--color-primary-dark': light['--color-button'],
		'--color-background-light': light['--color-background'],
		'--color-background-dark': dark['--color-background'],
	};
	return [
		'@import "tailwindcss/theme.css" layer(trellis.tailwind-theme);',
		`@theme inline reference { ${Object.entries(mintlifyColors)
			.map(([name, value]) => `${name}: ${value};`)
			.join(' ')} }`,
		"@custom-variant dark (&:where(:root[data-theme='dark'] *));",
		`${contentScope} { @tailwind utilities; }`,
	].join('\n');
}

/**
 * Tailwind's compiler for a site's stylesheet: given every class name found so far, the CSS of
 * the utilities among them, nesting written out for browsers without CSS nesting.
 */
export async function createUtilityCompiler(colors: PaletteColors | undefined): Promise<(candidates: Iterable<string>) => string> {
	const compiler = await compile(tailwindInput(colors), {
		base: dirname(require.resolve('tailwindcss/package.json')),
		async loadStylesheet(id) {
			const path = require.resolve(id);
			return { path, base: dirname(path), content: await readFile(path, 'utf8') };
		},
	});
	return (candidates) => flatten(compiler.build([...candidates]));
}

/** As Tailwind's own build does it (`@tailwindcss/node`'s `optimize`), without minifying: Vite does. */
function flatten(css: string): string {
	const { code } = transform({
		filename: 'tailwind.css',
		code: Buffer.from(css),
		include: Features.Nesting | Features.MediaQueries,
		exclude: Features.LogicalProperties | Features.DirSelector | Features.LightDark,
		// Safari 16.4, Firefox 128, Chrome 111: the browsers Tailwind v4 supports.
		targets: { safari: (16 << 16) | (4 << 8), ios_saf: (16 << 16) | (4 << 8), firefox: 128 << 16, chrome: 111 << 16 },
		errorRecovery: true,
	});
	return code.toString();
}
