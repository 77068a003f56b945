import type { DocsConfig } from '../config/site-config.ts';
import { pageHooks, type PageHooks } from './css-hooks.ts';
import { chromeParts, type BannerData, type FooterData, type TopBarData } from './chrome-parts.ts';
import { codeBlocksDark } from '../markdown/highlight.ts';
import { languageTag } from '../navigation/build-structured.ts';
import { sidebarKey, type NavItem, type NavigationModel, type Section } from '../navigation/types.ts';
import type { ApiOperationModel, ApiPageModel } from '../openapi/types.ts';
import type { ChannelPageModel } from '../asyncapi/types.ts';
import { channelPlayground, type ChannelPlayground } from '../asyncapi/socket-playground.ts';
import { playgroundModes } from '../openapi/api-settings.ts';
import type { PageFile } from '../page-files/scan-pages.ts';
import { lookAttributes, lookOf } from '../theme/looks.ts';
import { modeAttributes } from '../theme/mode-attributes.ts';
import type { AnalyticsSetup } from './analytics.ts';
import { isIndexable } from './indexing.ts';
import { inlineMarkdownHtml } from './inline-markdown.ts';
import type { SiteModel } from './load-site.ts';
import { feedbackLinks } from './repository.ts';
import { headData, ownCanonical, type HeadData } from './head-data.ts';
import { renderContextOf, type RenderContext } from './render-context.ts';
import { placesOf, shownSections, type PagePlace, type ShownSections } from './shown-sections.ts';
import { mergedSidebar } from './merged-sidebar.ts';
import { versionSwitchers, type VersionSwitchers } from './version-menus.ts';
import { sectionSwitchers, type SectionSwitchers } from './switchers.ts';
import { contextualMenu, type ContextualMenu } from './contextual.ts';
import { mcpServerOf } from './mcp-server.ts';
import { paginationBlocks, type PaginationBlock } from './pagination.ts';
import { feedHref, hasFeed } from './changelog-feed.ts';
import { withBase } from '../urls/urls.ts';
import { PageAnchors } from '../markdown/anchor-ids.ts';
import { structuredData } from './structured-data.ts';
import { thumbsDestination, type ThumbsRating } from './thumbs-rating.ts';
import { feedbackSettings } from '../config/feedback-settings.ts';
import { pageCard, type SocialCard } from './social-cards.ts';
import { pageConfig } from './page-config.ts';

/**
 * What a page shows besides its content, computed here from the site model and the page, so that
 * the layouts and the chrome's components only render it (and it is tested as data, without a
 * build). The route puts it on `Astro.locals.route`.
 */

/** What every page has around its content: the document, its head, the top bar and the tabs. */
export interface ChromeData {
	/** The config of the page's language: a language may have its own top bar, footer and banner. */
	config: DocsConfig;
	navigation: NavigationModel;
	/** The `<html>` element's attributes: language, mode, look, versions, layout. */
	htmlAttributes: Record<string, string | undefined>;
	head: HeadData;
	/**
	 * The switchers: the product, language and version menus of the top bar, the dropdown menu of the
	 * sidebar and the tabs' menus (./switchers.ts, ./version-menus.ts).
	 */
	switchers: SectionSwitchers & VersionSwitchers;
	hasSidebar: boolean;
	/** The section tabs as a row under the top bar (a theme that puts them in the sidebar shows the row where there is none). */
	tabsInTopBar: boolean;
	/** The tabs and anchors shown around the page, and those that hold it. */
	sections: ShownSections;
	/** The analytics scripts, when the analytics are on. */
	analytics: AnalyticsSetup | undefined;
	/** What the components inside the page need of the site. */
	render: RenderContext;
	/** Mintlify's ID hooks on this page (./css-hooks.ts). */
	hooks: PageHooks;
	/** The top bar, the footer and the banner (./chrome-parts.ts). */
	topBar: TopBarData;
	footer: FooterData;
	banner: BannerData | undefined;
}

