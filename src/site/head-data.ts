import type { DocsConfig } from '../config/site-config.ts';
import type { VersionInfo } from '../navigation/types.ts';
import { cssUrl } from '../theme/css-string.ts';
import { fontCss } from '../theme/font-css.ts';
import { paletteColorsOf, paletteCss } from '../theme/palette.ts';
import { withBase } from '../urls/urls.ts';
import { scriptJson } from '../html/escaping.ts';
import { cardSize, type SocialCard } from './social-cards.ts';

/** What a page's `<head>` holds besides the engine's own scripts and styles. */
export interface HeadData {
	/** The page's title with the site's name. */
	title: string;
	description: string | undefined;
	canonical: string | undefined;
	/** The page's changelog feed, for `<link rel="alternate">`: its address and its title. */
	feed: { href: string; title: string } | undefined;
	/** The favicon, and the one for readers whose system is dark when the config has one. */
	icons: { href: string; type: string; media?: string }[];
	/** In order; `property` ones (Open Graph) are written with `property=`, the others with `name=`. */
	metaTags: { name: string; content: string; property: boolean }[];
	/** The inline stylesheet: the palette, the version rules, the background, the banner's colours and the fonts. */
	css: string;
	/** The folder's own stylesheets and scripts (src/page-files/custom-files.ts), as addresses on the site. */
	customStyles: string[];
	customScripts: string[];
	/** The page's structured data (./structured-data.ts) as JSON for its `<script type="application/ld+json">`, escaped for it. */
	jsonLd: string | undefined;
}

export interface HeadInput {
	config: DocsConfig;
	title: string;
	description: string | undefined;
	versions: readonly VersionInfo[];
	noindex: boolean;
	/** Site path of the page (`/quickstart`), for its canonical URL; none for pages that have no address of their own (404). */
	href?: string | undefined;
	/** Meta tags set by the page's frontmatter (quoted keys such as "og:image"): they win over the site's. */
	pageMeta?: Record<string, unknown> | undefined;
	/** The public URL of the site (SITE_URL), without a trailing slash, when known. */
	siteUrl: string | undefined;
	/** The address of the page's changelog feed (src/site/changelog-feed.ts), with the base path, when it has one. */
	feed?: string | undefined;
	/** The folder's own stylesheets and scripts, paths from the folder. */
	custom?: { styles: readonly string[]; scripts: readonly string[] } | undefined;
	/** The page's structured data; none for pages that are not indexed. */
	structured?: Record<string, unknown> | undefined;
	/** The page's social card, which its `og:image` points at: none when the page or the config names an image. */
	card?: SocialCard | undefined;
}

export function headData({
	config,
	title,
	description,
	versions,
	noindex,
	href,
	pageMeta = {},
	siteUrl,
	feed,
	custom,
	structured,
	card,
}: HeadInput): HeadData {
	const fullTitle = title === config.name ? title : `${title} - ${config.name}`;
	// A page's own `canonical` (an absolute URL) wins over its address on this site.
	const canonical = ownCanonical(pageMeta) ?? (siteUrl && href !== undefined ? `${siteUrl}${withBase(href)}` : undefined);
	return {
		title: fullTitle,
		description,
		canonical,
		feed: feed === undefined ? undefined : { href: feed, title: fullTitle },
		icons: iconsOf(config.favicon),
		metaTags: metaTagsOf({ config, fullTitle, description, canonical, noindex, pageMeta, siteUrl, card }),
		css: inlineCss(config, versions),
		customStyles: (custom?.styles ?? []).map((file) => withBase(`/${file}`)),
		customScripts: (custom?.scripts ?? []).map((file) => withBase(`/${file}`)),
		jsonLd: structured && scriptJson(structured),
	};
}

/** A page's own `canonical` (an absolute URL), when its frontmatter gives one. */
export function ownCanonical(pageMeta: Record<string, unknown>): string | undefined {
	const canonical = pageMeta['canonical'];
	return typeof canonical === 'string' && /^https?:\/\//.test(canonical) ? canonical : undefined;
}

/** The inline stylesheet of a config's pages: the same for each of them, so made once per config (a language may have its own). */
const stylesheets = new WeakMap<DocsConfig, string>();

function inlineCss(config: DocsConfig, versions: readonly VersionInfo[]): string {
	let css = stylesheets.get(config);
	if (css === undefined) {
		css = paletteCss(paletteColorsOf(config)) + versionCss(versions) + backgroundCss(config) + bannerCss(config) + fontCss(config.fonts);
		stylesheets.set(config, css);
	}
	return css;
}

