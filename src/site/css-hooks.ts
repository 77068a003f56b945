/**
 * The IDs Mintlify's page "Custom scripts" names for authors' CSS and scripts (`#navbar`,
 * `#content-area` …), on the parts of Trellis's pages that are those parts: a folder's
 * `style.css` written against Mintlify styles the same parts here. An ID a page's own anchors
 * already take (a "Pagination" heading) stays the anchor's: the part of the page goes without,
 * so that no ID is on two elements.
 */
export const hookIds = {
	banner: 'banner',
	navbar: 'navbar',
	ctaButton: 'topbar-cta-button',
	searchEntry: 'search-bar-entry',
	searchInput: 'search-input',
	sidebarContent: 'sidebar-content',
	bodyContent: 'body-content',
	contentArea: 'content-area',
	header: 'header',
	pageTitle: 'page-title',
	content: 'content',
	pagination: 'pagination',
	footer: 'footer',
	tableOfContents: 'table-of-contents',
	tableOfContentsContent: 'table-of-contents-content',
	pageContextMenu: 'page-context-menu',
	pageContextMenuButton: 'page-context-menu-button',
} as const;

export type PageHooks = { [Part in keyof typeof hookIds]: string | undefined };

/** The hook IDs of a page whose content has these anchors. */
export function pageHooks(anchorIds: Iterable<string>): PageHooks {
	const taken = new Set(anchorIds);
	return Object.fromEntries(Object.entries(hookIds).map(([part, id]) => [part, taken.has(id) ? undefined : id])) as PageHooks;
}

/** The hooks of the page being rendered (its route data), or all of them where there is no page (a component rendered alone). */
export function hooksOf(locals: { route?: { chrome: { hooks: PageHooks } } | undefined }): PageHooks {
	return locals.route?.chrome.hooks ?? pageHooks([]);
}

/** The id of the page's `<main>`, which the skip link leads to: `content-area`, else one no anchor takes. */
export function mainId(hooks: PageHooks): string {
	return hooks.contentArea ?? 'trellis-main';
}