/** What a page of the docs shows around its content. */
export interface PageRouteData {
	kind: 'page';
	chrome: ChromeData;
	page: PageFile;
	/** The sidebar's entries and where the page is among them; none in the `custom` and `center` modes. */
	sidebar?: {
		/** Its entries: for a page listed in several versions, those of each, marked with their versions (./merged-sidebar.ts). */
		items: NavItem[];
		sections: ShownSections;
		currentPath: string;
	};
	/** Above the title: the page's group, or every group above it (`styling.eyebrows: "breadcrumbs"`). */
	eyebrow: string | undefined;
	/** The page's actions (copy, view as Markdown, open in an assistant) and where they go: the page's own (`contextual` in its frontmatter), else the config's; none when they list none. */
	contextualMenu: ContextualMenu | undefined;
	/** A "Deprecated" label beside the title. */
	deprecated: boolean;
	/** An OpenAPI page's model, and the samples of its examples column when it has any. */
	api?: { model: ApiPageModel; samples?: ApiOperationModel; mdxPlayground?: ApiOperationModel };
	channel?: ChannelPageModel;
	/** A channel page's playground (WebSocket), or the protocols it has none for; none when the page's playground mode hides it. */
	channelPlayground?: ChannelPlayground;
	/** Nested fields of API pages shown open. */
	fieldsOpen: boolean;
	/** The table of contents' headings (levels 2 and 3); none when the page shows no table of contents. */
	toc?: { depth: number; slug: string; text: string }[];
	/**
	 * The table of contents' column holds the place of the tag filters of the page's `Update`s,
	 * which src/browser/update-filters.ts shows there in place of the contents when some have tags.
	 */
	updateFilters: boolean;
	/** The page's changelog feed (./changelog-feed.ts): its address, and whether the header links to it (`rss: true`). */
	feed?: { href: string; button: boolean };
	/** When the page's file last changed, as an ISO date and as shown. */
	lastModified?: { iso: string; shown: string };
	/** The GitHub links, and the thumbs rating (./thumbs-rating.ts) when it is asked for and has somewhere to go. */
	feedback: { edit?: string; issue?: string; thumbs?: ThumbsRating };
	/** Previous and next page in navigation order, per version. */
	/** The previous and next pages (./pagination.ts); none with `hideFooterPagination`. */
	pagination: PaginationBlock[];
}

/** What the page static hosts serve for an unknown address shows. */
export interface NotFoundRouteData {
	kind: 'not-found';
	chrome: ChromeData;
	/** The page's heading: `errors.404.title`, else "Page not found". */
	title: string;
	/** As HTML: the config's Markdown, read as untrusted as the banner's. */
	text: string;
	/** The top sections of the site, each once: tabs, then anchors. */
	sections: Section[];
	/** Sends the reader to the home page (the current format's default). */
	redirectHome: boolean;
}

