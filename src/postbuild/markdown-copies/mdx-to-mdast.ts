import { readFileSync } from 'node:fs';
import { importedFile } from '../../files/folder-paths.ts';
import { isFile } from '../../files/is-file.ts';
import type { AlignType, Root, RowContent, TableContent } from 'mdast';
import { markdownToMdast, mdxToMdast } from 'satteri';
import { markdownFeatures } from '../../markdown/features.ts';
import { withFenceProps } from '../../markdown/fence-props.ts';
import { mdxCompat } from '../../markdown/mdx-compat.ts';
import { withVariables, type Variables } from '../../markdown/variables.ts';
import { moduleBindings } from '../../markdown/mdx-scope.ts';
import { snippetFile } from '../../page-files/snippet-file.ts';
import { componentToMdast, type ComponentContext, type SourceNode } from './component-mdast.ts';
import { asFlow, asPhrasing, paragraph, paragraphContent, text, trimPhrasing, type Converted, type Flow } from './mdast-build.ts';
import { htmlText } from './markdown-text.ts';

/**
 * A page's MDX as a plain Markdown tree: the built-in components replaced by the Markdown they
 * stand for (./component-mdast.ts), snippets inlined with their props, and expressions, imports
 * and unknown JSX leaving no raw syntax behind. Text stays text, for the serialiser to escape.
 */

export interface MarkdownOptions {
	/** The config's `{{name}}` variables. */
	variables?: Variables | undefined;
	/** Folder that snippet paths (`/snippets/x.mdx`) are relative to. */
	pagesRoot: string;
	/** Makes a site path (`/quickstart`) into the link written in the Markdown. */
	link: (href: string) => string;
	/** Told of every snippet file the conversion looks for, found or not: a cache of the result depends on them. */
	lookedFor?: (path: string) => void;
}

interface Scope {
	options: MarkdownOptions;
	/** Values of the variables in scope: snippet props and `export const` strings. */
	vars: Record<string, unknown>;
	/** In a snippet, the props it was given: its fenced code shows them (src/markdown/fence-props.ts). */
	props?: Record<string, unknown>;
	/** Imported snippets, by local name: their file. */
	imports: Record<string, string>;
	/** Depth of the last heading written, for headings made from tabs and updates. */
	headingDepth: number;
	/** Snippet files being inlined, to stop on a cycle. */
	stack: string[];
}

/** The plain Markdown tree of an MDX (or `.md`) source, frontmatter removed. */
export function pageMdast(source: string, file: string, options: MarkdownOptions): Root {
	return { type: 'root', children: convertFile(source, file, { options, vars: {}, imports: {}, headingDepth: 1, stack: [file] }) };
}

function convertFile(written: string, file: string, scope: Scope): Flow[] {
	const source = withVariables(written, scope.options.variables);
	const markdown = file.endsWith('.md');
	const parse = markdown ? markdownToMdast : mdxToMdast;
	const tree = parse(markdown ? source : mdxCompat(source), { features: markdownFeatures, position: false }) as unknown as SourceNode;
	const children = tree.children ?? [];
	readEsm(
		children.filter((node) => node.type === 'mdxjsEsm').map((node) => node.value ?? ''),
		scope,
	);
	return asFlow(convertAll(children, scope));
}

/** Imports of snippets and `export const name = "text"` values. */
function readEsm(blocks: string[], scope: Scope): void {
	const bindings = moduleBindings(blocks);
	for (const [local, { source, imported }] of bindings.imports) if (imported === 'default') scope.imports[local] = source;
	for (const [name, value] of bindings.constants) scope.vars[name] = value;
}

function convertAll(nodes: readonly SourceNode[], scope: Scope): Converted[] {
	return nodes.flatMap((node) => convert(node, scope));
}

