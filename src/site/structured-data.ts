import type { DocsConfig } from '../config/site-config.ts';
import { sidebarKey, type NavItem, type NavigationModel } from '../navigation/types.ts';
import { withBase } from '../urls/urls.ts';

/**
 * A page's structured data (schema.org, written as JSON-LD in its head), as Mintlify describes
 * it: one `@graph` of entities with stable `@id`s, the publisher (`Organization`, from
 * `seo.organization` or the site's name and logo), the site (`WebSite`, with the search the
 * site's dialog runs from `?q=`), the page (`WebPage`), where it sits in the navigation
 * (`BreadcrumbList`) and its content (`TechArticle`, `APIReference` for API pages). Fields with no
 * value are left out. Plain data: src/components/chrome/Head.astro writes it, escaped.
 */

type Entity = Record<string, unknown>;

export interface StructuredPage {
	title: string;
	description: string | undefined;
	/** Site path of the page (`/quickstart`). */
	href: string;
	/** The page's page path in the navigation (`quickstart`), to find its place. */
	path: string;
	keywords: readonly string[];
	/** ISO date of the page's last change, when the build knows it. */
	dateModified: string | undefined;
	/** Generated from an API description (OpenAPI, AsyncAPI). */
	api: boolean;
	/** The page's own canonical address, when it gives one. */
	canonical: string | undefined;
}

export interface StructuredSite {
	config: DocsConfig;
	navigation: NavigationModel;
	/** The public URL of the site without a trailing slash, when known: addresses are absolute then. */
	siteUrl: string | undefined;
}

export function structuredData(site: StructuredSite, page: StructuredPage): Entity {
	const { config } = site;
	const address = (href: string) => `${site.siteUrl ?? ''}${withBase(href)}`;
	const home = address('/');
	const pageUrl = page.canonical ?? address(page.href);
	const ids = {
		organization: config.seo?.organization?.id ?? `${home}#organization`,
		website: `${home}#website`,
		webpage: `${pageUrl}#webpage`,
		breadcrumb: `${pageUrl}#breadcrumb`,
		article: `${pageUrl}#article`,
	};
	const organization = config.seo?.organization;
	const logo = organization?.logo ?? logoOf(config);
	const trail = breadcrumbTrail(site.navigation, page);
	const graph: Entity[] = [
		withValues({
			'@type': 'Organization',
			'@id': ids.organization,
			name: organization?.name ?? config.name,
			legalName: organization?.legalName,
			url: organization?.url ?? home,
			logo: logo && absolute(logo, address),
			sameAs: organization?.sameAs,
		}),
		{
			'@type': 'WebSite',
			'@id': ids.website,
			name: config.name,
			url: home,
			publisher: { '@id': ids.organization },
			// The search dialog opens on `?q=` with the query filled in (src/browser/search.ts).
			potentialAction: {
				'@type': 'SearchAction',
				target: { '@type': 'EntryPoint', urlTemplate: `${home}?q={search_term_string}` },
				'query-input': 'required name=search_term_string',
			},
		},
		withValues({
			'@type': 'WebPage',
			'@id': ids.webpage,
			url: pageUrl,
			name: page.title,
			description: page.description,
			dateModified: page.dateModified,
			isPartOf: { '@id': ids.website },
			breadcrumb: { '@id': ids.breadcrumb },
		}),
		{
			'@type': 'BreadcrumbList',
			'@id': ids.breadcrumb,
			itemListElement: trail.map((step, index) =>
				withValues({ '@type': 'ListItem', position: index + 1, name: step.name, item: step.href && address(step.href) }),
			),
		},
		withValues({
			'@type': page.api ? 'APIReference' : 'TechArticle',
			'@id': ids.article,
			headline: page.title,
			description: page.description,
			keywords: page.keywords.length > 0 ? page.keywords.join(', ') : undefined,
			dateModified: page.dateModified,
			url: pageUrl,
			mainEntityOfPage: { '@id': ids.webpage },
			publisher: { '@id': ids.organization },
		}),
	];
	return { '@context': 'https://schema.org', '@graph': graph };
}

/** The light logo of the config (`logo`, or `logo.light`). */
function logoOf(config: DocsConfig): string | undefined {
	return typeof config.logo === 'string' ? config.logo : config.logo?.light;
}

/** A logo named from the site root gets the site's address; one elsewhere stays as given. */
function absolute(href: string, address: (href: string) => string): string {
	return /^[a-z][a-z0-9+.-]*:|^\/\//i.test(href) ? href : address(href.startsWith('/') ? href : `/${href}`);
}

function withValues(entity: Entity): Entity {
	return Object.fromEntries(Object.entries(entity).filter(([, value]) => value !== undefined && value !== ''));
}

interface Step {
	name: string;
	/** Site path it leads to; the last step (the page itself) has its own. */
	href: string | undefined;
}

/**
 * Home, the page's tab (when it has one other than home), each group above the page (leading to
 * the group's first page), then the page.
 */
function breadcrumbTrail(navigation: NavigationModel, page: StructuredPage): Step[] {
	const placement = navigation.pages[page.path];
	const steps: Step[] = [{ name: 'Home', href: '/' }];
	if (placement) {
		const tab = navigation.tabs.find((section) => section.id === placement.tabId);
		if (tab && !tab.external && tab.href !== '/') steps.push({ name: tab.name, href: tab.href });
		const sidebar = navigation.sidebars[sidebarKey(placement.tabId, placement.anchorId)] ?? [];
		for (const group of groupsAbove(sidebar, page.path) ?? []) steps.push({ name: group.label, href: firstPage(group.items) });
	}
	if (page.href === '/') return [{ name: page.title, href: '/' }];
	steps.push({ name: page.title, href: page.href });
	return steps;
}

/** The groups from the top of a sidebar down to the page, or undefined when it is not in them. */
function groupsAbove(items: readonly NavItem[], path: string): Extract<NavItem, { type: 'group' }>[] | undefined {
	for (const item of items) {
		if (item.type === 'page') {
			if (item.path === path && !item.external) return [];
			continue;
		}
		const below = groupsAbove(item.items, path);
		if (below) return [item, ...below];
	}
	return undefined;
}

function firstPage(items: readonly NavItem[]): string | undefined {
	for (const item of items) {
		if (item.type === 'page') {
			if (!item.external) return item.href;
			continue;
		}
		const found = firstPage(item.items);
		if (found) return found;
	}
	return undefined;
}
