import { DomUtils, ElementType, type parseDocument } from 'htmlparser2';
import { escapeHtml } from '../../html/escaping.ts';

/** A node of a parsed page, and an element. */
export type DomNode = ReturnType<typeof parseDocument>['children'][number];
export type DomElement = Parameters<typeof DomUtils.getAttributeValue>[0];

export function isElement(node: DomNode): node is DomElement {
	return 'attribs' in node;
}

/**
 * Markup that Markdown makes, kept in a feed entry as it is (without attributes): paragraphs,
 * lists, quotes, tables, headings, emphasis, inline code. Everything else of an entry's rendered
 * content is a component or HTML the page wrote (a callout, a code block, a frame, a `<div>`),
 * which Mintlify leaves out of its feed entries ("pure Markdown only"), and so does this; links
 * and images are kept with an address that works away from the site.
 */
const kept = new Set([
	'p',
	'ul',
	'ol',
	'li',
	'blockquote',
	'hr',
	'br',
	'table',
	'thead',
	'tbody',
	'tr',
	'th',
	'td',
	'h2',
	'h3',
	'h4',
	'h5',
	'h6',
	'strong',
	'b',
	'em',
	'i',
	'del',
	's',
	'sub',
	'sup',
	'code',
]);

/** A link's or image's address, absolute, or undefined when it may not be in a feed (`javascript:`, `data:` …). */
export type ResolveUrl = (url: string) => string | undefined;

/**
 * The HTML of a feed entry made from rendered nodes: only what Markdown makes (above), no
 * attribute but a link's `href` and an image's `src` and `alt` (made absolute by `resolve`), text
 * escaped. Nothing of the page's markup passes through as written, so no script, style or
 * handler can reach a feed reader.
 */
export function feedHtml(nodes: readonly DomNode[], resolve: ResolveUrl): string {
	return nodes.map((node) => nodeHtml(node, resolve)).join('');
}

function nodeHtml(node: DomNode, resolve: ResolveUrl): string {
	if (node.type === ElementType.Text) return escapeHtml(node.data);
	if (!isElement(node) || node.type !== ElementType.Tag) return '';
	const name = node.name.toLowerCase();
	const classes = (DomUtils.getAttributeValue(node, 'class') ?? '').split(/\s+/);
	// A heading's wrapper (src/markdown/heading-anchors.ts) holds the heading and its "#" link.
	if (classes.includes('heading-wrapper')) return feedHtml(node.children, resolve);
	if (classes.includes('heading-anchor')) return '';
	if (name === 'a') {
		const inner = feedHtml(node.children, resolve);
		const href = resolve(DomUtils.getAttributeValue(node, 'href') ?? '');
		return href === undefined ? inner : `<a href="${escapeHtml(href)}">${inner}</a>`;
	}
	if (name === 'img') {
		const src = resolve(DomUtils.getAttributeValue(node, 'src') ?? '');
		const alt = DomUtils.getAttributeValue(node, 'alt') ?? '';
		return src === undefined ? '' : `<img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}">`;
	}
	if (!kept.has(name)) return '';
	if (name === 'br' || name === 'hr') return `<${name}>`;
	const inner = feedHtml(node.children, resolve);
	// A paragraph or a list item that held only a component is left out with it.
	if ((name === 'p' || name === 'li') && inner.trim() === '') return '';
	return `<${name}>${inner}</${name}>`;
}

/** The text of a heading as the reader sees it, without its "#" link. */
export function headingText(heading: DomElement): string {
	const text = heading.children
		.filter((child) => !(isElement(child) && (DomUtils.getAttributeValue(child, 'class') ?? '').split(/\s+/).includes('heading-anchor')))
		.map((child) => DomUtils.textContent(child))
		.join('');
	return text.replace(/\s+/g, ' ').trim();
}
