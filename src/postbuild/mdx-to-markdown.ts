import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mdxToMdast, markdownToMdast } from 'satteri';
import { markdownFeatures } from '../markdown/features.ts';
import { mdxCompat } from '../page-files/mdx-compat.ts';
import { snippetFolders } from '../page-files/scan-pages.ts';

/**
 * Turns a page's MDX source into Markdown a person (or a language model) reads as plain text:
 * the built-in components become ordinary Markdown (a callout a quote, a card a link, a field a
 * list item, tabs headings), snippets are inlined with their props, code blocks are kept, and
 * expressions, imports and unknown JSX leave no raw syntax behind.
 */

/** A node of the mdast tree, loosely typed: the converter reads only the fields it knows. */
interface Node {
	type: string;
	value?: string;
	children?: Node[];
	name?: string | null;
	attributes?: Attribute[];
	depth?: number;
	lang?: string | null;
	meta?: string | null;
	url?: string;
	title?: string | null;
	alt?: string | null;
	ordered?: boolean | null;
	start?: number | null;
	checked?: boolean | null;
	identifier?: string;
	label?: string | null;
	align?: (string | null)[];
}

interface Attribute {
	type: string;
	name?: string;
	value?: string | null | { type: string; value: string };
}

export interface MarkdownOptions {
	/** Folder that snippet paths (`/snippets/x.mdx`) are relative to. */
	pagesRoot: string;
	/** Makes a site path (`/quickstart`) into the link written in the Markdown. */
	link: (href: string) => string;
}

interface Scope {
	options: MarkdownOptions;
	/** Values of the variables in scope: snippet props and `export const` strings. */
	vars: Record<string, unknown>;
	/** Imported snippets, by local name: their file. */
	imports: Record<string, string>;
	/** Depth of the last heading written, for headings made from tabs and updates. */
	headingDepth: number;
	/** Snippet files being inlined, to stop on a cycle. */
	stack: string[];
}

const calloutLabels: Record<string, string> = { Note: 'Note', Tip: 'Tip', Info: 'Info', Warning: 'Warning', Check: 'Check', Danger: 'Danger' };

const phrasingTypes = new Set([
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
	'mdxTextExpression',
	'mdxJsxTextElement',
]);

/** Markdown of an MDX (or `.md`) source, frontmatter removed. */
export function mdxToMarkdown(source: string, file: string, options: MarkdownOptions): string {
	return convert(source, file, { options, vars: {}, imports: {}, headingDepth: 1, stack: [file] });
}

function convert(source: string, file: string, scope: Scope): string {
	const parse = file.endsWith('.md') ? markdownToMdast : mdxToMdast;
	const text = file.endsWith('.md') ? source : mdxCompat(source);
	const tree = parse(text, { features: markdownFeatures, position: false }) as unknown as Node;
	const children = tree.children ?? [];
	for (const node of children) if (node.type === 'mdxjsEsm') readEsm(node.value ?? '', scope);
	return blocks(children, scope).trim();
}

/** Imports of snippets and `export const name = "text"` values. */
function readEsm(code: string, scope: Scope): void {
	for (const match of code.matchAll(/import\s+([A-Za-z_$][\w$]*)\s+from\s+['"]([^'"]+)['"]/g)) {
		scope.imports[match[1]!] = match[2]!;
	}
	for (const match of code.matchAll(/export\s+const\s+([A-Za-z_$][\w$]*)\s*=\s*(?:"([^"]*)"|'([^']*)'|`([^`$]*)`|(-?\d+(?:\.\d+)?))/g)) {
		scope.vars[match[1]!] = match[2] ?? match[3] ?? match[4] ?? match[5];
	}
}

function blocks(nodes: Node[], scope: Scope): string {
	return nodes
		.map((node) => block(node, scope))
		.filter((text) => text.trim() !== '')
		.join('\n\n');
}

