import type { LegacyConfig } from '../schema/index.ts';
import type { LegacySettings, LinkLook } from '../site-config.ts';
import { currentNavigation } from './navigation.ts';
import { repositoryUrl } from './repository-url.ts';

type Json = Record<string, unknown>;
type JsonPath = (string | number)[];

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

/** A legacy config in the current format: what `trellis upgrade` writes, and what the engine reads. */
export interface UpgradedConfig {
	/** The config in the current docs.json format, as JSON. */
	written: Json;
	/** What the current format has no key for, as the engine keeps it. */
	legacy: LegacySettings;
	/** The look of the top bar's links and button, in the order of `written.navbar`. */
	navbarLooks: { links: LinkLook[]; primary?: LinkLook };
	/** A line per change, for the person upgrading. */
	changes: string[];
	/** Top-level keys of the file that the current format cannot hold. */
	leftBehind: string[];
	/** Where each moved value was in the legacy file: current path prefix, legacy path prefix. */
	origins: [JsonPath, JsonPath][];
}

/**
 * A legacy config (mint.json, or docs.json with an array as navigation) in the current docs.json
 * format. The engine reads a legacy file through this, and `trellis upgrade` writes what it gives,
 * so a folder builds the same site before and after its upgrade. `raw` is the file as written
 * (only the keys it has are written), `config` the same file validated.
 */
export function toCurrentFormat(raw: Json, config: LegacyConfig): UpgradedConfig {
	const changes: string[] = [];
	const origins: [JsonPath, JsonPath][] = [];
	const moved = (from: JsonPath, to: JsonPath, note?: string) => {
		origins.push([to, from]);
		changes.push(note ?? `${from.join('.')} -> ${to.join('.')}`);
	};
	const theme = currentTheme(raw['theme'], raw['layout']);
	const current: Json = { $schema: 'https://mintlify.com/docs.json', theme, name: config.name };
	changes.push(
		typeof raw['theme'] === 'string' || typeof raw['layout'] === 'string'
			? `theme: "${theme}" (from ${[typeof raw['theme'] === 'string' ? `theme "${raw['theme']}"` : '', typeof raw['layout'] === 'string' ? `layout "${raw['layout']}"` : ''].filter(Boolean).join(' and ')}, as Mintlify's upgrade maps them)`
			: 'theme: "mint" added (the current format names its look)',
	);
	if (config.logo) current.logo = config.logo;
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
		moved(['colors', 'background'], ['background', 'color']);
	}
	if (config.backgroundImage) {
		background.image = config.backgroundImage;
		moved(['backgroundImage'], ['background', 'image']);
	}
	if (Object.keys(background).length > 0) current.background = background;
	const navbar = navbarOf(config, moved);
	if (navbar.written) current.navbar = navbar.written;
	if ('modeToggle' in raw) {
		current.appearance = {
			...(config.modeToggle.default ? { default: config.modeToggle.default } : {}),
			strict: config.modeToggle.isHidden,
		};
		moved(['modeToggle'], ['appearance']);
	}
	const codeBlockMode = (raw.codeBlock as Json | undefined)?.mode;
	if (codeBlockMode === 'dark') {
		current.styling = { codeblocks: 'dark' };
		moved(['codeBlock', 'mode'], ['styling', 'codeblocks']);
	}
	const footer = footerOf(config, moved);
	if (footer) current.footer = footer;
	if (config.redirects) current.redirects = config.redirects;
	const seo: Json = {};
	if (config.metadata) {
		seo.metatags = config.metadata;
		moved(['metadata'], ['seo', 'metatags']);
	}
	if (config.seo?.indexHiddenPages) {
		seo.indexing = 'all';
		moved(['seo', 'indexHiddenPages'], ['seo', 'indexing'], 'seo.indexHiddenPages -> seo.indexing: "all"');
	}
	if (Object.keys(seo).length > 0) current.seo = seo;
	if (config.search) current.search = config.search;
	if (config.font) {
		current.fonts = fontsOf(config.font);
		moved(['font'], ['fonts']);
		// The font files' paths are read where they were written.
		for (const face of [[], ['headings'], ['body']]) {
			const to = face.length > 0 ? ['fonts', face[0] === 'headings' ? 'heading' : 'body', 'source'] : ['fonts', 'source'];
			origins.push([to, ['font', ...face, 'url']]);
		}
	}
	if (config.analytics && Object.keys(config.analytics).length > 0) {
		current.integrations = config.analytics;
		moved(['analytics'], ['integrations']);
	}
	const api = apiOf(raw, config, moved);
	if (api) current.api = api;
	// The legacy format shows its own 404 page; the current one sends readers home unless told not to.
	current.errors = { '404': { redirect: false } };
	const legacy = legacySettings(raw, config);
	const navigation = currentNavigation(legacy.navigation, changes);
	current.navigation = navigation.navigation;
	origins.push(...navigation.origins);
	const leftBehind = Object.keys(raw).filter((key) => !carried.has(key) && !origins.some(([, from]) => from[0] === key));
	return { written: current, legacy, navbarLooks: navbar.looks, changes, leftBehind, origins };
}

