/**
 * Rewrites the constructs that Mintlify folders contain and plain MDX rejects into MDX that
 * renders the way the author meant, before anything parses the page (the syntax check, the
 * compiler, the Markdown copies):
 *
 * - `<!-- comment -->` becomes `{/* comment *\/}`: hidden, as in HTML;
 * - a void element left open (`<br>`, `<img src="a.png">`, `<hr>`, `<source ...>`) is closed
 *   (`<br/>`); a closing tag of one (`</img>`) is dropped, and `</br>` is read as `<br/>`, as
 *   browsers do;
 * - `<` that cannot start a tag (`x <= 3`, `5<6`) is escaped, so it shows as written;
 * - `<https://example.com>` becomes the link it is in Markdown.
 *
 * Left alone on purpose: `{...}` stays an expression (Mintlify evaluates it too; check-mdx
 * reports names a page does not define), and `class="..."` and `style="color: red"` on HTML
 * elements, which Astro renders as written. Frontmatter, fenced code, inline code, import and
 * export blocks, expressions and attribute values are never touched, and no line is added or
 * removed, so that line numbers of errors stay those of the author's file.
 */
export function mdxCompat(source: string): string {
	return new Rewriter(source).run();
}

/** HTML elements that have no content and no closing tag. */
const voidElements = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);

class Rewriter {
	private readonly text: string;
	private out = '';
	private index = 0;
	constructor(text: string) {
		this.text = text;
	}

	run(): string {
		this.frontmatter();
		while (this.index < this.text.length) {
			if (this.atLineStart() && (this.fence() || this.moduleBlock())) continue;
			const char = this.text[this.index]!;
			if (char === '\\') this.copy(2);
			else if (char === '`') this.inlineCode();
			else if (char === '{') this.copy(this.expressionLength(this.index));
			else if (char === '<') this.angle();
			else this.copy(1);
		}
		return this.out;
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

	/** The YAML block between `---` lines at the top. */
	private frontmatter(): void {
		const match = /^---[ \t]*\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/.exec(this.text);
		if (match) this.copy(match[0].length);
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

	/** A code span: the backtick run up to the same run, within the paragraph; else the backticks alone. */
	private inlineCode(): void {
		const run = /^`+/.exec(this.text.slice(this.index))![0];
		const closing = new RegExp(`(?<!\`)${run}(?!\`)`, 'g');
		closing.lastIndex = this.index + run.length;
		const match = closing.exec(this.text);
		const paragraphEnd = this.text.slice(this.index).search(/\n[ \t]*\n/);
		if (match && (paragraphEnd === -1 || match.index < this.index + paragraphEnd)) {
			this.copy(match.index + run.length - this.index);
		} else {
			this.copy(run.length);
		}
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
		if (name[1] === '/') return this.emit(element === 'br' ? '<br/>' : '', tagText.length);
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
