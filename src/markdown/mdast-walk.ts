import type { MdastNode } from 'satteri';

/** Calls `visit` on every node of an mdast tree, in document order (a node before its children). */
export function forEachNode(tree: MdastNode, visit: (node: MdastNode) => void): void {
	const pending: MdastNode[] = [tree];
	while (pending.length > 0) {
		const node = pending.pop()!;
		visit(node);
		if ('children' in node)
			for (let index = node.children.length - 1; index >= 0; index -= 1) pending.push(node.children[index] as MdastNode);
	}
}
