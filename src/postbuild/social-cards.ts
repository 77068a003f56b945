import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import sharp from 'sharp';
import satori from 'satori';
import { forEachConcurrently } from '../files/concurrently.ts';
import { engineFingerprint } from '../files/engine-fingerprint.ts';
import { resolveInFolder } from '../files/folder-paths.ts';
import { cardSize, siteCards, type SocialCard } from '../site/social-cards.ts';
import type { PostBuildContext } from './context.ts';
import { cardLayout } from './social-card-layout.ts';
import { cardFonts, undrawnCharacters } from './social-card-fonts.ts';

/**
 * Draws each page's social card (src/site/social-cards.ts) into the output: SVG by Satori, PNG by
 * sharp (libvips), with the fonts of the engine's own packages (no network). A card is kept in the build
 * cache by a digest of what it shows, so a rebuild copies the cards of unchanged pages instead of
 * drawing them again.
 */

/** Cards drawn at once. */
const cardsAtOnce = 4;

const imageTypes: Record<string, string> = { '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.svg': 'image/svg+xml' };

/** `thumbnails.background` as a data URL, read from the built site (which holds the folder's files); none when it is not there. */
function backgroundData(outDir: string, href: string | undefined): string | undefined {
	if (!href) return undefined;
	const type = imageTypes[extname(href).toLowerCase()];
	const found = resolveInFolder(href, outDir);
	if (!type || !('file' in found) || !existsSync(found.file)) return undefined;
	return `data:${type};base64,${readFileSync(found.file).toString('base64')}`;
}

/** All the text a card shows. */
const cardText = (card: SocialCard) => [card.siteName, card.title, card.description ?? ''].join(' ');

/** The card as SVG, with the fonts its text needs (src/postbuild/social-card-fonts.ts). */
export function cardSvg(card: SocialCard, background: string | undefined): Promise<string> {
	const text = cardText(card);
	// Satori takes React elements; the layout is their plain shape, without React's own fields.
	return satori(cardLayout(card, background) as unknown as Parameters<typeof satori>[0], { ...cardSize, fonts: cardFonts(text) });
}

/** The card as PNG. */
async function drawCard(card: SocialCard, background: string | undefined): Promise<Buffer> {
	const svg = await cardSvg(card, background);
	// libvips through sharp: it frees each image as it is written. resvg's images are native memory that
	// the garbage collector does not see (3 MB a card kept until a collection that did not come: a
	// 1,000-page build peaked at 5.5 GB).
	return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Writes the cards of the site (`cards`: those of some of its pages); returns how many were
 * drawn, how many came from the cache and how many the shards of a split build drew, and the cards
 * with characters no bundled font draws (by image path), with those characters. A card already in
 * the output is kept only for a site merged from shards (`context.fromShards`).
 */
export async function writeSocialCards(
	context: PostBuildContext,
	cards: readonly SocialCard[] = siteCards(context.site),
): Promise<{ drawn: number; kept: number; byShards: number; undrawn: { href: string; characters: string[] }[] }> {
	const cache = context.cacheDir && join(context.cacheDir, 'social-cards');
	if (cache) mkdirSync(cache, { recursive: true });
	let drawn = 0;
	let kept = 0;
	let byShards = 0;
	const undrawn: { href: string; characters: string[] }[] = [];
	for (const card of cards) {
		const characters = undrawnCharacters(cardText(card));
		if (characters.length > 0) undrawn.push({ href: card.href, characters });
	}
	// Libvips rasterises a card off the main thread while Satori lays out the next: 13 ms a card one
	// at a time, 7 ms four at a time on 2 cores.
	await forEachConcurrently(cards, cardsAtOnce, async (card) => {
		const { href, ...shown } = card;
		const target = join(context.outDir, href);
		if (context.fromShards && existsSync(target)) {
			byShards++;
			return;
		}
		const background = backgroundData(context.outDir, card.background);
		const cached = cache && join(cache, `${engineFingerprint({ shown, background })}.png`);
		mkdirSync(dirname(target), { recursive: true });
		if (cached && existsSync(cached)) {
			copyFileSync(cached, target);
			kept++;
			return;
		}
		const png = await drawCard(card, background);
		writeFileSync(target, png);
		if (cached) writeFileSync(cached, png);
		drawn++;
	});
	return { drawn, kept, byShards, undrawn };
}
