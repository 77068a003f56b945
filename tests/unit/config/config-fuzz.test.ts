import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, test } from 'vitest';
import { loadConfig, validateConfigText, type LoadedConfig } from '../../../src/config/load-config.ts';
import { formatProblems } from '../../../src/problems/format.ts';
import { hasErrors } from '../../../src/problems/problem.ts';

/**
 * Property-based tests of the config loader: whatever docs.json holds, the answer is a config or
 * a list of clear problems; never an exception, a stack trace or a location outside the file.
 * The seed is fixed so that a failure can be replayed; fast-check prints the counterexample.
 * Runs per property are constants: their sum is the number of cases this file tries.
 */

const seed = 20_261_122;
/** Each property's bound: a hang fails the test here. */
const propertyTimeoutMs = 30_000;
export const configFuzzRuns = { randomJson: 400, mutatedShowcase: 600, unknownKeysOnly: 200, randomBytes: 150 } as const;

const file = '/docs/docs.json';
const showcase: unknown = JSON.parse(readFileSync(new URL('../../../docs.json', import.meta.url), 'utf8'));

const folders: string[] = [];
afterAll(() => {
	for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** What every answer must be, for the text it was given. */
function expectClearAnswer(text: string, loaded: LoadedConfig): void {
	if (loaded.config) {
		expect(hasErrors(loaded.problems), formatProblems(loaded.problems)).toBe(false);
	} else {
		expect(hasErrors(loaded.problems), 'no config and no error').toBe(true);
	}
	const lineCount = text.split('\n').length;
	for (const problem of loaded.problems) {
		expect(problem.message.trim()).not.toBe('');
		expect(problem.file).toBe(file);
		if (problem.line !== undefined) {
			expect(problem.line).toBeGreaterThanOrEqual(1);
			expect(problem.line).toBeLessThanOrEqual(lineCount);
		}
		if (problem.column !== undefined) expect(problem.column).toBeGreaterThanOrEqual(1);
	}
	const shown = formatProblems(loaded.problems, '/docs');
	expect(shown).not.toMatch(/^\s+at\s/m);
	expect(shown).not.toMatch(/\b[A-Z]\w*Error\b/);
	expect(shown).not.toMatch(/\[object Object\]|undefined/);
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

/** Every place in a JSON value: the paths of its objects, arrays and leaves. */
function pathsOf(value: Json, path: Path = []): Path[] {
	if (Array.isArray(value)) return [path, ...value.flatMap((item, index) => pathsOf(item, [...path, index]))];
	if (value && typeof value === 'object') return [path, ...Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...path, key]))];
	return [path];
}

function getAt(value: Json, path: Path): Json {
	return path.reduce<Json>((current, segment) => (current as Record<string | number, Json>)[segment]!, value);
}

/** A copy of `root` with the value at `path` replaced (undefined: removed). */
function setAt(root: Json, path: Path, replacement: Json | undefined): Json {
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

function toText(value: Json): string {
	return (JSON.stringify(value, null, 2) ?? 'null').replace(deepMarker, (_match, depth: string, kind: string) => {
		const [open, close] = kind === 'array' ? ['[', ']'] : ['{"deeper": ', '}'];
		return `${open.repeat(Number(depth))}"deep"${close.repeat(Number(depth))}`;
	});
}

/** A mistake made at one place of a config. */
type Mutation = (root: Json, path: Path) => Json;

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
	fc.constant<Mutation>((root, path) => setAt(root, path, undefined)),
	fc.jsonValue().map<Mutation>((value) => (root, path) => setAt(root, path, value as Json)),
	fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), fc.constant(null)).map<Mutation>((value) => (root, path) => setAt(root, path, value)),
	fc.array(fc.string(), { maxLength: 4 }).map<Mutation>((value) => (root, path) => setAt(root, path, value)),
	fc.integer({ min: 10_000, max: 200_000 }).map<Mutation>((length) => (root, path) => setAt(root, path, 'x'.repeat(length))),
	fc.tuple(fc.integer({ min: 20, max: 20_000 }), fc.constantFrom('array', 'object')).map<Mutation>(([depth, kind]) => (root, path) => setAt(root, path, `deep:${depth}:${kind}`)),
	unknownKey().map<Mutation>((insert) => insert),
);

/** Inserts a key the schema does not know into the deepest object on the path. */
function unknownKey(): fc.Arbitrary<Mutation> {
	return fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), fc.jsonValue()).map<Mutation>(([key, value]) => (root, path) => {
		const isObject = (candidate: Json) => candidate !== null && typeof candidate === 'object' && !Array.isArray(candidate);
		let objectPath: Path | undefined;
		for (let length = 0; length <= path.length; length++) {
			if (isObject(getAt(root, path.slice(0, length)))) objectPath = path.slice(0, length);
		}
		if (!objectPath || key in (getAt(root, objectPath) as Record<string, Json>)) return root;
		return setAt(root, [...objectPath, key], value as Json);
	});
}

