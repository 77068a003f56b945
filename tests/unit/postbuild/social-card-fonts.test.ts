import { describe, expect, test } from 'vitest';
import satori from 'satori';
import { cardLayout } from '../../../src/postbuild/social-card-layout.ts';
import { cardFonts, undrawnCharacters } from '../../../src/postbuild/social-card-fonts.ts';
import { cardSvg } from '../../../src/postbuild/social-cards.ts';
import { cardSize, type SocialCard } from '../../../src/site/social-cards.ts';

const card = (title: string): SocialCard => ({
	href: '/_og/page.png',
	siteName: 'Orchard',
	title,
	description: undefined,
	colors: { background: '#ffffff', text: '#111111', muted: '#666666', primary: '#16a34a' },
	background: undefined,
});

describe('the fonts of a social card', () => {
	test('a Latin-only card reads Inter Latin alone', () => {
		expect(cardFonts('Orchard Getting started, naïve café').map(({ name }) => name)).toEqual(['Inter', 'Inter']);
	});

	test('a card with Cyrillic, Greek, Vietnamese or Latin Extended text adds the subsets of those characters', () => {
		const names = (text: string) => [...new Set(cardFonts(text).map(({ name }) => name))];
		expect(names('Начало работы')).toEqual(['Inter', 'Inter cyrillic']);
		expect(names('Οδηγός')).toEqual(['Inter', 'Inter greek']);
		expect(names('Bắt đầu')).toEqual(['Inter', 'Inter vietnamese']);
		expect(names('Zażółć gęślą')).toEqual(['Inter', 'Inter latin-ext']);
	});

	test('a Cyrillic title is drawn with its own glyphs, not the same missing-glyph box for every letter', async () => {
		const latinOnly = (title: string) =>
			satori(cardLayout(card(title), undefined) as unknown as Parameters<typeof satori>[0], { ...cardSize, fonts: cardFonts('') });
		// Two titles of as many letters: with Inter Latin alone, both are a row of the same boxes.
		expect(await latinOnly('Начало работы')).toBe(await latinOnly('Шшшшшш шшшшшш'));
		expect(await cardSvg(card('Начало работы'), undefined)).not.toBe(await cardSvg(card('Шшшшшш шшшшшш'), undefined));
	});
});

test('the characters no bundled font draws are found, so that the build can name their cards', () => {
	expect(undrawnCharacters('Dify 快速开始 — Начало')).toEqual(['快', '速', '开', '始']);
	expect(undrawnCharacters('Getting started — Начало, Οδηγός')).toEqual([]);
});
