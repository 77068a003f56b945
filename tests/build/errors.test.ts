import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import type { BuildResult } from '../support/build-site.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { sharedBuild } from '../support/shared-build.ts';
import { stackTraceLines, stripAnsi } from './html.ts';

/**
 * Builds of broken docs folders: they stop with a non-zero exit code and list every problem
 * together, each as `severity: file:line:column [json.path:] message` with a `  fix:` line when a
 * fix is likely, and never a stack trace. Unknown keys only warn: tests/unit/site/unknown-keys.test.ts.
 */

interface Outcome {
	build: BuildResult;
	/** stdout and stderr, without colours. */
	output: string;
	lines: string[];
}

const outcomes: Record<string, Outcome> = {};
const fixtures = {
	'broken-json': fixtureBuilds.brokenJson,
	'broken-config': fixtureBuilds.brokenConfig,
	'broken-navigation': fixtureBuilds.brokenNavigation,
	'broken-pages': fixtureBuilds.brokenPages,
};

beforeAll(async () => {
	for (const [name, request] of Object.entries(fixtures)) {
		const build = await sharedBuild(request);
		const output = stripAnsi(`${build.stdout}\n${build.stderr}`);
		outcomes[name] = { build, output, lines: output.split('\n').map((line) => line.trimEnd()) };
	}
});

/** The line that starts with `start`, and the line after it. */
function problem(outcome: Outcome, start: string): { line: string; next: string | undefined } {
	const index = outcome.lines.findIndex((line) => line.startsWith(start));
	if (index < 0) throw new Error(`no line starting with:\n  ${start}\nin the build output:\n${outcome.output}`);
	return { line: outcome.lines[index]!, next: outcome.lines[index + 1] };
}

function expectFailedWithoutStackTrace(outcome: Outcome): void {
	expect(outcome.build.exitCode, outcome.output).not.toBe(0);
	expect(stackTraceLines(outcome.output), 'stack trace lines').toEqual([]);
	expect(existsSync(join(outcome.build.outDir, 'index.html')), 'no site is written').toBe(false);
}

describe('invalid JSON', () => {
	test('fails without a stack trace', () => {
		expectFailedWithoutStackTrace(outcomes['broken-json']!);
	});

	test('names file:line:column, what was expected, and the fix', () => {
		const { line, next } = problem(outcomes['broken-json']!, 'error: tests/fixtures/broken-json/docs.json:');
		expect(line).toBe('error: tests/fixtures/broken-json/docs.json:3:3 invalid JSON: comma expected');
		expect(next).toBe('  fix: add a comma between the two items');
	});

	test('ends with the count and says the build stopped', () => {
		const { lines } = outcomes['broken-json']!;
		expect(lines).toContain('1 error, 0 warnings');
		expect(lines.some((line) => /build stopped/i.test(line))).toBe(true);
	});
});

describe('schema errors', () => {
	const file = 'error: tests/fixtures/broken-config/docs.json';

	test('fail without a stack trace', () => {
		expectFailedWithoutStackTrace(outcomes['broken-config']!);
	});

	test('a missing required name names the property and its type', () => {
		const { line } = problem(outcomes['broken-config']!, `${file}:1:1 name:`);
		expect(line).toBe(`${file}:1:1 name: missing required property "name" (a string)`);
	});

	test('a bad hex colour shows the expected form and the value found', () => {
		const { line } = problem(outcomes['broken-config']!, `${file}:3:5 colors.primary:`);
		expect(line).toBe(`${file}:3:5 colors.primary: expected a hex colour such as "#16A34A", found "#12345G"`);
	});

	test('a bad enum value lists the allowed values and suggests the close one', () => {
		const mode = problem(outcomes['broken-config']!, `${file}:6:5 modeToggle.default:`);
		expect(mode.line).toBe(`${file}:6:5 modeToggle.default: expected one of "light", "dark", found "drak"`);
		expect(mode.next).toBe('  fix: did you mean "dark"?');
		const button = problem(outcomes['broken-config']!, `${file}:9:5 topbarCtaButton.type:`);
		expect(button.line).toBe(`${file}:9:5 topbarCtaButton.type: expected one of "link", "github", found "githib"`);
		expect(button.next).toBe('  fix: did you mean "github"?');
	});

	test('all of them are listed in one run', () => {
		expect(outcomes['broken-config']!.lines).toContain('4 errors, 0 warnings');
	});
});

