import { posix } from 'node:path';
import { mostSimilar } from '../openapi/closest.ts';
import { markdownHref } from '../urls/urls.ts';
import type { BuiltSite } from './built-site.ts';
import { navigationPaths } from './navigation.ts';
import { readSiteText } from './site-files.ts';

/** A page's Markdown copy, or why there is none. */
export type PageRead = { path: string; markdown: string } | { error: string };

/**
 * The site path (`/guides/soil`) a reader's or an agent's page reference names: a site path, a
 * path under the site's base path, a full address, or the address of the page's Markdown copy
 * or HTML file; the query and fragment are left out. Undefined for what cannot name a page.
 */
export function pagePathOf(reference: string, base: string): string | undefined {
	let path = reference.trim();
	if (/^[a-z][a-z\d+.-]*:/i.test(path)) {
		try {
			const url = new URL(path);
			if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
			path = url.pathname;
		} catch {
			return undefined;
		}
	}
	path = path.replace(/[?#].*$/s, '');
	try {
		path = decodeURIComponent(path);
	} catch {
		return undefined;
	}
	if (path.includes('\0') || path.includes('\\')) return undefined;
	if (!path.startsWith('/')) path = `/${path}`;
	const baseDir = base.replace(/\/$/, '');
	if (baseDir !== '' && (path === baseDir || path.startsWith(`${baseDir}/`))) path = path.slice(baseDir.length) || '/';
	// `..` leads nowhere above the site: refused rather than resolved, so that it is not read as another page.
	if (path.split('/').some((segment) => segment === '..' || segment === '.')) return undefined;
	path = posix
		.normalize(path)
		.replace(/(?:\/index)?\.(?:html|mdx?)$/, '')
		.replace(/\/index$/, '')
		.replace(/\/+$/, '');
	return path === '' ? '/' : path;
}

/**
 * The Markdown copy the build wrote of the page `reference` names, read as it is. Only a file of
 * the site is read (./site-files.ts); anything else is an error that says how to find the pages.
 */
export async function readPage(site: BuiltSite, reference: string): Promise<PageRead> {
	const path = pagePathOf(reference, site.index.base);
	const markdown = path === undefined ? undefined : await readSiteText(site.files, markdownHref(path).slice(1));
	if (path !== undefined && markdown !== undefined) return { path, markdown };
	const closest = path === undefined ? [] : mostSimilar(path, navigationPaths(site.index), 3);
	return {
		error: [
			`No page at "${reference}".`,
			closest.length > 0 ? `Closest pages: ${closest.join(', ')}.` : '',
			'Find pages with search_docs (by words) or list_navigation (every page of the sidebar), and pass read_page the path they give, such as "/quickstart".',
		]
			.filter((line) => line !== '')
			.join(' '),
	};
}
