import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { dereference, validate } from '@readme/openapi-parser';
import { LineCounter, parseDocument } from 'yaml';
import { findNodeAtOffset, getNodePath, parseTree } from 'jsonc-parser';
import { didYouMean } from '../config/schema/shared.ts';
import { formatJsonPath, locate, parseJsonSource } from '../config/json-source.ts';
import { readTextFileAsync } from '../files/read-text-file.ts';
import type { Problem } from '../problems/problem.ts';

/** A spec as the rest of the engine uses it: read, validated, every `$ref` resolved. */
export interface LoadedSpec {
	/** As written in the config: `openapi.json`, `specs/v2.yaml`, or a URL. */
	source: string;
	/** Absolute file path or URL. */
	location: string;
	/** The document with `$ref`s replaced by what they point to; may be cyclic. */
	document: OpenApiDocument;
}

/** The parts of an OpenAPI document the engine reads; the rest passes through untyped. */
export interface OpenApiDocument {
	openapi?: string;
	swagger?: string;
	info?: { title?: string; version?: string; description?: string };
	servers?: { url: string; description?: string; variables?: Record<string, { default: string }> }[];
	paths?: Record<string, Record<string, unknown>>;
	webhooks?: Record<string, Record<string, unknown>>;
	components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
	security?: Record<string, string[]>[];
	[key: string]: unknown;
}

const fetchTimeoutMs = 15_000;

/** Loads every spec; problems (unreadable, invalid, unreachable) are returned, never thrown. */
export async function loadSpecs(sources: readonly string[], configRoot: string): Promise<{ specs: LoadedSpec[]; problems: Problem[] }> {
	const results = await Promise.all(sources.map((source) => loadSpec(source, configRoot)));
	return {
		specs: results.flatMap((result) => (result.spec ? [result.spec] : [])),
		problems: results.flatMap((result) => result.problems),
	};
}

/**
 * Where a spec named in the config is: a URL as it is; a path from the docs folder, written
 * with or without a leading slash (`/openapi/v1.yaml` and `openapi/v1.yaml` are the same file,
 * as pages' `/images/x.png` paths are).
 */
export function specLocation(source: string, configRoot: string): string {
	return isRemoteSpec(source) ? source : resolve(configRoot, source.replace(/^\/+/, ''));
}

function isRemoteSpec(source: string): boolean {
	return /^https?:\/\//i.test(source);
}

export async function loadSpec(source: string, configRoot: string): Promise<{ spec?: LoadedSpec; problems: Problem[] }> {
	const remote = isRemoteSpec(source);
	const location = specLocation(source, configRoot);
	const read = remote ? await fetchText(location) : await readText(location);
	if ('problem' in read) return { problems: [read.problem] };
	const parsed = parseSpecText(location, read.text);
	if ('problem' in parsed) return { problems: [parsed.problem] };

	let validation: Awaited<ReturnType<typeof validate>>;
	try {
		validation = await validate(structuredClone(parsed.value) as never, { validate: { errors: { colorize: false } } });
	} catch (error) {
		// The validator throws for versions it does not know (OpenAPI 3.2): a problem, not a crash.
		return { problems: [{ severity: 'error', file: location, message: `cannot read this OpenAPI document: ${error instanceof Error ? error.message : String(error)}`, hint: 'Trellis reads OpenAPI 3.0 and 3.1' }] };
	}
	if (!validation.valid) {
		const places = new SpecPlaces(parsed.value, read.text);
		return { problems: await Promise.all(validation.errors.map((error) => places.problem(location, error.message))) };
	}
	const problems: Problem[] = [];
	const document = parsed.value as OpenApiDocument;
	if (typeof document.swagger === 'string') {
		problems.push({
			severity: 'warning',
			file: location,
			line: 1,
			message: `Swagger ${document.swagger} is read as it is: body and form parameters may show wrongly`,
			hint: 'convert the file to OpenAPI 3 (for example with swagger2openapi)',
		});
	}
	try {
		const dereferenced = (await dereference(structuredClone(parsed.value) as never, {
			dereference: { circular: true },
		})) as OpenApiDocument;
		return { spec: { source, location, document: dereferenced }, problems };
	} catch (error) {
		const places = new SpecPlaces(parsed.value, read.text);
		return { problems: [await places.problem(location, error instanceof Error ? error.message : String(error))] };
	}
}

