import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatJsonPath } from '../../../src/files/json-source.ts';
import { validateConfigText } from '../../../src/config/load-config.ts';
import { isSafeUrl } from '../../../src/config/schema/shared.ts';
import { navigateLegacy } from '../support/navigation-input.ts';
import { walkPages } from '../../../src/navigation/nav-tree.ts';
import type { ConfigLocator } from '../../../src/navigation/page-items.ts';
import type { NavigationModel } from '../../../src/navigation/types.ts';
import { scanPages, type PageFile } from '../../../src/page-files/scan-pages.ts';
import { formatProblems } from '../../../src/problems/format.ts';
import { hasErrors, type Problem } from '../../../src/problems/problem.ts';
import { expectReadable, notPlainData } from './answers.ts';
import { caseCount } from './case-count.ts';
import { hangGuard, preview } from './hang-guard.ts';
import { mutationsOf, toJsonText, type Json } from './json-mutations.ts';
import { navigationShape, pageMap, showcaseMutation } from './navigation-inputs.ts';
import { fuzzBudgetMs, fuzzRuns, fuzzSeed } from './settings.ts';

/**
 * Property-based tests of the navigation: whatever docs.json holds (tabs, anchors, groups in
 * groups, versions, page paths that leave the folder, are empty or repeat) and whatever the
 * pages' frontmatter says, the config loader and the navigation builder give a model that is
 * plain data with safe links, or problems that say where and what; never an exception or a hang.
 */

const runs = { mutatedShowcase: 400, shapes: 400 } as const;
const caseLimitMs = 10_000;
/** Both properties take about 2 s. */
const propertyBudgetMs = fuzzBudgetMs(30_000);
const guard = hangGuard(caseLimitMs);
const cases = caseCount('navigation fuzz');

const configFile = '/docs/docs.json';
const locate: ConfigLocator = (path) => ({ file: configFile, jsonPath: formatJsonPath(path) });
const showcase = JSON.parse(readFileSync(new URL('../../../docs.json', import.meta.url), 'utf8')) as Json & Record<string, Json>;
const showcasePages = scanPages(fileURLToPath(new URL('../../../content/', import.meta.url))).pages;

function expectClearProblems(problems: readonly Problem[]): void {
	for (const problem of problems) {
		expect(problem.message.trim()).not.toBe('');
		expect(problem.file).toBe(configFile);
	}
	expectReadable(formatProblems(problems, '/docs'));
}

/** Every link of the model: page, section, sidebar, prev/next and version-menu targets. */
function linksOf(model: NavigationModel): string[] {
	return [
		model.homeHref,
		...[...model.tabs, ...model.anchors].flatMap((section) => [section.href, ...Object.values(section.hrefInTab ?? {})]),
		...Object.values(model.sidebars).flatMap((items) => walkPages(items).map((page) => page.href)),
		...Object.values(model.pages).flatMap((placement) => [
			placement.href,
			...Object.values(placement.versionTargets),
			...Object.values(placement.prevNext).flatMap((links) =>
				[links.prev?.href, links.next?.href].filter((href): href is string => href !== undefined),
			),
		]),
		...model.versions.flatMap((version) => (version.url ? [version.url] : [])),
	];
}

function expectWholeModel(model: NavigationModel, pages: ReadonlyMap<string, PageFile>): void {
	// The model is handed to the pages as JSON: plain data, nothing lost on the way.
	expect(notPlainData(model)).toBeUndefined();
	for (const path of pages.keys())
		expect(Object.hasOwn(model.pages, path) && model.pages[path]!.path === path, `placement of ${path}`).toBe(true);
	for (const link of linksOf(model)) {
		expect(typeof link).toBe('string');
		// A section's href is filled in only when it holds a page.
		if (link !== '') expect(isSafeUrl(link), link).toBe(true);
	}
}

/** Loads the config text; when it is valid, builds its navigation over `pages`. */
function navigates(property: string, text: string, pages: ReadonlyMap<string, PageFile>): void {
	cases.count(property);
	guard.startCase(() => preview(text));
	const loaded = validateConfigText(configFile, text);
	expectClearProblems(loaded.problems);
	if (!loaded.config) {
		expect(hasErrors(loaded.problems), 'no config and no error').toBe(true);
		return;
	}
	cases.reached(property, 'built a navigation');
	if (!loaded.config.legacy) throw new Error('expected a legacy config');
	const { model, problems } = navigateLegacy(loaded.config.legacy.navigation, pages, [], locate);
	expectClearProblems(problems);
	expectWholeModel(model, pages);
}

const options = () => ({ seed: fuzzSeed });

describe('navigation properties', () => {
	test(
		'mutations of the showcase docs.json, over the showcase pages: a model or clear problems',
		() =>
			guard.run(() =>
				fc.assert(
					fc.property(mutationsOf(showcase, showcaseMutation), (value) => navigates('mutated showcase', toJsonText(value), showcasePages)),
					{ ...options(), numRuns: fuzzRuns(runs.mutatedShowcase) },
				),
			),
		propertyBudgetMs + 5_000,
	);

	test(
		'random tabs, anchors, groups and versions, over random pages: a model or clear problems',
		() =>
			guard.run(() =>
				fc.assert(
					fc.property(
						fc.oneof({ weight: 3, arbitrary: navigationShape(false) }, { weight: 1, arbitrary: navigationShape(true) }),
						fc.option(pageMap, { nil: undefined }),
						(shape, pages) => {
							const { tabs: _tabs, anchors: _anchors, versions: _versions, ...rest } = showcase as Record<string, Json>;
							navigates('shapes', JSON.stringify({ ...rest, ...shape }, null, 2), pages ?? showcasePages);
						},
					),
					{ ...options(), numRuns: fuzzRuns(runs.shapes) },
				),
			),
		propertyBudgetMs + 5_000,
	);
});
