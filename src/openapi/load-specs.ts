import { existsSync } from 'node:fs';
import { dereference, validate } from '@readme/openapi-parser';
import { LineCounter, parseDocument, visit, type Alias, type Document } from 'yaml';
import { findNodeAtOffset, getNodePath, parseTree } from 'jsonc-parser';
import { didYouMean } from '../problems/suggest.ts';
import { formatJsonPath, locate, maxJsonDepth, parseJsonSource, type JsonSource } from '../files/json-source.ts';
import { readTextFileAsync } from '../files/read-text-file.ts';
import { resolveInFolder } from '../files/folder-paths.ts';
import type { Problem } from '../problems/problem.ts';
import { isHttpUrl } from '../urls/urls.ts';
import { isRemoteSpec, specLocation } from './spec-identity.ts';
import {
	openapiInvalid,
	openapiMissing,
	openapiNotDocument,
	openapiNoVersion,
	openapiRefDangling,
	openapiRefInvalid,
	openapiRefUnfetched,
	openapiRefused,
	openapiSecuritySchemeInvalid,
	openapiTooDeep,
	openapiUnfetched,
	openapiUnreadable,
	openapiVersionNotText,
	openapiYamlInvalid,
	problemAt,
	swaggerReadAsIs,
	type ProblemKind,
} from '../problems/catalogue.ts';

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
	servers?: { url: string; description?: string; variables?: Record<string, { default: string; enum?: string[]; description?: string }> }[];
	paths?: Record<string, Record<string, unknown>>;
	webhooks?: Record<string, Record<string, unknown>>;
	components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
	security?: Record<string, string[]>[];
	[key: string]: unknown;
}

const fetchTimeoutMs = 15_000;

/**
 * Loads every spec; problems (unreadable, invalid, unreachable) are returned, never thrown. A file
 * named several ways (`spec.yaml`, `/spec.yaml`, `./spec.yaml`) is read and validated once, under
 * the first of its names: one file is one spec, whose problems are listed once.
 */
export async function loadSpecs(sources: readonly string[], configRoot: string): Promise<{ specs: LoadedSpec[]; problems: Problem[] }> {
	const byLocation = new Map<string, string>();
	for (const source of sources) {
		const location = specLocation(source, configRoot);
		if (!byLocation.has(location)) byLocation.set(location, source);
	}
	const results = await Promise.all([...byLocation.values()].map((source) => loadSpec(source, configRoot)));
	return {
		specs: results.flatMap((result) => (result.spec ? [result.spec] : [])),
		problems: results.flatMap((result) => result.problems),
	};
}

export async function loadSpec(source: string, configRoot: string): Promise<{ spec?: LoadedSpec; problems: Problem[] }> {
	const remote = isRemoteSpec(source);
	const location = specLocation(source, configRoot);
	const inside = remote ? undefined : resolveInFolder(source, configRoot);
	if (inside && 'refused' in inside) {
		return { problems: [problemAt(openapiRefused, { file: location }, inside.refused)] };
	}
	const read = remote ? await fetchText(location) : await readText(location);
	if ('problem' in read) return { problems: [read.problem] };
	const parsed = parseSpecText(location, read.text);
	if ('problem' in parsed) return { problems: [parsed.problem] };
	const unversioned = versionProblem(location, parsed.value, read.text);
	if (unversioned) return { problems: [unversioned] };
	// Mistakes the validator would throw on (or follow out of the file), all listed at once.
	const unreadable = [...refProblems(location, parsed.value, read.text), ...securitySchemeProblems(location, parsed.value, read.text)];
	if (unreadable.length > 0) return { problems: unreadable };

	let validation: Awaited<ReturnType<typeof validate>>;
	try {
		validation = await validate(structuredClone(parsed.value) as never, {
			// Left as they are, references in cycles (recursive schemas) are skipped by the checks
			// after the schema's; replaced, they hand those checks objects they cannot read.
			dereference: { circular: 'ignore' },
			validate: { errors: { colorize: false } },
		});
	} catch (error) {
		const message = error instanceof Error ? error.message : String(error);
		const unfetched = /Unable to resolve \$ref pointer "([^"]+)"/.exec(message);
		if (unfetched) return { problems: [unfetchedRefProblem(location, parsed.value, read.text, unfetched[1]!)] };
		// The validator throws for versions it does not know (OpenAPI 3.2): a problem, not a crash.
		return { problems: [problemAt(openapiUnreadable, { file: location }, { error: message })] };
	}
	if (!validation.valid) {
		const places = new SpecPlaces(parsed.value, read.text);
		return { problems: await Promise.all(validation.errors.map((error) => places.problem(location, error.message))) };
	}
	const problems: Problem[] = [];
	const document = parsed.value as OpenApiDocument;
	if (typeof document.swagger === 'string') {
		problems.push(problemAt(swaggerReadAsIs, { file: location, line: 1 }, { version: document.swagger }));
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
	return { problem: problemAt(openapiMissing, { file }, undefined) };
}

