import { DomUtils, parseDocument } from 'htmlparser2';
import { feedHtml, headingText, isElement, type DomElement, type DomNode, type ResolveUrl } from './feed-html.ts';

/** One `Update` of a built page, as its feed needs it. */
export interface UpdateEntry {
	/** Its anchor on the page. */
	id: string;
	label: string;
	description: string | undefined;
	/** The date its label or description is (`<time datetime>`): `2026-04-14`, or `2026-04` for a month. */
	date: string | undefined;
	tags: string[];
	/** Its `rss` prop: the title and description of its one feed entry. */
	rss: { title: string | undefined; description: string | undefined } | undefined;
	/** Its content, as feed HTML (./feed-html.ts): what comes before its first heading, then a part per heading of the highest level in it. */
	parts: ContentPart[];
}

interface ContentPart {
	/** The heading the part starts with (none for what comes before the first), with its anchor. */
	heading: { id: string; text: string } | undefined;
	html: string;
}

/** What a feed reads of a built page: its language and its `Update`s, in their order. */
export interface ChangelogPage {
	lang: string | undefined;
	entries: UpdateEntry[];
}

/**
 * Reads the `Update`s of a built page from its HTML (src/components/mdx/Update.astro): what the
 * reader sees is what the feed holds (an entry a snippet draws, a label written as an element),
 * with the anchors the page has. `resolve` makes the content's links absolute.
 */
export function changelogPage(html: string, resolve: ResolveUrl): ChangelogPage {
	const document = parseDocument(html);
	const root = DomUtils.findOne((element) => element.name === 'html', document.children);
	const articles = DomUtils.findAll((element) => element.name === 'article' && hasClass(element, 'update'), document.children);
	return {
		lang: (root && DomUtils.getAttributeValue(root, 'lang')) || undefined,
		entries: articles.flatMap((article) => {
			const entry = updateEntry(article, resolve);
			return entry ? [entry] : [];
		}),
	};
}

function updateEntry(article: DomElement, resolve: ResolveUrl): UpdateEntry | undefined {
	const id = DomUtils.getAttributeValue(article, 'id');
	const meta = childWithClass(article, 'update-meta');
	const body = childWithClass(article, 'update-body');
	const labelElement = meta && childWithClass(meta, 'update-label');
	if (!id || !body || !labelElement) return undefined;
	const descriptionElement = childWithClass(meta, 'update-description');
	const time = DomUtils.findOne((element) => element.name === 'time', [labelElement, ...(descriptionElement ? [descriptionElement] : [])]);
	const tagList = childWithClass(body, 'update-tags');
	const content = childWithClass(body, 'update-content');
	const rssTitle = DomUtils.getAttributeValue(article, 'data-rss-title');
	const rssDescription = DomUtils.getAttributeValue(article, 'data-rss-description');
	return {
		id,
		label: textOf(labelElement),
		description: descriptionElement ? textOf(descriptionElement) || undefined : undefined,
		date: (time && DomUtils.getAttributeValue(time, 'datetime')) || undefined,
		tags: tagList
			? tagList.children
					.filter(isElement)
					.map(textOf)
					.filter((tag) => tag !== '')
			: [],
		rss: rssTitle !== undefined || rssDescription !== undefined ? { title: rssTitle, description: rssDescription } : undefined,
		parts: content ? contentParts(content.children, resolve) : [],
	};
}

/**
 * The content in parts: what comes before its first heading, then one part per heading of the
 * highest level among its own (those of components inside it do not count), each with what
 * follows it up to the next (deeper headings stay inside).
 */
function contentParts(nodes: readonly DomNode[], resolve: ResolveUrl): ContentPart[] {
	const headings = nodes.map(headingOf);
	const levels = headings.flatMap((heading) => (heading ? [Number(heading.name.slice(1))] : []));
	const top = Math.min(...levels);
	const parts: { heading: ContentPart['heading']; nodes: DomNode[] }[] = [{ heading: undefined, nodes: [] }];
	nodes.forEach((node, index) => {
		const heading = headings[index];
		const id = heading && DomUtils.getAttributeValue(heading, 'id');
		if (heading && id && Number(heading.name.slice(1)) === top) parts.push({ heading: { id, text: headingText(heading) }, nodes: [] });
		else parts.at(-1)!.nodes.push(node);
	});
	return parts
		.map(({ heading, nodes: partNodes }) => ({ heading, html: feedHtml(partNodes, resolve).trim() }))
		.filter((part) => part.heading !== undefined || part.html !== '');
}

/** The heading a top-level node of the content is: an `<h2>`… itself, or the one inside a heading's wrapper. */
function headingOf(node: DomNode): DomElement | undefined {
	if (!isElement(node)) return undefined;
	if (/^h[2-6]$/.test(node.name)) return node;
	if (!hasClass(node, 'heading-wrapper')) return undefined;
	return node.children.find((child): child is DomElement => isElement(child) && /^h[2-6]$/.test(child.name));
}

function hasClass(element: DomElement, name: string): boolean {
	return (DomUtils.getAttributeValue(element, 'class') ?? '').split(/\s+/).includes(name);
}

function childWithClass(element: DomElement, name: string): DomElement | undefined {
	return element.children.find((child): child is DomElement => isElement(child) && hasClass(child, name));
}

function textOf(element: DomNode): string {
	return DomUtils.textContent(element).replace(/\s+/g, ' ').trim();
}
