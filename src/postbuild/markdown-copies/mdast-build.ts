import type { BlockContent, DefinitionContent, List, Paragraph, PhrasingContent, RootContent, Text } from 'mdast';
// Its types add math nodes to those of mdast.
import type {} from 'mdast-util-math';

/**
 * Building blocks of the plain Markdown tree a page's copy is written from: the nodes the MDX
 * components stand for, put where Markdown allows them (text in paragraphs, blocks not in text).
 */

/** A block: what a document, a quote or a list item holds. */
export type Flow = BlockContent | DefinitionContent;
export type Phrasing = PhrasingContent;
/** What converting one node of a page gives: blocks, text, or both. */
export type Converted = Flow | Phrasing;

const phrasingTypes = new Set<string>([
	'text',
	'emphasis',
	'strong',
	'delete',
	'inlineCode',
	'break',
	'link',
	'image',
	'linkReference',
	'imageReference',
	'footnoteReference',
	'inlineMath',
	'html',
]);

function isPhrasing(node: RootContent): node is Phrasing {
	return phrasingTypes.has(node.type);
}

export function text(value: string): Text {
	return { type: 'text', value };
}

/**
 * Lists made from consecutive fields: written as one list, not one list per field, with no
 * blank line between fields (a field of several blocks still has them around its own).
 */
const fieldLists = new WeakSet<List>();

export function fieldList(list: List): List {
	fieldLists.add(list);
	return list;
}

/** Blocks of the nodes given: runs of text become paragraphs; consecutive field lists, one list. */
export function asFlow(nodes: readonly Converted[]): Flow[] {
	return blocks(nodes, isPhrasing);
}

/**
 * A paragraph's content, which components in it may have made partly blocks: text and simple
 * paragraphs stay in the line, other blocks (a callout's quote, a list) stand between paragraphs.
 */
export function paragraphContent(nodes: readonly Converted[]): Flow[] {
	return blocks(nodes, (node) => isPhrasing(node) || node.type === 'paragraph');
}

function blocks(nodes: readonly Converted[], inLine: (node: Converted) => boolean): Flow[] {
	const flow: Flow[] = [];
	let run: Converted[] = [];
	const endRun = () => {
		const made = paragraph(asPhrasing(run));
		if (made) flow.push(made);
		run = [];
	};
	for (const node of nodes) {
		if (inLine(node)) {
			run.push(node);
			continue;
		}
		endRun();
		const previous = flow.at(-1);
		if (node.type === 'list' && fieldLists.has(node) && previous?.type === 'list' && fieldLists.has(previous)) {
			previous.children.push(...node.children);
		} else if (!isPhrasing(node)) flow.push(node);
	}
	endRun();
	return flow;
}

/** Text of the nodes given, for a place that holds no blocks: a block's text joins the line. */
export function asPhrasing(nodes: readonly (Converted | RootContent)[]): Phrasing[] {
	const parts: Phrasing[][] = [];
	let run: Phrasing[] = [];
	for (const node of nodes) {
		if (isPhrasing(node)) {
			run.push(node);
			continue;
		}
		if (run.length > 0) parts.push(run);
		run = [];
		const inner = blockText(node);
		if (inner.length > 0) parts.push(inner);
	}
	if (run.length > 0) parts.push(run);
	return parts.flatMap((part, index) => (index === 0 ? part : [text(' '), ...part]));
}

function blockText(node: RootContent): Phrasing[] {
	switch (node.type) {
		case 'code':
			return [{ type: 'inlineCode', value: node.value }];
		case 'math':
			return [{ type: 'inlineMath', value: node.value }];
		case 'paragraph':
		case 'heading':
		case 'tableCell':
			return node.children;
		default:
			return 'children' in node ? asPhrasing(node.children) : [];
	}
}

/**
 * A paragraph of the text given, none when it is blank. Adjacent texts are joined and the ends
 * trimmed: the serialiser would otherwise keep edge spaces as character references.
 */
export function paragraph(nodes: readonly Phrasing[]): Paragraph | undefined {
	const children = trimPhrasing(nodes);
	return children.length === 0 ? undefined : { type: 'paragraph', children };
}

/**
 * Text with adjacent text nodes joined, and no space or line break at either end nor around a
 * line break (a page shows none there; the serialiser would keep them as character references).
 */
export function trimPhrasing(nodes: readonly Phrasing[]): Phrasing[] {
	const joined: Phrasing[] = [];
	for (const node of nodes) {
		const previous = joined.at(-1);
		if (node.type === 'text' && previous?.type === 'text') joined[joined.length - 1] = text(previous.value + node.value);
		else if (node.type === 'text' && previous?.type === 'break') joined.push(text(node.value.replace(/^[ \t\r\n]+/, '')));
		else if (node.type === 'break' && previous?.type === 'text') {
			joined[joined.length - 1] = text(previous.value.replace(/[ \t\r\n]+$/, ''));
			joined.push(node);
		} else joined.push(node);
	}
	const blank = (node: Phrasing | undefined) => node?.type === 'break' || (node?.type === 'text' && node.value.trim() === '');
	while (blank(joined[0])) joined.shift();
	while (blank(joined.at(-1))) joined.pop();
	const first = joined[0];
	if (first?.type === 'text') joined[0] = text(first.value.trimStart());
	const last = joined.at(-1);
	if (last?.type === 'text') joined[joined.length - 1] = text(last.value.trimEnd());
	return joined;
}

/**
 * A lead-in (a callout's label, a card's title) followed by the blocks it introduces. It starts
 * the first paragraph: always (`first`), or only when that paragraph is all there is (`only`,
 * else the lead-in is a paragraph of its own).
 */
export function leadIn(lead: readonly Phrasing[], separator: string, body: readonly Flow[], join: 'first' | 'only'): Flow[] {
	const [first, ...rest] = body;
	if (lead.length === 0) return [...body];
	if (!first) return [{ type: 'paragraph', children: [...lead] }];
	if (first.type === 'paragraph' && (join === 'first' || rest.length === 0)) {
		return [{ type: 'paragraph', children: trimPhrasing([...lead, text(separator), ...first.children]) }, ...rest];
	}
	return [{ type: 'paragraph', children: trimPhrasing([...lead, text(separator.trimEnd())]) }, ...body];
}
