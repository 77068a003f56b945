import fc from 'fast-check';
import { stringify } from 'yaml';

/**
 * Mistakes made at random places of a JSON document (a docs.json, an OpenAPI file), shared by the
 * fuzz tests of the loaders that read such documents.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonPath = (string | number)[];

/** Every place in a JSON value: the paths of its objects, arrays and leaves. */
export function pathsOf(value: Json, path: JsonPath = []): JsonPath[] {
	if (Array.isArray(value)) return [path, ...value.flatMap((item, index) => pathsOf(item, [...path, index]))];
	if (value && typeof value === 'object') return [path, ...Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...path, key]))];
	return [path];
}

export function getAt(value: Json, path: JsonPath): Json {
	return path.reduce<Json>((current, segment) => (current as Record<string | number, Json>)[segment]!, value);
}

export function isJsonObject(value: Json | undefined): value is { [key: string]: Json } {
	return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A copy of `root` with the value at `path` replaced (undefined: removed). */
export function setAt(root: Json, path: JsonPath, replacement: Json | undefined): Json {
	if (path.length === 0) return replacement ?? null;
	const copy = structuredClone(root);
	const parent = getAt(copy, path.slice(0, -1)) as Record<string | number, Json> | Json[];
	const key = path.at(-1)!;
	if (replacement !== undefined) (parent as Record<string | number, Json>)[key] = replacement;
	else if (Array.isArray(parent)) parent.splice(Number(key), 1);
	else delete parent[key];
	return copy;
}

/**
 * Deep nesting is written into the text in place of a marker string: JSON.stringify (and
 * fast-check's report of a counterexample) would overflow the stack on the value itself.
 */
const deepMarker = /"deep:(\d+):(array|object)"/g;

function deep(depth: number, kind: 'array' | 'object'): string {
	return `deep:${depth}:${kind}`;
}

function expandDeep(text: string): string {
	return text.replace(deepMarker, (_match, depth: string, kind: string) => {
		const [open, close] = kind === 'array' ? ['[', ']'] : ['{"deeper": ', '}'];
		return `${open.repeat(Number(depth))}"deep"${close.repeat(Number(depth))}`;
	});
}

/** The value as JSON text, deep markers expanded. */
export function toJsonText(value: Json): string {
	return expandDeep(JSON.stringify(value, null, 2) ?? 'null');
}

/**
 * The value as YAML text, deep markers expanded into flow collections (valid YAML too). Strings
 * are double-quoted so that a marker is found as it is in JSON.
 */
export function toYamlText(value: Json): string {
	return expandDeep(stringify(value, { defaultStringType: 'QUOTE_DOUBLE', defaultKeyType: 'PLAIN', lineWidth: 0 }));
}

/** A mistake made at one place of a document. */
export type Mutation = (root: Json, path: JsonPath) => Json;

/** Inserts a key that no schema knows into the deepest object on the path. */
const unknownKey: fc.Arbitrary<Mutation> = fc
	.tuple(fc.string({ minLength: 1, maxLength: 12 }), fc.jsonValue())
	.map<Mutation>(([key, value]) => (root, path) => {
		let objectPath: JsonPath | undefined;
		for (let length = 0; length <= path.length; length++) {
			if (isJsonObject(getAt(root, path.slice(0, length)))) objectPath = path.slice(0, length);
		}
		if (!objectPath || key in (getAt(root, objectPath) as Record<string, Json>)) return root;
		return setAt(root, [...objectPath, key], value as Json);
	});

/**
 * The mistakes of any JSON document: a value removed, of the wrong type, huge (a text up to
 * `maxText` characters), or nested up to `maxDepth` levels.
 */
export function commonMutations(maxText: number, maxDepth: number): fc.Arbitrary<Mutation> {
	return fc.oneof(
		fc.constant<Mutation>((root, path) => setAt(root, path, undefined)),
		fc.jsonValue().map<Mutation>((value) => (root, path) => setAt(root, path, value as Json)),
		fc
			.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), fc.constant(null))
			.map<Mutation>((value) => (root, path) => setAt(root, path, value)),
		fc.array(fc.string(), { maxLength: 4 }).map<Mutation>((value) => (root, path) => setAt(root, path, value)),
		fc.constantFrom('', ' ', '../..', '/', '#').map<Mutation>((value) => (root, path) => setAt(root, path, value)),
		fc.integer({ min: 10_000, max: maxText }).map<Mutation>((length) => (root, path) => setAt(root, path, 'x'.repeat(length))),
		fc.tuple(fc.integer({ min: 20, max: maxDepth }), fc.constantFrom('array', 'object') as fc.Arbitrary<'array' | 'object'>).map<Mutation>(
			([depth, kind]) =>
				(root, path) =>
					setAt(root, path, deep(depth, kind)),
		),
		unknownKey,
	);
}

/** Mistakes for a small document (a docs.json), read in a millisecond: texts up to 200,000 characters, 20,000 levels. */
export const commonMutation = commonMutations(200_000, 20_000);

/** One to `maxSteps` mistakes, each at a random place of `base`. */
export function mutationsOf(base: Json, mutation: fc.Arbitrary<Mutation>, maxSteps = 3): fc.Arbitrary<Json> {
	return fc.array(fc.tuple(mutation, fc.nat()), { minLength: 1, maxLength: maxSteps }).map((steps) =>
		steps.reduce<Json>((root, [mutate, pick]) => {
			const paths = pathsOf(root);
			return mutate(root, paths[pick % paths.length]!);
		}, base),
	);
}
