import { existsSync } from 'node:fs';
import { dirname, relative, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dereference, validate } from '@readme/openapi-parser';
import { LineCounter, parseDocument, visit, type Alias, type Document } from 'yaml';
import { findNodeAtOffset, getNodePath, parseTree } from 'jsonc-parser';
import { didYouMean } from '../problems/suggest.ts';
import { formatJsonPath, locate, maxJsonDepth, parseJsonSource, type JsonSource } from '../files/json-source.ts';
import { readTextFileAsync } from '../files/read-text-file.ts';
import { resolveInFolder } from '../files/folder-paths.ts';
import type { Problem } from '../problems/problem.ts';
import { isHttpUrl } from '../urls/urls.ts';
import { fetchFailure } from '../urls/fetch-failure.ts';
import { isRemoteSpec, specLocation } from './spec-identity.ts';
// Before the first spec is checked: the parser's compiled OpenAPI schemas are kept for the process.
import './kept-schema-validators.ts';
import {
	openapiInvalid,
	openapiMissing,
	openapiNotDocument,
	openapiNoVersion,
	openapiRefDangling,
	openapiRefInvalid,
	openapiRefMissing,
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

/** Whether the folder leaves a file (absolute path) out of the site: `.mintignore`. */
export type IgnoredFile = (file: string) => boolean;

/**
 * How the files of a local spec (its own, and those its `$ref`s name) are read, by absolute path
 * inside the folder: from the disk by default; a built site's files when `trellis mcp` reads one.
 */
export interface SpecFileReader {
	exists(file: string): Promise<boolean>;
	read(file: string): Promise<{ text: string } | { problem: Problem }>;
}

const diskReader: SpecFileReader = {
	exists: async (file) => existsSync(file),
	read: readTextFileAsync,
};

/** A file of a spec, its own or one its `$ref`s name, as read and parsed. */
interface SpecFile {
	file: string;
	text: string;
	value: unknown;
}

/**
 * Loads every spec; problems (unreadable, invalid, unreachable) are returned, never thrown. A file
 * named several ways (`spec.yaml`, `/spec.yaml`, `./spec.yaml`) is read and validated once, under
 * the first of its names: one file is one spec, whose problems are listed once.
 */
export async function loadSpecs(
	sources: readonly string[],
	configRoot: string,
	ignored: IgnoredFile = () => false,
): Promise<{ specs: LoadedSpec[]; problems: Problem[] }> {
	const byLocation = new Map<string, string>();
	for (const source of sources) {
		const location = specLocation(source, configRoot);
		if (!byLocation.has(location)) byLocation.set(location, source);
	}
	const results = await Promise.all([...byLocation.values()].map((source) => loadSpec(source, configRoot, ignored)));
	return {
		specs: results.flatMap((result) => (result.spec ? [result.spec] : [])),
		problems: results.flatMap((result) => result.problems),
	};
}

/**
 * Loads one spec. A local spec's `$ref`s to other files (`schemas/pet.yaml#/Pet`) are read from
 * the docs folder, relative to the file that holds them, before the parser runs: only files inside
 * the folder that it keeps, each read once; the parser is handed those and nothing else.
 */
export async function loadSpec(
	source: string,
	configRoot: string,
	ignored: IgnoredFile = () => false,
	reader: SpecFileReader = diskReader,
): Promise<{ spec?: LoadedSpec; problems: Problem[] }> {
	const remote = isRemoteSpec(source);
	const location = specLocation(source, configRoot);
	const inside = remote ? undefined : resolveInFolder(source, configRoot);
	if (inside && 'refused' in inside) {
		return { problems: [problemAt(openapiRefused, { file: location }, inside.refused)] };
	}
	const read = remote ? await fetchText(location) : await readText(location, reader);
	if ('problem' in read) return { problems: [read.problem] };
	const parsed = parseSpecText(location, read.text);
	if ('problem' in parsed) return { problems: [parsed.problem] };
	const unversioned = versionProblem(location, parsed.value, read.text);
	if (unversioned) return { problems: [unversioned] };
	const files = new Map<string, SpecFile>([[location, { file: location, text: read.text, value: parsed.value }]]);
	// Mistakes the validator would throw on (or follow out of the folder), all listed at once.
	const unreadable = [
		...refProblems(location, parsed.value, read.text, remote),
		...securitySchemeProblems(location, parsed.value, read.text),
	];
	if (!remote) unreadable.push(...(await readReferredFiles(files, configRoot, ignored, reader)));
	if (unreadable.length > 0) return { problems: unreadable };
	// A remote spec is handed over as read (its references are URLs); a local one by its path, so
	// that the parser resolves references from it, reading files only through `files`.
	const api = () => (remote ? structuredClone(parsed.value) : location) as never;
	const resolve = remote ? {} : { resolve: { file: folderResolver(files) } };

	let validation: Awaited<ReturnType<typeof validate>>;
	try {
		validation = await validate(api(), {
			// Left as they are, references in cycles (recursive schemas) are skipped by the checks
			// after the schema's; replaced, they hand those checks objects they cannot read.
			dereference: { circular: 'ignore' },
			validate: { errors: { colorize: false } },
			...resolve,
		});
	} catch (error) {
		const message = error instanceof Error ? error.message : String(error);
		const unfetched = /Unable to resolve \$ref pointer "([^"]+)"/.exec(message);
		if (unfetched) return { problems: [unfetchedRefProblem(location, parsed.value, read.text, unfetched[1]!)] };
		// The validator throws for versions it does not know (OpenAPI 3.2): a problem, not a crash.
		return { problems: [problemAt(openapiUnreadable, { file: location }, { error: message })] };
	}
	if (!validation.valid) {
		const places = new SpecPlaces(location, files, remote);
		return { problems: await Promise.all(validation.errors.map((error) => places.problem(error.message))) };
	}
	const problems: Problem[] = [];
	const document = parsed.value as OpenApiDocument;
	if (typeof document.swagger === 'string') {
		problems.push(problemAt(swaggerReadAsIs, { file: location, line: 1 }, { version: document.swagger }));
	}
	try {
		const dereferenced = (await dereference(api(), {
			dereference: { circular: true },
			...resolve,
		})) as OpenApiDocument;
		return { spec: { source, location, document: dereferenced }, problems };
	} catch (error) {
		const places = new SpecPlaces(location, files, remote);
		return { problems: [await places.problem(error instanceof Error ? error.message : String(error))] };
	}
}

