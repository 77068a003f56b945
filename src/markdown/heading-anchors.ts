import GithubSlugger from 'github-slugger';
import type { HastPluginEntry } from 'satteri';

/** Heading levels that get a link to themselves: the ones a reader shares. */
const linkedHeadings = ['h2', 'h3', 'h4'];

/**
 * Gives each heading its id (the same slugs Astro computes, so the table of contents matches)
 * and wraps it with a "#" link to itself placed after the heading, so neither the heading's
 * accessible name nor the table of contents picks the link up.
 */
export const headingAnchors: HastPluginEntry = () => {
	const slugger = new GithubSlugger();
	return {
		name: 'trellis-heading-anchors',
		element: {
			filter: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
			visit(node, context) {
				const existing = node.properties?.id;
				const text = context.textContent(node);
				const slug = typeof existing === 'string' ? existing : slugger.slug(text);
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
