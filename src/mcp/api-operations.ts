import { relative, resolve, sep } from 'node:path';
import { buildOperationModel, schemaNamesOf } from '../openapi/build-api-model.ts';
import { mostSimilar } from '../openapi/closest.ts';
import { entriesOf, type ApiEntry } from '../openapi/entries.ts';
import { loadSpec, type LoadedSpec, type SpecFileReader } from '../openapi/load-specs.ts';
import type { ApiSettings } from '../openapi/api-settings.ts';
import type { SiteIndexOperation } from '../postbuild/site-index-schema.ts';
import { publicUrl, type BuiltSite } from './built-site.ts';
import { readPage } from './pages.ts';
import { specJson } from './spec-json.ts';
import type { SiteFiles } from './site-files.ts';
import { decodeText } from '../files/read-text-file.ts';
import { openapiMissing, problemAt } from '../problems/catalogue.ts';

/** What a call asks for: an operation by its method and path (a webhook: `WEBHOOK` and its name), or by its operationId. */
export interface OperationQuery {
	method?: string | undefined;
	path?: string | undefined;
	operationId?: string | undefined;
	/** The version entry the call is about (its operations come first). */
	version?: string | undefined;
}

/** An operation as the tool gives it: what its OpenAPI file says, and where it is documented. */
export type OperationAnswer = Record<string, unknown>;

/**
 * The settings the samples are made with: those of the specs alone (a folder's `api` settings
 * are the pages' business, and the built site does not keep them).
 */
const specOnly: ApiSettings = { playground: 'show', sampleLanguages: [], maintainOrder: false, pillKeys: [], mdx: { servers: [] } };

/**
 * Where the site's files are, as the spec loader names them: a folder of its own, never on the
 * disk, whose files are the site's (read through its files, which keep to the site).
 */
const siteRoot = resolve(sep, 'trellis-built-site');

/** The spec loader's reads, of the site's files: each file read once (it asks whether one exists, then reads it). */
function specReader(files: SiteFiles): SpecFileReader {
	const pathOf = (file: string) => relative(siteRoot, file).split(sep).join('/');
	const reads = new Map<string, Promise<Uint8Array | undefined>>();
	const bytesOf = (file: string) => {
		let read = reads.get(file);
		if (!read) reads.set(file, (read = files.read(pathOf(file))));
		return read;
	};
	return {
		exists: async (file) => (await bytesOf(file)) !== undefined,
		read: async (file) => {
			const bytes = await bytesOf(file);
			return bytes === undefined
				? { problem: problemAt(openapiMissing, { file: files.shown(pathOf(file)) }, undefined) }
				: decodeText(files.shown(pathOf(file)), bytes);
		},
	};
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `GET /plants`, `WEBHOOK plant/sold` */
const label = (operation: Pick<SiteIndexOperation, 'kind' | 'method' | 'path'>) =>
	`${operation.kind === 'webhook' ? 'WEBHOOK' : operation.method} ${operation.path}`;

/** Whether a path the call gives is the operation's: the same template, or a path the template matches (`/plants/42` for `/plants/{id}`). */
function pathMatch(template: string, given: string): 'same' | 'matches' | undefined {
	if (template === given) return 'same';
	const pattern = template
		.split(/(\{[^}]*\})/)
		.map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
		.join('');
	return new RegExp(`^${pattern}/?$`).test(given) ? 'matches' : undefined;
}

