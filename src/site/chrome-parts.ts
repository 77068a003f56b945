import type { DocsConfig } from '../config/site-config.ts';
import type { LogoWidths } from './logo-widths.ts';
import { githubRepository } from '../config/schema/topbar.ts';
import { externalLinkAttributes, withBase } from '../urls/urls.ts';
import type { IconLibrary } from '../icons/render-icon.ts';
import { inlineMarkdownHtml } from './inline-markdown.ts';
import { socialLinks, type SocialLink } from './socials.ts';

/**
 * What the top bar, the footer and the banner show, as data made from the config of the page's
 * language: addresses under the base path, the attributes of links that leave the site, labels
 * of links that name none. The chrome components render it (src/components/chrome/).
 */

/** A link of the chrome. */
export interface ChromeLink {
	label: string;
	href: string;
	/** `target` and `rel` of a link that leaves the site. */
	attributes: Record<string, string>;
	icon?: { name: string; iconType?: string | undefined; library?: IconLibrary | undefined } | undefined;
	/** The legacy look of a top bar link. */
	style?: 'pill' | 'roundedRectangle' | undefined;
	arrow?: boolean | undefined;
}

export interface TopBarData {
	logo: { href: string; alt: string; light?: string; dark?: string; widths?: LogoWidths };
	links: ChromeLink[];
	/** The button at the end: a link, or a GitHub repository with its stars. */
	primary?: ({ kind: 'link' } & ChromeLink) | { kind: 'github'; href: string; repository: string; attributes: Record<string, string> };
	/** Whether the reader may switch between light and dark (not with `appearance.strict`). */
	modeToggle: boolean;
	searchPrompt: string | undefined;
}

export interface FooterData {
	columns: { header: string | undefined; links: ChromeLink[] }[];
	socials: SocialLink[];
}

export interface BannerData {
	/** The banner's one line of Markdown, as sanitised HTML. */
	html: string;
	/** What a reader who closed the banner has closed: its text. */
	dismissKey: string | undefined;
	kind: 'info' | 'warning' | 'critical';
	colored: boolean;
}

/** What a top bar link or button says: its label, else the name of the service it leads to, else its address. */
export function navbarLabel(link: { label?: string | undefined; type?: string | undefined; href: string }): string {
	if (link.label) return link.label;
	if (link.type === 'github') return 'GitHub';
	if (link.type === 'discord') return 'Discord';
	return link.href;
}

function chromeLink(label: string, href: string): ChromeLink {
	return { label, href: withBase(href), attributes: externalLinkAttributes(href) };
}

export function topBarData(config: DocsConfig, logoWidths: LogoWidths = {}): TopBarData {
	const logo = config.logo;
	const images =
		typeof logo === 'string' ? { light: withBase(logo) } : logo ? { light: withBase(logo.light), dark: withBase(logo.dark) } : {};
	const primary = config.navbar?.primary;
	const repository = primary?.type === 'github' ? githubRepository(primary.href) : undefined;
	return {
		logo: {
			href: withBase(typeof logo === 'object' ? (logo.href ?? '/') : '/'),
			alt: config.name,
			...images,
			...(logoWidths.light || logoWidths.dark ? { widths: logoWidths } : {}),
		},
		links: (config.navbar?.links ?? []).map((link) => {
			const icon =
				typeof link.icon === 'string'
					? { name: link.icon }
					: link.icon
						? { name: link.icon.name, iconType: link.icon.style, library: link.icon.library }
						: undefined;
			return { ...chromeLink(navbarLabel(link), link.href), icon, style: link.style, arrow: link.arrow };
		}),
		...(primary
			? {
					primary: repository
						? { kind: 'github' as const, href: primary.href, repository, attributes: externalLinkAttributes(primary.href) }
						: { kind: 'link' as const, ...chromeLink(navbarLabel(primary), primary.href), arrow: primary.arrow },
				}
			: {}),
		modeToggle: !config.appearance?.strict,
		searchPrompt: config.search?.prompt,
	};
}

export function footerData(config: DocsConfig): FooterData {
	return {
		columns: (config.footer?.links ?? []).map((column) => ({
			header: column.header,
			links: column.items.map((item) => chromeLink(item.label, item.href)),
		})),
		socials: socialLinks(config.footer?.socials),
	};
}

/** The banner, if the config has one whose text is not empty once sanitised. */
export function bannerData(config: DocsConfig): BannerData | undefined {
	const banner = config.banner;
	const html = banner ? inlineMarkdownHtml(banner.content) : '';
	if (!banner || !html) return undefined;
	return {
		html,
		dismissKey: banner.dismissible ? banner.content : undefined,
		kind: banner.type ?? 'info',
		colored: banner.color !== undefined,
	};
}

/** The top bar, footer and banner of a config (the site's, or a language's own). */
export interface ChromeParts {
	topBar: TopBarData;
	footer: FooterData;
	banner: BannerData | undefined;
}

const partsOfConfig = new WeakMap<DocsConfig, ChromeParts>();

/** The chrome parts of a config, made once per config rather than for every page that shows them. */
export function chromeParts(config: DocsConfig, logoWidths?: LogoWidths): ChromeParts {
	let parts = partsOfConfig.get(config);
	if (!parts) {
		parts = { topBar: topBarData(config, logoWidths), footer: footerData(config), banner: bannerData(config) };
		partsOfConfig.set(config, parts);
	}
	return parts;
}
