import type { DocsConfig } from '../config/site-config.ts';
import type { SiteModel } from './load-site.ts';
import { derivePalette, paletteColorsOf } from '../theme/palette.ts';
import { pageConfig } from './page-config.ts';

/**
 * The social card of a page (the image chat and social apps show for a link to it), as Mintlify
 * makes one from `thumbnails` and the theme's colours: what it shows, as data. The pages point
 * their `og:image` at it (./head-data.ts); the post-build step draws it
 * (src/postbuild/social-cards.ts). An author's own `og:image` wins: the page then has no card.
 */

/** The size Mintlify's cards have, and the one Open Graph readers show whole. */
export const cardSize = { width: 1200, height: 630 } as const;

export interface SocialCard {
	/** Site path of the image, without the base path: `/_og/guides/setup.png`. */
	href: string;
	siteName: string;
	title: string;
	description: string | undefined;
	/** Hex colours of the card's mode. */
	colors: { background: string; text: string; muted: string; primary: string };
	/** `thumbnails.background`: a file of the site (a path from its root) drawn behind the text. */
	background: string | undefined;
}

/** Whether the config's `seo.metatags` or the page's frontmatter name an image of their own, which wins over a card. */
function hasOwnImage(config: DocsConfig, frontmatter: Record<string, unknown>): boolean {
	const named = (key: string) => typeof config.seo?.metatags?.[key] === 'string' || typeof frontmatter[key] === 'string';
	return named('og:image') || named('twitter:image');
}

/** The card of the page at `path`, unless its head names an image of its own. */
export function pageCard(site: SiteModel, path: string): SocialCard | undefined {
	const page = site.pages[path];
	if (!page || !site.navigation.pages[path]) return undefined;
	const { config } = pageConfig(site, path);
	if (hasOwnImage(config, page.frontmatter)) return undefined;
	return socialCard(config, { href: page.href, title: page.title, description: page.frontmatter.description });
}

/** Every card of the site, or of the pages whose address `includes` takes. */
export function siteCards(site: SiteModel, includes: (pageHref: string) => boolean = () => true): SocialCard[] {
	return Object.keys(site.navigation.pages).flatMap((path) => {
		const href = site.pages[path]?.href;
		return href !== undefined && includes(href) ? (pageCard(site, path) ?? []) : [];
	});
}

function socialCard(config: DocsConfig, page: { href: string; title: string; description: string | undefined }): SocialCard {
	const mode = config.thumbnails?.appearance ?? (config.appearance?.default === 'dark' ? 'dark' : 'light');
	const palette = derivePalette(paletteColorsOf(config), mode);
	const background = config.thumbnails?.background;
	return {
		href: cardHref(page.href),
		siteName: config.name,
		title: page.title,
		description: page.description,
		colors: {
			background: palette['--color-background']!,
			text: palette['--color-text']!,
			muted: palette['--color-text-muted']!,
			primary: palette['--color-primary']!,
		},
		// A remote background is not fetched by a build that works offline (said in the report).
		background: background && !/^[a-z][a-z0-9+.-]*:|^\/\//i.test(background) ? `/${background.replace(/^\/+/, '')}` : undefined,
	};
}

/** `/` -> `/_og/index.png`, `/guides/setup` -> `/_og/guides/setup.png`. */
function cardHref(pageHref: string): string {
	const path = pageHref.replace(/^\/+|\/+$/g, '');
	return `/_og/${path === '' ? 'index' : path}.png`;
}
