/**
 * The meta string of a fenced code block: everything after the language on the opening fence.
 *
 * ```` ```js index.js {1,3-4} ```` → title "index.js", lines 1, 3 and 4 highlighted. The forms
 * Mintlify accepts are read: a bare title (several words allowed: ```` ```bash Install it ````),
 * `title="..."`, `{1,3-4}` or `highlight={1,3-4}`, and the flags `lines` (line numbers) and
 * `wrap` (long lines wrap). Other `key=value` options (`icon="..."`, `focus={2}`) are ignored.
 */
export interface CodeMeta {
	/** Shown above the block, and the tab label inside a CodeGroup. */
	title?: string;
	/** 1-based numbers of the lines to highlight, sorted, without duplicates. */
	highlight: number[];
	/** Show line numbers. */
	lineNumbers: boolean;
	/** Wrap long lines instead of scrolling. */
	wrap: boolean;
}

/** A range list such as `1,3-4` has no more lines than this: a typo like `1-99999` stays cheap. */
const maxHighlightedLine = 10_000;

/**
 * Tokens of a meta string: `key="value"`, `key='value'`, `key={value}`, `{value}`, `"quoted"`,
 * or a bare word.
 */
const tokenPattern = /([\w-]+)=(?:"([^"]*)"|'([^']*)'|\{([^}]*)\}|(\S+))|\{([^}]*)\}|"([^"]*)"|'([^']*)'|(\S+)/g;

export function parseCodeMeta(meta: string | undefined | null): CodeMeta {
	const result: CodeMeta = { highlight: [], lineNumbers: false, wrap: false };
	if (!meta) return result;
	const words: string[] = [];
	const lines = new Set<number>();
	for (const match of meta.matchAll(tokenPattern)) {
		const [, key, double, single, braced, bare, ranges, quoted, singleQuoted, word] = match;
		if (key !== undefined) {
			const value = double ?? single ?? braced ?? bare ?? '';
			if (key === 'title' && value.trim()) result.title = value.trim();
			else if (key === 'highlight') for (const line of parseLineRanges(value)) lines.add(line);
			// Other options (icon, focus, lines={...}) are not features here: ignored.
		} else if (ranges !== undefined) {
			for (const line of parseLineRanges(ranges)) lines.add(line);
		} else if (quoted !== undefined || singleQuoted !== undefined) {
			words.push((quoted ?? singleQuoted)!);
		} else if (word === 'lines' || word === 'showLineNumbers') {
			result.lineNumbers = true;
		} else if (word === 'wrap') {
			result.wrap = true;
		} else if (word === 'expandable') {
			// Mintlify folds long blocks; here they are shown whole.
		} else if (word !== undefined) {
			words.push(word);
		}
	}
	if (result.title === undefined && words.length > 0) {
		const title = words.join(' ').trim();
		if (title) result.title = title;
	}
	result.highlight = [...lines].sort((a, b) => a - b);
	return result;
}

/** `1,3-4` → [1, 3, 4]. Parts that are not numbers or ranges are skipped. */
export function parseLineRanges(text: string): number[] {
	const lines: number[] = [];
	for (const part of text.split(',')) {
		const range = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
		if (!range) continue;
		const start = Number(range[1]);
		const end = range[2] === undefined ? start : Number(range[2]);
		if (start < 1 || end < start) continue;
		for (let line = start; line <= Math.min(end, maxHighlightedLine); line++) lines.push(line);
	}
	return lines;
}
