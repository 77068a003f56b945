import type { NavGroupItem, NavItem, NavPageItem } from '../../navigation/types.ts';
import { escapeHtml } from '../../html/escaping.ts';
import { isIconImage, renderIconSvg, type IconLibrary } from '../../icons/render-icon.ts';
import { externalLinkAttributes, withBase } from '../../urls/urls.ts';

/**
 * The sidebar's tree as HTML. A plain function rather than a component: the tree is the largest
 * part of most pages, rendered for every page (sidebar-html.ts), so it is built from strings and
 * the parts that do not hold the current page are made once and reused.
 */
export interface NavTreeRender {
	/** The site's icon library, for icons that name none of their own. */
	library: IconLibrary | undefined;
	/** The current page's items and the groups that hold them (`currentItems`): its link is marked, those groups open. */
	current: ReadonlySet<NavItem>;
	/**
	 * What a closed group holds in place of its list; undefined: its whole list. Large trees put a
	 * short list there and fill it in the browser (sidebar-html.ts).
	 */
	closedList: ((group: NavGroupItem, depth: number, id: string) => string) | undefined;
	/** The HTML of items that do not hold the current page, which is the same on every page. */
	reused: WeakMap<NavItem, string>;
}

/** A quoted attribute as Astro writes one: `&` and `"` as references. */
function attribute(name: string, value: string | undefined): string {
	return value === undefined ? '' : ` ${name}="${value.replace(/&/g, '&#38;').replace(/"/g, '&#34;')}"`;
}

function icon(name: string | undefined, iconType: string | undefined, library: IconLibrary | undefined): string {
	if (!name) return '';
	if (isIconImage(name)) return `<img class="icon icon-image"${attribute('src', withBase(name))} alt="">`;
	const svg = renderIconSvg({ name, iconType, library });
	return svg ? `<span class="icon-wrap">${svg}</span>` : '';
}

const methodLabels: Record<string, string> = { WEBHOOK: 'HOOK', DELETE: 'DEL' };

/** The link of a page item, as the sidebar shows it. */
export function navLink(item: NavPageItem, render: Pick<NavTreeRender, 'library' | 'current'>): string {
	const href = withBase(item.href);
	const current = render.current.has(item) ? ' aria-current="page"' : '';
	const external = Object.entries(item.external ? externalLinkAttributes(item.href) : {})
		.map(([name, value]) => attribute(name, value))
		.join('');
	const method = item.method
		? `<span class="method-marker method-${escapeHtml(item.method.toLowerCase())}">${escapeHtml(methodLabels[item.method] ?? item.method)}</span>`
		: '';
	const tag = item.tag ? `<span class="nav-tag">${escapeHtml(item.tag)}</span>` : '';
	const mark = item.external ? '<span class="external-mark" aria-label="(opens in a new tab)">↗</span>' : '';
	// A deprecated page (its frontmatter, or its OpenAPI operation) is struck through, and says so to a screen reader.
	const deprecated = item.deprecated ? ' data-deprecated' : '';
	const deprecatedMark = item.deprecated ? '<span class="visually-hidden"> (deprecated)</span>' : '';
	return (
		`<a class="nav-link"${attribute('href', href)}${current}${deprecated}${external}>` +
		`${method}${icon(item.icon, item.iconType, render.library)}<span class="nav-label">${escapeHtml(item.label)}</span>${deprecatedMark}${tag}${mark}</a>`
	);
}

/**
 * The items of the page at `path` (a page may be listed more than once) and every group that
 * holds one: found in one walk per page, so that rendering asks a set instead of searching.
 */
export function currentItems(items: NavItem[], path: string): Set<NavItem> {
	const found = new Set<NavItem>();
	const visit = (item: NavItem): boolean => {
		const holds = item.type === 'page' ? item.path === path && !item.external : item.items.map(visit).some(Boolean);
		if (holds) found.add(item);
		return holds;
	};
	items.forEach(visit);
	return found;
}

/** The versions an entry shows in: one, or several as a JSON list (src/site/head-data.ts matches either). */
function forVersion(item: NavItem): string | undefined {
	return item.versions ? JSON.stringify(item.versions) : item.version;
}

function renderItem(item: NavItem, depth: number, id: string, render: NavTreeRender): string {
	if (item.type === 'page') return `<li${attribute('data-for-version', forVersion(item))}>${navLink(item, render)}</li>`;
	const tag = item.tag ? `<span class="nav-tag">${escapeHtml(item.tag)}</span>` : '';
	const itemIcon = icon(item.icon, item.iconType, render.library);
	const open = item.expanded === true || render.current.has(item);
	const list = open || !render.closedList ? renderNavList(item.items, depth + 1, render, id) : render.closedList(item, depth + 1, id);
	if (depth === 0) {
		const title = item.label ? `<h2 class="nav-group-title">${itemIcon}${escapeHtml(item.label)}${tag}</h2>` : '';
		return `<li class="nav-group sidebar-group"${attribute('data-for-version', forVersion(item))}>${title}${list}</li>`;
	}
	return (
		`<li class="nav-subgroup"${attribute('data-for-version', forVersion(item))}><details${open ? ' open' : ''}>` +
		`<summary>${itemIcon}<span>${escapeHtml(item.label)}</span>${tag}</summary>${list}</details></li>`
	);
}

/**
 * A tree's list at `depth`; `id` names a group by its place (`2.0.3`), so that its list can be
 * found again. `attributes`: more attributes of the list itself, written as they go.
 */
export function renderNavList(items: NavItem[], depth: number, render: NavTreeRender, id = '', attributes = ''): string {
	const entries = items.map((item, index) => {
		const itemId = id === '' ? String(index) : `${id}.${index}`;
		if (render.current.has(item)) return renderItem(item, depth, itemId, render);
		let html = render.reused.get(item);
		if (html === undefined) {
			html = renderItem(item, depth, itemId, render);
			render.reused.set(item, html);
		}
		return html;
	});
	return `<ul${attributes} class="nav-list depth-${Math.min(depth, 4)}">${entries.join('')}</ul>`;
}
