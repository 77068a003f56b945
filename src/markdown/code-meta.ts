/**
 * The meta string of a fenced code block: everything after the language on the opening fence.
 *
 * ```` ```js index.js {1,3-4} ```` → title "index.js", lines 1, 3 and 4 highlighted. Every option
 * Mintlify documents is read, in each of the forms it accepts (values in `""`, `''`, `{}` or bare):
 *
 * - the title: bare words (several allowed: ```` ```bash Install it ````) or `title="..."`;
 * - highlighted lines: `{1,3-4}`, `highlight={1,3-4}`, `highlight="[1,3,4]"` (the CodeBlock
 *   component's stringified array);
 * - focused lines: `focus={2,4-5}`, `focus=2,4,5`;
 * - `icon="square-js"`, `icon=java`, or an image path: drawn in the title bar;
 * - the flags `lines` (line numbers), `wrap` (long lines wrap), `expandable` (a long block is
 *   folded), `nocopy` (no copy button) and `twoslash` (types on hover, which Trellis does not
 *   draw: src/page-files/check-mdx.ts reports it); each also as `flag="true"` or `flag={false}`.
 *
 * A fence whose language is `nocopy` alone (```` ```nocopy ````) is plain text without a copy
 * button (`fenceOptions`). Other `key=value` options are ignored.
 */
export interface CodeMeta {
	/** Shown above the block, and the tab label inside a CodeGroup. */
	title?: string;
	/** An icon name or an image path, shown before the title. */
	icon?: string;
	/** 1-based numbers of the lines to highlight, sorted, without duplicates. */
	highlight: number[];
	/** 1-based numbers of the lines in focus (the others dimmed until the block is hovered or focused), sorted. */
	focus: number[];
	/** Show line numbers. */
	lineNumbers: boolean;
	/** Wrap long lines instead of scrolling. */
	wrap: boolean;
	/** Fold a long block, with a button to unfold it. */
	expandable: boolean;
	/** Hide the copy button. */
	noCopy: boolean;
	/** Asked for Twoslash's type information. */
	twoslash: boolean;
}

/** The options of a block without a meta string. */
export function emptyCodeMeta(): CodeMeta {
	return { highlight: [], focus: [], lineNumbers: false, wrap: false, expandable: false, noCopy: false, twoslash: false };
}

/** A range list such as `1,3-4` has no more lines than this: a typo like `1-99999` stays cheap. */
const maxHighlightedLine = 10_000;

/**
 * Tokens of a meta string: `key="value"`, `key='value'`, `key={value}`, `{value}`, `"quoted"`,
 * or a bare word.
 */
const tokenPattern = /([\w-]+)=(?:"([^"]*)"|'([^']*)'|\{([^}]*)\}|(\S+))|\{([^}]*)\}|"([^"]*)"|'([^']*)'|(\S+)/g;

/** The flags, by the words that name them. */
const flags = {
	lines: 'lineNumbers',
	showLineNumbers: 'lineNumbers',
	wrap: 'wrap',
	expandable: 'expandable',
	nocopy: 'noCopy',
	twoslash: 'twoslash',
} as const satisfies Record<string, keyof CodeMeta>;

function isFlag(word: string): word is keyof typeof flags {
	return Object.hasOwn(flags, word);
}

export function parseCodeMeta(meta: string | undefined | null): CodeMeta {
	const result = emptyCodeMeta();
	if (!meta) return result;
	const words: string[] = [];
	const highlighted = new Set<number>();
	const focused = new Set<number>();
	for (const match of meta.matchAll(tokenPattern)) {
		const [, key, double, single, braced, bare, ranges, quoted, singleQuoted, word] = match;
		if (key !== undefined) {
			const value = (double ?? single ?? braced ?? bare ?? '').trim();
			if (key === 'title' && value) result.title = value;
			else if (key === 'icon' && value) result.icon = value;
			else if (key === 'highlight') for (const line of parseLineRanges(value)) highlighted.add(line);
			else if (key === 'focus') for (const line of parseLineRanges(value)) focused.add(line);
			// `nocopy="false"` shows the button: a flag is off only when its value says so.
			else if (isFlag(key)) result[flags[key]] = !/^false$/i.test(value);
			// Other options are not features here: ignored.
		} else if (ranges !== undefined) {
			for (const line of parseLineRanges(ranges)) highlighted.add(line);
		} else if (quoted !== undefined || singleQuoted !== undefined) {
			words.push((quoted ?? singleQuoted)!);
		} else if (word !== undefined && isFlag(word)) {
			result[flags[word]] = true;
		} else if (word !== undefined) {
			words.push(word);
		}
	}
	if (result.title === undefined && words.length > 0) {
		const title = words.join(' ').trim();
		if (title) result.title = title;
	}
	result.highlight = [...highlighted].sort((a, b) => a - b);
	result.focus = [...focused].sort((a, b) => a - b);
	return result;
}

/** `1,3-4` → [1, 3, 4]; `[1,3,4]` too. Parts that are not numbers or ranges are skipped. */
export function parseLineRanges(text: string): number[] {
	const lines: number[] = [];
	for (const part of text.replace(/^\s*\[|\]\s*$/g, '').split(',')) {
		const range = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
		if (!range) continue;
		const start = Number(range[1]);
		const end = range[2] === undefined ? start : Number(range[2]);
		if (start < 1 || end < start) continue;
		for (let line = start; line <= Math.min(end, maxHighlightedLine); line++) lines.push(line);
	}
	return lines;
}

/**
 * The language and meta a fence is highlighted with: ```` ```nocopy ```` is a block of plain text
 * without a copy button, as on Mintlify.
 */
export function fenceOptions(lang: string, meta: string | undefined): { lang: string; meta: string | undefined } {
	if (lang.toLowerCase() !== 'nocopy') return { lang, meta };
	return { lang: 'plaintext', meta: meta ? `nocopy ${meta}` : 'nocopy' };
}
