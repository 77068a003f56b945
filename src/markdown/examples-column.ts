import type { HastPluginEntry } from 'satteri';

/** The components that Mintlify shows beside the page rather than in its flow. */
const exampleComponents = ['RequestExample', 'ResponseExample', 'Panel'];

interface TreeNode {
	type: string;
	name?: string | null;
	children?: TreeNode[];
}

const isExample = (node: TreeNode) => node.type === 'mdxJsxFlowElement' && exampleComponents.includes(node.name ?? '');

/**
 * On a page with <RequestExample>, <ResponseExample> or <Panel>, wherever the author put them, they are
 * taken out of the page's flow and gathered after it:
 *
 * ```html
 * <div class="page-body">…the page…</div>
 * <div class="page-examples">…RequestExample, ResponseExample…</div>
 * ```
 *
 * so that CSS (src/styles/examples.css) can show them as a sticky right column on wide screens,
 * and below the page on narrow ones, with no script.
 */
export const examplesColumn: HastPluginEntry = (file) => {
	if (file.sourceFormat !== 'mdx' || !/<(?:(?:Request|Response)Example|Panel)\b/.test(file.source)) return null;
	return {
		name: 'trellis-examples-column',
		after(root, context) {
			const examples: TreeNode[] = [];
			const nodes = root.children as TreeNode[];
			// Imports and exports stay at the top level of the module.
			const esm = nodes.filter((node) => node.type === 'mdxjsEsm');
			const body = withoutExamples(
				nodes.filter((node) => node.type !== 'mdxjsEsm'),
				examples,
			);
			if (examples.length === 0) return;
			context.replaceNode(root, {
				type: 'root',
				children: [
					...esm,
					{ type: 'element', tagName: 'div', properties: { className: ['page-body'] }, children: body },
					{ type: 'element', tagName: 'div', properties: { className: ['page-examples'] }, children: examples },
				],
			} as never);
		},
	};
};

/** The nodes without the examples, at any depth; the examples are collected in document order. */
function withoutExamples(nodes: TreeNode[], examples: TreeNode[]): TreeNode[] {
	const kept: TreeNode[] = [];
	for (const node of nodes) {
		if (isExample(node)) examples.push(node);
		else if (node.children && containsExample(node)) kept.push({ ...node, children: withoutExamples(node.children, examples) });
		else kept.push(node);
	}
	return kept;
}

function containsExample(node: TreeNode): boolean {
	return node.children?.some((child) => isExample(child) || containsExample(child)) ?? false;
}