describe('navigation errors', () => {
	const file = 'error: tests/fixtures/broken-navigation/docs.json';

	test('fail without a stack trace', () => {
		expectFailedWithoutStackTrace(outcomes['broken-navigation']!);
	});

	test('a page that does not exist is named by its JSON path, with the close existing page as the fix', () => {
		const { line, next } = problem(outcomes['broken-navigation']!, `${file}:10:46 `);
		expect(line).toBe(
			`${file}:10:46 navigation[1].pages[2]: page "guides/instal" does not exist: no guides/instal.mdx or guides/instal.md`,
		);
		expect(next).toBe('  fix: did you mean "guides/install"?');
	});

	test('a page listed twice names both places', () => {
		const { line, next } = problem(outcomes['broken-navigation']!, `${file}:10:37 `);
		expect(line).toBe(`${file}:10:37 navigation[1].pages[1]: page "intro" is listed twice: also at navigation[0].pages[0]`);
		expect(next).toMatch(/^ {2}fix: /);
	});

	test('both are listed in one run', () => {
		expect(outcomes['broken-navigation']!.lines).toContain('2 errors, 0 warnings');
	});
});

describe('page errors', () => {
	const folder = 'error: tests/fixtures/broken-pages';

	test('fail without a stack trace', () => {
		expectFailedWithoutStackTrace(outcomes['broken-pages']!);
	});

	test('an unclosed component tag is reported at its line and column, with a fix about closing it', () => {
		const { line, next } = problem(outcomes['broken-pages']!, `${folder}/unclosed-tag.mdx:`);
		expect(line).toMatch(
			/^error: tests\/fixtures\/broken-pages\/unclosed-tag\.mdx:8:1 MDX syntax error: Expected a closing tag for `<Note>`/,
		);
		expect(next).toMatch(/^ {2}fix: .*(closing tag|close the tag|\/>)/);
	});

	test('an unclosed expression brace is reported in the same run, with a fix about the brace', () => {
		const { line, next } = problem(outcomes['broken-pages']!, `${folder}/unclosed-brace.mdx:`);
		expect(line).toMatch(/^error: tests\/fixtures\/broken-pages\/unclosed-brace\.mdx:6:14 MDX syntax error: .*closing brace/);
		expect(next).toMatch(/^ {2}fix: /);
		// The fix must be about the "{" that is not closed, not about tags or "<".
		expect(next).toContain('{');
		expect(next).not.toMatch(/tag|&lt;/);
	});

	test('frontmatter that is not YAML is reported at the line and column of the mistake', () => {
		// Line 2 of the file is `title: Plants: an overview`; the second colon (column 14) is the mistake.
		const { line, next } = problem(outcomes['broken-pages']!, `${folder}/bad-frontmatter.mdx:`);
		expect(line).toMatch(/^error: tests\/fixtures\/broken-pages\/bad-frontmatter\.mdx:2:8 frontmatter is not valid YAML: /);
		expect(next).toMatch(/^ {2}fix: .*quote/);
	});

	test('a page whose frontmatter is broken is not also reported as a missing file', () => {
		const { output } = outcomes['broken-pages']!;
		expect(output).not.toMatch(/page "bad-frontmatter" does not exist/);
	});

	test('the page that is fine is not reported', () => {
		expect(outcomes['broken-pages']!.output).not.toContain('broken-pages/intro.mdx');
	});
});