/** Meta tags: defaults from the page, then the config's `seo.metatags`, then the page's own (og:*, twitter:*, keywords...). */
function metaTagsOf(head: {
	config: DocsConfig;
	fullTitle: string;
	description: string | undefined;
	canonical: string | undefined;
	noindex: boolean;
	pageMeta: Record<string, unknown>;
	siteUrl: string | undefined;
	card: SocialCard | undefined;
}): HeadData['metaTags'] {
	const { config, fullTitle, description, canonical, pageMeta, siteUrl, card } = head;
	const meta = new Map<string, string>();
	meta.set('og:type', 'website');
	meta.set('og:title', fullTitle);
	if (description) meta.set('og:description', description);
	if (canonical) meta.set('og:url', canonical);
	meta.set('og:site_name', config.name);
	meta.set('twitter:title', fullTitle);
	if (description) meta.set('twitter:description', description);
	for (const [name, content] of Object.entries(config.seo?.metatags ?? {})) meta.set(name, content);
	for (const [name, content] of Object.entries(pageMeta)) {
		if (
			/^(?:og|twitter|article|fb):|^(?:keywords|author|robots|googlebot|theme-color)$/.test(name) &&
			(typeof content === 'string' || typeof content === 'number')
		)
			meta.set(name, String(content));
	}
	// The current format writes `keywords` as a list.
	const keywords = pageMeta['keywords'];
	if (Array.isArray(keywords) && keywords.length > 0) meta.set('keywords', keywords.map(String).join(', '));
	// Images named from the site root (`/images/og.png`) get the base path, and the public URL when known.
	for (const key of ['og:image', 'twitter:image']) {
		const image = meta.get(key);
		if (image?.startsWith('/') && !image.startsWith('//')) meta.set(key, `${siteUrl ?? ''}${withBase(image)}`);
	}
	if (card && !meta.has('og:image') && !meta.has('twitter:image')) {
		const image = `${siteUrl ?? ''}${withBase(card.href)}`;
		meta.set('og:image', image);
		meta.set('og:image:width', String(cardSize.width));
		meta.set('og:image:height', String(cardSize.height));
		meta.set('twitter:image', image);
	}
	if (!meta.has('twitter:card'))
		meta.set('twitter:card', meta.has('og:image') || meta.has('twitter:image') ? 'summary_large_image' : 'summary');
	if (head.noindex) meta.set('robots', 'noindex');
	return [...meta].map(([name, content]) => ({ name, content, property: /^(?:og|article|fb):/.test(name) }));
}

function iconType(file: string): string {
	return file.endsWith('.svg') ? 'image/svg+xml' : file.endsWith('.ico') ? 'image/x-icon' : 'image/png';
}

/** `favicon`, or `favicon: { light, dark }`: the dark one for readers whose system is dark. */
function iconsOf(favicon: DocsConfig['favicon']): HeadData['icons'] {
	const light = typeof favicon === 'object' ? favicon.light : favicon;
	const dark = typeof favicon === 'object' && favicon.dark !== favicon.light ? favicon.dark : undefined;
	return [
		...(light ? [{ href: withBase(light), type: iconType(light) }] : []),
		...(dark ? [{ href: withBase(dark), type: iconType(dark), media: '(prefers-color-scheme: dark)' }] : []),
	];
}

/**
 * Elements of one version carry data-for-version (of several, their JSON list: `["v2","v1"]`); all
 * others hide while another version is chosen.
 */
function versionCss(versions: readonly VersionInfo[]): string {
	return versions
		.map(({ name }) => {
			const one = JSON.stringify(name);
			const inList = JSON.stringify(one);
			return `:root[data-version=${one}] [data-for-version]:not([data-for-version=${one}]):not([data-for-version*=${inList}]){display:none!important}`;
		})
		.join('');
}

/** The banner's own colours (hex codes, checked by the config's schema), for light and dark mode. */
function bannerCss(config: DocsConfig): string {
	const color = config.banner?.color;
	const pair = typeof color === 'string' ? { light: color, dark: color } : color;
	if (!pair) return '';
	return `:root{${pair.light ? `--banner-light:${pair.light};` : ''}${pair.dark ? `--banner-dark:${pair.dark};` : ''}}`;
}

/** `background.image` (one, or one per mode), else `background.decoration`: a pattern behind the pages (src/styles/base.css). */
function backgroundCss(config: DocsConfig): string {
	const image = config.background?.image;
	const light = typeof image === 'object' ? image.light : image;
	const dark = typeof image === 'object' && image.dark !== image.light ? image.dark : undefined;
	const decoration = config.background?.decoration;
	return (
		(light ? `:root{--background-image:${cssUrl(withBase(light))}}` : '') +
		(dark ? `:root[data-theme='dark']{--background-image:${cssUrl(withBase(dark))}}` : '') +
		(decoration && !light ? `:root{--background-image:var(--decoration-${decoration})}` : '')
	);
}
