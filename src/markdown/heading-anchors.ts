import type { Element, ElementContent } from 'hast';
import type { HastPluginEntry } from 'satteri';
import { PageAnchors } from './anchor-ids.ts';
import { customIdMarker } from './mdx-compat.ts';

/** Heading levels that get a link to themselves: the ones a reader shares. */
const linkedHeadings = ['h2', 'h3', 'h4'];

const headingTags = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/** A heading written as JSX (`<h2 noAnchor>`, `<Heading level={3}>`), as the compiler's tree holds it. */
interface JsxHeading {
	name?: string | null;
	attributes: readonly { type: string; name?: string; value?: unknown }[];
	children: ElementContent[];
}

/**
 * Gives each heading its id, as Mintlify makes it (./anchor-ids.ts), or the one its author wrote
 * (`## Title {#custom-id}`, marked by ./mdx-compat.ts); Astro's table of contents takes the ids it
 * finds. Wraps the heading with a "#" link to itself placed after it, so neither the heading's
 * accessible name nor the table of contents picks the link up.
 *
 * Headings written as HTML (`<h2>`) or as Mintlify's `<Heading level={2}>` are headings too, with
 * their id, their place in the table of contents and their link; `noAnchor` leaves the link out,
 * as on Mintlify (the heading keeps its id, for links to it and the table of contents).
 */
export const headingAnchors: HastPluginEntry = () => {
	const anchors = new PageAnchors();
	const jsxHeading = {
		filter: [...headingTags, 'Heading'],
		visit(
			node: JsxHeading,
			context: { textContent(node: never): string; replaceNode(node: never, replacement: never): void } & LinkContext,
		) {
			const heading = headingOf(node);
			if (!heading) return;
			const text = context.textContent(node as never).trim();
			const slug = typeof heading.properties.id === 'string' ? anchors.claim(heading.properties.id) : anchors.next(text);
			heading.properties.id = slug;
			const linked = linkedHeadings.includes(heading.tagName) && !hasFlag(node, 'noAnchor') && !insideLink(node, context);
			context.replaceNode(node as never, (linked ? anchorWrapper(heading.tagName, slug, text, heading) : heading) as never);
		},
	};
	return {
		name: 'trellis-heading-anchors',
		element: {
			filter: headingTags,
			visit(node, context) {
				const marker = node.children.find((child) => child.type === 'mdxTextExpression' && customIdMarker.test(child.value)) as
					{ value: string } | undefined;
				if (marker) context.removeNode(marker as Parameters<typeof context.removeNode>[0]);
				const existing = node.properties?.id;
				const custom = marker ? customIdMarker.exec(marker.value)![1]! : undefined;
				const text = marker ? context.textContent(node).replace(marker.value, '').trim() : context.textContent(node);
				const slug =
					typeof existing === 'string' ? anchors.claim(existing) : custom !== undefined ? anchors.claim(custom) : anchors.next(text);
				if (typeof existing !== 'string') context.setProperty(node, 'id', slug);
				if (!linkedHeadings.includes(node.tagName) || insideLink(node, context)) return;
				context.wrapNode(node, anchorWrapper(node.tagName, slug, text));
			},
		},
		mdxJsxFlowElement: jsxHeading,
		mdxJsxTextElement: jsxHeading,
	};
};

/** The wrapper of a linked heading: the heading (when given; else the wrapper is put around it) and its "#" link. */
function anchorWrapper(tagName: string, slug: string, text: string, heading?: Element): Element {
	return {
		type: 'element',
		tagName: 'div',
		properties: { className: ['heading-wrapper', `level-${tagName}`] },
		children: [
			...(heading ? [heading] : []),
			{
				type: 'element',
				tagName: 'a',
				properties: { className: ['heading-anchor'], href: `#${slug}` },
				children: [
					{ type: 'element', tagName: 'span', properties: { ariaHidden: 'true' }, children: [{ type: 'text', value: '#' }] },
					{
						type: 'element',
						tagName: 'span',
						properties: { className: ['visually-hidden'] },
						children: [{ type: 'text', value: `Section titled “${text}”` }],
					},
				],
			},
		],
	};
}

/** The attribute `name`'s value: text, a bare flag (`true`), or an expression's source. */
function attributeValue(node: JsxHeading, name: string): string | true | undefined {
	const attribute = node.attributes.find((found) => found.type === 'mdxJsxAttribute' && found.name === name);
	if (!attribute) return undefined;
	const { value } = attribute;
	if (value === null || value === undefined) return true;
	if (typeof value === 'string') return value;
	const source = (value as { value?: unknown }).value;
	return typeof source === 'string' ? source.trim().replace(/^(["'`])(.*)\1$/s, '$2') : undefined;
}

/** What finding a node's parents takes of a visitor's context. */
interface LinkContext {
	parent(node: never): unknown;
}

/**
 * Whether the heading is inside a link its author wrote (`<a href>` around a card's title): a
 * "#" link there would be a link in a link, which the browser splits in two. It keeps its id.
 */
function insideLink(node: unknown, context: LinkContext): boolean {
	for (
		let parent = context.parent(node as never) as ParentNode | undefined;
		parent;
		parent = context.parent(parent as never) as ParentNode | undefined
	) {
		if ((parent.type === 'element' && parent.tagName === 'a') || (parent.type.startsWith('mdxJsx') && parent.name === 'a')) return true;
	}
	return false;
}

/** A parent of a heading, as far as `insideLink` reads it: an element, a JSX element or the root. */
interface ParentNode {
	type: string;
	tagName?: string;
	name?: string | null;
}

function hasFlag(node: JsxHeading, name: string): boolean {
	const value = attributeValue(node, name);
	return value === true || value === 'true';
}

/**
 * The heading a JSX heading is: its level (`<Heading>` without one is an h2), its id and class,
 * and its content with the paragraphs MDX reads between tags on lines of their own unwrapped.
 * Undefined for a level that is no heading's (the check before the build reports it).
 */
function headingOf(node: JsxHeading): Element | undefined {
	const level = node.name === 'Heading' ? String(attributeValue(node, 'level') ?? '2') : node.name?.slice(1);
	if (!level || !/^[1-6]$/.test(level)) return undefined;
	const id = attributeValue(node, 'id');
	const className = attributeValue(node, 'className') ?? attributeValue(node, 'class');
	const children = node.children.flatMap((child) =>
		child.type === 'element' && child.tagName === 'p' ? child.children : child.type === 'text' && child.value.trim() === '' ? [] : [child],
	);
	return {
		type: 'element',
		tagName: `h${level}`,
		properties: {
			...(typeof id === 'string' ? { id } : {}),
			...(typeof className === 'string' ? { className: className.split(/\s+/) } : {}),
		},
		children,
	};
}
