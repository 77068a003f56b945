import { LineCounter, isMap, isScalar, parseDocument, visit, type Document, type YAMLError } from 'yaml';

/**
 * A page's frontmatter, read by one YAML parser (the `yaml` package, as for OpenAPI files) for
 * everything the build does with it: the site model, the content collection, the compiled page and
 * the check before the build, so that one frontmatter can never mean two things.
 */

/** `---` lines around YAML at the very top of a page, after a byte-order mark that editors on Windows write. */
const frontmatterBlock = /^\uFEFF?---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;

/** The whole frontmatter block at the top of `text`, delimiters included; undefined when there is none. */
export function frontmatterBlockOf(text: string): string | undefined {
	return frontmatterBlock.exec(text)?.[0];
}

interface FrontmatterProblem {
	message: string;
	line: number;
	column?: number;
	hint: string;
}

export type FrontmatterRead =
	| {
			data: Record<string, unknown>;
			/** The line of each top-level key in the file, for problems about its value. */
			keyLines: Record<string, number>;
	  }
	| { problem: FrontmatterProblem };

/** The YAML of a page's frontmatter starts on the file's second line, below the opening `---`. */
const firstYamlLine = 2;

/**
 * Reads the frontmatter of a page's text: its data and where each key is, or what is wrong with it.
 * A Markdown (.md) page's frontmatter is also read by Astro's Markdown loader, whose YAML parser
 * stops at a tag it does not know (`title: !note Notes`): for such a page, say so here.
 */
export function readFrontmatter(text: string, options: { markdownPage?: boolean } = {}): FrontmatterRead {
	const match = frontmatterBlock.exec(text);
	if (!match) return { data: {}, keyLines: {} };
	let lineCounter = new LineCounter();
	let document = parseDocument(match[1] ?? '', { lineCounter, prettyErrors: false });
	if (document.errors.length > 0) {
		// A quoted value gone on to a line without indentation, read as Mintlify's YAML parser (js-yaml) reads it.
		const indented = withIndentedContinuations(match[1] ?? '');
		if (indented !== match[1]) {
			const again = new LineCounter();
			const reread = parseDocument(indented, { lineCounter: again, prettyErrors: false });
			if (reread.errors.length === 0) [document, lineCounter] = [reread, again];
		}
	}
	const error = document.errors[0];
	if (error) return { problem: yamlProblem(error, lineCounter) };
	const unknownTag = options.markdownPage ? document.warnings.find((warning) => warning.code === 'TAG_RESOLVE_FAILED') : undefined;
	if (unknownTag) {
		const tag = unknownTag.message.replace(/^Unresolved tag:\s*/, '');
		const position = lineCounter.linePos(unknownTag.pos[0]);
		return {
			problem: {
				message: `frontmatter tag "${tag}" is not one YAML knows, and a Markdown (.md) page cannot have it`,
				line: position.line + firstYamlLine - 1,
				column: position.col,
				hint: `remove "${tag}" (the value is then read as it is), or rename the page to .mdx`,
			},
		};
	}
	let data: unknown;
	try {
		data = document.toJS();
	} catch (thrown) {
		// An alias to an anchor that is not set before it: placed at the first such alias.
		return {
			problem: {
				message: `frontmatter is not valid YAML: ${(thrown as Error).message}`,
				...firstAliasPosition(document, lineCounter),
				hint: defaultHint,
			},
		};
	}
	if (data === null || data === undefined) return { data: {}, keyLines: {} };
	if (typeof data !== 'object' || Array.isArray(data)) {
		return {
			problem: {
				message: `frontmatter is not "key: value" pairs: found ${Array.isArray(data) ? 'a list' : 'a single value'}`,
				line: firstYamlLine,
				hint: defaultHint,
			},
		};
	}
	// A Map, then entries: a key such as `constructor` or `__proto__` is a key like any other.
	const keyLines = new Map<string, number>();
	if (isMap(document.contents)) {
		for (const pair of document.contents.items) {
			const key = isScalar(pair.key) ? String(pair.key.value) : undefined;
			const offset = isScalar(pair.key) ? pair.key.range?.[0] : undefined;
			if (key !== undefined && offset !== undefined && !keyLines.has(key)) {
				keyLines.set(key, lineCounter.linePos(offset).line + firstYamlLine - 1);
			}
		}
	}
	return { data: data as Record<string, unknown>, keyLines: Object.fromEntries(keyLines) };
}

