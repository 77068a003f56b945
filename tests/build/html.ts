import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { reportFileName } from '../../src/report/compat-report.ts';
import { siteIndexFile } from '../../src/postbuild/site-index-schema.ts';
import { listFiles } from '../../src/postbuild/built-files.ts';

/**
 * A very small reader for the HTML that Astro writes: well-formed, double-quoted attributes,
 * no optional end tags left out. Enough to find elements by tag and attributes and read their
 * text, without a DOM library.
 */

export interface Element {
	tag: string;
	attrs: Record<string, string>;
	/** The element's markup, from its start tag to its end tag. */
	outer: string;
	/** The markup between its start and end tags. */
	inner: string;
	/** Its text: tags removed, entities decoded, whitespace collapsed. */
	text: string;
	/** Offset of its start tag in the searched markup. */
	index: number;
}

const voidTags = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** Decodes the character references Astro writes in text and attribute values. */
export function decodeEntities(text: string): string {
	return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|nbsp);/gi, (_, entity: string) => {
		const lower = entity.toLowerCase();
		if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
		if (lower.startsWith('#')) return String.fromCodePoint(parseInt(lower.slice(1), 10));
		return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }[lower]!;
	});
}

/** Text of a piece of markup: scripts, styles and tags removed, entities decoded, whitespace collapsed. */
export function textOf(markup: string): string {
	return decodeEntities(
		markup
			.replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
			.replace(/<style\b[\s\S]*?<\/style>/gi, ' ')
			.replace(/<[^>]+>/g, ' '),
	)
		.replace(/\s+/g, ' ')
		.trim();
}

