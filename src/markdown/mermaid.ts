import type { HastPluginEntry } from 'satteri';

/**
 * ```` ```mermaid ```` blocks become `<pre class="mermaid" tabindex="0">source</pre>`: the diagram's
 * text, readable as it is without JavaScript. src/browser/mermaid.ts draws them in the browser
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
				context.replaceNode(node, {
					type: 'element',
					tagName: 'pre',
					// Focusable: a wide diagram source scrolls, and keyboard users must reach it.
					properties: { className: ['mermaid'], tabIndex: 0 },
					children: [{ type: 'text', value: source }],
				});
			},
		},
	};
};
