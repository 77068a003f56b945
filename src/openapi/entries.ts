import { didYouMean } from '../problems/suggest.ts';
import { mostSimilar } from './closest.ts';
import { type LoadedSpec } from './load-specs.ts';
import { specKey } from './spec-identity.ts';
import type { HttpMethod } from './types.ts';
import { isHttpUrl } from '../urls/urls.ts';

export const httpMethods: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE'];

/** One operation of `paths`, or one webhook of `webhooks`. */
export interface ApiEntry {
	spec: LoadedSpec;
	kind: 'operation' | 'webhook';
	method: HttpMethod;
	/** Path (`/plants/{id}`) or webhook name (`/plant/webhook`, `newPlant`). */
	path: string;
	operation: OperationObject;
	pathItem: Record<string, unknown>;
}

/** The parts of an Operation Object the engine reads. */
interface OperationObject {
	summary?: string;
	description?: string;
	operationId?: string;
	tags?: string[];
	deprecated?: boolean;
	parameters?: unknown[];
	requestBody?: unknown;
	responses?: Record<string, unknown>;
	security?: Record<string, string[]>[];
	servers?: { url: string }[];
	'x-codeSamples'?: unknown;
	'x-code-samples'?: unknown;
	'x-excluded'?: boolean;
	'x-hidden'?: boolean;
	[key: string]: unknown;
}

/** Every operation and webhook of a spec, in the file's order. */
export function entriesOf(spec: LoadedSpec): ApiEntry[] {
	const fromTable = (table: Record<string, Record<string, unknown>> | undefined, kind: ApiEntry['kind']) =>
		Object.entries(table ?? {}).flatMap(([path, pathItem]) =>
			Object.entries(pathItem ?? {}).flatMap(([key, value]): ApiEntry[] => {
				const method = key.toUpperCase() as HttpMethod;
				if (!httpMethods.includes(method) || !value || typeof value !== 'object') return [];
				return [{ spec, kind, method, path, operation: value as OperationObject, pathItem }];
			}),
		);
	return [...fromTable(spec.document.paths, 'operation'), ...fromTable(spec.document.webhooks, 'webhook')];
}

/** What a page's `openapi:` frontmatter names: `[file] METHOD /path` or `[file] WEBHOOK name`. */
export interface ApiReference {
	file?: string;
	kind: 'operation' | 'webhook';
	method?: HttpMethod;
	path: string;
}

/** Splits `openapi:` into its tokens; undefined when it is not of the grammar. */
export function parseApiReference(value: string): ApiReference | undefined {
	const tokens = value.trim().split(/\s+/);
	if (tokens.length < 2 || tokens.length > 3) return undefined;
	const [file, word, path] = tokens.length === 3 ? tokens : [undefined, tokens[0]!, tokens[1]!];
	const upper = word!.toUpperCase();
	if (upper === 'WEBHOOK') return { ...(file ? { file } : {}), kind: 'webhook', path: path! };
	if (!httpMethods.includes(upper as HttpMethod)) return undefined;
	return { ...(file ? { file } : {}), kind: 'operation', method: upper as HttpMethod, path: path! };
}

/** `openapi-schema: "[file] Name"` */
export function parseSchemaReference(value: string): { file?: string; name: string } | undefined {
	const tokens = value.trim().split(/\s+/);
	if (tokens.length === 1) return { name: tokens[0]! };
	if (tokens.length === 2) return { file: tokens[0]!, name: tokens[1]! };
	return undefined;
}

/** The extensions of OpenAPI files, which a `file` token may leave out. */
const specExtension = /\.(?:json|ya?ml)$/i;

/**
 * The specs a `file` token may name, by the first of these rules that finds any:
 * 1. the one it names however either is written (`/spec.yaml`, `./spec.yaml` and `spec.yaml`
 *    are one file);
 * 2. those whose path ends with it (`openapi.json` names `specs/openapi.json`);
 * 3. without its extension, as the hosted platform accepts (`v3-openapi` names
 *    `v3-openapi.yaml`, `specs/v3` names `api/specs/v3.json`);
 * 4. those of the same file name in another folder (`api/openapi.json` or `api/openapi` names
 *    `specs/openapi.json`). Several found here, or by rule 2 or 3, are reported as ambiguous by
 *    `resolveApiReference`: a page must then say which.
 * A URL names only the spec of that URL.
 */
export function specsNamed(specs: readonly LoadedSpec[], file: string | undefined): LoadedSpec[] {
	if (!file) return [...specs];
	const wanted = specKey(file);
	const rules: ((key: string) => boolean)[] = [(key) => key === wanted];
	if (!isHttpUrl(wanted)) {
		const stem = (key: string) => key.replace(specExtension, '');
		const name = (key: string) => key.slice(key.lastIndexOf('/') + 1);
		const bare = !specExtension.test(wanted);
		rules.push((key) => key.endsWith(`/${wanted}`));
		if (bare) rules.push((key) => stem(key) === wanted || stem(key).endsWith(`/${wanted}`));
		rules.push((key) => name(bare ? stem(key) : key) === name(wanted));
	}
	for (const rule of rules) {
		const found = specs.filter((spec) => rule(specKey(spec.source)));
		if (found.length > 0) return found;
	}
	return [];
}

