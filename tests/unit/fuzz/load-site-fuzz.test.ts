import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { globSync } from 'tinyglobby';
import { afterAll, describe, expect, test } from 'vitest';
import { formatProblems } from '../../../src/problems/format.ts';
import { hasErrors } from '../../../src/problems/problem.ts';
import { resolveDocsPaths } from '../../../src/settings/docs-paths.ts';
import { loadSite, type LoadedSite } from '../../../src/site/load-site.ts';
import { expectReadable, notPlainData } from './answers.ts';
import { caseCount } from './case-count.ts';
import { hangGuard, preview } from './hang-guard.ts';
import { mutationsOf, toJsonText, type Json } from './json-mutations.ts';
import { showcaseMutation } from './navigation-inputs.ts';
import { fuzzBudgetMs, fuzzRuns, fuzzSeed } from './settings.ts';

/**
 * Property-based test of reading a whole docs folder (config, pages, OpenAPI files, navigation),
 * on a copy of the showcase: a mistake in docs.json and one in a page's frontmatter give a site
 * model or the list of problems, in strict and lenient builds; never an exception or a hang.
 * Each case reads the whole folder (about 150 ms), so this property runs fewer cases than the
 * ones that test the config and the navigation alone.
 */

const runs = 40;
const caseLimitMs = 10_000;
const propertyBudgetMs = fuzzBudgetMs(40_000);
const guard = hangGuard(caseLimitMs);
const cases = caseCount('site loader fuzz');

const repository = new URL('../../../', import.meta.url).pathname;
const folder = mkdtempSync(join(tmpdir(), 'trellis-site-fuzz-'));
for (const part of ['docs.json', 'openapi.json', 'content', 'public'])
	cpSync(join(repository, part), join(folder, part), { recursive: true });
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const paths = resolveDocsPaths(folder, '');
const showcase = JSON.parse(readFileSync(join(folder, 'docs.json'), 'utf8')) as Json;
const pageFiles = globSync('**/*.mdx', { cwd: paths.pagesRoot }).sort();

/** Frontmatter lines, right and wrong: links that run code, unknown versions, wrong types, broken YAML. */
const frontmatterLines = [
	'title: "Setup"',
	'description: "How to set up."',
	'url: "javascript:alert(document.cookie)"',
	'url: " JavaScript:alert(1)"',
	'url: "data:text/html,<script>alert(1)</script>"',
	'url: ""',
	'url: "https://example.com"',
	'url: "/guides/care-schedules"',
	'version: v3',
	'version: 5',
	'hidden: "yes"',
	'hidden: true',
	'title: [a, b]',
	'title: Setup: the first steps',
	'openapi: "GET /nowhere"',
	'openapi: 5',
	'icon: 5',
	'mode: nope',
	'sidebarTitle: ""',
	'__proto__: { polluted: true }',
	'constructor: x',
];

const pageEdit = fc.option(
	fc
		.tuple(fc.constantFrom(...pageFiles), fc.subarray(frontmatterLines, { minLength: 1, maxLength: 4 }))
		.map(([file, lines]) => ({ file, text: `---\n${lines.join('\n')}\n---\n\nText.\n` })),
	{ nil: undefined },
);

function expectClearAnswer(loaded: LoadedSite): void {
	const shown = formatProblems(loaded.problems, folder);
	if (loaded.site) expect(hasErrors(loaded.problems), shown).toBe(false);
	else expect(hasErrors(loaded.problems), 'no site and no error').toBe(true);
	for (const problem of loaded.problems) {
		expect(problem.message.trim()).not.toBe('');
		expect(problem.file.startsWith(folder), problem.file).toBe(true);
	}
	expectReadable(shown);
	// The site model is handed to the pages as JSON.
	if (loaded.site) expect(notPlainData({ navigation: loaded.site.navigation, pages: loaded.site.pages })).toBeUndefined();
	if (loaded.site) expect(() => JSON.stringify(loaded.site)).not.toThrow();
}

describe('site loader properties', () => {
	test(
		'a mistake in docs.json and in a page, on a copy of the showcase: a site or clear problems',
		() =>
			guard.run(() =>
				fc.assert(
					fc.asyncProperty(mutationsOf(showcase, showcaseMutation, 2), pageEdit, fc.boolean(), async (config, edit, lenient) => {
						cases.count(lenient ? 'lenient' : 'strict');
						const configText = toJsonText(config);
						guard.startCase(() => `${preview(configText)} ${edit ? `${edit.file}: ${preview(edit.text)}` : ''}`);
						writeFileSync(join(folder, 'docs.json'), configText);
						const page = edit ? join(paths.pagesRoot, edit.file) : undefined;
						const original = page ? readFileSync(page) : undefined;
						try {
							if (page && edit) writeFileSync(page, edit.text);
							const loaded = await loadSite(paths, lenient);
							if (loaded.site) cases.reached(lenient ? 'lenient' : 'strict', 'gave a site');
							expectClearAnswer(loaded);
						} finally {
							if (page && original) writeFileSync(page, original);
						}
					}),
					{ numRuns: fuzzRuns(runs), seed: fuzzSeed, timeout: caseLimitMs },
				),
			),
		propertyBudgetMs + 5_000,
	);
});
