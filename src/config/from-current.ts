import type { CurrentConfig } from './schema/current/index.ts';
import { currentSampleLanguages } from './schema/sample-languages.ts';
import { openapiSources } from './schema/current/navigation.ts';
import type { DocsConfigInput } from './schema/index.ts';
import { analyticsOf } from './schema/analytics.ts';

/**
 * The settings of the current format, spelt as the engine reads them. Where both formats name the
 * same thing (`navbar` / `topbarLinks`, `appearance` / `modeToggle`, `footer.socials` /
 * `footerSocials`), one code path serves both: the current spelling becomes the legacy one here.
 * The navigation object is kept as it is (src/navigation/build-structured.ts reads it).
 */
export function fromCurrentFormat(current: CurrentConfig): DocsConfigInput {
	const { navbar, footer, appearance, background, api, seo } = current;
	const primary = navbar?.primary;
	return {
		...(current.$schema ? { $schema: current.$schema } : {}),
		name: current.name,
		navigation: [],
		theme: current.theme,
		...(current.logo ? { logo: current.logo } : {}),
		...(current.favicon ? { favicon: typeof current.favicon === 'string' ? current.favicon : current.favicon.light } : {}),
		colors: {
			primary: current.colors.primary,
			...(current.colors.light ? { light: current.colors.light } : {}),
			...(current.colors.dark ? { dark: current.colors.dark } : {}),
			...(background?.color ? { background: background.color } : {}),
		},
		...(navbar?.links
			? { topbarLinks: navbar.links.map((link) => ({ name: link.label || linkName(link.type, link.href), url: link.href })) }
			: {}),
		...(primary
			? {
					topbarCtaButton:
						primary.type === 'github'
							? { type: 'github' as const, url: primary.href }
							: { type: 'link' as const, name: primary.label || linkName(primary.type, primary.href), url: primary.href },
				}
			: {}),
		modeToggle: {
			...(appearance?.default && appearance.default !== 'system' ? { default: appearance.default } : {}),
			isHidden: appearance?.strict ?? false,
		},
		...(footer?.socials ? { footerSocials: footer.socials } : {}),
		...(footer?.links
			? {
					footer: {
						links: footer.links.map((column) => ({
							...(column.header ? { title: column.header } : {}),
							links: column.items.map((item) => ({ label: item.label, url: item.href })),
						})),
					},
				}
			: {}),
		...(background?.image ? { backgroundImage: typeof background.image === 'string' ? background.image : background.image.light } : {}),
		...(current.redirects ? { redirects: current.redirects } : {}),
		...(seo?.metatags ? { metadata: seo.metatags } : {}),
		...(seo?.indexing === 'all' ? { seo: { indexHiddenPages: true } } : {}),
		...(current.search ? { search: current.search } : {}),
		...(current.fonts ? { font: fontOf(current.fonts) } : {}),
		...(api ? apiOf(api) : {}),
		// The analytics providers of `integrations`; its other services are for the hosted platform.
		...(Object.keys(analyticsOf(current.integrations)).length > 0 ? { analytics: analyticsOf(current.integrations) } : {}),
	};
}

function linkName(type: string | undefined, href: string): string {
	if (type === 'github') return 'GitHub';
	if (type === 'discord') return 'Discord';
	return href;
}

type CurrentFonts = NonNullable<CurrentConfig['fonts']>;
type FontDetails = Extract<CurrentFonts, { family: string }>;

function fontOf(fonts: CurrentFonts): NonNullable<DocsConfigInput['font']> {
	const face = (font: FontDetails) => ({
		family: font.family,
		...(font.weight ? { weight: font.weight } : {}),
		...(font.source ? { url: font.source } : {}),
		...(font.format ? { format: font.format } : {}),
	});
	if ('family' in fonts) return face(fonts);
	return { ...(fonts.heading ? { headings: face(fonts.heading) } : {}), ...(fonts.body ? { body: face(fonts.body) } : {}) };
}

/** `playground.display` (and a page's `playground:`) as the engine's modes; `auth` needs sign-in, which a static site has not: shown to all. */
export const playgroundModes = { interactive: 'show', auth: 'show', simple: 'simple', none: 'hide' } as const;

function apiOf(api: NonNullable<CurrentConfig['api']>): Pick<DocsConfigInput, 'api' | 'openapi'> {
	const sources = openapiSources(api.openapi);
	const languages = [...new Set((api.examples?.languages ?? []).map((language) => currentSampleLanguages[language]))];
	// `api.mdx` (server and auth) is of the pages that describe an endpoint in MDX only: the
	// pages of an OpenAPI file keep its servers and security (src/openapi/mdx-endpoint.ts reads it).
	return {
		...(sources.length > 0 ? { openapi: sources } : {}),
		api: {
			playground: { mode: playgroundModes[api.playground?.display ?? 'interactive'] },
			...(languages.length > 0 ? { request: { example: { languages } } } : {}),
		},
	};
}