/** `GET /plants`, `WEBHOOK /plant/webhook` */
export function entryLabel(entry: Pick<ApiEntry, 'kind' | 'method' | 'path'>): string {
	return entry.kind === 'webhook' ? `WEBHOOK ${entry.path}` : `${entry.method} ${entry.path}`;
}

export type ResolvedReference = { entry: ApiEntry } | { error: string; hint?: string };

/** Finds the entry a reference names, or says what is there instead. */
export function resolveApiReference(specs: readonly LoadedSpec[], reference: ApiReference): ResolvedReference {
	if (specs.length === 0) {
		return { error: 'no OpenAPI file is listed', hint: 'add "openapi": "openapi.json" (your spec\'s path) to docs.json' };
	}
	const candidates = specsNamed(specs, reference.file);
	if (candidates.length === 0) {
		return {
			error: `no OpenAPI file "${reference.file}" among ${specs.map((spec) => `"${spec.source}"`).join(', ')}`,
			hint: 'name one of the files listed in "openapi"',
		};
	}
	if (reference.file && candidates.length > 1) {
		return {
			error: `"${reference.file}" could be any of ${candidates.map((spec) => `"${spec.source}"`).join(', ')}`,
			hint: `write the file's path from the docs folder: ${candidates.map((spec) => `"${spec.source}"`).join(' or ')}`,
		};
	}
	const entries = candidates.flatMap(entriesOf);
	const wanted = entryLabel({ kind: reference.kind, method: reference.method ?? 'POST', path: reference.path });
	const matches = (samePath: (path: string) => boolean) =>
		entries.filter(
			(entry) =>
				entry.kind === reference.kind && samePath(entry.path) && (reference.kind === 'webhook' || entry.method === reference.method),
		);
	// As written; else with or without a trailing slash (`/exports/get` for `/exports/get/`), as the hosted platform reads it.
	const withoutSlash = (path: string) => path.replace(/(.)\/+$/, '$1');
	const exact = matches((path) => path === reference.path);
	const found = exact.length > 0 ? exact : matches((path) => withoutSlash(path) === withoutSlash(reference.path));
	// Specs are one per file (see loadSpecs), so these are different files that both have it. A
	// Swagger 2.0 copy beside an OpenAPI 3 file is the older export of the same API: the hosted
	// platform reads only OpenAPI 3, so the one OpenAPI 3 file that has it is meant.
	const openApi3 = found.filter((entry) => entry.spec.document.swagger === undefined);
	if (found.length > 1 && openApi3.length === 1 && !reference.file) return { entry: openApi3[0]! };
	if (found.length > 1 && !reference.file) {
		return {
			error: `"${wanted}" is in several OpenAPI files: ${found.map((entry) => `"${entry.spec.source}"`).join(', ')}`,
			hint: `write the file name before ${reference.kind === 'webhook' ? 'WEBHOOK' : 'the method'}: ${found.map((entry) => `openapi: "${entry.spec.source} ${wanted}"`).join(' or ')}`,
		};
	}
	if (found[0]) return { entry: found[0] };
	return {
		error: `"${wanted}" is not in ${candidates.map((spec) => spec.source).join(', ')}`,
		hint: closestEntriesHint(wanted, entries.map(entryLabel)),
	};
}

/** How many entries a wrong reference is shown: enough to spot the right one, few enough to read. */
const suggestionCount = 5;

/**
 * What a wrong reference may have meant: the entries most like it, closest first, not the first
 * ones of the file (in a spec of hundreds of operations, the right one is rarely among them).
 * "did you mean" names a likely typo first, by edit distance as everywhere else in the engine.
 */
function closestEntriesHint(wanted: string, labels: readonly string[]): string {
	if (labels.length === 0) return 'the spec has no operations or webhooks';
	const quoted = (list: string[]) => list.map((label) => `"${label}"`).join(', ');
	const typo = didYouMean(wanted, labels);
	if (typo) {
		const others = mostSimilar(
			wanted,
			labels.filter((label) => label !== typo),
			suggestionCount - 1,
		);
		return `did you mean "${typo}"?${others.length > 0 ? ` Next closest: ${quoted(others)}` : ''}`;
	}
	const ranked = mostSimilar(wanted, labels, suggestionCount);
	return labels.length > ranked.length ? `the closest of its ${labels.length}: ${quoted(ranked)}` : `it has: ${quoted(ranked)}`;
}
