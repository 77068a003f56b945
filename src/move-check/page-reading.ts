import { DomUtils, parseDocument } from 'htmlparser2';

/** An element of a parsed page (domhandler's, which htmlparser2 does not name). */
type Element = ReturnType<typeof DomUtils.getElementsByTagName>[number];

/** What a check of a move reads of one HTML page, of the old site or of the new. */
export interface ReadPage {
	/** The page's title: its `<h1>`, else its `<title>` up to " - " or " | ". */
	title: string | undefined;
	/** The anchors a link into the page may name, with the text of each heading among them ('' for other elements). */
	anchors: Map<string, string>;
	/** Every id of the page: an old anchor found among them is kept. */
	ids: Set<string>;
	/** Where the page sends the reader at once (a meta refresh), as written. */
	refresh: string | undefined;
}

/**
 * The ids of a page's frame that Mintlify documents for custom CSS (its "Custom scripts" page):
 * a skip link may name them, but nobody links to a page's `#navbar`.
 */
const frameIds = new Set([
	'banner',
	'navbar',
	'sidebar',
	'sidebar-content',
	'content-area',
	'content-container',
	'content-side-layout',
	'table-of-contents',
	'table-of-contents-content',
	'footer',
	'header',
	'page-title',
	'pagination',
	'topbar-cta-button',
	'search-bar-entry',
	'search-input',
	'navigation-items',
	'body-content',
	'main',
	'content',
	'top',
]);

const headingNames = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);

/**
 * Reads a page's title, anchors and ids. An anchor is an id a reader may have linked to: that of
 * a heading (below the title), or one a link of the page itself names (`href="#x"`: a table of
 * contents, a field's or a step's own link), the frame's ids and the headings of its navigation
 * and side columns left out.
 */
export function readPage(html: string): ReadPage {
	const document = parseDocument(html);
	const elements = DomUtils.getElementsByTagName(() => true, document.children, true);
	const byId = new Map<string, Element>();
	for (const element of elements) {
		const id = element.attribs['id'];
		if (id && !byId.has(id)) byId.set(id, element);
	}
	const named = new Set(
		elements
			.filter((element) => element.name === 'a' && element.attribs['href']?.startsWith('#'))
			.map((element) => safeDecode(element.attribs['href']!.slice(1))),
	);
	const anchors = new Map<string, string>();
	for (const [id, element] of byId) {
		const heading = headingNames.has(element.name);
		if (frameIds.has(id) || !(heading || named.has(id)) || inFrame(element)) continue;
		anchors.set(id, heading ? textOf(element) : '');
	}
	const h1 = elements.find((element) => element.name === 'h1');
	const titleElement = elements.find((element) => element.name === 'title');
	const title = h1
		? textOf(h1)
		: titleElement
			? textOf(titleElement)
					.split(/ [-|–] /)[0]!
					.trim()
			: undefined;
	const meta = elements.find((element) => element.name === 'meta' && element.attribs['http-equiv']?.toLowerCase() === 'refresh');
	const refresh = meta ? /url\s*=\s*['"]?([^'"]+)/i.exec(meta.attribs['content'] ?? '')?.[1]?.trim() : undefined;
	return { title: title || undefined, anchors, ids: new Set(byId.keys()), refresh };
}

/** The parts of a page around its content, by element or by Mintlify's id: their headings ("On this page") are not the content's. */
const frameElements = new Set(['nav', 'aside', 'header', 'footer']);
const frameParts = new Set(['banner', 'navbar', 'sidebar', 'table-of-contents', 'footer', 'header', 'pagination', 'navigation-items']);

function inFrame(element: Element): boolean {
	for (let parent = element.parent; parent; parent = parent.parent) {
		if ('name' in parent && (frameElements.has(parent.name) || frameParts.has(parent.attribs['id'] ?? ''))) return true;
	}
	return false;
}

/** An element's text, its whitespace collapsed. */
function textOf(element: Element): string {
	return DomUtils.textContent(element).replace(/\s+/g, ' ').trim();
}

function safeDecode(text: string): string {
	try {
		return decodeURIComponent(text);
	} catch {
		return text;
	}
}
