import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { isInside } from '../files/inside-folder.ts';
import { DomUtils, parseDocument } from 'htmlparser2';

/** One address of the old site: its full URL as its sitemap gives it, and its path on the site. */
export interface OldAddress {
	url: string;
	/** The path from the site's root, no trailing slash (`/guides/setup`, `/`). */
	path: string;
}

/** Reads a file, or fetches a URL (`http:` or `https:`): a sitemap the old site still serves. */
export type ReadSource = (source: string) => Promise<string>;

const readSource: ReadSource = async (source) => {
	if (/^https?:\/\//i.test(source)) {
		const response = await fetch(source);
		if (!response.ok) throw new Error(`${source}: the server answered ${response.status} ${response.statusText}`);
		return response.text();
	}
	return readFileSync(source, 'utf8');
};

/**
 * The addresses of the old site's `sitemap.xml` (a file or a URL): the `<loc>` of each `<url>`,
 * and those of the sitemaps a sitemap index names (relative to it). `basePath` (`/docs`) is the
 * path the site is served under, taken off each address.
 */
export async function sitemapAddresses(source: string, basePath: string, read: ReadSource = readSource): Promise<OldAddress[]> {
	const seen = new Set<string>();
	const addresses: OldAddress[] = [];
	const visit = async (location: string, depth: number): Promise<void> => {
		const document = parseDocument(await read(location), { xmlMode: true });
		const locs = (name: string) =>
			DomUtils.getElementsByTagName(name, document.children, true).flatMap((element) =>
				DomUtils.getElementsByTagName('loc', element.children, false).map((loc) => DomUtils.textContent(loc).trim()),
			);
		for (const nested of depth < 3 ? locs('sitemap') : []) await visit(relativeTo(location, nested), depth + 1);
		for (const url of locs('url')) {
			const path = sitePath(url, basePath);
			if (path === undefined || seen.has(path)) continue;
			seen.add(path);
			addresses.push({ url, path });
		}
	};
	await visit(source, 0);
	return addresses;
}

/**
 * A sitemap named by a sitemap index: relative to the index's URL; beside the index's file, where
 * a file of its name is (a saved copy), else at its URL.
 */
function relativeTo(index: string, nested: string): string {
	const isUrl = (text: string) => /^https?:\/\//i.test(text);
	if (isUrl(index)) return new URL(nested, index).href;
	if (!isUrl(nested)) return resolve(dirname(index), nested);
	const beside = join(dirname(index), new URL(nested).pathname.split('/').pop() ?? '');
	return existsSync(beside) ? beside : nested;
}

/** The site path of an address, the base path taken off; undefined for one outside it. */
function sitePath(url: string, basePath: string): string | undefined {
	let pathname: string;
	try {
		pathname = decodeURIComponent(new URL(url, 'http://site').pathname);
	} catch {
		return undefined;
	}
	const base = basePath.replace(/\/+$/, '');
	if (base && pathname !== base && !pathname.startsWith(`${base}/`)) return undefined;
	const path = pathname
		.slice(base.length)
		.replace(/(\/index)?\.html?$/, '')
		.replace(/\/+$/, '');
	return path === '' ? '/' : path;
}

/**
 * The saved HTML of an old page in a crawl: the folder as a crawler writes it (wget, httrack),
 * with or without the host's folder on top: `setup.html`, `setup/index.html` or `setup`.
 */
export function crawledPage(crawlDir: string, address: OldAddress): string | undefined {
	const host = new URL(address.url, 'http://site').host;
	const roots = [join(crawlDir, host), crawlDir].filter((root) => existsSync(root));
	const inside = new URL(address.url, 'http://site').pathname.replace(/\/+$/, '');
	for (const root of roots) {
		for (const candidate of [`${inside}/index.html`, `${inside}.html`, inside]) {
			const file = join(root, decodeURIComponentSafe(candidate));
			if (isInside(file, root) && existsSync(file) && statSync(file).isFile()) return readFileSync(file, 'utf8');
		}
	}
	return undefined;
}

function decodeURIComponentSafe(text: string): string {
	try {
		return decodeURIComponent(text);
	} catch {
		return text;
	}
}