type Moved = (from: JsonPath, to: JsonPath, note?: string) => void;

function navbarOf(config: LegacyConfig, moved: Moved): { written?: Json; looks: UpgradedConfig['navbarLooks'] } {
	const navbar: Json = {};
	const looks: UpgradedConfig['navbarLooks'] = { links: [] };
	if (config.topbarLinks) {
		navbar.links = config.topbarLinks.map((link) => ({ label: link.name, href: link.url }));
		looks.links = config.topbarLinks.map((link) => lookOf(link));
		moved(['topbarLinks'], ['navbar', 'links']);
	}
	const cta = config.topbarCtaButton;
	if (cta) {
		navbar.primary =
			cta.type === 'github' ? { type: 'github', href: cta.url } : { type: 'button', label: cta.name ?? cta.url, href: cta.url };
		looks.primary = lookOf(cta);
		moved(['topbarCtaButton'], ['navbar', 'primary']);
	}
	return { ...(Object.keys(navbar).length > 0 ? { written: navbar } : {}), looks };
}

function lookOf(link: LinkLook): LinkLook {
	return { ...(link.style ? { style: link.style } : {}), ...(link.arrow !== undefined ? { arrow: link.arrow } : {}) };
}

function footerOf(config: LegacyConfig, moved: Moved): Json | undefined {
	const footer: Json = {};
	// `footer.socials` takes the place of the older `footerSocials`.
	const socials = config.footer?.socials ?? config.footerSocials;
	if (socials) {
		footer.socials = Array.isArray(socials) ? Object.fromEntries(socials.map((social) => [social.type, social.url])) : socials;
		moved(config.footer?.socials ? ['footer', 'socials'] : ['footerSocials'], ['footer', 'socials']);
	}
	if (config.footer?.links) {
		footer.links = config.footer.links.map((column) => ({
			...(column.title ? { header: column.title } : {}),
			items: column.links.map((link) => ({ label: link.label, href: link.url })),
		}));
		moved(['footer', 'links'], ['footer', 'links'], 'footer.links[].title and .links -> footer.links[].header and .items');
	}
	return Object.keys(footer).length > 0 ? footer : undefined;
}

type Font = NonNullable<LegacyConfig['font']>;

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

/** The playground modes of the legacy format, as the current format names them. */
const playgroundDisplay = { show: 'interactive', simple: 'simple', hide: 'none' } as const;

