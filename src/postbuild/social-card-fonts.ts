import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The fonts a social card is drawn with: Inter, bundled with the engine (its OFL licence allows
 * it), so that the cards never fetch a font. Inter comes in subsets by script; the Latin one is
 * always loaded, the others (Latin Extended, Cyrillic, Greek, Vietnamese) only for a card whose
 * text has a character of theirs, so that a Latin-only site reads no more than before. Scripts
 * Inter does not cover (CJK, Arabic, Hebrew, Indic) are drawn as Satori draws a missing glyph, a
 * box: the build says which cards have them.
 */

/** A font as Satori takes it. */
export interface CardFont {
	name: string;
	data: Buffer;
	weight: 400 | 700;
	style: 'normal';
}

const weights = [400, 700] as const;

/** The subsets Inter ships (`unicode.json` of its package: subset name → CSS unicode-range). */
const subsetRanges = JSON.parse(readFileSync(fileURLToPath(import.meta.resolve('@fontsource/inter/unicode.json')), 'utf8')) as Record<
	string,
	string
>;

/** `U+0400-045F,U+2116` as code point intervals. */
function parseRanges(range: string): [number, number][] {
	return range.split(',').map((part) => {
		const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
		const start = Number.parseInt(from ?? '', 16);
		return [start, to ? Number.parseInt(to, 16) : start];
	});
}

const subsets = Object.entries(subsetRanges).map(([name, range]) => ({ name, ranges: parseRanges(range) }));
const loaded = new Map<string, CardFont[]>();

/** The two weights of one subset, read once. */
function subsetFonts(subset: string): CardFont[] {
	let fonts = loaded.get(subset);
	if (!fonts) {
		fonts = weights.map((weight) => ({
			// Each subset under its own name: Satori falls back from one font to the next for a missing glyph.
			name: subset === 'latin' ? 'Inter' : `Inter ${subset}`,
			data: readFileSync(fileURLToPath(import.meta.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`))),
			weight,
			style: 'normal' as const,
		}));
		loaded.set(subset, fonts);
	}
	return fonts;
}

const covers = (ranges: [number, number][], point: number) => ranges.some(([from, to]) => point >= from && point <= to);
const latin = subsets.find(({ name }) => name === 'latin')?.ranges ?? [];

/** The Inter subsets beyond Latin that `text` needs, and its characters that no subset has. */
function scriptsOf(text: string): { needed: Set<string>; undrawn: Set<string> } {
	const needed = new Set<string>();
	const undrawn = new Set<string>();
	for (const character of text) {
		const point = character.codePointAt(0)!;
		if (covers(latin, point)) continue;
		const subset = subsets.find(({ name, ranges }) => name !== 'latin' && covers(ranges, point));
		if (subset) needed.add(subset.name);
		else if (character.trim() !== '') undrawn.add(character);
	}
	return { needed, undrawn };
}

/** The fonts that draw `text`: Inter's Latin subset, and each other subset that has one of its characters. */
export function cardFonts(text: string): CardFont[] {
	return [...subsetFonts('latin'), ...[...scriptsOf(text).needed].flatMap(subsetFonts)];
}

/** The characters of `text` that no bundled font draws (Chinese, Japanese, Korean, Arabic…): a card shows them as boxes. */
export function undrawnCharacters(text: string): string[] {
	return [...scriptsOf(text).undrawn];
}