/** One to three mistakes at random places of the showcase config. */
const mutatedShowcase: fc.Arbitrary<Json> = fc
	.array(fc.tuple(mutation, fc.nat()), { minLength: 1, maxLength: 3 })
	.map((steps) =>
		steps.reduce<Json>((root, [mutate, pick]) => {
			const paths = pathsOf(root);
			return mutate(root, paths[pick % paths.length]!);
		}, showcase as Json),
	);

describe('config loader properties', () => {
	test(`random JSON: a config or clear problems (${configFuzzRuns.randomJson} runs)`, () => {
		fc.assert(
			fc.property(fc.jsonValue(), (value) => {
				const text = toText(value as Json);
				expectClearAnswer(text, validateConfigText(file, text));
			}),
			{ numRuns: configFuzzRuns.randomJson, seed },
		);
	}, propertyTimeoutMs);

	test(`mutations of the showcase docs.json: a config or clear problems (${configFuzzRuns.mutatedShowcase} runs)`, () => {
		fc.assert(
			fc.property(mutatedShowcase, (value) => {
				const text = toText(value);
				expectClearAnswer(text, validateConfigText(file, text));
			}),
			{ numRuns: configFuzzRuns.mutatedShowcase, seed },
		);
	}, propertyTimeoutMs);

	test(`unknown keys alone only warn: the rest of the config is used (${configFuzzRuns.unknownKeysOnly} runs)`, () => {
		const objectPaths = pathsOf(showcase as Json).filter((path) => {
			const value = getAt(showcase as Json, path);
			return value !== null && typeof value === 'object' && !Array.isArray(value);
		});
		// Keys that some schema accepts as a free-form value (look options, metadata) are left out:
		// an unknown key there is no mistake.
		const freeForm = new Set(['metadata', 'footerSocials', 'theme', 'layout', 'rounded', 'sidebar', 'topbar', 'background', 'codeBlock', 'eyebrow', 'analytics', 'integrations', 'mintlify']);
		const checked = objectPaths.filter((path) => !path.some((segment) => freeForm.has(String(segment))));
		fc.assert(
			fc.property(fc.constantFrom(...checked), fc.stringMatching(/^[a-z][a-zA-Z]{0,11}$/), fc.jsonValue(), (path, key, value) => {
				const holder = getAt(showcase as Json, path) as Record<string, Json>;
				fc.pre(!(key in holder) && !['__proto__', 'constructor'].includes(key));
				const text = JSON.stringify(setAt(showcase as Json, [...path, key], value as Json), null, 2);
				const loaded = validateConfigText(file, text);
				expectClearAnswer(text, loaded);
				expect(loaded.config, formatProblems(loaded.problems)).toBeDefined();
				expect(loaded.problems.some((problem) => problem.severity === 'warning' && problem.message.includes(`"${key}"`))).toBe(true);
			}),
			{ numRuns: configFuzzRuns.unknownKeysOnly, seed },
		);
	}, propertyTimeoutMs);

	test(`random bytes as docs.json, read from a folder: clear problems (${configFuzzRuns.randomBytes} runs)`, () => {
		const folder = mkdtempSync(join(tmpdir(), 'trellis-config-fuzz-'));
		folders.push(folder);
		const text = JSON.stringify(showcase, null, 2);
		// Random bytes, and the showcase with random bytes written over a part of it.
		const bytes = fc.oneof(
			fc.uint8Array({ maxLength: 2_000 }),
			fc.tuple(fc.nat(text.length), fc.uint8Array({ minLength: 1, maxLength: 8 })).map(([at, noise]) => {
				const base = Buffer.from(text);
				return Buffer.concat([base.subarray(0, at), noise, base.subarray(at + noise.length)]);
			}),
		);
		fc.assert(
			fc.property(bytes, (content) => {
				writeFileSync(join(folder, 'docs.json'), content);
				const loaded = loadConfig(folder);
				expect(loaded.problems.every((problem) => problem.file === join(folder, 'docs.json'))).toBe(true);
				expectClearAnswer(Buffer.from(content).toString('utf8'), { ...loaded, problems: loaded.problems.map((problem) => ({ ...problem, file })) });
			}),
			{ numRuns: configFuzzRuns.randomBytes, seed },
		);
	}, propertyTimeoutMs);
});