/**
 * The YAML with the lines a quoted value goes on to indented by a space: `description: "A long`
 * then `text"` on a line of its own, which YAML's rules refuse (a value's lines are indented more
 * than its key) and js-yaml, the parser of Mintlify's format, reads as one value. Each line keeps
 * its number.
 */
function withIndentedContinuations(yaml: string): string {
	const lines = yaml.split('\n');
	let open: string | undefined;
	for (let index = 0; index < lines.length; index++) {
		let line = lines[index]!;
		let from = 0;
		if (open !== undefined) {
			if (line !== '' && !/^[ \t]/.test(line)) line = lines[index] = ` ${line}`;
		} else {
			const start = /^[^\s#'"-][^:]*:[ \t]+(["'])/.exec(line);
			if (!start) continue;
			open = start[1]!;
			from = start[0].length;
		}
		open = quoteOpenAfter(line, from, open);
	}
	return lines.join('\n');
}

/** Whether a quoted value opened with `quote` is still open at the end of the line, scanned from `from`. */
function quoteOpenAfter(line: string, from: number, quote: string): string | undefined {
	for (let at = from; at < line.length; at++) {
		const char = line[at];
		if (quote === '"' && char === '\\') at++;
		else if (quote === "'" && char === "'" && line[at + 1] === "'") at++;
		else if (char === quote) return undefined;
	}
	return quote;
}

/**
 * The text with its frontmatter block rewritten as JSON (which every YAML parser reads alike) of
 * the data read here: what Astro's MDX compiler is given, so that its own YAML parser reads the
 * same values, for the page's `frontmatter` too. The block keeps its number of lines, so every
 * line and column of the page stays where it was. A block that does not read is left as written
 * (the check before the build reports it).
 */
export function frontmatterAsJson(text: string): string {
	const block = frontmatterBlockOf(text);
	if (block === undefined) return text;
	const read = readFrontmatter(text);
	if ('problem' in read) return text;
	const lineBreaks = block.split('\n').length - 1;
	const ending = block.endsWith('\n') ? '\n' : '';
	// Characters YAML does not take as they are, even in a quoted string, written as escapes.
	const json = JSON.stringify(read.data).replace(
		/[\u007f-\u009f\u2028\u2029\ufeff]/g,
		(char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
	);
	const emptyLines = '\n'.repeat(Math.max(lineBreaks - (ending ? 3 : 2), 0));
	const body = Object.keys(read.data).length === 0 ? '' : `${json}\n${emptyLines}`;
	return `---\n${body}---${ending}${text.slice(block.length)}`;
}

/** The parser's words for the mistakes pages make most, put in the words of the page's author. */
const plainMessages = new Map<YAMLError['code'], string>([
	['BLOCK_AS_IMPLICIT_KEY', 'this value holds ": ", which YAML reads as the start of another key'],
	['DUPLICATE_KEY', 'this key is already set above'],
]);

const defaultHint = 'check the YAML between the two --- lines: "key: value" pairs, one per line';

function firstAliasPosition(document: Document, lineCounter: LineCounter): { line: number; column?: number } {
	let offset: number | undefined;
	visit(document, {
		Alias(_key, node) {
			offset = node.range?.[0];
			return visit.BREAK;
		},
	});
	if (offset === undefined) return { line: firstYamlLine };
	const position = lineCounter.linePos(offset);
	return { line: position.line + firstYamlLine - 1, column: position.col };
}

function yamlProblem(error: YAMLError, lineCounter: LineCounter): FrontmatterProblem {
	const position = lineCounter.linePos(error.pos[0]);
	return {
		message: `frontmatter is not valid YAML: ${plainMessages.get(error.code) ?? error.message}`,
		line: position.line + firstYamlLine - 1,
		column: position.col,
		hint: yamlHint(error.code),
	};
}

function yamlHint(code: YAMLError['code']): string {
	switch (code) {
		case 'BLOCK_AS_IMPLICIT_KEY':
			return 'quote values that contain a colon, e.g. title: "Plants: an overview"';
		case 'DUPLICATE_KEY':
			return 'each key may appear once: remove one of the two';
		case 'MISSING_CHAR':
		case 'BAD_INDENT':
			return 'a quote, list or object is not closed: add the missing ", ] or }';
		default:
			return defaultHint;
	}
}