function block(node: Node, scope: Scope): string {
	switch (node.type) {
		case 'paragraph':
			return inline(node.children ?? [], scope).trim();
		case 'heading': {
			scope.headingDepth = node.depth ?? 2;
			return `${'#'.repeat(node.depth ?? 2)} ${inline(node.children ?? [], scope).trim()}`;
		}
		case 'thematicBreak':
			return '---';
		case 'blockquote':
			return quote(blocks(node.children ?? [], scope));
		case 'list':
			return list(node, scope);
		case 'code':
			return fence(node.value ?? '', [node.lang, node.meta].filter(Boolean).join(' '));
		case 'math':
			return fence(node.value ?? '', 'math');
		case 'table':
			return table(node, scope);
		case 'html':
			return htmlText(node.value ?? '');
		case 'definition':
			return `[${node.label ?? node.identifier}]: ${scope.options.link(node.url ?? '')}`;
		case 'footnoteDefinition':
			return `[^${node.label ?? node.identifier}]: ${blocks(node.children ?? [], scope)}`;
		case 'mdxFlowExpression':
			return expression(node.value ?? '', scope);
		case 'mdxJsxFlowElement':
			return element(node, scope);
		case 'yaml':
		case 'toml':
		case 'mdxjsEsm':
			return '';
		default:
			if (phrasingTypes.has(node.type)) return inline([node], scope);
			return node.children ? blocks(node.children, scope) : (node.value ?? '');
	}
}

function inline(nodes: Node[], scope: Scope): string {
	return nodes.map((node) => phrasing(node, scope)).join('');
}

function phrasing(node: Node, scope: Scope): string {
	switch (node.type) {
		case 'text':
			return node.value ?? '';
		case 'emphasis':
			return `*${inline(node.children ?? [], scope)}*`;
		case 'strong':
			return `**${inline(node.children ?? [], scope)}**`;
		case 'delete':
			return `~~${inline(node.children ?? [], scope)}~~`;
		case 'inlineCode':
			return code(node.value ?? '');
		case 'inlineMath':
			return `$${node.value ?? ''}$`;
		case 'break':
			return '  \n';
		case 'link':
			return `[${inline(node.children ?? [], scope)}](${scope.options.link(node.url ?? '')})`;
		case 'image':
			return `![${node.alt ?? ''}](${scope.options.link(node.url ?? '')})`;
		case 'linkReference':
			return `[${inline(node.children ?? [], scope)}][${node.label ?? node.identifier}]`;
		case 'imageReference':
			return `![${node.alt ?? ''}][${node.label ?? node.identifier}]`;
		case 'footnoteReference':
			return `[^${node.label ?? node.identifier}]`;
		case 'html':
			return htmlText(node.value ?? '');
		case 'mdxTextExpression':
			return expression(node.value ?? '', scope);
		case 'mdxJsxTextElement':
			return element(node, scope);
		default:
			return node.children ? inline(node.children, scope) : (node.value ?? '');
	}
}

/** Children of a component: inline text when they are all phrasing, else blocks. */
function content(node: Node, scope: Scope): string {
	const children = node.children ?? [];
	if (children.every((child) => phrasingTypes.has(child.type))) return inline(children, scope).trim();
	return blocks(children, scope);
}

