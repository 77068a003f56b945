import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { PostBuildContext } from './index.ts';

/** One link of the built site that leads nowhere. */
export interface BrokenLink {
	/** Site path of the page holding the link (`/guides/setup`). */
	source: string;
	/** The link as written in the page. */
	target: string;
	reason: string;
}

/** Every file of a folder, relative paths with forward slashes, sorted. */
export function listFiles(folder: string, prefix = ''): string[] {
	const files: string[] = [];
	for (const name of readdirSync(folder).sort()) {
		const path = join(folder, name);
		const relativePath = prefix ? `${prefix}/${name}` : name;
		if (statSync(path).isDirectory()) files.push(...listFiles(path, relativePath));
		else files.push(relativePath);
	}
	return files;
}

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
 * Checks every internal link of the built HTML: the file it leads to exists (under the base
 * path) and, for a `#fragment`, the target page has an element with that id. Links to other
 * sites are not followed.
 */
export function checkLinks(context: PostBuildContext): BrokenLink[] {
	const { outDir, base } = context;
	const files = listFiles(outDir);
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
	const broken: BrokenLink[] = [];
	for (const file of files.filter((name) => name.endsWith('.html'))) {
		const html = readFileSync(join(outDir, file), 'utf8');
		const pagePath = `${base}${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`.replace(/(.)\/$/, '$1');
		const source = pagePath;
		const pageUrl = new URL(`http://site${pagePath}`);
		for (const target of linksOf(html)) {
			const reason = checkLink(target, pageUrl, file, { base, fileSet, idsOf });
			if (reason) broken.push({ source, target, reason });
		}
	}
	return broken;
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
	if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(href)) return undefined;
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
		const inside = path.slice(site.base.length).replace(/^\/+/, '');
		const candidates = inside === '' || inside.endsWith('/') ? [`${inside}index.html`] : [inside, `${inside}/index.html`, `${inside}.html`];
		file = candidates.find((candidate) => site.fileSet.has(candidate));
		if (!file) return 'no such page or file';
	}
	if (fragment && fragment !== 'top' && file.endsWith('.html') && !site.idsOf(file).has(fragment)) {
		return `no element with id "${fragment}" on that page`;
	}
	return undefined;
}

/** The link targets of a page's markup, scripts' contents left out. */
function linksOf(html: string): string[] {
	const markup = html.replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, '$1').replace(/<template\b[\s\S]*?<\/template>/gi, '');
	const links: string[] = [];
	for (const match of markup.matchAll(/<([a-zA-Z][\w-]*)(\s[^>]*)?>/g)) {
		const tag = match[1]!.toLowerCase();
		const attributes = match[2] ?? '';
		if (tag === 'link' && /\brel="(?:preconnect|dns-prefetch)"/i.test(attributes)) continue;
		for (const [linkTag, attribute] of linkAttributes) {
			if (linkTag !== tag) continue;
			const value = attributeValue(attributes, attribute);
			if (value !== undefined) links.push(value);
		}
		if (tag === 'meta' && /http-equiv="refresh"/i.test(attributes)) {
			const content = attributeValue(attributes, 'content');
			const url = content ? /url=(.*)$/i.exec(content)?.[1] : undefined;
			if (url) links.push(url.trim());
		}
	}
	return links;
}

function attributeValue(attributes: string, name: string): string | undefined {
	const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>"']+))`, 'i').exec(attributes);
	if (!match) return undefined;
	return decodeEntities(match[1] ?? match[2] ?? match[3] ?? '');
}

function collectIds(html: string): Set<string> {
	const ids = new Set<string>();
	for (const match of html.matchAll(/<[a-zA-Z][\w-]*\s[^>]*?\b(?:id|name)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
		ids.add(decodeEntities(match[1] ?? match[2] ?? ''));
	}
	return ids;
}

function decodeEntities(text: string): string {
	return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, entity: string) => {
		const lower = entity.toLowerCase();
		if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
		if (lower.startsWith('#')) return String.fromCodePoint(parseInt(lower.slice(1), 10));
		return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[lower]!;
	});
}

/** The report of the broken links, one line per link, grouped by page. */
export function formatBrokenLinks(broken: BrokenLink[]): string {
	return broken.map((link) => `  ${link.source} -> ${link.target}: ${link.reason}`).join('\n');
}

