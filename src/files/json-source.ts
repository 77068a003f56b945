import { findNodeAtLocation, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import type { Problem } from '../problems/problem.ts';
import { jsonEmpty, jsonSyntax, jsonTooDeep, problemAt } from '../problems/catalogue.ts';

/** A JSON document with what is needed to point at places in it. */
export interface JsonSource {
	file: string;
	text: string;
	value: unknown;
	tree: Node | undefined;
}

export type JsonPathSegment = string | number;

/** Parses strict JSON; syntax errors become problems with line and column. */
export function parseJsonSource(file: string, withBom: string): { source?: JsonSource; problems: Problem[] } {
	// Editors on Windows may start the file with a byte order mark; JSON.parse would refuse it.
	const text = withBom.replace(/^\uFEFF/, '');
	if (text.trim() === '') {
		return { problems: [problemAt(jsonEmpty, { file, line: 1, column: 1 }, undefined)] };
	}
	const tooDeep = nestingTooDeep(file, text);
	if (tooDeep) return { problems: [tooDeep] };
	const errors: ParseError[] = [];
	const tree = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
	if (errors.length > 0) {
		// After the first syntax error the parser's view of the rest is guesswork: report that one.
		return { problems: [syntaxProblem(file, text, errors[0]!)] };
	}
	const value: unknown = JSON.parse(text);
	return { source: { file, text, value, tree }, problems: [] };
}

/**
 * How deep `[` and `{` may nest. Real files nest a few levels (a docs.json's groups in groups,
 * a spec's schemas in schemas); far deeper input would exhaust the stack of the recursive
 * readers after this one, so it is refused here, at the bracket that goes too deep.
 */
export const maxJsonDepth = 256;

function nestingTooDeep(file: string, text: string): Problem | undefined {
	let depth = 0;
	let inString = false;
	for (let index = 0; index < text.length; index++) {
		const char = text[index];
		if (inString) {
			if (char === '\\') index++;
			else if (char === '"') inString = false;
		} else if (char === '"') inString = true;
		else if (char === '{' || char === '[') {
			if (++depth > maxJsonDepth) {
				return problemAt(jsonTooDeep, { file, ...lineColumn(text, index) }, { levels: maxJsonDepth });
			}
		} else if (char === '}' || char === ']') depth--;
	}
	return undefined;
}

const syntaxHints: Record<string, string> = {
	PropertyNameExpected: 'property names must be in double quotes; remove a trailing comma if there is one',
	ValueExpected: 'a value is missing here; remove a trailing comma if there is one',
	CommaExpected: 'add a comma between the two items',
	ColonExpected: 'add a colon between the property name and its value',
	CloseBraceExpected: 'a closing } is missing',
	CloseBracketExpected: 'a closing ] is missing',
	InvalidCommentToken: 'JSON allows no comments: remove them',
	UnexpectedEndOfString: 'a string is not closed: add the closing double quote',
	InvalidSymbol: 'strings and names take double quotes; true, false and null are lowercase',
};

function syntaxProblem(file: string, text: string, error: ParseError): Problem {
	const code = printParseErrorCode(error.error);
	return problemAt(jsonSyntax, { file, ...lineColumn(text, error.offset) }, { error: describeSyntaxError(code), hint: syntaxHints[code] });
}

function describeSyntaxError(code: string): string {
	// "CloseBraceExpected" -> "close brace expected"
	return code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/** 1-based line and column of a character offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
	let line = 1;
	let lineStart = 0;
	for (let index = 0; index < offset && index < text.length; index++) {
		if (text.charCodeAt(index) === 10) {
			line++;
			lineStart = index + 1;
		}
	}
	return { line, column: offset - lineStart + 1 };
}

/**
 * Line and column of the value at `path`, or of its nearest existing parent (for a missing
 * property, the object that should hold it). For a property, the position of its name.
 */
export function locate(source: JsonSource, path: readonly JsonPathSegment[]): { line: number; column: number } {
	if (!source.tree) return { line: 1, column: 1 };
	for (let length = path.length; length >= 0; length--) {
		const node = findNodeAtLocation(source.tree, path.slice(0, length) as JsonPathSegment[]);
		if (!node) continue;
		const anchor = node.parent?.type === 'property' ? node.parent : node;
		return lineColumn(source.text, anchor.offset);
	}
	return { line: 1, column: 1 };
}

/** `navigation[2].pages[4]` */
export function formatJsonPath(path: readonly PropertyKey[]): string {
	let out = '';
	for (const segment of path) {
		if (typeof segment === 'number') out += `[${segment}]`;
		else if (typeof segment === 'string' && /^[A-Za-z_$][\w$-]*$/.test(segment)) out += out ? `.${segment}` : segment;
		else out += `[${JSON.stringify(String(segment))}]`;
	}
	return out || '(root)';
}

/** The path a `formatJsonPath` text names: `navigation[2]["a b"].pages` -> ["navigation", 2, "a b", "pages"]. */
export function parseJsonPath(text: string): (string | number)[] {
	if (text === '(root)') return [];
	const path: (string | number)[] = [];
	for (const match of text.matchAll(/^([A-Za-z_$][\w$-]*)|\.([A-Za-z_$][\w$-]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/g)) {
		const [, first, key, index, quoted] = match;
		path.push(index !== undefined ? Number(index) : quoted !== undefined ? (JSON.parse(quoted) as string) : (first ?? key)!);
	}
	return path;
}
