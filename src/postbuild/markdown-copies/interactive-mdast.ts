import type { List, ListItem } from 'mdast';
import { toMarkdown } from 'mdast-util-to-markdown';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { markdownToMdast } from 'satteri';
import { asFlow, paragraph, text, type Converted, type Flow, type Phrasing } from './mdast-build.ts';

/** What converting these needs of a page's node and its context (./component-mdast.ts gives them). */
interface SourceNode {
	name?: string | null;
	children?: SourceNode[];
}

interface ComponentContext {
	props(node: SourceNode): Record<string, unknown>;
	children(node: SourceNode): Converted[];
	nested<T>(convert: (depth: number) => T): T;
}

const names = new Set(['Tree', 'FileTree', 'Tree.Folder', 'Tree.File', 'Visibility', 'View', 'Prompt']);

/**
 * The Markdown the interactive components stand for in a page's copy: a file tree an indented
 * list (folders end with "/"), each view under its title, content for humans left out and content
 * for agents kept, a prompt its description and its text in a fenced block. Undefined for other
 * components.
 */
export function interactiveToMdast(node: SourceNode, context: ComponentContext): Converted[] | undefined {
	if (!names.has(node.name ?? '')) return undefined;
	const props = context.props(node);
	const string = (key: string) => (props[key] === undefined || props[key] === null ? undefined : String(props[key]));
	const blocks = () => asFlow(context.children(node));
	switch (node.name) {
		case 'Tree':
		case 'FileTree':
			return [treeList(node, context)];
		case 'Tree.Folder':
		case 'Tree.File':
			// Outside a <Tree>: a list of its own.
			return [{ type: 'list', ordered: false, spread: false, children: [treeItem(node, context)] }];
		case 'Visibility':
			return props.for === 'agents' ? blocks() : [];
		case 'View':
			return context.nested((depth): Flow[] => [
				{ type: 'heading', depth: depth as 1 | 2 | 3 | 4 | 5 | 6, children: [text(string('title') ?? '')] },
				...blocks(),
			]);
		case 'Prompt': {
			const description = string('description');
			const prompt = toMarkdown({ type: 'root', children: blocks() }, { bullet: '-', rule: '-', extensions: [gfmToMarkdown()] }).trim();
			const lead = paragraph([
				{ type: 'strong', children: [text('Prompt:')] },
				...(description ? [text(' '), ...inlineMarkdown(description)] : []),
			]);
			return [...(lead ? [lead] : []), { type: 'code', lang: 'markdown', value: prompt }];
		}
		default:
			return undefined;
	}
}

function treeList(node: SourceNode, context: ComponentContext): List {
	const entries = (node.children ?? []).filter((child) => child.name === 'Tree.Folder' || child.name === 'Tree.File');
	// A tree written as a Markdown list is that list already.
	const written = entries.length === 0 ? asFlow(context.children(node)).find((child): child is List => child.type === 'list') : undefined;
	if (written) return written;
	return { type: 'list', ordered: false, spread: false, children: entries.map((entry) => treeItem(entry, context)) };
}

function treeItem(node: SourceNode, context: ComponentContext): ListItem {
	const props = context.props(node);
	const name = String(props.name ?? '');
	const comment = props.comment === undefined ? '' : ` (${String(props.comment)})`;
	const folder = node.name === 'Tree.Folder';
	const label = paragraph([text(`${folder ? `${name}/` : name}${comment}`)]);
	const children: Flow[] = [...(label ? [label] : [])];
	if (folder) {
		const inner = treeList(node, context);
		if (inner.children.length > 0) children.push(inner);
	}
	return { type: 'listItem', spread: false, children };
}

/** A prop written as a line of Markdown (a prompt's description), as the text of a paragraph. */
function inlineMarkdown(markdown: string): Phrasing[] {
	const root = markdownToMdast(markdown) as unknown as { children: { type: string; children?: Phrasing[] }[] };
	const first = root.children[0];
	return first?.type === 'paragraph' && root.children.length === 1 ? (first.children ?? []) : [text(markdown)];
}