/**
 * Reads the files the specs' `$ref`s name, and the files those name, into `files`: each resolved
 * from the folder of the file that names it, and read only when it is inside the docs folder
 * (symbolic links followed) and not left out by `.mintignore`. A reference to any other file is a
 * problem at its line, and that file is never opened.
 */
async function readReferredFiles(
	files: Map<string, SpecFile>,
	folder: string,
	ignored: IgnoredFile,
	reader: SpecFileReader,
): Promise<Problem[]> {
	const problems: Problem[] = [];
	const pending = [...files.values()];
	while (pending.length > 0) {
		const holder = pending.shift()!;
		for (const { ref, path } of refsIn(holder.value)) {
			if (typeof ref !== 'string' || !isOtherFileRef(ref)) continue;
			const written = ref.split('#')[0]!;
			const target = await referredFile(written, holder.file, folder, ignored, reader);
			const where = { file: holder.file, text: holder.text, path: [...path, '$ref'] };
			if ('refused' in target) {
				const { reason, hint } = target.refused;
				problems.push(
					placedProblem(openapiRefInvalid, where, `$ref "${ref}" names ${JSON.stringify(written)}, which ${reason}: not read`, hint),
				);
				continue;
			}
			if ('missing' in target) {
				problems.push(
					placedProblem(
						openapiRefMissing,
						where,
						`$ref "${ref}" names ${JSON.stringify(written)}, which does not exist: looked for "${target.missing}" in the docs folder`,
						'check the path: it is read from the folder of the file that holds the $ref',
					),
				);
				continue;
			}
			if (files.has(target.file)) continue;
			const read = await reader.read(target.file);
			if ('problem' in read) {
				problems.push(read.problem);
				continue;
			}
			const parsed = parseSpecText(target.file, read.text);
			if ('problem' in parsed) {
				problems.push(parsed.problem);
				continue;
			}
			const file = { file: target.file, text: read.text, value: parsed.value };
			files.set(target.file, file);
			problems.push(...refProblems(target.file, parsed.value, read.text, false));
			pending.push(file);
		}
	}
	return problems;
}