async function readText(file: string): Promise<{ text: string } | { problem: Problem }> {
	if (existsSync(file)) return readTextFileAsync(file);
	return {
		problem: {
			severity: 'error',
			file,
			message: 'the OpenAPI file does not exist',
			hint: 'check the path in "openapi": it is read relative to the folder of docs.json',
		},
	};
}

async function fetchText(url: string): Promise<{ text: string } | { problem: Problem }> {
	try {
		const response = await fetch(url, { signal: AbortSignal.timeout(fetchTimeoutMs) });
		if (!response.ok) throw new Error(`the server answered ${response.status} ${response.statusText}`);
		return { text: await response.text() };
	} catch (error) {
		const reason = fetchFailure(url, error);
		return {
			problem: {
				severity: 'error',
				file: url,
				message: `could not fetch the OpenAPI file: ${reason}`,
				hint: 'check the URL and the network; to build offline, save the file in the docs folder and list its path instead',
			},
		};
	}
}

/** Why a fetch failed, in words: Node's own are terse ("bad port", "connect ECONNREFUSED ..."). */
function fetchFailure(url: string, error: unknown): string {
	if (!(error instanceof Error)) return String(error);
	const cause = error.cause instanceof Error ? (error.cause as NodeJS.ErrnoException) : undefined;
	const { host, port } = new URL(url);
	if (error.name === 'TimeoutError') return `no answer from ${host} within ${fetchTimeoutMs / 1000} s`;
	if (cause?.message === 'bad port') return `port ${port} is one that fetch refuses to connect to (a blocked port)`;
	if (cause?.code === 'ECONNREFUSED') return `the connection to ${host} was refused: nothing answers there`;
	if (cause?.code === 'ENOTFOUND') return `the host name "${new URL(url).hostname}" is not known`;
	return cause?.message ?? error.message;
}

/** JSON or YAML, with the place of a syntax error. */
function parseSpecText(file: string, text: string): { value: unknown } | { problem: Problem } {
	if (/^\s*[{[]/.test(text)) {
		const { source, problems } = parseJsonSource(file, text);
		return source ? { value: source.value } : { problem: problems[0]! };
	}
	const document = parseDocument(text);
	const error = document.errors[0];
	if (error) {
		const [line, column] = error.linePos?.[0] ? [error.linePos[0].line, error.linePos[0].col] : [1, 1];
		const message = error.message.split('\n')[0]!.replace(/\s*at line \d+, column \d+:?\s*$/, '');
		return { problem: { severity: 'error', file, line, column, message: `invalid YAML: ${message}` } };
	}
	const value: unknown = document.toJS();
	if (!value || typeof value !== 'object') {
		return { problem: { severity: 'error', file, line: 1, message: 'expected an OpenAPI document (an object with "openapi", "info" and "paths")' } };
	}
	return { value };
}

/**
 * Places in a spec, for the validator's messages. A message is a title line and a code frame
 * whose `>` line is numbered in the validator's own copy of the document (dereferenced, as JSON);
 * that line gives the JSON path, and the path gives the line in the author's file (JSON or YAML).
 */
class SpecPlaces {
	private serialized?: Promise<string | undefined>;
	constructor(
		private readonly raw: unknown,
		private readonly text: string,
	) {}

	async problem(file: string, message: string): Promise<Problem> {
		const [title = message, ...frame] = message.split('\n');
		const summary = title.replace(/^([A-Z]+)\s+/, '').trim();
		const dangling = /Missing \$ref pointer "([^"]+)"/.exec(summary);
		if (dangling) return this.danglingRef(file, dangling[1]!);
		const marked = frame.map((line) => /^>\s*(\d+)\s*\|/.exec(line)).find((match) => match !== null);
		const path = marked ? await this.pathAtValidatorLine(Number(marked[1])) : undefined;
		const line = path ? lineOfPath(this.text, path) : undefined;
		const hint = path ? validationHint(summary, formatJsonPath(path)) : undefined;
		return {
			severity: 'error',
			file,
			...(line ? { line } : {}),
			...(path ? { jsonPath: formatJsonPath(path) } : {}),
			message: `invalid OpenAPI: ${summary}`,
			...(hint ? { hint } : {}),
		};
	}

	private async pathAtValidatorLine(line: number): Promise<(string | number)[] | undefined> {
		this.serialized ??= dereference(structuredClone(this.raw) as never, { dereference: { circular: 'ignore' } })
			.then((value) => JSON.stringify(value, null, 2))
			.catch(() => undefined);
		const serialized = await this.serialized;
		return serialized ? pathAtLine(serialized, line) : undefined;
	}

	private danglingRef(file: string, pointer: string): Problem {
		const path = findRef(this.raw, pointer);
		const line = path ? lineOfPath(this.text, path) : undefined;
		const segments = pointer.replace(/^#\//, '').split('/');
		const container = segments.slice(0, -1).reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], this.raw);
		const known = container && typeof container === 'object' ? Object.keys(container) : [];
		const suggestion = didYouMean(segments.at(-1) ?? '', known);
		const prefix = `#/${segments.slice(0, -1).join('/')}/`;
		return {
			severity: 'error',
			file,
			...(line ? { line } : {}),
			...(path ? { jsonPath: formatJsonPath(path) } : {}),
			message: `$ref "${pointer}" points to nothing`,
			hint: suggestion ? `did you mean "${prefix}${suggestion}"?` : `define it under ${prefix}, or fix the reference`,
		};
	}
}

