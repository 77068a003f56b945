import { createHash } from 'node:crypto';
import type { NavGroupItem, NavItem, NavPageItem } from '../../navigation/types.ts';
import type { IconLibrary } from '../../icons/render-icon.ts';
import { withBase } from '../../urls/urls.ts';
import { currentItems, navLink, renderNavList, type NavTreeRender } from './nav-tree-render.ts';

/**
 * A tree with more page links than this is large: every page of it would carry the whole list (a
 * 600-operation API made each page 130 kB of sidebar). In a large tree a closed group, and a top
 * group that does not hold the current page, holds only a link to its first page; the browser
 * fills in the rest from one file per tree (the tree's fragment), fetched once and cached. Without
 * JavaScript every page is still reached: the first page of a group shows the group whole.
 */
export const largeTreeLinks = 150;

/** A large tree's fragment: its file name and its HTML, one `<template>` per group a page may hold closed. */
export interface SidebarFragment {
	name: string;
	html: string;
}

interface TreeRendering {
	large: boolean;
	reused: WeakMap<NavItem, string>;
	fragment?: SidebarFragment;
}

const renderings = new WeakMap<NavItem[], TreeRendering>();

function pageCount(items: NavItem[]): number {
	return items.reduce((count, item) => count + (item.type === 'page' ? 1 : pageCount(item.items)), 0);
}

function firstPage(items: NavItem[]): NavPageItem | undefined {
	for (const item of items) {
		const found = item.type === 'page' ? item : firstPage(item.items);
		if (found) return found;
	}
	return undefined;
}

function renderingOf(items: NavItem[]): TreeRendering {
	let rendering = renderings.get(items);
	if (!rendering) {
		rendering = { large: pageCount(items) > largeTreeLinks, reused: new WeakMap() };
		renderings.set(items, rendering);
	}
	return rendering;
}

/** What a closed group of a large tree holds until the browser fills it: a link to its first page. */
function shortList(library: IconLibrary | undefined) {
	return (group: NavGroupItem, depth: number, id: string): string => {
		const first = firstPage(group.items);
		const link = first ? `<li>${navLink(first, { library, current: noCurrentPage })}</li>` : '';
		return `<ul class="nav-list depth-${Math.min(depth, 4)}" data-nav-deferred="${id}">${link}</ul>`;
	};
}

/** No page of the tree is current: the tree as a closed group's fragment holds it. */
const noCurrentPage: ReadonlySet<NavItem> = new Set();

function renderOptions(items: NavItem[], library: IconLibrary | undefined, current: ReadonlySet<NavItem>): NavTreeRender {
	const { large, reused } = renderingOf(items);
	return { library, current, closedList: large ? shortList(library) : undefined, reused };
}

/** The groups of a tree a page may show closed, with their place (`2.0.3`) and depth. */
function closableGroups(items: NavItem[], depth = 0, id = ''): { group: NavGroupItem; depth: number; id: string }[] {
	return items.flatMap((item, index) => {
		if (item.type === 'page') return [];
		const itemId = id === '' ? String(index) : `${id}.${index}`;
		const inner = closableGroups(item.items, depth + 1, itemId);
		return item.expanded === true ? inner : [{ group: item, depth, id: itemId }, ...inner];
	});
}

/** The fragment of a large tree; undefined for a tree small enough to be whole in every page. */
export function sidebarFragment(items: NavItem[], library: IconLibrary | undefined): SidebarFragment | undefined {
	const rendering = renderingOf(items);
	if (!rendering.large) return undefined;
	if (!rendering.fragment) {
		const render = renderOptions(items, library, noCurrentPage);
		const templates = closableGroups(items).map(
			({ group, depth, id }) => `<template data-nav-group="${id}">${renderNavList(group.items, depth + 1, render, id)}</template>`,
		);
		const html = `<!DOCTYPE html><meta charset="utf-8"><title>Sidebar</title>\n${templates.join('\n')}\n`;
		rendering.fragment = { name: createHash('sha256').update(html).digest('hex').slice(0, 16), html };
	}
	return rendering.fragment;
}

/** Where a fragment is served. */
function sidebarFragmentHref(fragment: SidebarFragment): string {
	return withBase(`/_trellis/nav/${fragment.name}.html`);
}

/** The sidebar's tree for the page at `path`: its link marked, the groups holding it open. */
export function sidebarTreeHtml(items: NavItem[], path: string, library: IconLibrary | undefined): string {
	const fragment = sidebarFragment(items, library);
	// The fragment's address goes on the tree's list, for the script that fills the closed groups.
	const attributes = fragment ? ` data-nav-fragment="${sidebarFragmentHref(fragment)}"` : '';
	return renderNavList(items, 0, renderOptions(items, library, currentItems(items, path)), '', attributes);
}
