import type { HastPluginEntry } from 'satteri';

/** The corners Mintlify puts a diagram's controls in. */
const placements = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];

/**
 * What a ```` ```mermaid ```` fence's meta asks of the diagram's controls (Mintlify's `actions` and
 * `placement`), as the `<pre>`'s properties: `data-actions` "true" or "false" when given (else the
 * browser decides by the diagram's height), `data-placement` when it is one of the corners.
 */
export function mermaidControls(meta: string | undefined): Record<string, string> {
	const value = (key: string) => new RegExp(`(?:^|\\s)${key}=(?:"([^"]*)"|'([^']*)'|\\{([^}]*)\\}|(\\S+))`).exec(meta ?? '');
	const read = (key: string) => {
		const match = value(key);
		return match ? (match[1] ?? match[2] ?? match[3] ?? match[4] ?? '').trim() : undefined;
	};
	const actions = read('actions') ?? (/(?:^|\s)actions(?:\s|$)/.test(meta ?? '') ? 'true' : undefined);
	const placement = read('placement');
	return {
		...(actions === 'true' || actions === 'false' ? { dataActions: actions } : {}),
		...(placement && placements.includes(placement) ? { dataPlacement: placement } : {}),
	};
}

/**
 * ```` ```mermaid ```` blocks become `<pre class="mermaid" tabindex="0">source</pre>`: the diagram's
 * text, readable as it is without JavaScript. src/browser/diagrams.ts draws them in the browser
 * (no maintained package renders Mermaid without a browser) and only pages that have one load
 * Mermaid. The language must be left out of syntax highlighting (`syntaxHighlight.excludeLangs`),
 * so the block reaches this plugin as `<pre><code class="language-mermaid">`.
 */
export const mermaidBlocks: HastPluginEntry = (file) => {
	if (!file.source.includes('mermaid')) return null;
	return {
		name: 'trellis-mermaid',
		element: {
			filter: ['pre'],
			visit(node, context) {
				const code = node.children.find((child) => child.type === 'element' && child.tagName === 'code');
				if (!code || code.type !== 'element') return;
				const classes = code.properties?.className;
				if (!Array.isArray(classes) || !classes.includes('language-mermaid')) return;
				const source = context.textContent(code).replace(/\n$/, '');
				const controls = mermaidControls((code.data as { meta?: string } | undefined)?.meta ?? undefined);
				context.replaceNode(node, {
					type: 'element',
					tagName: 'pre',
					// Focusable: a wide diagram source scrolls, and keyboard users must reach it.
					properties: { className: ['mermaid'], tabIndex: 0, ...controls },
					children: [{ type: 'text', value: source }],
				});
			},
		},
	};
};
