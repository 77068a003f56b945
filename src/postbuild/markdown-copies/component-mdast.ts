import type { ListItem, Strong, Table, TableRow } from 'mdast';
import {
	asFlow,
	asPhrasing,
	fieldList,
	leadIn,
	paragraph,
	text,
	trimPhrasing,
	type Converted,
	type Flow,
	type Phrasing,
} from './mdast-build.ts';
import { interactiveToMdast } from './interactive-mdast.ts';

/**
 * The plain Markdown each built-in component stands for in a page's Markdown copy: a callout a
 * quote, a card a link, a field a list item, a tab a heading, a snippet its content.
 */

/** A node of the parsed MDX tree, loosely typed: the converter reads only the fields it knows. */
export interface SourceNode {
	type: string;
	value?: string;
	children?: SourceNode[];
	name?: string | null;
	attributes?: { type: string; name?: string; value?: string | null | { type: string; value: string } }[];
	depth?: number;
	lang?: string | null;
	meta?: string | null;
	url?: string;
	title?: string | null;
	alt?: string | null;
	ordered?: boolean | null;
	start?: number | null;
	spread?: boolean | null;
	checked?: boolean | null;
	identifier?: string;
	label?: string | null;
	referenceType?: string;
	align?: (string | null)[];
}

/** What converting a component needs from the page around it. */
export interface ComponentContext {
	/** An element's props: strings, `true` for bare attributes, literal expressions evaluated. */
	props(node: SourceNode): Record<string, unknown>;
	/** A node's children, converted. */
	children(node: SourceNode): Converted[];
	/** Converts with headings one level below the last one written (tabs, updates). */
	nested<T>(convert: (depth: number) => T): T;
	/** A site path (`/quickstart`) as the link written in the copy. */
	link(href: string): string;
	/** The content of `<Snippet file="...">`, inlined with its props. */
	snippet(file: string, props: Record<string, unknown>): Flow[];
	/** The content of a component imported from a snippet file; undefined when it is not one. */
	imported(name: string, props: Record<string, unknown>): Flow[] | undefined;
}

const calloutLabels = new Set(['Note', 'Tip', 'Info', 'Warning', 'Check', 'Danger']);

function strong(value: string): Strong {
	return { type: 'strong', children: [text(value)] };
}