function parseAttributes(startTag: string): Record<string, string> {
	const attrs: Record<string, string> = {};
	const body = startTag.replace(/^<[\w-]+/, '').replace(/\/?>$/, '');
	const pattern = /([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/g;
	for (const match of body.matchAll(pattern)) {
		attrs[match[1]!.toLowerCase()] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
	}
	return attrs;
}

/** The end of the element whose start tag ends at `from`, counting nested elements of the same tag. */
function endOf(markup: string, tag: string, from: number): { innerEnd: number; outerEnd: number } {
	const pattern = new RegExp(`<(/?)${tag}(?=[\\s>/])[^>]*>`, 'gi');
	pattern.lastIndex = from;
	let depth = 1;
	for (let match = pattern.exec(markup); match; match = pattern.exec(markup)) {
		if (match[1]) depth--;
		else if (!match[0].endsWith('/>')) depth++;
		if (depth === 0) return { innerEnd: match.index, outerEnd: match.index + match[0].length };
	}
	return { innerEnd: markup.length, outerEnd: markup.length };
}

/**
 * Every element of a tag (`'*'`: any tag) whose attributes match: a string value must be equal,
 * a RegExp must match, `true` means present, `false` absent. `class` matches one class name.
 */
export function findAll(markup: string, tag: string, where: Record<string, string | RegExp | boolean> = {}): Element[] {
	const found: Element[] = [];
	const start = new RegExp(`<(${tag === '*' ? '[a-zA-Z][\\w-]*' : tag})(?=[\\s>/])[^>]*>`, 'gi');
	for (const match of markup.matchAll(start)) {
		const name = match[1]!.toLowerCase();
		const attrs = parseAttributes(match[0]);
		if (!matches(attrs, where)) continue;
		const afterStart = match.index + match[0].length;
		if (voidTags.has(name) || match[0].endsWith('/>')) {
			found.push({ tag: name, attrs, outer: match[0], inner: '', text: '', index: match.index });
			continue;
		}
		const { innerEnd, outerEnd } = endOf(markup, name, afterStart);
		const inner = markup.slice(afterStart, innerEnd);
		found.push({ tag: name, attrs, outer: markup.slice(match.index, outerEnd), inner, text: textOf(inner), index: match.index });
	}
	return found;
}

/** The first matching element; throws with a readable message when there is none. */
export function find(markup: string, tag: string, where: Record<string, string | RegExp | boolean> = {}): Element {
	const element = findAll(markup, tag, where)[0];
	if (!element)
		throw new Error(`no <${tag}> matching ${JSON.stringify(where, (_, value) => (value instanceof RegExp ? String(value) : value))}`);
	return element;
}

/** The first matching element, or undefined. */
export function query(markup: string, tag: string, where: Record<string, string | RegExp | boolean> = {}): Element | undefined {
	return findAll(markup, tag, where)[0];
}

function matches(attrs: Record<string, string>, where: Record<string, string | RegExp | boolean>): boolean {
	return Object.entries(where).every(([name, expected]) => {
		const value = attrs[name.toLowerCase()];
		if (expected === true) return value !== undefined;
		if (expected === false) return value === undefined;
		if (value === undefined) return false;
		if (name === 'class' && typeof expected === 'string') return value.split(/\s+/).includes(expected);
		return typeof expected === 'string' ? value === expected : expected.test(value);
	});
}

/** The built HTML of a page by its URL path (`/guides/setup`, `/`). */
/**
 * The markup as a reader who chose `version` sees it: the elements of the other versions (which
 * the head's style hides) taken out.
 */
export function shownInVersion(markup: string, version: string): string {
	let shown = markup;
	for (const tag of ['nav', 'div', 'li']) {
		for (const element of findAll(shown, tag, { 'data-for-version': true })) {
			// One version, or several as a JSON list.
			const marked = element.attrs['data-for-version']!;
			const versions = marked.startsWith('[') ? (JSON.parse(marked) as string[]) : [marked];
			if (!versions.includes(version)) shown = shown.replace(element.outer, '');
		}
	}
	return shown;
}

/**
 * The switchers of a kind (`version`, `language`, `product`, `dropdown`, `menu`) in some markup
 * (src/components/chrome/Switcher.astro): what each button says, and each entry as
 * `*text -> href` (`*`: the current one; its text with its tag, description and ↗).
 */
export function switchersOf(markup: string, kind: string): { button: string; entries: string[] }[] {
	return findAll(markup, 'details', { class: `switcher-${kind}` }).map((switcher) => ({
		button: textOf(find(switcher.outer, 'summary').inner),
		entries: findAll(find(switcher.outer, 'ul', { class: 'switcher-list' }).outer, 'a').map(
			(link) => `${link.attrs['aria-current'] ? '*' : ''}${link.text} -> ${link.attrs.href}`,
		),
	}));
}

export function pageHtml(outDir: string, href: string): string {
	return readFileSync(pageFile(outDir, href), 'utf8');
}

function pageFile(outDir: string, href: string): string {
	const path = href.replace(/^\/+|\/+$/g, '');
	return path === '' ? join(outDir, 'index.html') : join(outDir, path, 'index.html');
}

export function pageExists(outDir: string, href: string): boolean {
	return existsSync(pageFile(outDir, href));
}

/** Method and path of the endpoint an operation page shows: `GET /plants`. */
export function endpointOf(outDir: string, href: string): string {
	const endpoint = find(pageHtml(outDir, href), 'div', { class: 'api-endpoint' });
	return `${find(endpoint.outer, 'span', { class: 'method-badge' }).text} ${find(endpoint.outer, 'code', { class: 'api-path' }).text}`;
}

/** The start tag of `<html>`, parsed. */
export function htmlAttributes(markup: string): Record<string, string> {
	const start = /<html\b[^>]*>/i.exec(markup);
	if (!start) throw new Error('no <html> start tag');
	return parseAttributes(start[0]);
}

/** Contents of the inline `<style>` blocks of the head. */
export function inlineStyles(markup: string): string {
	const head = find(markup, 'head').inner;
	return findAll(head, 'style')
		.map((style) => style.inner)
		.join('\n');
}

/** The declarations of the CSS rules whose selector is exactly `selector`, as a map: a later rule's over an earlier one's. */
export function cssRule(css: string, selector: string): Record<string, string> | undefined {
	let declarations: Record<string, string> | undefined;
	for (const match of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
		if (match[1]!.trim() !== selector) continue;
		declarations ??= {};
		for (const declaration of match[2]!.split(';')) {
			const colon = declaration.indexOf(':');
			if (colon < 0) continue;
			declarations[declaration.slice(0, colon).trim()] = declaration.slice(colon + 1).trim();
		}
	}
	return declarations;
}

/** Lines of build output that look like a JavaScript stack trace. */
export function stackTraceLines(output: string): string[] {
	return output.split('\n').filter((line) => /^\s+at\s/.test(line));
}

/** Removes ANSI colour codes from terminal output. */
export function stripAnsi(text: string): string {
	return text.replace(/\u001b\[[0-9;]*m/g, '');
}

/** The Content-Security-Policy a page's `<meta>` gives it. */
export function policyOf(html: string): string {
	return find(html, 'meta', { 'http-equiv': 'Content-Security-Policy' }).attrs.content!;
}

/** The Content-Security-Policy that the built `_headers` sends. */
export function headersPolicy(outDir: string): string | undefined {
	return /Content-Security-Policy:\s*(.+)/.exec(readFileSync(join(outDir, '_headers'), 'utf8'))?.[1];
}

/** The HTML files of an output folder, relative to it. */
export function builtPages(outDir: string): string[] {
	return listFiles(outDir).filter((file) => file.endsWith('.html'));
}

/** The `<script>` elements of a page's head. */
export function headScripts(html: string): Element[] {
	return findAll(find(html, 'head').outer, 'script');
}

/** The addresses of the scripts of a page's head that load from another site. */
export function externalScripts(html: string): string[] {
	return headScripts(html).flatMap((script) => (/^https?:/.test(script.attrs.src ?? '') ? [script.attrs.src!] : []));
}

/** The sources of one directive of a policy (`script-src`), if it has it. */
export function directive(policy: string, name: string): string[] | undefined {
	return policy
		.split('; ')
		.find((part) => part.startsWith(`${name} `))
		?.split(' ')
		.slice(1);
}

/**
 * Files of an output folder that the build writes itself, beside the pages and what the docs
 * folder gives: the search index, the compatibility report, the site's index for tools, the
 * agents' discovery and skill files, and the hosts' rules files.
 */
export function writtenByTheBuild(file: string): boolean {
	return (
		file.startsWith('pagefind/') ||
		file.startsWith('.well-known/') ||
		[reportFileName, siteIndexFile, 'skill.md', 'vercel.json', '_headers', '_redirects'].includes(file)
	);
}

/** The content of a meta tag of the head, by its `property` (Open Graph) or its `name`. */
export function metaContent(html: string, key: string): string | undefined {
	const head = find(html, 'head').inner;
	return query(head, 'meta', { property: key })?.attrs.content ?? query(head, 'meta', { name: key })?.attrs.content;
}