/** A likely fix for the validator's commonest complaints. */
function validationHint(summary: string, where: string): string | undefined {
	const missing = /must have required property '([^']+)'/.exec(summary);
	if (missing) return `add "${missing[1]}" to ${where}`;
	const type = /must be (string|number|integer|boolean|object|array)\b/.exec(summary);
	if (type) return `make ${where} ${type[1] === 'integer' || type[1] === 'array' || type[1] === 'object' ? 'an' : 'a'} ${type[1]}`;
	if (/must NOT have additional properties/i.test(summary)) return `remove the keys ${where} does not allow, or give them an "x-" prefix`;
	if (/must be equal to one of the allowed values/i.test(summary)) return `use one of the values the OpenAPI specification allows at ${where}`;
	return undefined;
}

/** The path of the first `$ref` whose value is `pointer`. */
function findRef(value: unknown, pointer: string, path: (string | number)[] = []): (string | number)[] | undefined {
	if (!value || typeof value !== 'object') return undefined;
	if (!Array.isArray(value) && (value as Record<string, unknown>).$ref === pointer) return [...path, '$ref'];
	for (const [key, child] of Object.entries(value)) {
		const found = findRef(child, pointer, [...path, Array.isArray(value) ? Number(key) : key]);
		if (found) return found;
	}
	return undefined;
}

/** The path of the value that starts on a line of a JSON text (the deepest one there). */
function pathAtLine(json: string, line: number): (string | number)[] | undefined {
	const tree = parseTree(json);
	if (!tree) return undefined;
	const lines = json.split('\n');
	const lineText = lines[line - 1];
	if (lineText === undefined) return undefined;
	const offset = lines.slice(0, line - 1).reduce((sum, current) => sum + current.length + 1, 0) + (lineText.length - lineText.trimStart().length);
	const node = findNodeAtOffset(tree, offset + 1);
	return node ? getNodePath(node) : undefined;
}

/** The line of a path in the author's file, JSON or YAML; the nearest existing parent if it is not there. */
function lineOfPath(text: string, path: (string | number)[]): number | undefined {
	if (/^\s*[{[]/.test(text)) {
		const { source } = parseJsonSource('', text);
		return source ? locate(source, path).line : undefined;
	}
	const counter = new LineCounter();
	const document = parseDocument(text, { lineCounter: counter });
	for (let length = path.length; length > 0; length--) {
		const parent = document.getIn(path.slice(0, length - 1), true) as { items?: { key?: { value?: unknown; range?: [number] } }[] } | undefined;
		const key = path[length - 1];
		const pair = parent?.items?.find((item) => item.key !== undefined && String(item.key.value) === String(key));
		if (pair?.key?.range) return counter.linePos(pair.key.range[0]).line;
		const item = document.getIn(path.slice(0, length), true) as { range?: [number] } | undefined;
		if (item?.range && typeof key === 'number') return counter.linePos(item.range[0]).line;
	}
	return 1;
}