function convert(node: SourceNode, scope: Scope): Converted[] {
	const children = () => convertAll(node.children ?? [], scope);
	const inline = () => trimPhrasing(asPhrasing(children()));
	const identifier = node.identifier ?? '';
	const label = node.label ?? null;
	switch (node.type) {
		case 'paragraph':
			return paragraphContent(children());
		case 'heading': {
			const depth = Math.min(Math.max(node.depth ?? 2, 1), 6) as 1 | 2 | 3 | 4 | 5 | 6;
			scope.headingDepth = depth;
			return [{ type: 'heading', depth, children: inline() }];
		}
		case 'thematicBreak':
			return [{ type: 'thematicBreak' }];
		case 'blockquote':
			return [{ type: 'blockquote', children: asFlow(children()) }];
		case 'list':
			return [
				{
					type: 'list',
					ordered: node.ordered ?? false,
					start: node.start ?? null,
					spread: node.spread ?? false,
					children: (node.children ?? []).map((item) => ({
						type: 'listItem',
						spread: item.spread ?? false,
						checked: item.checked ?? null,
						children: asFlow(convertAll(item.children ?? [], scope)),
					})),
				},
			];
		case 'code':
			return [
				{
					type: 'code',
					lang: node.lang ?? null,
					meta: node.meta ?? null,
					value: scope.props ? withFenceProps(node.value ?? '', scope.props) : (node.value ?? ''),
				},
			];
		case 'math':
			return [{ type: 'math', value: node.value ?? '' }];
		case 'inlineMath':
			return [{ type: 'inlineMath', value: node.value ?? '' }];
		case 'table':
			return [table(node, scope)];
		case 'html': {
			// Its text: paragraphs where the HTML had several blocks, else text in the line.
			const parts = htmlText(node.value ?? '')
				.split(/\n{2,}/)
				.filter((part) => part.trim() !== '');
			return parts.length > 1 ? parts.flatMap((part) => optional(paragraph([text(part)]))) : parts.map((part) => text(part));
		}
		case 'definition':
			return [{ type: 'definition', identifier, label, url: scope.options.link(node.url ?? ''), title: node.title ?? null }];
		case 'footnoteDefinition':
			return [{ type: 'footnoteDefinition', identifier, label, children: asFlow(children()) }];
		case 'text':
			return [text(node.value ?? '')];
		case 'emphasis':
		case 'strong':
		case 'delete':
			return [{ type: node.type, children: asPhrasing(children()) }];
		case 'inlineCode':
			return [{ type: 'inlineCode', value: node.value ?? '' }];
		case 'break':
			return [{ type: 'break' }];
		case 'link':
			return [{ type: 'link', url: scope.options.link(node.url ?? ''), title: node.title ?? null, children: asPhrasing(children()) }];
		case 'image':
			return [{ type: 'image', url: scope.options.link(node.url ?? ''), title: node.title ?? null, alt: node.alt ?? '' }];
		case 'linkReference':
			return [{ type: 'linkReference', identifier, label, referenceType: referenceType(node), children: asPhrasing(children()) }];
		case 'imageReference':
			return [{ type: 'imageReference', identifier, label, referenceType: referenceType(node), alt: node.alt ?? '' }];
		case 'footnoteReference':
			return [{ type: 'footnoteReference', identifier, label }];
		case 'mdxFlowExpression':
			return optional(paragraph([text(expression(node.value ?? '', scope))]));
		case 'mdxTextExpression': {
			const value = expression(node.value ?? '', scope);
			return value ? [text(value)] : [];
		}
		case 'mdxJsxFlowElement':
			// An element on lines of its own is a block: its text does not run into the next one's.
			return asFlow(componentToMdast(node, componentContext(scope)));
		case 'mdxJsxTextElement':
			return componentToMdast(node, componentContext(scope));
		case 'yaml':
		case 'toml':
		case 'mdxjsEsm':
			return [];
		default:
			return node.children ? children() : node.value ? [text(node.value)] : [];
	}
}

function optional<T>(made: T | undefined): T[] {
	return made ? [made] : [];
}

function referenceType(node: SourceNode): 'full' | 'collapsed' | 'shortcut' {
	return node.referenceType === 'collapsed' || node.referenceType === 'shortcut' ? node.referenceType : 'full';
}