/** `2026-11-24T10:00:00+01:00` -> `November 24, 2026`, the same on every machine. */
function shownDate(iso: string): string {
	return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** The current format's `keywords` (a list), or a legacy page's (one string, commas between). */
function keywordsOf(value: unknown): string[] {
	if (Array.isArray(value)) return value.map(String);
	return typeof value === 'string'
		? value
				.split(',')
				.map((word) => word.trim())
				.filter(Boolean)
		: [];
}

function withThumbs(thumbs: ThumbsRating | undefined): { thumbs?: ThumbsRating } {
	return thumbs ? { thumbs } : {};
}

/** What a route knows besides the site model. */
export interface RouteContext {
	/** The public URL of the site (SITE_URL), when set. */
	siteUrl?: string | undefined;
}

function chromeData(
	site: SiteModel,
	config: DocsConfig,
	context: RouteContext,
	page: {
		title: string;
		description: string | undefined;
		noindex: boolean;
		href?: string;
		pageMeta?: Record<string, unknown>;
		pageVersion?: string | undefined;
		currentVersion: string | undefined;
		versionTargets: Record<string, string>;
		modeLayout: string;
		hasExamples: boolean;
		hasSidebar: boolean;
		/** The tabs and anchors shown around the page (./shown-sections.ts). */
		sections: ShownSections;
		lang: string;
		/** The anchors of the page's content: Mintlify's ID hooks they take stay theirs (./css-hooks.ts). */
		anchorIds?: readonly string[];
		/** The address of the page's changelog feed, with the base path. */
		feed?: string | undefined;
		/** The page's structured data (./structured-data.ts), for an indexed page. */
		structured?: Record<string, unknown> | undefined;
		/** The page's social card (./social-cards.ts), when its head names no image of its own. */
		card?: SocialCard | undefined;
	},
): ChromeData {
	const { navigation } = site;
	const look = lookOf(config);
	return {
		config,
		navigation,
		htmlAttributes: {
			lang: page.lang,
			...modeAttributes(config.appearance),
			...lookAttributes(look),
			'data-code-blocks': codeBlocksDark(config) ? 'dark' : undefined,
			'data-versions': navigation.versions.length > 0 ? JSON.stringify(navigation.versions.map((version) => version.name)) : undefined,
			'data-default-version': navigation.defaultVersion,
			'data-page-version': page.pageVersion,
			'data-version': page.currentVersion,
			'data-mode-layout': page.modeLayout,
			'data-has-examples': page.hasExamples ? '' : undefined,
			// Mintlify's hook for CSS that styles some pages only (`html[data-current-path^="/api-reference/"]`).
			'data-current-path': page.href,
		},
		head: headData({
			config,
			title: page.title,
			description: page.description,
			versions: navigation.versions,
			noindex: page.noindex,
			href: page.href,
			pageMeta: page.pageMeta,
			siteUrl: context.siteUrl?.replace(/\/+$/, ''),
			feed: page.feed,
			structured: page.structured,
			card: page.card,
			custom: site.customFiles && {
				styles: site.customFiles.styles,
				scripts: site.customFiles.scripts.map((script) => script.file),
			},
		}),
		switchers: {
			...sectionSwitchers(page.sections),
			...versionSwitchers(navigation.versions, navigation.versionLinks ?? [], page.currentVersion, page.versionTargets, page.href),
		},
		hasSidebar: page.hasSidebar,
		tabsInTopBar: look.tabs === 'topbar' || !page.hasSidebar,
		sections: page.sections,
		analytics: site.analytics,
		render: renderContextOf(site),
		hooks: pageHooks(page.anchorIds ?? []),
		...chromeParts(config, site.logoWidths),
	};
}

/**
 * The table of contents: the headings of levels 2 and 3, or on a changelog, as on Mintlify, one
 * entry per `<Update>`, by its label, to the anchor src/components/mdx/Update.astro gives it (the
 * same rule in the same order: the page's headings do not count).
 */
function tocEntries(page: PageFile, headings: readonly TocHeading[]): TocHeading[] {
	if (!page.updateLabels) return headings.filter((heading) => heading.depth === 2 || heading.depth === 3);
	const anchors = new PageAnchors();
	return page.updateLabels.map((label) => ({ depth: 2, slug: anchors.next(label, 'update'), text: label }));
}

interface TocHeading {
	depth: number;
	slug: string;
	text: string;
}

/** What the page at `path` shows around its content; `headings` are its content's. */
export function pageRouteData(
	site: SiteModel,
	path: string,
	headings: readonly { depth: number; slug: string; text: string }[],
	context: RouteContext = {},
): PageRouteData {
	const { navigation } = site;
	const page = site.pages[path]!;
	const placement = navigation.pages[path]!;
	const places = placesOf(placement);
	const sections = shownSections(navigation, places, placement.version);
	const currentVersion = placement.version ?? navigation.defaultVersion;
	// In docs with several languages, the page's language is the one that holds it.
	const { config, language } = pageConfig(site, path);
	const frontmatter = page.frontmatter;
	// Mintlify's assistant mode is a chat with its hosted assistant, which a static site has not
	// (reported when the page is read): the page's own content, centred.
	const mode = frontmatter.mode === 'assistant' ? 'center' : (frontmatter.mode ?? 'default');
	const hasSidebar = mode !== 'custom' && mode !== 'center';
	const model = site.api[path];
	// An operation without samples (`api.examples.autogenerate: false`, no `x-codeSamples`, no responses) has no examples column.
	const samples = model && model.kind !== 'schema' && model.samples.length + model.responseSamples.length > 0 ? model : undefined;
	// Request and response examples, and a <Panel>, take the place of the table of contents (src/styles/examples.css).
	const hasExamples =
		samples !== undefined || page.components.some((name) => name === 'RequestExample' || name === 'ResponseExample' || name === 'Panel');
	// An MDX endpoint's playground follows the page, whose <ParamField>s document its inputs.
	const mdxPlayground = model?.kind === 'operation' && model.origin === 'mdx' && model.playground === 'show' ? model : undefined;
	const channel = site.channels?.[path];
	const playgroundShown = playgroundModes[frontmatter.playground ?? config.api?.playground?.display ?? 'interactive'] === 'show';
	const socketPlayground = channel && playgroundShown ? channelPlayground(channel) : undefined;
	const lastModified = site.lastModified?.[path];
	const showsToc = mode === 'default' && !hasExamples;
	const feed = hasFeed(site, path, context.siteUrl) ? withBase(feedHref(page.href)) : undefined;
	const noindex = !isIndexable(site, page);
	const siteUrl = context.siteUrl?.replace(/\/+$/, '');
	return {
		kind: 'page',
		chrome: chromeData(site, config, context, {
			title: page.title,
			description: frontmatter.description,
			noindex,
			href: page.href,
			pageMeta: frontmatter,
			pageVersion: placement.version,
			currentVersion,
			versionTargets: placement.versionTargets,
			modeLayout: mode,
			hasExamples,
			hasSidebar,
			sections,
			lang: language ? languageTag(language) : 'en',
			anchorIds: headings.map((heading) => heading.slug),
			feed,
			card: pageCard(site, path),
			// As on Mintlify, pages kept out of search engines have none.
			structured: noindex
				? undefined
				: structuredData(
						{ config, navigation, siteUrl },
						{
							title: page.title,
							description: frontmatter.description,
							href: page.href,
							path,
							keywords: keywordsOf(frontmatter['keywords']),
							dateModified: lastModified,
							api: model !== undefined || channel !== undefined,
							canonical: ownCanonical(frontmatter),
						},
					),
		}),
		page,
		...(hasSidebar
			? {
					sidebar: {
						items: sidebarItems(navigation, places),
						sections,
						currentPath: path,
					},
				}
			: {}),
		eyebrow: config.styling?.eyebrows === 'breadcrumbs' ? placement.breadcrumbs.join(' / ') || undefined : placement.breadcrumbs.at(-1),
		contextualMenu: contextualMenu(
			frontmatter.contextual ?? config.contextual,
			page.href,
			context.siteUrl?.replace(/\/+$/, ''),
			mcpServerOf(config),
			lookOf(config).contextualMenu,
		),
		// An API page's endpoint says it itself (its deprecated badge).
		deprecated: frontmatter.deprecated === true && !model,
		...(model ? { api: { model, ...(samples ? { samples } : {}), ...(mdxPlayground ? { mdxPlayground } : {}) } } : {}),
		...(channel ? { channel } : {}),
		...(socketPlayground ? { channelPlayground: socketPlayground } : {}),
		fieldsOpen: config.api?.params?.expanded === 'all',
		...(showsToc ? { toc: tocEntries(page, headings) } : {}),
		// As on Mintlify, the page modes without the column (wide, custom, center) have no tag filters.
		updateFilters: showsToc && page.components.includes('Update'),
		...(feed ? { feed: { href: feed, button: frontmatter.rss === true } } : {}),
		...(lastModified ? { lastModified: { iso: lastModified, shown: shownDate(lastModified) } } : {}),
		feedback: {
			...feedbackLinks(config, page.file, site.configFile.replace(/[\\/][^\\/]+$/, ''), page.href),
			...withThumbs(thumbsDestination(feedbackSettings(config), site.analytics)),
		},
		pagination: frontmatter.hideFooterPagination ? [] : paginationBlocks(placement.prevNext),
	};
}

/** Merged sidebars, by the sidebars they are made of: pages with the same places share one tree, which the renderer reuses. */
const mergedSidebars = new WeakMap<NavigationModel, Map<string, NavItem[]>>();

/** The sidebar of a page at `places`: its one sidebar, or those of the versions it is in, merged. */
function sidebarItems(navigation: NavigationModel, places: readonly PagePlace[]): NavItem[] {
	const keys = places.map((place) => sidebarKey(place.tabId, place.anchorId));
	if (places.length === 1) return navigation.sidebars[keys[0]!] ?? [];
	let byKeys = mergedSidebars.get(navigation);
	if (!byKeys) mergedSidebars.set(navigation, (byKeys = new Map()));
	const key = places.map((place, index) => `${place.version ?? ''}\n${keys[index]}`).join('\n\n');
	let items = byKeys.get(key);
	if (!items) {
		items = mergedSidebar(places.map((place, index) => ({ version: place.version ?? '', items: navigation.sidebars[keys[index]!] ?? [] })));
		byKeys.set(key, items);
	}
	return items;
}

/** What the 404 page shows: the site's chrome, and links to the home page and to every top section. */
export function notFoundRouteData(site: SiteModel, context: RouteContext = {}): NotFoundRouteData {
	const { navigation, config } = site;
	// The top sections of the site (those within none first; tabs, then anchors), each once (a name
	// repeated in each version or anchor: the first), hidden ones left out.
	const topFirst = [...navigation.tabs, ...navigation.anchors].sort(
		(one, other) => Number(Boolean(one.parentId)) - Number(Boolean(other.parentId)),
	);
	const sections = topFirst.filter(
		(section, index, all) =>
			section.href &&
			section.href !== '/' &&
			!section.isDefaultHidden &&
			all.findIndex((other) => other.href === section.href || other.name === section.name) === index,
	);
	// The current format's `errors.404`: its own title and text.
	const notFound = config.errors?.['404'];
	const title = notFound?.title || 'Page not found';
	return {
		kind: 'not-found',
		title,
		chrome: chromeData(site, config, context, {
			title,
			description: undefined,
			noindex: true,
			currentVersion: navigation.defaultVersion,
			versionTargets: {},
			modeLayout: 'center',
			hasExamples: false,
			hasSidebar: false,
			sections: shownSections(navigation, []),
			lang: 'en',
		}),
		text: notFound?.description
			? inlineMarkdownHtml(notFound.description)
			: 'There is no page at this address. It may have moved: search for it, or start from one of these sections.',
		sections,
		// A missing page sends the reader home unless `errors.404.redirect` is false (a legacy config's is), as the hosted platform does.
		redirectHome: notFound?.redirect !== false,
	};
}