function apiOf(raw: Json, config: LegacyConfig, moved: Moved): Json | undefined {
	const api: Json = {};
	if (config.openapi) {
		api.openapi = config.openapi;
		moved(['openapi'], ['api', 'openapi']);
	}
	const rawApi = raw.api as Json | undefined;
	const playground = rawApi?.playground as Json | undefined;
	if (typeof playground?.mode === 'string' || playground?.disableProxy !== undefined) {
		api.playground = {
			...(typeof playground.mode === 'string' ? { display: playgroundDisplay[config.api.playground.mode] } : {}),
			...(playground.disableProxy !== undefined ? { proxy: !config.api.playground.disableProxy } : {}),
		};
		moved(['api', 'playground'], ['api', 'playground'], 'api.playground.mode -> api.playground.display');
	}
	const languages = config.api.request?.example?.languages;
	if (languages) {
		api.examples = { languages };
		moved(['api', 'request', 'example', 'languages'], ['api', 'examples', 'languages']);
	}
	if (config.api.paramFields?.expanded) {
		api.params = { expanded: config.api.paramFields.expanded === 'all' ? 'all' : 'closed' };
		moved(['api', 'paramFields', 'expanded'], ['api', 'params', 'expanded']);
	}
	const { baseUrl, auth } = config.api;
	if (baseUrl || auth?.method) {
		api.mdx = {
			...(baseUrl ? { server: baseUrl } : {}),
			...(auth?.method ? { auth: { method: auth.method, ...(auth.name ? { name: auth.name } : {}) } } : {}),
		};
		if (baseUrl) moved(['api', 'baseUrl'], ['api', 'mdx', 'server']);
		if (auth?.method) moved(['api', 'auth'], ['api', 'mdx', 'auth']);
	}
	return Object.keys(api).length > 0 ? api : undefined;
}

/** What the engine honours of a legacy config and the current format cannot say. */
function legacySettings(raw: Json, config: LegacyConfig): LegacySettings {
	const { navigation, versions, tabs, anchors, topAnchor, primaryTab } = config;
	const anchorColor = config.colors?.anchors;
	const { baseUrl, auth, maintainOrder } = config.api;
	const repository = repositoryUrl(config);
	return {
		navigation: {
			navigation,
			...(versions ? { versions } : {}),
			...(tabs ? { tabs } : {}),
			...(anchors ? { anchors } : {}),
			topAnchor,
			primaryTab,
			...(anchorColor ? { anchorColor } : {}),
		},
		feedback: config.feedback,
		...(repository ? { repository } : {}),
		looks: { layout: raw.layout, rounded: raw.rounded, sidebar: raw.sidebar },
		api: {
			...(baseUrl ? { baseUrl: Array.isArray(baseUrl) ? baseUrl : [baseUrl] } : {}),
			...(auth ? { auth } : {}),
			...(maintainOrder !== undefined ? { maintainOrder } : {}),
		},
	};
}

/** Where a value of the converted config was in the legacy file: its longest moved prefix put back, else the path as it is. */
export function writtenPath(path: readonly (string | number)[], origins: UpgradedConfig['origins']): JsonPath {
	let best: [JsonPath, JsonPath] | undefined;
	for (const origin of origins) {
		const [to] = origin;
		if (to.length <= path.length && to.every((segment, index) => path[index] === segment) && (!best || to.length > best[0].length)) {
			best = origin;
		}
	}
	return best ? [...best[1], ...path.slice(best[0].length)] : [...path];
}

/**
 * The current format's theme of a legacy config, as Mintlify's own upgrade chooses it
 * (`@mintlify/validation`, `upgradeToDocsConfig`): `venus` is palm, `quill` willow, any other
 * (`prism`) mint; a `layout` of `sidenav` makes it maple and `solidSidenav` willow, whatever the theme.
 */
function currentTheme(theme: unknown, layout: unknown): 'mint' | 'palm' | 'willow' | 'maple' {
	if (layout === 'sidenav') return 'maple';
	if (layout === 'solidSidenav') return 'willow';
	if (theme === 'venus') return 'palm';
	if (theme === 'quill') return 'willow';
	return 'mint';
}
