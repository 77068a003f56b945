import type { SocialCard } from '../site/social-cards.ts';

/**
 * The card's layout, as the element tree Satori draws (React's shape, without React): a band of
 * the primary colour at the top, the site's name in it, the page's title large, its description
 * below, on the mode's background (or `thumbnails.background`). Text is data: Satori draws it as
 * glyphs, never as markup.
 */
interface CardElement {
	type: string;
	props: { style?: Record<string, string | number>; src?: string; children?: (CardElement | string)[] | string };
}

const element = (type: string, style: Record<string, string | number>, children?: (CardElement | string)[] | string): CardElement => ({
	type,
	props: { style, ...(children === undefined ? {} : { children }) },
});

/** Long text cut at a word, so that it fits the lines it is given. */
function shortened(text: string, length: number): string {
	if (text.length <= length) return text;
	return `${text.slice(0, length).replace(/\s+\S*$/, '')}…`;
}

export function cardLayout(card: SocialCard, background: string | undefined): CardElement {
	const { colors } = card;
	return element(
		'div',
		{
			display: 'flex',
			flexDirection: 'column',
			width: '100%',
			height: '100%',
			backgroundColor: colors.background,
			...(background ? { backgroundImage: `url(${background})`, backgroundSize: '100% 100%' } : {}),
			fontFamily: 'Inter',
		},
		[
			element('div', { display: 'flex', width: '100%', height: 16, backgroundColor: colors.primary }),
			element('div', { display: 'flex', flexDirection: 'column', flexGrow: 1, padding: '64px 80px', justifyContent: 'space-between' }, [
				element('div', { display: 'flex', fontSize: 32, fontWeight: 700, color: colors.primary }, shortened(card.siteName, 60)),
				element('div', { display: 'flex', flexDirection: 'column' }, [
					element(
						'div',
						{ display: 'flex', fontSize: 72, fontWeight: 700, color: colors.text, lineHeight: 1.1 },
						shortened(card.title, 80),
					),
					...(card.description
						? [
								element(
									'div',
									{ display: 'flex', marginTop: 28, fontSize: 32, color: colors.muted, lineHeight: 1.4 },
									shortened(card.description, 160),
								),
							]
						: []),
				]),
			]),
		],
	);
}
