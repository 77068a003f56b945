import type { Element, ElementContent, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';

/** A file or a folder of a tree written as a Markdown list. */
export interface ListTreeNode {
	name: string;
	/** A folder's entries; none for a file. */
	children?: ListTreeNode[];
}

const isElement = (node: ElementContent | RootContent | undefined, tag?: string): node is Element =>
	node?.type === 'element' && (tag === undefined || node.tagName === tag);

/** The text of a list item, its nested list left out: Mintlify keeps the words of `code`, bold and the like. */
function ownText(item: Element): string {
	const text = (nodes: readonly ElementContent[]): string =>
		nodes
			.map((node) =>
				node.type === 'text' ? node.value : isElement(node) && node.tagName !== 'ul' && node.tagName !== 'ol' ? text(node.children) : '',
			)
			.join('');
	return text(item.children).trim();
}

function nodesOf(list: Element): ListTreeNode[] {
	return list.children
		.filter((child) => isElement(child, 'li'))
		.map((item) => {
			const nested = item.children.find((child) => isElement(child, 'ul') || isElement(child, 'ol'));
			const written = ownText(item);
			const name = written.replace(/\/+$/, '');
			// A folder ends with "/" or holds entries.
			if (!nested && name === written) return { name };
			return { name, children: isElement(nested) ? nodesOf(nested) : [] };
		});
}

/**
 * A tree written as a Markdown list inside `<Tree>` or `<FileTree>` (Mintlify's list form): the
 * entries of its first list, when the tree's rendered content is such a list and holds no
 * `<Tree.Folder>` or `<Tree.File>`; undefined otherwise.
 */
export function listTree(html: string): ListTreeNode[] | undefined {
	if (html.includes('data-tree-item')) return undefined;
	const list = fromHtml(html, { fragment: true }).children.find((child) => isElement(child, 'ul') || isElement(child, 'ol'));
	return isElement(list) ? nodesOf(list) : undefined;
}
