import type { HastPluginEntry } from 'satteri';
import { withBase } from '../urls/urls.ts';

/** Attributes that hold a link, by element. */
export const linkAttributes: Record<string, string[]> = {
	a: ['href'],
	img: ['src'],
	source: ['src'],
	video: ['src', 'poster'],
	audio: ['src'],
	iframe: ['src'],
};

/** Whether a link is a path from the site root (`/quickstart`), which needs the base path in front. */
function isSitePath(value: unknown): value is string {
	return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');
}

/**
 * Under a sub-path (BASE_PATH=/docs), links written from the site root in pages
 * (`[Quickstart](/quickstart)`, `![](/images/x.png)`, `<a href="/x">`) get the base path in
 * front, as the chrome's links do through withBase(). Components (Card, etc.) do it themselves.
 */
export function baseLinks(base: string): HastPluginEntry {
	const normalised = base.endsWith('/') ? base : `${base}/`;
	return () => {
		if (normalised === '/') return null;
		const tags = Object.keys(linkAttributes);
		const rewrite = (value: string) => (isSitePath(value) ? withBase(value, normalised) : undefined);
		return {
			name: 'trellis-base-links',
			element: {
				filter: tags,
				visit(node, context) {
					for (const attribute of linkAttributes[node.tagName] ?? []) {
						const value = node.properties?.[attribute];
						if (isSitePath(value)) context.setProperty(node, attribute, withBase(value, normalised));
					}
				},
			},
			mdxJsxFlowElement: { filter: tags, visit: (node) => rewriteJsx(node, rewrite) },
			mdxJsxTextElement: { filter: tags, visit: (node) => rewriteJsx(node, rewrite) },
		};
	};
}

/**
 * Elements written as JSX (`<a href="/x">` in MDX): their link attributes through `rewrite`
 * (undefined: unchanged), on a copy of the node; undefined when nothing changed.
 */
export function rewriteJsx<N extends { name?: string | null; attributes: readonly unknown[] }>(
	node: Readonly<N>,
	rewrite: (value: string) => string | undefined,
): N | undefined {
	const names = linkAttributes[node.name ?? ''] ?? [];
	let changed = false;
	const attributes = node.attributes.map((attribute) => {
		const { type, name, value } = attribute as { type: string; name?: string; value?: unknown };
		if (type !== 'mdxJsxAttribute' || !name || !names.includes(name) || typeof value !== 'string') return attribute;
		const rewritten = rewrite(value);
		if (rewritten === undefined) return attribute;
		changed = true;
		return { ...(attribute as object), value: rewritten };
	});
	return changed ? ({ ...node, attributes } as N) : undefined;
}