function element(node: Node, scope: Scope): string {
	const name = node.name ?? '';
	const props = attributes(node, scope);
	const text = (key: string) => (props[key] === undefined || props[key] === null ? undefined : String(props[key]));
	const label = calloutLabels[name];
	if (label) return quote(prefixFirst(content(node, scope), `**${label}:** `));
	switch (name) {
		case 'Callout':
			return quote(content(node, scope));
		case 'Card': {
			const title = text('title') ?? '';
			const href = text('href');
			const head = href ? `[${title}](${scope.options.link(href)})` : `**${title}**`;
			const body = content(node, scope);
			return body ? `${head}: ${body.includes('\n\n') ? `\n\n${body}` : body}` : head;
		}
		case 'Accordion': {
			const body = content(node, scope);
			return [`**${text('title') ?? ''}**`, text('description'), body].filter(Boolean).join('\n\n');
		}
		case 'Tab':
		case 'Update': {
			const depth = Math.min(scope.headingDepth + 1, 6);
			const outer = scope.headingDepth;
			scope.headingDepth = depth;
			const title = name === 'Tab' ? (text('title') ?? '') : (text('label') ?? '');
			const body = content(node, scope);
			scope.headingDepth = outer;
			return [`${'#'.repeat(depth)} ${title}`, name === 'Update' ? text('description') : undefined, body].filter(Boolean).join('\n\n');
		}
		case 'Steps': {
			const steps = (node.children ?? []).filter((child) => child.type.startsWith('mdxJsx') && child.name === 'Step');
			return steps
				.map((step, index) => {
					const stepProps = attributes(step, scope);
					const number = stepProps.stepNumber ?? index + 1;
					const title = stepProps.title === undefined ? '' : ` ${String(stepProps.title)}`;
					return [`**Step ${String(number)}:${title}**`, content(step, scope)].filter(Boolean).join('\n\n');
				})
				.join('\n\n');
		}
		case 'Frame': {
			const caption = text('caption');
			return [content(node, scope), caption ? `*${caption}*` : ''].filter(Boolean).join('\n\n');
		}
		case 'ParamField':
		case 'ResponseField': {
			if (props.hidden === true) return '';
			const fieldName = name === 'ParamField' ? (text('path') ?? text('query') ?? text('body') ?? text('header') ?? '') : (text('name') ?? '');
			const details = [text('type'), props.required ? 'required' : undefined, props.deprecated ? 'deprecated' : undefined];
			if (props.default !== undefined) details.push(`default: ${String(props.default)}`);
			const detail = details.filter(Boolean).join(', ');
			const body = content(node, scope);
			return listItem(`- ${code(fieldName)}${detail ? ` (${detail})` : ''}${body ? `: ${body}` : ''}`);
		}
		case 'Expandable': {
			const body = content(node, scope);
			return text('title') ? `${text('title')}:\n\n${body}` : body;
		}
		case 'RequestExample':
		case 'ResponseExample':
			return [`**${name === 'RequestExample' ? 'Example request' : 'Example response'}**`, content(node, scope)].join('\n\n');
		case 'Tooltip':
			return `${content(node, scope)} (${text('tip') ?? ''})`;
		case 'Icon':
			return '';
		case 'Snippet':
			return snippet(resolveSnippet(text('file') ?? '', scope), props, scope);
		case 'img':
			return `![${text('alt') ?? ''}](${scope.options.link(text('src') ?? '')})`;
		case 'a':
			return `[${content(node, scope)}](${scope.options.link(text('href') ?? '')})`;
		case 'br':
			return '  \n';
		case 'video':
		case 'iframe':
			return text('src') ? `[${text('title') ?? 'Video'}](${scope.options.link(text('src')!)})` : '';
		default: {
			const imported = scope.imports[name];
			if (imported) return snippet(resolveImport(imported, scope), props, scope);
			return content(node, scope);
		}
	}
}

