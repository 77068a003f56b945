import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { globSync } from 'tinyglobby';
import { describe, expect, it } from 'vitest';

/**
 * Every style of the engine is in the cascade layer `trellis` (src/styles/base.css), so that what
 * is outside any layer (an author's CSS, Tailwind's utilities on a page, the page head's settings)
 * wins over it without raising specificity. A rule outside the layer would win over those instead.
 */

const source = join(import.meta.dirname, '../../../src');
const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '').trim();

/** Whether the whole of a stylesheet is one `@layer trellis { ... }` block, after its `@import`s. */
function inEngineLayer(css: string): boolean {
	const text = withoutComments(css)
		.replace(/^(?:@import [^;]+ layer\(trellis\);\s*)*/, '')
		.trim();
	if (!text.startsWith('@layer trellis {') || !text.endsWith('}')) return false;
	// The block that opens first closes last.
	let depth = 0;
	for (let index = 0; index < text.length; index++) {
		if (text[index] === '{') depth++;
		else if (text[index] === '}' && --depth === 0) return index === text.length - 1;
	}
	return false;
}

describe('the cascade layer of the engine’s styles', () => {
	it('holds every stylesheet of src/styles/', () => {
		const files = globSync('styles/**/*.css', { cwd: source, absolute: true });
		expect(files.length).toBeGreaterThan(5);
		for (const file of files) expect(inEngineLayer(readFileSync(file, 'utf8')), relative(source, file)).toBe(true);
	});

	it("holds every component's own styles", () => {
		const files = globSync('**/*.astro', { cwd: source, absolute: true });
		let blocks = 0;
		for (const file of files) {
			for (const match of readFileSync(file, 'utf8').matchAll(/<style([^>]*)>([\s\S]*?)<\/style>/g)) {
				// An inline <style> (the page head's settings) stays outside any layer on purpose.
				if (match[1]!.includes('is:inline')) continue;
				blocks++;
				expect(inEngineLayer(match[2]!), relative(source, file)).toBe(true);
			}
		}
		expect(blocks).toBeGreaterThan(30);
	});

	it('tells a rule outside the layer', () => {
		expect(inEngineLayer('@layer trellis { a { color: red; } }')).toBe(true);
		expect(inEngineLayer('@layer trellis { a { color: red; } } b { color: blue; }')).toBe(false);
		expect(inEngineLayer('a { color: red; }')).toBe(false);
	});
});
