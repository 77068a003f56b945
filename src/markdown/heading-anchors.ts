import type { HastPluginEntry } from 'satteri';
import { PageAnchors } from './anchor-ids.ts';
import { customIdMarker } from './mdx-compat.ts';

/** Heading levels that get a link to themselves: the ones a reader shares. */
const linkedHeadings = ['h2', 'h3', 'h4'];

/**
 * Gives each heading its id, as Mintlify makes it (./anchor-ids.ts), or the one its author wrote
 * (`## Title {#custom-id}`, marked by ./mdx-compat.ts); Astro's table of contents takes the ids it
 * finds. Wraps the heading with a "#" link to itself placed after it, so neither the heading's
 * accessible name nor the table of contents picks the link up.
 */
export const headingAnchors: HastPluginEntry = () => {
	const anchors = new PageAnchors();
	return {
		name: 'trellis-heading-anchors',
		element: {
			filter: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
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
				if (!linkedHeadings.includes(node.tagName)) return;
				context.wrapNode(node, {
					type: 'element',
					tagName: 'div',
					properties: { className: ['heading-wrapper', `level-${node.tagName}`] },
					children: [
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
				});
			},
		},
	};
};