/** Props of a JSX element: strings, `true` for bare attributes, literal expressions evaluated. */
function attributes(node: Node, scope: Scope): Record<string, unknown> {
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

function expression(code: string, scope: Scope): string {
	const value = evaluate(code, scope);
	if (value === undefined || value === null || typeof value === 'boolean') return '';
	return typeof value === 'object' ? JSON.stringify(value) : String(value as string | number);
}

function resolveSnippet(file: string, scope: Scope): string | undefined {
	const name = file.replace(/^\/+/, '');
	const candidates = [name, ...snippetFolders.map((folder) => `${folder}/${name}`)];
	for (const candidate of candidates) {
		const path = join(scope.options.pagesRoot, candidate);
		if (existsSync(path)) return path;
	}
	return undefined;
}

function resolveImport(specifier: string, scope: Scope): string | undefined {
	if (!/\.mdx?$/.test(specifier)) return undefined;
	const path = join(scope.options.pagesRoot, specifier.replace(/^\/+/, ''));
	return existsSync(path) ? path : undefined;
}

function snippet(file: string | undefined, props: Record<string, unknown>, scope: Scope): string {
	if (!file || scope.stack.includes(file)) return '';
	const source = readFileSync(file, 'utf8');
	return convert(source, file, {
		options: scope.options,
		vars: { ...props },
		imports: {},
		headingDepth: scope.headingDepth,
		stack: [...scope.stack, file],
	});
}

function list(node: Node, scope: Scope): string {
	const start = node.start ?? 1;
	return (node.children ?? [])
		.map((item, index) => {
			const marker = node.ordered ? `${start + index}.` : '-';
			const check = item.checked === true ? '[x] ' : item.checked === false ? '[ ] ' : '';
			return listItem(`${marker} ${check}${blocks(item.children ?? [], scope)}`, marker.length + 1);
		})
		.join('\n');
}

/** Indents the lines after the first of a list item under its text. */
function listItem(text: string, indent = 2): string {
	const pad = ' '.repeat(indent);
	return text
		.split('\n')
		.map((line, index) => (index === 0 || line === '' ? line : pad + line))
		.join('\n');
}

function table(node: Node, scope: Scope): string {
	const rows = (node.children ?? []).map((row) => (row.children ?? []).map((cell) => inline(cell.children ?? [], scope).replace(/\|/g, '\\|').replace(/\n/g, ' ')));
	if (rows.length === 0) return '';
	const align = (node.align ?? []).map((value) => (value === 'left' ? ':--' : value === 'right' ? '--:' : value === 'center' ? ':-:' : '---'));
	const width = Math.max(...rows.map((row) => row.length));
	const line = (cells: string[]) => `| ${Array.from({ length: width }, (_, index) => cells[index] ?? '').join(' | ')} |`;
	return [line(rows[0]!), line(Array.from({ length: width }, (_, index) => align[index] ?? '---')), ...rows.slice(1).map(line)].join('\n');
}

function quote(text: string): string {
	return text
		.split('\n')
		.map((line) => (line === '' ? '>' : `> ${line}`))
		.join('\n');
}

function prefixFirst(text: string, prefix: string): string {
	return `${prefix}${text}`;
}

export function fence(value: string, info: string): string {
	const longest = Math.max(2, ...[...value.matchAll(/`+/g)].map((match) => match[0].length));
	const marks = '`'.repeat(longest + 1);
	return `${marks}${info}\n${value}\n${marks}`;
}

export function code(value: string): string {
	// Marks longer than any run of backticks inside, so that none closes the span early; padded
	// when the value starts or ends with a backtick.
	const marks = '`'.repeat(Math.max(0, ...[...value.matchAll(/`+/g)].map((match) => match[0].length)) + 1);
	const padding = value.startsWith('`') || value.endsWith('`') ? ' ' : '';
	// A span holds one line: a blank line inside would end it and leave the rest as Markdown.
	return `${marks}${padding}${value.replace(/\r\n?|\n/g, ' ')}${padding}${marks}`;
}

const entities: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&amp;': '&' };

/** Text with the character references that HTML serialisers write decoded. */
export function decodeEntities(text: string): string {
	return text.replace(/&(?:lt|gt|quot|#39|amp);/g, (reference) => entities[reference] ?? reference);
}

/** Raw HTML in a page: its text (tags removed), so no markup is left in the copy. */
export function htmlText(html: string): string {
	return decodeEntities(
		html
			.replace(/<br\s*\/?>/gi, '\n')
			.replace(/<\/(p|div|li|h[1-6])>/gi, '\n\n')
			.replace(/<[^>]+>/g, ''),
	)
		.replace(/\n{3,}/g, '\n\n')
		.trim();
}
