import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, test } from 'vitest';
import { entriesOf } from '../../../src/openapi/entries.ts';
import { loadSpec, type LoadedSpec } from '../../../src/openapi/load-specs.ts';
import { formatProblems } from '../../../src/problems/format.ts';
import { hasErrors, type Problem } from '../../../src/problems/problem.ts';
import { expectReadable } from './answers.ts';
import { caseCount } from './case-count.ts';
import { hangGuard, preview } from './hang-guard.ts';
import { fuzzBudgetMs, fuzzRuns, fuzzSeed } from './settings.ts';
import { mutatedSpec, randomSpec, randomText, yamlSoup, type SpecText } from './spec-inputs.ts';

/**
 * Property-based tests of the OpenAPI loader (reading, YAML and JSON parsing, validation, `$ref`
 * dereferencing): whatever the file holds, the answer is a spec or problems that say what is
 * wrong, never an exception, a stack trace or a hang. fast-check prints the counterexample;
 * settings.ts has the seed.
 */

const runs = { randomSpec: 100, yamlSoup: 250, randomText: 100, mutatedSpec: 80 } as const;

/** One case may take this long before the watchdog calls it a hang; each loads in milliseconds. */
const caseLimitMs = 10_000;
/** A property that has not finished in this time fails: its cases became far slower (the slowest takes about 6 s now). */
const propertyBudgetMs = fuzzBudgetMs(40_000);
const guard = hangGuard(caseLimitMs);
const cases = caseCount('OpenAPI loader fuzz');

const folder = mkdtempSync(join(tmpdir(), 'trellis-spec-fuzz-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function expectClearAnswer(input: SpecText, location: string, result: { spec?: LoadedSpec; problems: Problem[] }): void {
	const shown = formatProblems(result.problems, folder);
	if (result.spec) expect(hasErrors(result.problems), shown).toBe(false);
	else expect(hasErrors(result.problems), 'no spec and no error').toBe(true);
	const lineCount = input.text.split('\n').length;
	for (const problem of result.problems) {
		expect(typeof problem.message === 'string' && problem.message.trim() !== '', 'a message').toBe(true);
		expect(problem.file).toBe(location);
		if (problem.line !== undefined) {
			expect(problem.line).toBeGreaterThanOrEqual(1);
			expect(problem.line).toBeLessThanOrEqual(lineCount);
		}
		if (problem.column !== undefined) expect(problem.column).toBeGreaterThanOrEqual(1);
	}
	expectReadable(shown);
	// What the rest of the engine does first with a spec: list its operations and webhooks.
	if (result.spec) expect(() => entriesOf(result.spec!)).not.toThrow();
}

/** Saves the text and loads it as the build would. */
async function loads(property: string, input: SpecText): Promise<void> {
	cases.count(property);
	guard.startCase(() => `${input.name} ${preview(input.text)}`);
	writeFileSync(join(folder, input.name), input.text);
	const result = await loadSpec(input.name, folder);
	expectClearAnswer(input, join(folder, input.name), result);
}

function check(property: keyof typeof runs, inputs: fc.Arbitrary<SpecText>): Promise<void> {
	return guard.run(() =>
		fc.assert(
			fc.asyncProperty(inputs, (input) => loads(property, input)),
			{
				numRuns: fuzzRuns(runs[property]),
				seed: fuzzSeed,
				// A promise that never settles leaves the thread free: fast-check's own timer fails the case.
				timeout: caseLimitMs,
			},
		),
	);
}

describe('OpenAPI loader properties', () => {
	test(`random JSON and YAML values: a spec or clear problems`, () => check('randomSpec', randomSpec), propertyBudgetMs + 5_000);
	test(
		`YAML anchors, aliases, tags and odd scalars: a spec or clear problems`,
		() => check('yamlSoup', yamlSoup),
		propertyBudgetMs + 5_000,
	);
	test(`any text or bytes: clear problems`, () => check('randomText', randomText), propertyBudgetMs + 5_000);
	test(`mutations of the showcase spec: a spec or clear problems`, () => check('mutatedSpec', mutatedSpec), propertyBudgetMs + 5_000);
});
