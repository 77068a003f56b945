import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PostBuildContext } from './context.ts';
import { listFiles } from './built-files.ts';
import { leavesSite } from '../urls/urls.ts';
import { decodeHtml } from '../html/escaping.ts';
import { attributeValue, pageTags, type PageTags } from './html-tags.ts';

/** One link of the built site that leads nowhere. */
export interface BrokenLink {
	/** Site path of the page holding the link (`/guides/setup`); `everyPage` for a link of the site's chrome. */
	source: string;
	/** The link as written in the page. */
	target: string;
	reason: string;
}

/** The source of a link that the chrome (top bar, footer, logo, banner) puts on every page. */
export const everyPage = 'every page';

const linkAttributes: [tag: string, attribute: string][] = [
	['a', 'href'],
	['area', 'href'],
	['link', 'href'],
	['img', 'src'],
	['script', 'src'],
	['source', 'src'],
	['video', 'src'],
	['video', 'poster'],
	['audio', 'src'],
	['iframe', 'src'],
];

/**
 * Checks the internal links of the built HTML, page by page as the post-build pass reads them
 * (./html-pass.ts): the file a link leads to exists (under the base path) and, for a
 * `#fragment`, the target page has an element with that id. Links to other sites are not
 * followed. `files`: every file of the output folder, as the pass begins.
 */
export function createLinkCheck(context: Pick<PostBuildContext, 'outDir' | 'base'>, files: readonly string[]) {
	const { outDir, base } = context;
	const fileSet = new Set(files);
	const idCache = new Map<string, Set<string>>();
	const idsOf = (file: string) => {
		let ids = idCache.get(file);
		if (!ids) {
			ids = collectIds(readFileSync(join(outDir, file), 'utf8'));
			idCache.set(file, ids);
		}
		return ids;
	};
	// Links from the site root (the sidebar's, the top bar's) are the same on most pages and
	// lead to the same place from any of them: each is checked once.
	const rootLinks = new Map<string, string | undefined>();
	const broken: BrokenLink[] = [];
	return {
		/** Checks the links of one HTML file of the output folder, as `linksOf` reads them. */
		page(file: string, links: readonly string[]): void {
			const pagePath = `${base}${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`.replace(/(.)\/$/, '$1');
			const pageUrl = new URL(`http://site${pagePath}`);
			for (const target of links) {
				const fromRoot = target.startsWith('/') && !target.startsWith('//');
				let reason = fromRoot ? rootLinks.get(target) : undefined;
				if (!fromRoot || !rootLinks.has(target)) {
					reason = checkLink(target, pageUrl, file, { base, fileSet, idsOf });
					if (fromRoot) rootLinks.set(detached(target), reason);
				}
				if (reason) broken.push({ source: pagePath, target, reason });
			}
		},
		/**
		 * The broken links found, in the order of the pages. A link broken on the 404 page, which
		 * has the chrome alone, is on every page: it is named once, for every page.
		 */
		broken(): BrokenLink[] {
			const notFoundPage = `${base}404`;
			const chrome = broken.filter((link) => link.source === notFoundPage).map((link) => ({ ...link, source: everyPage }));
			const inChrome = new Set(chrome.map((link) => link.target));
			return [...chrome, ...broken.filter((link) => !inChrome.has(link.target))];
		},
	};
}

/** Checks every HTML file of a built site at once; a build does it page by page in its pass over the HTML. */
export function checkLinks(context: Pick<PostBuildContext, 'outDir' | 'base'>): BrokenLink[] {
	const files = listFiles(context.outDir);
	const check = createLinkCheck(context, files);
	for (const file of files.filter((name) => name.endsWith('.html')))
		check.page(file, linksOf(pageTags(readFileSync(join(context.outDir, file), 'utf8'))));
	return check.broken();
}

function checkLink(
	target: string,
	pageUrl: URL,
	sourceFile: string,
	site: { base: string; fileSet: Set<string>; idsOf: (file: string) => Set<string> },
): string | undefined {
	const href = target.trim();
	if (href === '' || href === '#') return undefined;
	// Absolute URLs (other sites, and this one's canonical links) are not followed.
	if (leavesSite(href)) return undefined;
	const url = new URL(href, pageUrl);
	if (url.host !== 'site') return undefined;
	const fragment = decodeURIComponent(url.hash.slice(1));
	let path: string;
	try {
		path = decodeURIComponent(url.pathname);
	} catch {
		return 'the path is not valid URL encoding';
	}
	let file: string | undefined;
	if (href.startsWith('#')) file = sourceFile;
	else {
		if (!path.startsWith(site.base) && `${path}/` !== site.base) return `not under the base path ${site.base}`;
		file = builtFileOf(path.slice(site.base.length), site.fileSet);
		if (!file) return 'no such page or file';
	}
	if (fragment && fragment !== 'top' && file.endsWith('.html') && !site.idsOf(file).has(fragment)) {
		return `no element with id "${fragment}" on that page`;
	}
	return undefined;
}

/**
 * The file of a built site that a path from its root (`guides/setup`, `/`) leads to, as static
 * hosts serve it: the file itself, its folder's `index.html`, or the path plus `.html`.
 */
export function builtFileOf(path: string, files: ReadonlySet<string>): string | undefined {
	const inside = path.replace(/^\/+/, '');
	const candidates = inside === '' || inside.endsWith('/') ? [`${inside}index.html`] : [inside, `${inside}/index.html`, `${inside}.html`];
	return candidates.find((candidate) => files.has(candidate));
}

/** The link targets of a page's markup, scripts' and templates' contents left out. */
export function linksOf(tags: PageTags): string[] {
	const links: string[] = [];
	for (const { name, attributes } of tags.outsideTemplates) {
		if (name === 'link' && /^(?:preconnect|dns-prefetch)$/i.test(attributeValue(attributes, 'rel') ?? '')) continue;
		for (const [linkTag, attribute] of linkAttributes) {
			if (linkTag !== name) continue;
			const value = attributeValue(attributes, attribute);
			if (value !== undefined) links.push(value);
		}
		if (name === 'meta' && attributeValue(attributes, 'http-equiv')?.toLowerCase() === 'refresh') {
			const content = attributeValue(attributes, 'content');
			const url = content ? /url=(.*)$/i.exec(content)?.[1] : undefined;
			if (url) links.push(url.trim());
		}
	}
	return links;
}

function collectIds(html: string): Set<string> {
	const ids = new Set<string>();
	for (const match of html.matchAll(/<[a-zA-Z][\w-]*\s[^>]*?\b(?:id|name)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
		ids.add(detached(decodeHtml(match[1] ?? match[2] ?? '')));
	}
	return ids;
}

/**
 * A copy of a piece of a page's HTML that does not share its memory: V8 keeps a short slice of
 * a string as a view into the whole, and the ids and links kept for the whole check would keep
 * every page's HTML alive (gigabytes at 5,000 pages).
 */
function detached(text: string): string {
	return Buffer.from(text).toString();
}

/** The report of the broken links, one line per link, grouped by page. */
export function formatBrokenLinks(broken: BrokenLink[]): string {
	return broken.map((link) => `  ${link.source} -> ${link.target}: ${link.reason}`).join('\n');
}