export function componentToMdast(node: SourceNode, context: ComponentContext): Converted[] {
	const name = node.name ?? '';
	const props = context.props(node);
	const string = (key: string) => (props[key] === undefined || props[key] === null ? undefined : String(props[key]));
	const blocks = () => asFlow(context.children(node));
	const inline = () => trimPhrasing(asPhrasing(context.children(node)));
	const optional = (made: Flow | undefined) => (made ? [made] : []);
	const interactive = interactiveToMdast(node, context);
	if (interactive) return interactive;
	if (calloutLabels.has(name)) return [{ type: 'blockquote', children: leadIn([strong(`${name}:`)], ' ', blocks(), 'first') }];
	switch (name) {
		case 'Callout': {
			const body = blocks();
			return body.length > 0 ? [{ type: 'blockquote', children: body }] : [];
		}
		case 'Card': {
			const title = string('title') ?? '';
			const href = string('href');
			const head: Phrasing[] = href
				? [{ type: 'link', url: context.link(href), children: [text(title || href)] }]
				: title
					? [strong(title)]
					: [];
			return leadIn(head, ': ', blocks(), 'only');
		}
		case 'Accordion': {
			const title = string('title');
			return [
				...optional(title ? paragraph([strong(title)]) : undefined),
				...optional(paragraph([text(string('description') ?? '')])),
				...blocks(),
			];
		}
		case 'Tab':
		case 'Update':
			return context.nested((depth): Flow[] => {
				const title = (name === 'Tab' ? string('title') : string('label')) ?? '';
				const description = name === 'Update' ? string('description') : undefined;
				return [
					{ type: 'heading', depth: depth as 1 | 2 | 3 | 4 | 5 | 6, children: [text(title)] },
					...optional(paragraph([text(description ?? '')])),
					...blocks(),
				];
			});
		case 'Steps':
			return (node.children ?? [])
				.filter((child) => child.type.startsWith('mdxJsx') && child.name === 'Step')
				.flatMap((step, index) => {
					const stepProps = context.props(step);
					const number = stepProps.stepNumber ?? index + 1;
					const title = stepProps.title === undefined ? '' : ` ${String(stepProps.title)}`;
					return [...optional(paragraph([strong(`Step ${String(number)}:${title}`)])), ...asFlow(context.children(step))];
				});
		case 'Frame': {
			const caption = string('caption');
			return [...blocks(), ...optional(caption ? paragraph([{ type: 'emphasis', children: [text(caption)] }]) : undefined)];
		}
		case 'ParamField':
		case 'ResponseField':
			return props.hidden === true ? [] : [field(name, props, string, blocks())];
		case 'Expandable': {
			const title = string('title');
			return [...optional(title ? paragraph([text(`${title}:`)]) : undefined), ...blocks()];
		}
		case 'RequestExample':
		case 'ResponseExample':
			return [...optional(paragraph([strong(name === 'RequestExample' ? 'Example request' : 'Example response')])), ...blocks()];
		case 'Tooltip':
			return [...inline(), text(` (${string('tip') ?? ''})`)];
		case 'Icon':
			return [];
		case 'Badge':
			return inline();
		case 'Color':
			return [colorTable(node, context)];
		case 'Link':
			return [{ type: 'link', url: context.link(string('href') ?? ''), children: inline() }];
		case 'Tile': {
			const href = string('href') ?? '';
			const description = string('description');
			const link: Phrasing = { type: 'link', url: context.link(href), children: [text(string('title') ?? href)] };
			return optional(paragraph([link, ...(description ? [text(`: ${description}`)] : [])]));
		}
		case 'Timeline.Item': {
			const date = string('date');
			const head = [strong(string('title') ?? ''), ...(date ? [text(` (${date})`)] : [])];
			return leadIn(head, ': ', blocks(), 'only');
		}
		case 'Mention': {
			const page = string('page');
			const user = string('user');
			if (page) return [{ type: 'link', url: context.link(page), children: [text(page)] }];
			return user ? [text(`@${user.split('@')[0] ?? ''}`)] : [];
		}
		case 'GitHub.Repo': {
			const slug = (string('repo') ?? '').replace(/^https:\/\/github\.com\//, '').replace(/\/$/, '');
			return optional(paragraph([{ type: 'link', url: `https://github.com/${slug}`, children: [text(`${slug} on GitHub`)] }]));
		}
		case 'Snippet':
			return context.snippet(string('file') ?? '', props);
		case 'img':
			return [{ type: 'image', url: context.link(string('src') ?? ''), alt: string('alt') ?? '' }];
		case 'a':
			return [{ type: 'link', url: context.link(string('href') ?? ''), children: inline() }];
		case 'br':
			return [{ type: 'break' }];
		case 'h1':
		case 'h2':
		case 'h3':
		case 'h4':
		case 'h5':
		case 'h6':
		case 'Heading': {
			const level = name === 'Heading' ? Number(string('level') ?? 2) : Number(name.slice(1));
			const depth = (level >= 1 && level <= 6 ? level : 2) as 1 | 2 | 3 | 4 | 5 | 6;
			return [{ type: 'heading', depth, children: inline() }];
		}
		case 'video':
		case 'iframe': {
			const src = string('src');
			return src ? [{ type: 'link', url: context.link(src), children: [text(string('title') ?? 'Video')] }] : [];
		}
		default:
			// Layout components (groups, columns, tabs) stand for their content.
			return context.imported(name, props) ?? context.children(node);
	}
}

/** `- `id` (string, required): The id.`: one item of a list that consecutive fields share. */
function field(name: string, props: Record<string, unknown>, string: (key: string) => string | undefined, body: Flow[]): Flow {
	const fieldName =
		name === 'ParamField'
			? (string('path') ?? string('query') ?? string('body') ?? string('header') ?? string('cookie') ?? string('name') ?? '')
			: (string('name') ?? '');
	const details = [string('type'), props.required ? 'required' : undefined, props.deprecated ? 'deprecated' : undefined];
	if (props.default !== undefined) details.push(`default: ${String(props.default)}`);
	const detail = details.filter(Boolean).join(', ');
	const lead: Phrasing[] = [{ type: 'inlineCode', value: fieldName }, ...(detail ? [text(` (${detail})`)] : [])];
	const children = leadIn(lead, ': ', body, 'first');
	const item: ListItem = { type: 'listItem', spread: children.length > 1, children };
	return fieldList({ type: 'list', ordered: false, spread: false, children: [item] });
}

/**
 * A `<Color>` palette as a table: one line per swatch, its row's title first in the table
 * variant, a `{ light, dark }` value as both.
 */
function colorTable(node: SourceNode, context: ComponentContext): Table {
	const elements = (parent: SourceNode, name: string) =>
		(parent.children ?? []).filter((child) => child.type.startsWith('mdxJsx') && child.name === name);
	const rows = elements(node, 'Color.Row');
	const withRows = rows.length > 0;
	const groups = withRows
		? rows.map((row) => ({ title: context.props(row).title, items: elements(row, 'Color.Item') }))
		: [{ title: undefined, items: elements(node, 'Color.Item') }];
	const cells = (values: string[]): TableRow => ({
		type: 'tableRow',
		children: values.map((value) => ({ type: 'tableCell', children: value ? [text(value)] : [] })),
	});
	const header = cells([...(withRows ? ['Group'] : []), 'Name', 'Value']);
	const lines = groups.flatMap(({ title, items }) =>
		items.map((item) => {
			const props = context.props(item);
			return cells([
				...(withRows ? [typeof title === 'string' ? title : ''] : []),
				typeof props.name === 'string' ? props.name : '',
				swatchText(props.value, item),
			]);
		}),
	);
	return { type: 'table', children: [header, ...lines] };
}

/** A swatch's value: text as written; `{{ light: "#fff", dark: "#000" }}` (an object, not JSON) read from its source. */
function swatchText(value: unknown, item: SourceNode): string {
	if (typeof value === 'string') return value;
	const attribute = item.attributes?.find((candidate) => candidate.name === 'value')?.value;
	const code = typeof attribute === 'object' && attribute ? attribute.value : '';
	const mode = (name: string) => new RegExp(`\\b${name}\\s*:\\s*(["'\`])([^"'\`]*)\\1`).exec(code)?.[2];
	const light = mode('light');
	const dark = mode('dark');
	return light && dark ? `${light} (light), ${dark} (dark)` : (light ?? dark ?? '');
}
