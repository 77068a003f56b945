/**
 * The props of Mintlify's `<CodeBlock>` component, which authors' React components use to draw a
 * code block as a fenced one is drawn. Each prop is a fence option (./code-meta.ts); `highlight`
 * and `focus` are stringified arrays (`"[1,3,4]"`), as Mintlify documents them, or arrays.
 */
export interface CodeBlockProps {
	language?: unknown;
	filename?: unknown;
	icon?: unknown;
	lines?: unknown;
	wrap?: unknown;
	nocopy?: unknown;
	expandable?: unknown;
	highlight?: unknown;
	focus?: unknown;
}

/** The flags, by prop: on when the prop is `true` or written bare (`lines`). */
const flagProps = ['lines', 'wrap', 'nocopy', 'expandable'] as const;

/** A value of the meta string, in the quotes it has none of (a title with both loses its double quotes). */
function quoted(value: string): string {
	if (!value.includes('"')) return `"${value}"`;
	return value.includes("'") ? `"${value.replaceAll('"', '')}"` : `'${value}'`;
}

/** A list of lines as the meta reads it: `[1,3,4]`, from an array, a number or a stringified array. */
function lineList(value: unknown): string | undefined {
	if (Array.isArray(value)) return `[${value.filter((line) => typeof line === 'number' || typeof line === 'string').join(',')}]`;
	if (typeof value === 'number') return String(value);
	if (typeof value === 'string' && /^[\s\d,[\]-]+$/.test(value)) return value.replace(/\s+/g, '');
	return undefined;
}

/** The meta string of a fenced block with the options the props give. */
export function codeBlockMeta(props: CodeBlockProps): string {
	const parts: string[] = [];
	if (typeof props.filename === 'string' && props.filename.trim() !== '') parts.push(`title=${quoted(props.filename.trim())}`);
	if (typeof props.icon === 'string' && props.icon.trim() !== '') parts.push(`icon=${quoted(props.icon.trim())}`);
	for (const flag of flagProps) if (props[flag] === true || props[flag] === 'true') parts.push(flag);
	const highlight = lineList(props.highlight);
	if (highlight) parts.push(`highlight={${highlight}}`);
	const focus = lineList(props.focus);
	if (focus) parts.push(`focus={${focus}}`);
	return parts.join(' ');
}

/** The language to highlight with: plain text when the props name none. */
export function codeBlockLanguage(props: CodeBlockProps): string {
	return typeof props.language === 'string' && props.language.trim() !== '' ? props.language.trim().toLowerCase() : 'text';
}

/**
 * The code of a block as its text gives it: a template literal's first line break (`` {`
 * npm i x`} ``) and the blank end are not code, as a fence's are not.
 */
export function codeBlockCode(text: string): string {
	return text.replace(/^\r?\n/, '').replace(/\s+$/, '');
}
