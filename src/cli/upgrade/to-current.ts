import type { DocsConfig } from '../../config/schema/index.ts';
import { currentNavigation } from './navigation.ts';

type Json = Record<string, unknown>;

/** The legacy keys this rewrite carries over; any other key the file has is named as left behind. */
const carried = new Set([
	'$schema',
	'name',
	'navigation',
	'logo',
	'favicon',
	'colors',
	'topbarLinks',
	'topbarCtaButton',
	'versions',
	'anchors',
	'topAnchor',
	'tabs',
	'primaryTab',
	'openapi',
	'api',
	'footerSocials',
	'footer',
	'modeToggle',
	'backgroundImage',
	'metadata',
	'redirects',
	'search',
	'seo',
	'font',
	'theme',
]);

/**
 * A legacy config (mint.json, or docs.json with an array as navigation) in the current docs.json
 * format: the reverse of src/config/from-current.ts, which reads the current format into the
 * engine's one model, so both files build the same site. `raw` is the file as written (only the
 * keys it has are written), `config` the same file validated. Returns the new config and a line
 * per change.
 */
export function toCurrentFormat(raw: Json, config: DocsConfig): { config: Json; changes: string[]; leftBehind: string[] } {
	const changes: string[] = [];
	const moved = (from: string, to: string) => changes.push(`${from} -> ${to}`);
	const current: Json = { $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: config.name };
	changes.push('theme: "mint" added (the current format names its look)');
	if (config.logo) current.logo = typeof config.logo === 'string' ? config.logo : config.logo;
	if (config.favicon) current.favicon = config.favicon;
	const colors = config.colors;
	current.colors = {
		primary: colors?.primary ?? '#16A34A',
		...(colors?.light ? { light: colors.light } : {}),
		...(colors?.dark ? { dark: colors.dark } : {}),
	};
	if (!colors) changes.push('colors.primary: set to the default #16A34A (the current format asks for one)');
	const background: Json = {};
	if (colors?.background) {
		background.color = colors.background;
		moved('colors.background', 'background.color');
	}
	if (config.backgroundImage) {
		background.image = config.backgroundImage;
		moved('backgroundImage', 'background.image');
	}
	if (Object.keys(background).length > 0) current.background = background;
	const navbar: Json = {};
	if (config.topbarLinks) {
		navbar.links = config.topbarLinks.map((link) => ({ label: link.name, href: link.url }));
		moved('topbarLinks', 'navbar.links');
	}
	const cta = config.topbarCtaButton;
	if (cta) {
		navbar.primary =
			cta.type === 'github' ? { type: 'github', href: cta.url } : { type: 'button', label: cta.name ?? cta.url, href: cta.url };
		moved('topbarCtaButton', 'navbar.primary');
	}
	if (Object.keys(navbar).length > 0) current.navbar = navbar;
	if ('modeToggle' in raw) {
		current.appearance = {
			...(config.modeToggle.default ? { default: config.modeToggle.default } : {}),
			strict: config.modeToggle.isHidden,
		};
		moved('modeToggle', 'appearance');
	}
	const footer = footerOf(config, moved);
	if (footer) current.footer = footer;
	if (config.redirects) current.redirects = config.redirects;
	const seo: Json = {};
	if (config.metadata) {
		seo.metatags = config.metadata;
		moved('metadata', 'seo.metatags');
	}
	if (config.seo?.indexHiddenPages) {
		seo.indexing = 'all';
		moved('seo.indexHiddenPages', 'seo.indexing: "all"');
	}
	if (Object.keys(seo).length > 0) current.seo = seo;
	if (config.search) current.search = config.search;
	if (config.font) {
		current.fonts = fontsOf(config.font);
		moved('font', 'fonts');
	}
	const api = apiOf(raw, config, moved);
	if (api) current.api = api;
	current.navigation = currentNavigation(config, changes);
	const leftBehind = Object.keys(raw).filter((key) => !carried.has(key));
	return { config: current, changes, leftBehind };
}

function footerOf(config: DocsConfig, moved: (from: string, to: string) => void): Json | undefined {
	const footer: Json = {};
	const socials = config.footerSocials ?? config.footer?.socials;
	if (socials) {
		footer.socials = Array.isArray(socials) ? Object.fromEntries(socials.map((social) => [social.type, social.url])) : socials;
		moved(config.footerSocials ? 'footerSocials' : 'footer.socials', 'footer.socials');
	}
	if (config.footer?.links) {
		footer.links = config.footer.links.map((column) => ({
			...(column.title ? { header: column.title } : {}),
			items: column.links.map((link) => ({ label: link.label, href: link.url })),
		}));
		moved('footer.links[].title and .links', 'footer.links[].header and .items');
	}
	return Object.keys(footer).length > 0 ? footer : undefined;
}

type Font = NonNullable<DocsConfig['font']>;

function fontsOf(font: Font): Json {
	const face = (details: {
		family?: string | undefined;
		weight?: number | undefined;
		url?: string | undefined;
		format?: string | undefined;
	}) => ({
		family: details.family,
		...(details.weight ? { weight: details.weight } : {}),
		...(details.url ? { source: details.url } : {}),
		...(details.format ? { format: details.format } : {}),
	});
	if (font.family) return face(font);
	return { ...(font.headings ? { heading: face(font.headings) } : {}), ...(font.body ? { body: face(font.body) } : {}) };
}

/** The playground modes of the legacy format, as the current format names them (the reverse of from-current.ts). */
const playgroundDisplay = { show: 'interactive', simple: 'simple', hide: 'none' } as const;

function apiOf(raw: Json, config: DocsConfig, moved: (from: string, to: string) => void): Json | undefined {
	const api: Json = {};
	if (config.openapi) {
		api.openapi = config.openapi;
		moved('openapi', 'api.openapi');
	}
	const rawApi = raw.api as Json | undefined;
	const mode = (rawApi?.playground as Json | undefined)?.mode;
	if (typeof mode === 'string' && mode in playgroundDisplay) {
		api.playground = { display: playgroundDisplay[mode as keyof typeof playgroundDisplay] };
		moved('api.playground.mode', 'api.playground.display');
	}
	return Object.keys(api).length > 0 ? api : undefined;
}