/** A reference to another file by its path: not within the file (`#/...`), not a URL. */
function isOtherFileRef(ref: string): boolean {
	return !ref.startsWith('#') && !isHttpUrl(ref);
}

/** The file a `$ref`'s path names, from the file that holds it; refused when it may not be read. */
async function referredFile(
	written: string,
	holder: string,
	folder: string,
	ignored: IgnoredFile,
	reader: SpecFileReader,
): Promise<{ file: string } | { missing: string } | { refused: { reason: string; hint: string } }> {
	// A reference is a URL: `pet%20food.yaml` is "pet food.yaml", and `/x` is x at the disk's root.
	const inside = resolveInFolder(written, folder, dirname(holder), 'disk');
	const found = 'refused' in inside ? inside : resolveInFolder(decodedPath(written), folder, dirname(holder), 'disk');
	if ('refused' in found) {
		const hint =
			'Trellis reads only files inside the docs folder: move the file into it, and refer to it from this file (e.g. "./schemas/pet.yaml")';
		return { refused: { reason: found.refused.reason, hint } };
	}
	const shown = relative(folder, found.file).split('\\').join('/');
	if (ignored(found.file)) {
		return {
			refused: {
				reason: 'is left out of the site by .mintignore',
				hint: `remove "${shown}" from .mintignore, or move the definition into a file the site keeps`,
			},
		};
	}
	return (await reader.exists(found.file)) ? found : { missing: shown };
}

/** A path a file names, from the folder of that file. */
function resolveFrom(holder: string, written: string): string {
	return resolvePath(dirname(holder), written);
}

function decodedPath(written: string): string {
	try {
		return decodeURIComponent(written);
	} catch {
		return written;
	}
}

/**
 * The parser's resolver for files (its `resolve.file` option; http(s) keeps the parser's own):
 * it hands over the files read beforehand, and refuses any other, which it never opens.
 */
function folderResolver(files: ReadonlyMap<string, SpecFile>): boolean {
	const resolver = {
		order: 100,
		canRead: (file: { url: string }) => !isHttpUrl(file.url),
		read: (file: { url: string }) => {
			const found = files.get(filePathOf(file.url));
			if (!found) throw new Error(`"${file.url}" is not a file of the docs folder that the spec refers to: not read`);
			return structuredClone(found.value);
		},
	};
	// The parser's types say `boolean`; it takes a resolver as well and uses it as the file resolver.
	return resolver as unknown as boolean;
}

/** The parser names files by path or `file:` URL, escaped as URLs are. */
function filePathOf(url: string): string {
	if (/^file:/i.test(url)) return fileURLToPath(url);
	return decodedPath(url);
}

async function readText(file: string, reader: SpecFileReader): Promise<{ text: string } | { problem: Problem }> {
	if (await reader.exists(file)) return reader.read(file);
	return { problem: problemAt(openapiMissing, { file }, undefined) };
}