async function fetchText(url: string): Promise<{ text: string } | { problem: Problem }> {
	try {
		const response = await fetch(url, { signal: AbortSignal.timeout(fetchTimeoutMs) });
		if (!response.ok) throw new Error(`the server answered ${response.status} ${response.statusText}`);
		return { text: await response.text() };
	} catch (error) {
		const reason = fetchFailure(url, error);
		return { problem: problemAt(openapiUnfetched, { file: url }, { reason }) };
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
	const lineCounter = new LineCounter();
	// Warnings (a key that is a list, read as text) would go to the console: validation reports the spec.
	const document = parseDocument(text, { lineCounter, logLevel: 'error' });
	const error = document.errors[0];
	if (error) {
		const [line, column] = error.linePos?.[0] ? [error.linePos[0].line, error.linePos[0].col] : [1, 1];
		// The parser reads nested collections recursively and reports running out of stack as an error.
		if (/call stack/i.test(error.message)) return { problem: tooDeepProblem(file, line, column) };
		const message = error.message.split('\n')[0]!.replace(/\s*at line \d+, column \d+:?\s*$/, '');
		return { problem: problemAt(openapiYamlInvalid, { file, line, column }, { message: `invalid YAML: ${message}`, hint: undefined }) };
	}
	const looping = selfContainingAlias(file, document, lineCounter);
	if (looping) return { problem: looping };
	let value: unknown;
	try {
		value = document.toJS();
	} catch (thrown) {
		if (thrown instanceof RangeError) return { problem: tooDeepProblem(file, 1) };
		// The yaml package throws for an alias whose anchor is missing, and for aliases that would
		// expand to more values than memory holds.
		return { problem: yamlAliasProblem(file, document, lineCounter) };
	}
	// JSON text is held to this depth before it is parsed; YAML is checked here, once read.
	const deepPath = pathDeeperThan(value, maxJsonDepth);
	if (deepPath) return { problem: tooDeepProblem(file, lineOfPath(text, deepPath)) };
	return { value };
}

/** Nesting the validator and the pages' recursive readers would run out of stack on. */
function tooDeepProblem(file: string, line?: number, column?: number): Problem {
	return problemAt(openapiTooDeep, { file, ...(line ? { line } : {}), ...(line && column ? { column } : {}) }, { levels: maxJsonDepth });
}

/** The path of a value nested deeper than `limit`, found without recursion. */
function pathDeeperThan(root: unknown, limit: number): (string | number)[] | undefined {
	const stack: { value: unknown; path: (string | number)[] }[] = [{ value: root, path: [] }];
	while (stack.length > 0) {
		const { value, path } = stack.pop()!;
		if (!value || typeof value !== 'object') continue;
		if (path.length > limit) return path;
		for (const [key, child] of Object.entries(value))
			stack.push({ value: child, path: [...path, Array.isArray(value) ? Number(key) : key] });
	}
	return undefined;
}

/**
 * The document must be an object with its version as text: the validator picks its rules by
 * `openapi` (or `swagger`) and throws for a version that is not a string. `openapi: 3.0` in YAML
 * is a number, an easy mistake.
 */
function versionProblem(file: string, value: unknown, text: string): Problem | undefined {
	if (!value || typeof value !== 'object' || Array.isArray(value)) {
		return problemAt(openapiNotDocument, { file, line: 1 }, undefined);
	}
	const document = value as Record<string, unknown>;
	const key = 'openapi' in document || !('swagger' in document) ? 'openapi' : 'swagger';
	const version = document[key];
	if (typeof version === 'string') return undefined;
	const example = key === 'openapi' ? '3.1.0' : '2.0';
	if (version === undefined) {
		return problemAt(openapiNoVersion, { file, line: 1 }, { example });
	}
	return placedProblem(
		openapiVersionNotText,
		{ file, text, path: [key] },
		`expected the version as text, such as "${example}", found ${describeValue(version)}`,
		`write the version in quotes: ${key}: "${key === 'openapi' && typeof version === 'number' ? versionText(version) : example}"`,
	);
}

/** Keys under which any JSON may stand, `$ref` included: values, not parts of the spec. */
const freeValueKeys = new Set(['example', 'default', 'const', 'enum']);
/** Keys whose object maps names to schemas: a property may be called "$ref". */
const nameMapKeys = new Set(['properties', 'patternProperties']);
/** Segments of a pointer into a schema: a schema may contain itself (a tree, a linked list). */
const schemaKeys = new Set(['schema', 'schemas', 'definitions', '$defs']);

/**
 * `$ref`s the validator and dereferencer cannot take: one whose value is not text (the
 * dereferencer throws a TypeError when a reference leads to it), and one that points at an
 * object around it outside schemas (`#`, `#/paths`), which would make a parameter or a response
 * contain itself; the validator's own checks throw on those.
 */
function refProblems(file: string, root: unknown, text: string): Problem[] {
	const problems: Problem[] = [];
	// `inValue`: inside an example or a default, where `$ref` may be data; the dereferencer
	// still follows the text ones, so only references to other files are checked there.
	const stack: { value: unknown; path: (string | number)[]; inValue: boolean }[] = [{ value: root, path: [], inValue: false }];
	while (stack.length > 0) {
		const { value, path, inValue } = stack.pop()!;
		if (!value || typeof value !== 'object') continue;
		if (!Array.isArray(value) && '$ref' in value) {
			const ref = value.$ref;
			const isReference = !inValue && !nameMapKeys.has(String(path.at(-1)));
			const problem =
				typeof ref === 'string'
					? (otherFileProblem(ref) ?? (isReference ? circularRefProblem(ref, path) : undefined))
					: isReference
						? refNotTextProblem(ref)
						: undefined;
			if (problem) problems.push(placedProblem(openapiRefInvalid, { file, text, path: [...path, '$ref'] }, problem.message, problem.hint));
		}
		for (const [key, child] of Object.entries(value)) {
			// A schema's `examples` is a list of values; an operation's is a map of Example Objects.
			const isValue = !Array.isArray(value) && (freeValueKeys.has(key) || (key === 'examples' && Array.isArray(child)));
			stack.push({ value: child, path: [...path, Array.isArray(value) ? Number(key) : key], inValue: inValue || isValue });
		}
	}
	return problems;
}

function refNotTextProblem(ref: unknown): Pick<Problem, 'message' | 'hint'> {
	return {
		message: `expected "$ref" to be text, a reference such as "#/components/schemas/Plant", found ${describeValue(ref)}`,
		hint: 'write the reference in quotes, starting with #/',
	};
}

/**
 * A reference into another file (`schemas/plant.yaml#/Plant`). The parser would look for it
 * from the build's working folder, not the spec's, and may read any file there: refused, with
 * the way to keep the spec in one file. References to http(s) URLs are fetched.
 */
function otherFileProblem(ref: string): Pick<Problem, 'message' | 'hint'> | undefined {
	if (ref.startsWith('#') || isHttpUrl(ref)) return undefined;
	const [file = ref] = ref.split('#');
	return {
		message: `$ref "${ref}" refers to another file, ${JSON.stringify(file)}: Trellis reads each OpenAPI file on its own`,
		hint: 'move the definition into this file, under #/components/, and refer to it as "#/components/..."; or list the URL of a file that holds it',
	};
}

/** A reference to a URL that could not be fetched, at the place of the first `$ref` to it. */
function unfetchedRefProblem(file: string, root: unknown, text: string, url: string): Problem {
	const path = findRefWhere(root, (ref) => ref === url || ref.startsWith(`${url}#`));
	return placedProblem(
		openapiRefUnfetched,
		{ file, text, path },
		`$ref "${url}" could not be fetched`,
		'check the URL and the network; or move the definition into this file, under #/components/',
	);
}

function circularRefProblem(ref: string, holder: (string | number)[]): Pick<Problem, 'message' | 'hint'> | undefined {
	const target = pointerPath(ref);
	if (!target || target.length > holder.length || target.some((segment) => schemaKeys.has(segment))) return undefined;
	if (!target.every((segment, index) => segment === String(holder[index]))) return undefined;
	return {
		message: `$ref "${ref}" points at ${target.length === 0 ? 'the whole document' : 'an object'} that holds this reference, so it would contain itself`,
		hint: 'point it at a definition of its own, under #/components/',
	};
}

/** `#/paths/~1plants` -> `["paths", "/plants"]` (RFC 6901); undefined for references to other files. */
function pointerPath(ref: string): string[] | undefined {
	if (!ref.startsWith('#')) return undefined;
	const pointer = ref.slice(1);
	if (pointer === '' || pointer === '/') return pointer === '' ? [] : [''];
	let decoded: string;
	try {
		decoded = decodeURIComponent(pointer);
	} catch {
		return undefined;
	}
	if (!decoded.startsWith('/')) return undefined;
	return decoded
		.slice(1)
		.split('/')
		.map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/**
 * Security schemes are checked before the rest of the document, by code that assumes each is an
 * object with a text `type`: anything else would throw, or be shown as "[object Object]".
 */
function securitySchemeProblems(file: string, root: unknown, text: string): Problem[] {
	const document = root as Record<string, unknown>;
	const path = typeof document.swagger === 'string' ? ['securityDefinitions'] : ['components', 'securitySchemes'];
	// The checks see the document with its references replaced: follow them here too.
	const container = followRefs(
		root,
		path.reduce<unknown>((value, key) => (isRecord(value) ? value[key] : undefined), root),
	);
	if (container === undefined || container === null) return [];
	if (!isRecord(container)) {
		return [
			placedProblem(
				openapiSecuritySchemeInvalid,
				{ file, text, path },
				`expected the security schemes as an object, each under its name, found ${describeValue(container)}`,
				`write them as ${path.at(-1)}: { bearerAuth: { type: "http", scheme: "bearer" } }`,
			),
		];
	}
	return Object.entries(container).flatMap(([name, written]): Problem[] => {
		const scheme = followRefs(root, written);
		const type: unknown = isRecord(scheme) ? scheme.type : undefined;
		if (scheme === undefined || (isRecord(scheme) && (type === undefined || typeof type === 'string'))) return [];
		// Where the author wrote it: the reference, when the scheme is one.
		const where =
			isRecord(written) && typeof written.$ref === 'string'
				? [...path, name, '$ref']
				: isRecord(scheme)
					? [...path, name, 'type']
					: [...path, name];
		return [
			placedProblem(
				openapiSecuritySchemeInvalid,
				{ file, text, path: where },
				isRecord(scheme)
					? `expected the type of security scheme "${name}" as text, found ${describeValue(type)}`
					: `expected security scheme "${name}" to be an object, found ${describeValue(scheme)}`,
				isRecord(scheme)
					? 'use one of "apiKey", "http", "oauth2", "openIdConnect" or "mutualTLS"'
					: `write it as an object, e.g. ${name}: { type: "http", scheme: "bearer" }`,
			),
		];
	});
}

function isRecord(value: unknown): value is Record<string, unknown> {
	return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** What a value stands for once its local `$ref`s are followed; undefined where one leads nowhere or round in a loop. */
function followRefs(root: unknown, value: unknown): unknown {
	let current = value;
	for (let hops = 0; hops < 32; hops++) {
		if (!isRecord(current) || typeof current.$ref !== 'string') return current;
		const target = pointerPath(current.$ref);
		if (!target) return undefined;
		current = target.reduce<unknown>(
			(at, key) => (at !== null && typeof at === 'object' && Object.hasOwn(at, key) ? (at as Record<string, unknown>)[key] : undefined),
			root,
		);
	}
	return undefined;
}

/** `3` -> `3.0.0`, `3.1` -> `3.1.0`: the version a YAML author most likely meant. */
function versionText(version: number): string {
	const parts = String(version).split('.');
	while (parts.length < 3) parts.push('0');
	return parts.join('.');
}

function describeValue(value: unknown): string {
	if (value === null) return 'null';
	if (Array.isArray(value)) return 'a list';
	if (typeof value === 'object') return 'an object';
	if (typeof value === 'string') return JSON.stringify(value);
	return typeof value === 'number' ? `the number ${value}` : String(value);
}

/**
 * An alias inside the value its anchor names (`&a [1, *a]`) makes a value that contains itself:
 * the validator would follow it forever. A schema that contains itself is written with `$ref`.
 */
function selfContainingAlias(file: string, document: Document, lineCounter: LineCounter): Problem | undefined {
	let looping: Alias | undefined;
	visit(document, {
		Alias(_key, node) {
			const target = node.resolve(document);
			if (!target?.range || !node.range || node.range[0] < target.range[0] || node.range[0] >= target.range[2]) return undefined;
			looping = node;
			return visit.BREAK;
		},
	});
	if (!looping?.range) return undefined;
	const place = lineCounter.linePos(looping.range[0]);
	return problemAt(
		openapiYamlInvalid,
		{ file, line: place.line, column: place.col },
		{
			message: `invalid YAML: the alias *${looping.source} is inside the value its anchor &${looping.source} names, so that value would contain itself`,
			hint: 'for a schema that contains itself, write $ref: "#/components/schemas/<name>" instead of the alias',
		},
	);
}

/** Why a YAML document that parsed cannot be read as values: an alias without its anchor, or an alias bomb. */
function yamlAliasProblem(file: string, document: Document, lineCounter: LineCounter): Problem {
	let unresolved: Alias | undefined;
	visit(document, {
		Alias(_key, node) {
			if (node.resolve(document) !== undefined) return undefined;
			unresolved = node;
			return visit.BREAK;
		},
	});
	if (unresolved) {
		const place = unresolved.range ? lineCounter.linePos(unresolved.range[0]) : undefined;
		return problemAt(
			openapiYamlInvalid,
			{ file, ...(place ? { line: place.line, column: place.col } : {}) },
			{
				message: `invalid YAML: the alias *${unresolved.source} has no anchor &${unresolved.source} before it`,
				hint: `put &${unresolved.source} on the value it stands for, above this line, or write the value here`,
			},
		);
	}
	return problemAt(
		openapiYamlInvalid,
		{ file },
		{
			message: 'invalid YAML: its aliases expand to too many values to read safely',
			hint: 'write the repeated parts with $ref instead of YAML anchors and aliases',
		},
	);
}

/**
 * Places in a spec, for the validator's messages. A message is a title line and a code frame
 * whose `>` line is numbered in the validator's own copy of the document (dereferenced, as JSON);
 * that line gives the JSON path, and the path gives the line in the author's file (JSON or YAML).
 */
class SpecPlaces {
	private serialized?: Promise<string | undefined>;
	private readonly raw: unknown;
	private readonly text: string;
	constructor(raw: unknown, text: string) {
		this.raw = raw;
		this.text = text;
	}

	async problem(file: string, message: string): Promise<Problem> {
		const [title = message, ...frame] = message.split('\n');
		const summary = title.replace(/^([A-Z]+)\s+/, '').trim();
		const dangling = /Missing \$ref pointer "([^"]+)"/.exec(summary);
		if (dangling) return this.danglingRef(file, dangling[1]!);
		const marked = frame.map((line) => /^>\s*(\d+)\s*\|/.exec(line)).find((match) => match !== null);
		const path = marked ? await this.pathAtValidatorLine(Number(marked[1])) : undefined;
		const hint = path ? validationHint(summary, formatJsonPath(path)) : undefined;
		return placedProblem(openapiInvalid, { file, text: this.text, path }, `invalid OpenAPI: ${summary}`, hint);
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
		const segments = pointer.replace(/^#\//, '').split('/');
		const container = (pointerPath(pointer) ?? [])
			.slice(0, -1)
			.reduce<unknown>(
				(value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
				this.raw,
			);
		const known = container && typeof container === 'object' ? Object.keys(container) : [];
		const suggestion = didYouMean(pointerPath(pointer)?.at(-1) ?? '', known);
		const prefix = segments.length > 1 ? `#/${segments.slice(0, -1).join('/')}/` : '#/';
		return placedProblem(
			openapiRefDangling,
			{ file, text: this.text, path },
			`$ref "${pointer}" points to nothing`,
			suggestion ? `did you mean "${prefix}${suggestion}"?` : `define it under ${prefix}, or fix the reference`,
		);
	}
}

/** A problem at a place in a spec, its message ending with that place's JSON pointer (placeIn). */
function placedProblem(
	kind: ProblemKind<{ message: string; hint: string | undefined }>,
	where: { file: string; text: string; path: (string | number)[] | undefined },
	message: string,
	hint: string | undefined,
): Problem {
	const { message: placed, ...place } = placeIn(where.text, where.path, message);
	return problemAt(kind, { file: where.file, ...place }, { message: placed, hint });
}

/**
 * Where a problem is in a spec: its line, its JSON path, and its JSON pointer (RFC 6901) in the
 * message, as the OpenAPI tools and `$ref`s write places: `#/paths/~1plants/get`.
 */
function placeIn(text: string, path: (string | number)[] | undefined, message: string): Pick<Problem, 'line' | 'jsonPath' | 'message'> {
	if (!path) return { message };
	const line = lineOfPath(text, path);
	return { ...(line ? { line } : {}), jsonPath: formatJsonPath(path), message: `${message} (at ${jsonPointer(path)})` };
}

/** `["paths", "/plants", "get"]` -> `#/paths/~1plants/get` */
function jsonPointer(path: readonly (string | number)[]): string {
	return `#${path.map((segment) => `/${String(segment).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('')}`;
}

/** A likely fix for the validator's commonest complaints. */
function validationHint(summary: string, where: string): string | undefined {
	const missing = /must have required property '([^']+)'/.exec(summary);
	if (missing) return `add "${missing[1]}" to ${where}`;
	const type = /must be (string|number|integer|boolean|object|array)\b/.exec(summary);
	if (type) return `make ${where} ${type[1] === 'integer' || type[1] === 'array' || type[1] === 'object' ? 'an' : 'a'} ${type[1]}`;
	if (/must NOT have additional properties/i.test(summary)) return `remove the keys ${where} does not allow, or give them an "x-" prefix`;
	if (/must be equal to one of the allowed values/i.test(summary))
		return `use one of the values the OpenAPI specification allows at ${where}`;
	return undefined;
}

/** The path of the first `$ref` whose value is `pointer`. */
function findRef(value: unknown, pointer: string): (string | number)[] | undefined {
	return findRefWhere(value, (ref) => ref === pointer);
}

/** The path of the first `$ref` whose text `matches`. */
function findRefWhere(value: unknown, matches: (ref: string) => boolean, path: (string | number)[] = []): (string | number)[] | undefined {
	if (!value || typeof value !== 'object') return undefined;
	const ref = Array.isArray(value) ? undefined : (value as Record<string, unknown>).$ref;
	if (typeof ref === 'string' && matches(ref)) return [...path, '$ref'];
	for (const [key, child] of Object.entries(value)) {
		const found = findRefWhere(child, matches, [...path, Array.isArray(value) ? Number(key) : key]);
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
	const offset =
		lines.slice(0, line - 1).reduce((sum, current) => sum + current.length + 1, 0) + (lineText.length - lineText.trimStart().length);
	const node = findNodeAtOffset(tree, offset + 1);
	return node ? getNodePath(node) : undefined;
}

/**
 * The text last located in, parsed: a spec with many problems is parsed once for all of them.
 * One entry is enough, as the problems of a spec are placed together.
 */
let parsedForLines: { text: string; json?: JsonSource; yaml?: { document: Document; counter: LineCounter } } | undefined;

function parsedText(text: string): NonNullable<typeof parsedForLines> {
	if (parsedForLines?.text === text) return parsedForLines;
	if (/^\s*[{[]/.test(text)) {
		const { source } = parseJsonSource('', text);
		parsedForLines = { text, ...(source ? { json: source } : {}) };
	} else {
		const counter = new LineCounter();
		parsedForLines = { text, yaml: { document: parseDocument(text, { lineCounter: counter, logLevel: 'error' }), counter } };
	}
	return parsedForLines;
}

/** The line of a path in the author's file, JSON or YAML; the nearest existing parent if it is not there. */
function lineOfPath(text: string, path: (string | number)[]): number | undefined {
	const parsed = parsedText(text);
	if (!parsed.yaml) return parsed.json ? locate(parsed.json, path).line : undefined;
	const { document, counter } = parsed.yaml;
	for (let length = path.length; length > 0; length--) {
		const parent = document.getIn(path.slice(0, length - 1), true) as
			{ items?: { key?: { value?: unknown; range?: [number] } }[] } | undefined;
		const key = path[length - 1];
		const pair = parent?.items?.find((item) => item.key !== undefined && String(item.key.value) === String(key));
		if (pair?.key?.range) return counter.linePos(pair.key.range[0]).line;
		const item = document.getIn(path.slice(0, length), true) as { range?: [number] } | undefined;
		if (item?.range && typeof key === 'number') return counter.linePos(item.range[0]).line;
	}
	return 1;
}
