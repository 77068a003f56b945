import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, test } from 'vitest';
import { loadConfig, validateConfigText, type LoadedConfig } from '../../../src/config/load-config.ts';
import { formatProblems } from '../../../src/problems/format.ts';
import { hasErrors } from '../../../src/problems/problem.ts';
import { expectReadable } from '../fuzz/answers.ts';
import { caseCount } from '../fuzz/case-count.ts';
import { hangGuard, preview } from '../fuzz/hang-guard.ts';
import { commonMutation, getAt, mutationsOf, pathsOf, setAt, toJsonText, type Json } from '../fuzz/json-mutations.ts';
import { fuzzBudgetMs, fuzzRuns, fuzzSeed } from '../fuzz/settings.ts';

/**
 * Property-based tests of the config loader: whatever docs.json holds, the answer is a config or
 * a list of clear problems; never an exception, a stack trace or a location outside the file.
 * fast-check prints the counterexample; tests/unit/fuzz/settings.ts has the seed. The suite
 * prints how many cases ran; tests/unit/fuzz/hang-guard.ts makes a case that hangs fail.
 */

const runs = { randomJson: 400, mutatedShowcase: 600, unknownKeysOnly: 200, randomBytes: 150 } as const;
/** One case may take this long before it counts as a hang; each takes about a millisecond. */
const caseLimitMs = 10_000;
/** A property that has not finished in this time fails: its cases became far slower (all four take 2 s now). */
const propertyBudgetMs = fuzzBudgetMs(30_000);
const guard = hangGuard(caseLimitMs);
const cases = caseCount('config fuzz');

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
	expectReadable(formatProblems(loaded.problems, '/docs'));
}

/** Validates a config text as one case of a property. */
function validates(property: string, text: string): LoadedConfig {
	cases.count(property);
	guard.startCase(() => preview(text));
	const loaded = validateConfigText(file, text);
	expectClearAnswer(text, loaded);
	return loaded;
}

/** One to three mistakes at random places of the showcase config. */
const mutatedShowcase = mutationsOf(showcase as Json, commonMutation);

/** Runs a property under the hang guard, bounded in time, with the fixed seed. */
function check<T extends unknown[]>(numRuns: number, property: fc.IProperty<T>): Promise<void> {
	return guard.run(() => fc.assert(property, { numRuns: fuzzRuns(numRuns), seed: fuzzSeed }));
}

describe('config loader properties', () => {
	test(
		'random JSON: a config or clear problems',
		() =>
			check(
				runs.randomJson,
				fc.property(fc.jsonValue(), (value) => void validates('random JSON', toJsonText(value as Json))),
			),
		propertyBudgetMs + 5_000,
	);

	test(
		'mutations of the showcase docs.json: a config or clear problems',
		() =>
			check(
				runs.mutatedShowcase,
				fc.property(mutatedShowcase, (value) => void validates('mutated showcase', toJsonText(value))),
			),
		propertyBudgetMs + 5_000,
	);

	test(
		'unknown keys alone only warn: the rest of the config is used',
		() => {
			const objectPaths = pathsOf(showcase as Json).filter((path) => {
				const value = getAt(showcase as Json, path);
				return value !== null && typeof value === 'object' && !Array.isArray(value);
			});
			// Keys that some schema accepts as a free-form value (look options, metadata) are left out:
			// an unknown key there is no mistake.
			const freeForm = new Set([
				'metadata',
				'footerSocials',
				'theme',
				'layout',
				'rounded',
				'sidebar',
				'topbar',
				'background',
				'codeBlock',
				'eyebrow',
				'analytics',
				'integrations',
				'mintlify',
			]);
			const checked = objectPaths.filter((path) => !path.some((segment) => freeForm.has(String(segment))));
			return check(
				runs.unknownKeysOnly,
				fc.property(fc.constantFrom(...checked), fc.stringMatching(/^[a-z][a-zA-Z]{0,11}$/), fc.jsonValue(), (path, key, value) => {
					const holder = getAt(showcase as Json, path) as Record<string, Json>;
					fc.pre(!(key in holder) && !['__proto__', 'constructor'].includes(key));
					const loaded = validates('unknown keys', JSON.stringify(setAt(showcase as Json, [...path, key], value as Json), null, 2));
					expect(loaded.config, formatProblems(loaded.problems)).toBeDefined();
					expect(loaded.problems.some((problem) => problem.severity === 'warning' && problem.message.includes(`"${key}"`))).toBe(true);
				}),
			);
		},
		propertyBudgetMs + 5_000,
	);

	test(
		'random bytes as docs.json, read from a folder: clear problems',
		() => {
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
			return check(
				runs.randomBytes,
				fc.property(bytes, (content) => {
					cases.count('random bytes');
					guard.startCase(() => preview(Buffer.from(content).toString('utf8')));
					writeFileSync(join(folder, 'docs.json'), content);
					const loaded = loadConfig(folder);
					expect(loaded.problems.every((problem) => problem.file === join(folder, 'docs.json'))).toBe(true);
					expectClearAnswer(Buffer.from(content).toString('utf8'), {
						...loaded,
						problems: loaded.problems.map((problem) => ({ ...problem, file })),
					});
				}),
			);
		},
		propertyBudgetMs + 5_000,
	);
});
