import { describe, expect, it } from 'vitest';
import { formatProblems } from '../../../src/problems/format.ts';
import { resolveDocsPaths } from '../../../src/settings/docs-paths.ts';
import { loadSite } from '../../../src/site/load-site.ts';
import { pageRouteData } from '../../../src/site/route-data.ts';
import { projectRoot } from '../../support/build-site.ts';

/**
 * tests/fixtures/unknown-key-warning, read strictly with no build: a docs.json with misspelt and
 * unknown keys, at the top level and nested. Unknown keys only warn (what a build prints is these
 * problems, formatted the same way): the rest of the config is what the pages use.
 */

const loaded = await loadSite(resolveDocsPaths(projectRoot, 'tests/fixtures/unknown-key-warning'), false);
const printed = formatProblems(loaded.problems, projectRoot);
const lines = printed.split('\n');
const file = 'warning: tests/fixtures/unknown-key-warning/docs.json';

/** The printed line that starts with `start`, and the line after it. */
function problem(start: string): { line: string; next: string | undefined } {
	const index = lines.findIndex((line) => line.startsWith(start));
	if (index < 0) return expect.unreachable(`no line starting with:\n  ${start}\nin:\n${printed}`);
	return { line: lines[index]!, next: lines[index + 1] };
}

describe('unknown keys', () => {
	it('only warn: the folder loads and its pages use the rest of the config', () => {
		expect(printed).not.toMatch(/^error:/m);
		expect(lines.at(-1)).toBe('0 errors, 3 warnings');
		const site = loaded.site ?? expect.unreachable(printed);
		const { chrome } = pageRouteData(site, 'intro', []);
		expect(chrome.head.title).toBe('Intro - Unknown keys');
		expect(chrome.topBar.primary).toMatchObject({ kind: 'link', label: 'Sign up', href: 'https://example.com/signup' });
	});

	it('a top-level unknown key close to a known one says "did you mean"', () => {
		const { line, next } = problem(`${file}:3:3 `);
		expect(line).toBe(`${file}:3:3 favicn: unknown key "favicn": ignored`);
		expect(next).toBe('  fix: did you mean "favicon"?');
	});

	it('a nested unknown key is named by its JSON path, with "did you mean"', () => {
		const { line, next } = problem(`${file}:9:5 `);
		expect(line).toBe(`${file}:9:5 topbarCtaButton.arow: unknown key "arow": ignored`);
		expect(next).toBe('  fix: did you mean "arrow"?');
	});

	it('an unknown key close to no known key warns without a suggestion', () => {
		const { line, next } = problem(`${file}:4:3 `);
		expect(line).toBe(`${file}:4:3 basePath: unknown key "basePath": ignored`);
		expect(next).not.toMatch(/^ {2}fix:/);
	});

	it('no stack trace', () => {
		expect(lines.filter((line) => /^\s+at\s/.test(line))).toEqual([]);
	});
});