function table(node: SourceNode, scope: Scope): Flow {
	const rows = (node.children ?? []).map((row): TableContent => ({
		type: 'tableRow',
		children: (row.children ?? []).map((cell): RowContent => ({
			type: 'tableCell',
			// A cell holds one line.
			children: trimPhrasing(asPhrasing(convertAll(cell.children ?? [], scope))).map((child) =>
				child.type === 'break' ? text(' ') : child.type === 'text' ? text(child.value.replace(/\s*\n\s*/g, ' ')) : child,
			),
		})),
	}));
	const align = (node.align ?? []).map((value): AlignType => (value === 'left' || value === 'right' || value === 'center' ? value : null));
	return { type: 'table', align, children: rows };
}

function componentContext(scope: Scope): ComponentContext {
	return {
		props: (node) => attributes(node, scope),
		children: (node) => convertAll(node.children ?? [], scope),
		nested: (convertNested) => {
			const outer = scope.headingDepth;
			scope.headingDepth = Math.min(outer + 1, 6);
			try {
				return convertNested(scope.headingDepth);
			} finally {
				scope.headingDepth = outer;
			}
		},
		link: scope.options.link,
		snippet: (file, props) => snippet(resolveSnippet(file, scope), props, scope),
		imported: (name, props) => {
			const specifier = scope.imports[name];
			return specifier ? snippet(resolveImport(specifier, scope), props, scope) : undefined;
		},
	};
}

/** Props of a JSX element: strings, `true` for bare attributes, literal expressions evaluated. */
function attributes(node: SourceNode, scope: Scope): Record<string, unknown> {
	const props: Record<string, unknown> = {};
	for (const attribute of node.attributes ?? []) {
		if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) continue;
		const value = attribute.value;
		if (value === null || value === undefined) props[attribute.name] = true;
		else if (typeof value === 'string') props[attribute.name] = value;
		else props[attribute.name] = evaluate(value.value, scope);
	}
	return props;
}

/** The value of a simple expression: a literal, a variable in scope, `props.x`; undefined otherwise. */
function evaluate(code: string, scope: Scope): unknown {
	const trimmed = code.trim();
	if (/^\/\*[\s\S]*\*\/$/.test(trimmed) || trimmed === '') return undefined;
	const variable = /^(?:props\.)?([A-Za-z_$][\w$]*)$/.exec(trimmed);
	if (variable && variable[1]! in scope.vars) return scope.vars[variable[1]!];
	if (trimmed === 'true') return true;
	if (trimmed === 'false') return false;
	try {
		return JSON.parse(trimmed.replace(/^'([^'"]*)'$/, '"$1"').replace(/^`([^`$"]*)`$/, '"$1"')) as unknown;
	} catch {
		return undefined;
	}
}

/** The text an expression shows, when it is simple enough to know. */
function expression(code: string, scope: Scope): string {
	const value = evaluate(code, scope);
	if (value === undefined || value === null || typeof value === 'boolean') return '';
	return typeof value === 'object' ? JSON.stringify(value) : String(value as string | number);
}

/** The file of `<Snippet file>`: never one outside the docs folder. */
function resolveSnippet(file: string, scope: Scope): string | undefined {
	const found = snippetFile(file, scope.options.pagesRoot, scope.options.lookedFor);
	return found && 'file' in found ? found.file : undefined;
}

/** The MDX file an import names, from the importing file: never one outside the docs folder. */
function resolveImport(specifier: string, scope: Scope): string | undefined {
	if (!/\.mdx?$/.test(specifier)) return undefined;
	const found = importedFile(specifier, scope.stack.at(-1)!, scope.options.pagesRoot);
	if (!found || 'refused' in found) return undefined;
	scope.options.lookedFor?.(found.file);
	return isFile(found.file) ? found.file : undefined;
}

function snippet(file: string | undefined, props: Record<string, unknown>, scope: Scope): Flow[] {
	if (!file || scope.stack.includes(file)) return [];
	return convertFile(readFileSync(file, 'utf8'), file, {
		options: scope.options,
		vars: { ...props },
		props,
		imports: {},
		headingDepth: scope.headingDepth,
		stack: [...scope.stack, file],
	});
}
