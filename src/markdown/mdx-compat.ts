import { frontmatterBlockOf } from './frontmatter.ts';
/**
 * Rewrites the constructs that Mintlify folders contain and plain MDX rejects into MDX that
 * renders the way the author meant, before anything parses the page (the syntax check, the
 * compiler, the Markdown copies):
 *
 * - `<!-- comment -->` becomes `{/* comment *\/}`: hidden, as in HTML;
 * - a void element left open (`<br>`, `<img src="a.png">`, `<hr>`, `<source ...>`) is closed
 *   (`<br/>`); a closing tag of one (`</img>`) is dropped, `<br></br>` stays one break, as in
 *   JSX, and a `</br>` alone is read as `<br/>`, as browsers do;
 * - `<` that cannot start a tag (`x <= 3`, `5<6`) is escaped, so it shows as written;
 * - `<https://example.com>` becomes the link it is in Markdown;
 * - `$$` lines of a math block indented four columns or more are moved back (see mathBlock);
 * - a heading's custom ID (`## Title {#custom-id}`, Mintlify's syntax, an expression MDX refuses)
 *   becomes a comment, `{/*#custom-id*\/}`, that ./heading-anchors.ts reads and removes.
 *
 * Everything else is MDX as Mintlify parses it (MDX 3 with GFM and math), which Sätteri parses
 * alike. Left alone on purpose: `{...}` stays an expression (Mintlify evaluates it too; check-mdx
 * reports names a page does not define), and `class="..."` and `style="color: red"` on HTML
 * elements, which Astro renders as written. Frontmatter, fenced code, inline code, math
 * (`$a<b$`, `$$` blocks), import and export blocks, expressions and attribute values are never
 * touched, and no line is added or removed, so that line numbers of errors stay those of the
 * author's file.
 */
export function mdxCompat(source: string): string {
	return new Rewriter(source).run();
}

/** HTML elements that have no content and no closing tag. */
const voidElements = new Set([
	'area',
	'base',
	'br',
	'col',
	'embed',
	'hr',
	'img',
	'input',
	'link',
	'meta',
	'param',
	'source',
	'track',
	'wbr',
]);