/** The API operations of a built site, looked up by what a call gives; each OpenAPI file is read once, when first needed. */
export function apiOperations(site: BuiltSite): {
	find(query: OperationQuery): Promise<{ operation: OperationAnswer } | { error: string }>;
} {
	const specs = new Map<string, Promise<{ spec: LoadedSpec } | { error: string }>>();
	const specAt = (path: string) => {
		let loading = specs.get(path);
		if (!loading) {
			loading = loadSpec(path.replace(/^\//, ''), siteRoot, undefined, specReader(site.files)).then(
				({ spec, problems }) =>
					spec ? { spec } : { error: `${path} could not be read: ${problems.map((problem) => problem.message).join('; ')}` },
				(error: unknown) => {
					// A site that did not answer may the next time.
					specs.delete(path);
					return { error: error instanceof Error ? error.message : String(error) };
				},
			);
			specs.set(path, loading);
		}
		return loading;
	};
	const operations = site.index.operations;
	const known = operations.map(label);

	async function byOperationId(operationId: string): Promise<SiteIndexOperation[]> {
		const found: SiteIndexOperation[] = [];
		for (const path of new Set(operations.filter((operation) => operation.served).map((operation) => operation.spec))) {
			const loaded = await specAt(path);
			if (!('spec' in loaded)) continue;
			for (const entry of entriesOf(loaded.spec)) {
				const id = entry.operation.operationId;
				if (typeof id !== 'string' || id.toLowerCase() !== operationId.toLowerCase()) continue;
				found.push(...operations.filter((operation) => operation.spec === path && sameEntry(operation, entry)));
			}
		}
		return found;
	}

	function byMethodAndPath(method: string, path: string): SiteIndexOperation[] {
		const wantedMethod = method.trim().toUpperCase();
		let wantedPath = path.trim();
		if (/^https?:\/\//i.test(wantedPath)) wantedPath = new URL(wantedPath).pathname;
		const matches = operations.flatMap((operation) => {
			const sameKind =
				wantedMethod === 'WEBHOOK' ? operation.kind === 'webhook' : operation.kind === 'operation' && operation.method === wantedMethod;
			const match = sameKind ? pathMatch(operation.path, wantedPath) : undefined;
			return match ? [{ operation, match }] : [];
		});
		// The template itself before a path it matches (`/plants/mine` is `/plants/mine` before `/plants/{id}`).
		return [...matches.filter(({ match }) => match === 'same'), ...matches.filter(({ match }) => match === 'matches')].map(
			({ operation }) => operation,
		);
	}

	return {
		async find(query) {
			if (operations.length === 0) return { error: 'This site documents no API operation generated from an OpenAPI file.' };
			let candidates: SiteIndexOperation[];
			let asked: string;
			if (query.operationId?.trim()) {
				asked = `operationId "${query.operationId.trim()}"`;
				candidates = await byOperationId(query.operationId.trim());
			} else if (query.method?.trim() && query.path?.trim()) {
				asked = `${query.method.trim().toUpperCase()} ${query.path.trim()}`;
				candidates = byMethodAndPath(query.method, query.path);
			} else {
				return { error: 'Give method and path (such as GET and /plants/{id}), or operationId.' };
			}
			if (candidates.length === 0) {
				const closest = mostSimilar(asked, known, 5);
				return { error: `No operation ${asked} on this site. Closest: ${closest.join(', ')}. list_navigation lists every API page.` };
			}
			const inVersion = (operation: SiteIndexOperation) =>
				query.version === undefined || operation.version === undefined || operation.version === query.version;
			const [chosen, ...others] = [...candidates.filter(inVersion), ...candidates.filter((operation) => !inVersion(operation))];
			const elsewhere = others.map((operation) => ({
				page: operation.page,
				spec: operation.spec,
				...(operation.version ? { version: operation.version } : {}),
			}));
			const answer = await describe(chosen!);
			if ('error' in answer) return answer;
			return { operation: elsewhere.length > 0 ? { ...answer.operation, alsoDocumentedAt: elsewhere } : answer.operation };
		},
	};

	async function describe(operation: SiteIndexOperation): Promise<{ operation: OperationAnswer } | { error: string }> {
		const where = {
			page: operation.page,
			url: publicUrl(site.index, operation.page),
			spec: operation.spec,
			...(operation.version ? { version: operation.version } : {}),
		};
		if (!operation.served) {
			const page = await readPage(site, operation.page);
			return {
				operation: {
					kind: operation.kind,
					method: operation.method,
					path: operation.path,
					...where,
					note: 'The built site does not hold this OpenAPI file (it was read from a URL, or from outside the docs folder): its page, below, documents the operation.',
					...('markdown' in page ? { pageMarkdown: page.markdown } : {}),
				},
			};
		}
		const loaded = await specAt(operation.spec);
		if ('error' in loaded) return loaded;
		const entry = entriesOf(loaded.spec).find((candidate) => sameEntry(operation, candidate));
		if (!entry) return { error: `${operation.spec} no longer has ${label(operation)}: build the site again.` };
		return { operation: { ...operationJson(entry), ...where } };
	}
}

function sameEntry(operation: SiteIndexOperation, entry: ApiEntry): boolean {
	return entry.kind === operation.kind && entry.method === operation.method && entry.path === operation.path;
}

/** The operation as its OpenAPI file says it, `$ref`s resolved; a request and a response as the page's samples show them. */
function operationJson(entry: ApiEntry): OperationAnswer {
	const json = specJson(schemaNamesOf(entry.spec));
	const { operation, pathItem } = entry;
	const model = buildOperationModel(entry, specOnly);
	const parameters = [...asList(pathItem['parameters']), ...asList(operation.parameters)]
		.filter(isObject)
		// An operation's parameter overrides the path's of the same name and place.
		.filter(
			(parameter, index, all) =>
				all.findLastIndex((other) => other['name'] === parameter['name'] && other['in'] === parameter['in']) === index,
		);
	const curl = model.samples.find((sample) => sample.lang === 'bash') ?? model.samples[0];
	const firstResponse = model.responses.find((response) => response.bodies.length > 0);
	return {
		kind: entry.kind,
		method: entry.method,
		path: entry.path,
		...pick(operation, ['operationId', 'summary', 'description', 'tags', 'deprecated']),
		...(model.servers.length > 0 ? { servers: model.servers } : {}),
		...(model.security.length > 0
			? {
					security: model.security.map(({ kind, name, header, query, cookie, description }) => ({
						kind,
						name,
						...definedOf({ header, query, cookie, description }),
					})),
				}
			: {}),
		parameters: parameters.map((parameter) => json(parameter)),
		...(isObject(operation.requestBody) ? { requestBody: json(operation.requestBody) } : {}),
		responses: json(operation.responses ?? {}),
		sample: {
			...(curl ? { request: curl.source } : {}),
			...(model.body ? { requestBody: model.body.example } : {}),
			...(firstResponse ? { response: { status: firstResponse.status, body: firstResponse.bodies[0]!.example } } : {}),
		},
	};
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function pick(object: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
	return Object.fromEntries(keys.flatMap((key) => (object[key] === undefined ? [] : [[key, object[key]]])));
}

function definedOf(object: Record<string, string | undefined>): Record<string, string> {
	return Object.fromEntries(Object.entries(object).filter((entry): entry is [string, string] => entry[1] !== undefined));
}