async function fetchText(url: string): Promise<{ text: string } | { problem: Problem }> {
	try {
		const response = await fetch(url, { signal: AbortSignal.timeout(fetchTimeoutMs) });
		if (!response.ok) throw new Error(`the server answered ${response.status} ${response.statusText}`);
		return { text: await response.text() };
	} catch (error) {
		const reason = fetchFailure(url, error, fetchTimeoutMs);
		return { problem: problemAt(openapiUnfetched, { file: url }, { reason }) };
	}
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
 * Every `$ref` of a document, with its path. `isReference`: whether it stands where a reference
 * may, not inside an example or a default (where `$ref` may be data; the dereferencer still
 * follows the text ones there) nor as the name of a property.
 */
function* refsIn(root: unknown): Generator<{ ref: unknown; path: (string | number)[]; isReference: boolean }> {
	const stack: { value: unknown; path: (string | number)[]; inValue: boolean }[] = [{ value: root, path: [], inValue: false }];
	while (stack.length > 0) {
		const { value, path, inValue } = stack.pop()!;
		if (!value || typeof value !== 'object') continue;
		if (!Array.isArray(value) && '$ref' in value) {
			yield { ref: value.$ref, path, isReference: !inValue && !nameMapKeys.has(String(path.at(-1))) };
		}
		for (const [key, child] of Object.entries(value)) {
			// A schema's `examples` is a list of values; an operation's is a map of Example Objects.
			const isValue = !Array.isArray(value) && (freeValueKeys.has(key) || (key === 'examples' && Array.isArray(child)));
			stack.push({ value: child, path: [...path, Array.isArray(value) ? Number(key) : key], inValue: inValue || isValue });
		}
	}
}

/**
 * `$ref`s the validator and dereferencer cannot take: one whose value is not text (the
 * dereferencer throws a TypeError when a reference leads to it), one that points at an object
 * around it outside schemas (`#`, `#/paths`), which would make a parameter or a response contain
 * itself (the validator's own checks throw on those), and, in a spec fetched from a URL, one to
 * another file by its path, which the parser would look for on the disk of the build.
 */
function refProblems(file: string, root: unknown, text: string, remote: boolean): Problem[] {
	const problems: Problem[] = [];
	for (const { ref, path, isReference } of refsIn(root)) {
		const problem =
			typeof ref === 'string'
				? ((remote ? otherFileProblem(ref) : undefined) ?? (isReference ? circularRefProblem(ref, path) : undefined))
				: isReference
					? refNotTextProblem(ref)
					: undefined;
		if (problem) problems.push(placedProblem(openapiRefInvalid, { file, text, path: [...path, '$ref'] }, problem.message, problem.hint));
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
 * A reference by path (`schemas/plant.yaml#/Plant`) in a spec fetched from a URL: the parser
 * would look for it on the disk of the build, not beside the spec: refused. References to http(s)
 * URLs are fetched.
 */
function otherFileProblem(ref: string): Pick<Problem, 'message' | 'hint'> | undefined {
	if (!isOtherFileRef(ref)) return undefined;
	const [file = ref] = ref.split('#');
	return {
		message: `$ref "${ref}" refers to another file by its path, ${JSON.stringify(file)}, in a spec fetched from a URL: Trellis reads files by path only from the docs folder`,
		hint: 'write the full URL of the file that holds the definition, or move the definition into this file, under #/components/',
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
	private readonly location: string;
	private readonly files: ReadonlyMap<string, SpecFile>;
	private readonly remote: boolean;
	private readonly raw: unknown;
	private readonly text: string;
	constructor(location: string, files: ReadonlyMap<string, SpecFile>, remote: boolean) {
		this.location = location;
		this.files = files;
		this.remote = remote;
		const main = files.get(location)!;
		this.raw = main.value;
		this.text = main.text;
	}

	async problem(message: string): Promise<Problem> {
		const file = this.location;
		const [title = message, ...frame] = message.split('\n');
		const summary = title.replace(/^([A-Z]+)\s+/, '').trim();
		const dangling = /Missing \$ref pointer "([^"]+)"/.exec(summary);
		if (dangling) return this.danglingRef(file, dangling[1]!);
		const marked = frame.map((line) => /^>\s*(\d+)\s*\|/.exec(line)).find((match) => match !== null);
		const path = marked ? await this.pathAtValidatorLine(Number(marked[1])) : undefined;
		const place = path ? this.across(path) : { file, text: this.text, path };
		const hint = place.path ? validationHint(summary, formatJsonPath(place.path)) : undefined;
		return placedProblem(openapiInvalid, place, `invalid OpenAPI: ${summary}`, hint);
	}

	/**
	 * Where a path of the dereferenced document was written: in the spec, or, past a `$ref` to
	 * another file of the folder, in that file (references within a file are not followed: the
	 * place is the `$ref`, as before).
	 */
	private across(path: (string | number)[]): { file: string; text: string; path: (string | number)[] } {
		let current = this.files.get(this.location)!;
		let inFile: (string | number)[] = [];
		let value: unknown = current.value;
		for (const segment of path) {
			const ref = isRecord(value) && !Object.hasOwn(value, segment) ? value.$ref : undefined;
			if (typeof ref === 'string' && isOtherFileRef(ref)) {
				const [written = '', hash = ''] = ref.split('#');
				const target = this.files.get(resolveFrom(current.file, decodedPath(written)));
				const pointer = pointerPath(`#${hash}`);
				if (!target || !pointer) break;
				current = target;
				inFile = pointer;
				value = pointer.reduce<unknown>(
					(at, key) => (isRecord(at) || Array.isArray(at) ? (at as Record<string, unknown>)[key] : undefined),
					target.value,
				);
			}
			value = isRecord(value) || Array.isArray(value) ? (value as Record<string | number, unknown>)[segment] : undefined;
			inFile = [...inFile, segment];
		}
		// The place itself is another file's value: the problem is there.
		const ref = isRecord(value) ? value.$ref : undefined;
		if (typeof ref === 'string' && isOtherFileRef(ref)) {
			const [written = '', hash = ''] = ref.split('#');
			const target = this.files.get(resolveFrom(current.file, decodedPath(written)));
			const pointer = pointerPath(`#${hash}`);
			if (target && pointer) return { file: target.file, text: target.text, path: pointer };
		}
		return { file: current.file, text: current.text, path: inFile };
	}

	private async pathAtValidatorLine(line: number): Promise<(string | number)[] | undefined> {
		const api = (this.remote ? structuredClone(this.raw) : this.location) as never;
		const resolve = this.remote ? {} : { resolve: { file: folderResolver(this.files) } };
		this.serialized ??= dereference(api, { dereference: { circular: 'ignore' }, ...resolve })
			.then((value) => JSON.stringify(value, null, 2))
			.catch(() => undefined);
		const serialized = await this.serialized;
		return serialized ? pathAtLine(serialized, line) : undefined;
	}

	private danglingRef(file: string, pointer: string): Problem {
		// The parser's message names the pointer, not the file it looked in: a reference within the
		// spec first, else one in a file of the folder to another that lacks it.
		const local = findRef(this.raw, pointer);
		const other = local ? undefined : this.otherFileRefTo(pointer);
		const [holder, path, target] = other ? [other.holder, other.path, other.target] : [this.files.get(this.location)!, local, this.raw];
		const segments = pointer.replace(/^#\//, '').split('/');
		const container = (pointerPath(pointer) ?? [])
			.slice(0, -1)
			.reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), target);
		const known = container && typeof container === 'object' ? Object.keys(container) : [];
		const suggestion = didYouMean(pointerPath(pointer)?.at(-1) ?? '', known);
		const prefix = segments.length > 1 ? `#/${segments.slice(0, -1).join('/')}/` : '#/';
		const inFile = other ? `${other.written}${prefix}` : prefix;
		return placedProblem(
			openapiRefDangling,
			{ file: other ? holder.file : file, text: holder.text, path },
			other ? `$ref "${other.ref}" points to nothing: "${other.written}" has no ${pointer}` : `$ref "${pointer}" points to nothing`,
			suggestion
				? `did you mean "${inFile}${suggestion}"?`
				: `define it under ${prefix}${other ? ` in "${other.written}"` : ''}, or fix the reference`,
		);
	}

	/** The first `$ref` of the spec's files to `pointer` in another file, where that file has nothing. */
	private otherFileRefTo(
		pointer: string,
	): { holder: SpecFile; path: (string | number)[]; ref: string; written: string; target: unknown } | undefined {
		for (const holder of this.files.values()) {
			for (const { ref, path } of refsIn(holder.value)) {
				if (typeof ref !== 'string' || !isOtherFileRef(ref) || !ref.endsWith(pointer)) continue;
				const [written = '', hash = ''] = ref.split('#');
				const target = this.files.get(resolveFrom(holder.file, decodedPath(written)));
				if (!target || `#${hash}` !== pointer || followRefs(target.value, { $ref: pointer }) !== undefined) continue;
				return { holder, path: [...path, '$ref'], ref, written, target: target.value };
			}
		}
		return undefined;
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