/** Where a run of characters the rewriter copies unread ends: at one it looks at, or at a line's end. */
const plainRunEnd = /[\\`${<\n]/g;

class Rewriter {
	private readonly text: string;
	private out = '';
	private index = 0;
	/** The paragraph that paragraphEnd() last found. */
	private paragraph = { start: 0, end: 0 };
	constructor(text: string) {
		this.text = text;
	}

	run(): string {
		this.frontmatter();
		while (this.index < this.text.length) {
			if (this.atLineStart() && (this.fence() || this.mathBlock() || this.moduleBlock())) continue;
			const char = this.text[this.index]!;
			if (char === '\\') this.copy(2);
			else if (char === '`' || char === '$') this.span(char);
			else if (char === '{') this.brace();
			else if (char === '<') this.angle();
			else if (char === '\n') this.copy(1);
			else this.copy(this.plainRunLength());
		}
		return this.out;
	}

	/** An expression, copied as written; a heading's custom ID at the end of its line, as a comment that marks it. */
	private brace(): void {
		const lineStart = this.text.lastIndexOf('\n', this.index - 1) + 1;
		const custom = /^\{#([^\s{}*]+)\}([ \t]*\r?)$/.exec(this.restOfLine());
		if (custom && /^[ \t]*(?:>[ \t]?)*[ \t]*#{1,6}[ \t]/.test(this.text.slice(lineStart, this.index))) {
			// The spaces before it are no part of the heading's text.
			this.out = this.out.replace(/[ \t]+$/, '');
			this.emit(`{/*#${custom[1]}*/}`, custom[0].length - custom[2]!.length);
			return;
		}
		this.copy(this.expressionLength(this.index));
	}

	/** Characters from here that need no look (up to the next line or the next character above): copied at once. */
	private plainRunLength(): number {
		plainRunEnd.lastIndex = this.index + 1;
		return (plainRunEnd.exec(this.text)?.index ?? this.text.length) - this.index;
	}

	private copy(length: number): void {
		const end = Math.min(this.text.length, this.index + Math.max(1, length));
		this.out += this.text.slice(this.index, end);
		this.index = end;
	}

	private emit(replacement: string, length: number): void {
		this.out += replacement;
		this.index += length;
	}

	private atLineStart(): boolean {
		return this.index === 0 || this.text[this.index - 1] === '\n';
	}

	private restOfLine(): string {
		const end = this.text.indexOf('\n', this.index);
		return this.text.slice(this.index, end === -1 ? undefined : end);
	}

	/** The YAML block between `---` lines at the top (after a byte-order mark, which editors on Windows write). */
	private frontmatter(): void {
		const block = frontmatterBlockOf(this.text);
		if (block !== undefined) this.copy(block.length);
	}

	/** A fenced code block (also inside a quote or indented in a component), copied to its closing fence. */
	private fence(): boolean {
		const open = /^([ \t]*(?:>[ \t]?)*[ \t]*)(`{3,}|~{3,})/.exec(this.restOfLine());
		if (!open) return false;
		const marker = open[2]!;
		if (marker[0] === '`' && this.restOfLine().slice(open[0].length).includes('`')) return false;
		const closing = new RegExp(`^[ \\t]*(?:>[ \\t]?)*[ \\t]*${marker[0] === '`' ? '`' : '~'}{${marker.length},}[ \\t]*\\r?$`);
		this.copyLine();
		while (this.index < this.text.length) {
			const line = this.restOfLine();
			this.copyLine();
			if (closing.test(line)) break;
		}
		return true;
	}

	/**
	 * A `$$` math block, copied as written to its closing `$$`. `$$` lines indented four columns or
	 * more past their container (math in a nested `<Step>`) open and close the block in MDX, where
	 * indentation never makes code, but Sätteri then never closes it and reads the rest of the page
	 * as math: they are moved back to the container's column (spaces in TeX do not count).
	 */
	private mathBlock(): boolean {
		// In a quote too (`> $$`), as code fences.
		const open = /^([ \t]*(?:>[ \t]?)*[ \t]*)(\${2,})[^$\n]*$/.exec(this.restOfLine().replace(/\r$/, ''));
		if (!open) return false;
		// Re-indenting inside a quote would take its `>`s: left as written there.
		const container = open[1]!.includes('>') ? Infinity : this.containerColumn(columns(open[1]!));
		const closing = new RegExp(`^([ \\t]*(?:>[ \\t]?)*[ \\t]*)\\${'$'}{${open[2]!.length},}[ \\t]*\\r?$`);
		this.fenceLine(open[1]!, container);
		while (this.index < this.text.length) {
			const close = closing.exec(this.restOfLine());
			if (!close) {
				this.copyLine();
				continue;
			}
			this.fenceLine(close[1]!, container);
			break;
		}
		return true;
	}

	/** A `$$` line, its indentation brought back to the container's column when Sätteri would not see it as one. */
	private fenceLine(indent: string, container: number): void {
		if (columns(indent) >= container + 4) this.emit(' '.repeat(container), indent.length);
		this.copyLine();
	}

	/**
	 * The column where the content of the list item holding a line indented `indent` columns
	 * starts: that of the nearest less indented line when it is a list item, else 0 (components
	 * and the page itself do not indent their content).
	 */
	private containerColumn(indent: number): number {
		const before = this.text.slice(0, this.index).split('\n').slice(0, -1).reverse();
		for (const line of before) {
			if (line.trim() === '') continue;
			const item = /^([ \t]*)([-*+]|\d{1,9}[.)])([ \t]+)\S/.exec(line);
			const lineIndent = columns(/^[ \t]*/.exec(line)![0]);
			if (lineIndent >= indent) continue;
			return item ? columns(item[1]!) + item[2]!.length + Math.min(columns(item[3]!), 4) : 0;
		}
		return 0;
	}

	/** `import ...` and `export ...` at the start of a line: JavaScript, up to the next blank line. */
	private moduleBlock(): boolean {
		if (!/^(?:import|export)\b/.test(this.restOfLine())) return false;
		const blank = /\r?\n[ \t]*\r?\n/g;
		blank.lastIndex = this.index;
		const match = blank.exec(this.text);
		this.copy((match ? match.index + 1 : this.text.length) - this.index);
		return true;
	}

	private copyLine(): void {
		const end = this.text.indexOf('\n', this.index);
		this.copy((end === -1 ? this.text.length : end + 1) - this.index);
	}

	/**
	 * A code span (`` `x<y` ``) or inline math (`$x<y$`): the run of backticks or dollars up to the
	 * same run, within the paragraph; else the run alone. Math is copied as written: `$a<=b$` is
	 * TeX, not prose with a "<" to escape.
	 */
	private span(char: '`' | '$'): void {
		const run = new RegExp(`^\\${char}+`).exec(this.text.slice(this.index, this.index + 256))![0];
		const closing = new RegExp(`(?<!\\${char})\\${char}{${run.length}}(?!\\${char})`, 'g');
		closing.lastIndex = this.index + run.length;
		const match = closing.exec(this.text);
		if (match && match.index < Math.min(this.paragraphEnd(), this.cellEnd())) {
			this.copy(match.index + run.length - this.index);
		} else {
			this.copy(run.length);
		}
	}

	/** In a table row (`| a | b |`), where the cell ends: spans are read cell by cell. */
	private cellEnd(): number {
		const lineStart = this.text.lastIndexOf('\n', this.index - 1) + 1;
		if (!/^[ \t]*\|/.test(this.text.slice(lineStart, this.index + 1))) return Infinity;
		const pipe = /(?<!\\)\||\n/g;
		pipe.lastIndex = this.index;
		return pipe.exec(this.text)?.index ?? this.text.length;
	}

	/**
	 * Where the paragraph at the current position ends: at a blank line, or at a line that starts
	 * a block of its own (a heading, quote, list item, fence, or a tag alone on its line, as
	 * `<Note>`). A span never runs past it.
	 */
	private paragraphEnd(): number {
		// The same for every span of a paragraph: found once (a table of thousands of lines is one).
		if (this.index >= this.paragraph.start && this.index < this.paragraph.end) return this.paragraph.end;
		const block = /^[ \t]*(?:\r?$|#{1,6}(?:[ \t]|\r?$)|>|[-*+][ \t]|1[.)][ \t]|`{3,}|~{3,}|\${2}|<\/?[A-Za-z][^<>]*>[ \t]*\r?$)/;
		let end = this.text.length;
		let lineStart = this.text.indexOf('\n', this.index);
		while (lineStart !== -1) {
			const next = this.text.indexOf('\n', lineStart + 1);
			if (block.test(this.text.slice(lineStart + 1, next === -1 ? undefined : next))) {
				end = lineStart;
				break;
			}
			lineStart = next;
		}
		this.paragraph = { start: this.index, end };
		return end;
	}

	private angle(): void {
		const rest = this.text.slice(this.index, this.index + 2048);
		if (rest.startsWith('<!--')) return this.comment();
		const autolink = /^<((?:https?|mailto):[^\s<>]+)>/i.exec(rest);
		if (autolink) return this.emit(`[${autolink[1]}](${autolink[1]})`, autolink[0].length);
		const next = rest[1] ?? '';
		if (/[A-Za-z_$/>]/.test(next)) return this.tag();
		// `a < b` is text to MDX already; `x <= 3`, `5<6` and `<<` are not.
		if (next === '' || /\s/.test(next)) return this.copy(1);
		this.emit('\\<', 1);
	}

	/** `<!-- text -->` -> `{/* text *\/}`, line breaks kept. */
	private comment(): void {
		const end = this.text.indexOf('-->', this.index + 4);
		if (end === -1) return this.copy(4);
		const body = this.text.slice(this.index + 4, end).replaceAll('*/', '* /');
		this.emit(`{/*${body}*/}`, end + 3 - this.index);
	}

	/** An opening or closing tag: copied to its `>`, attribute values untouched; void elements closed. */
	private tag(): void {
		const start = this.index;
		const name = /^<(\/?)([A-Za-z][\w.:-]*)?/.exec(this.text.slice(start, start + 256))!;
		let position = start + name[0].length;
		while (position < this.text.length && this.text[position] !== '>') {
			const char = this.text[position]!;
			if (char === '"' || char === "'") {
				// A quote that is no attribute value (`[a](/x "t<b")`): not a tag, whose strings may run over lines.
				if (!/=\s*$/.test(this.text.slice(start, position))) return this.copy(position - start);
				const close = this.text.indexOf(char, position + 1);
				position = close === -1 ? this.text.length : close + 1;
			} else if (char === '{') {
				position += this.expressionLength(position);
			} else if (char === '<') {
				// Not a tag after all (`<a <b`): leave the rest to the parser.
				return this.copy(position - start);
			} else {
				position += 1;
			}
		}
		if (position >= this.text.length) return this.copy(position - start);
		const tagText = this.text.slice(start, position + 1);
		const element = name[2] ?? '';
		if (!voidElements.has(element)) return this.copy(tagText.length);
		if (name[1] === '/') {
			// `<br></br>` is one element in JSX, as Mintlify renders it; a `</br>` alone is a break, as in browsers.
			const closesOpenTag = new RegExp(`<${element}(?:\\s[^<>]*)?(?<!/)>\\s*$`, 'i').test(this.text.slice(Math.max(0, start - 512), start));
			return this.emit(element === 'br' && !closesOpenTag ? '<br/>' : '', tagText.length);
		}
		if (/\/\s*>$/.test(tagText)) return this.copy(tagText.length);
		this.emit(`${tagText.slice(0, -1).replace(/\s+$/, '')}/>`, tagText.length);
	}

	/** Length of the `{...}` expression starting at `start`, nested braces, strings and comments included. */
	private expressionLength(start: number): number {
		let depth = 0;
		let position = start;
		while (position < this.text.length) {
			const char = this.text[position]!;
			if (char === '"' || char === "'" || char === '`') {
				position = this.stringEnd(position, char);
				continue;
			}
			if (char === '/' && this.text[position + 1] === '*') {
				const close = this.text.indexOf('*/', position + 2);
				position = close === -1 ? this.text.length : close + 2;
				continue;
			}
			if (char === '{') depth += 1;
			else if (char === '}') {
				depth -= 1;
				if (depth === 0) return position + 1 - start;
			}
			position += 1;
		}
		return this.text.length - start;
	}

	private stringEnd(start: number, quote: string): number {
		let position = start + 1;
		while (position < this.text.length && this.text[position] !== quote) {
			if (this.text[position] === '\\') position += 1;
			// A quote in prose inside a component's text is not a string: stop at the line's end.
			else if (quote !== '`' && this.text[position] === '\n') return position;
			position += 1;
		}
		return position + 1;
	}
}

/** Width of leading whitespace in columns, tabs stopping at multiples of 4, as Markdown counts. */
function columns(whitespace: string): number {
	let width = 0;
	for (const char of whitespace) width = char === '\t' ? width + 4 - (width % 4) : width + 1;
	return width;
}

/** The comment that marks a heading's custom ID once rewritten: its value, with the ID. */
export const customIdMarker = /^\/\*#([^\s{}*]+)\*\/$/;
