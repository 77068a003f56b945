import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CompatReport } from '../../src/report/compat-report.ts';
import type { BuildResult } from '../support/build-site.ts';
import { ownBuild } from '../support/own-build.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { sharedBuild } from '../support/shared-build.ts';
import { find, findAll, pageExists, pageHtml, query, stackTraceLines, stripAnsi, textOf } from './html.ts';

/**
 * tests/fixtures/lenient-site holds one problem of each kind a folder being moved over meets: a
 * navigation entry without a page, a page whose MDX does not compile, a page whose frontmatter
 * is not YAML, an unknown component, an accordion without its title, a broken link and an `openapi:`
 * reference to an operation the spec does not have. Built strict, it stops with every problem;
 * built with LENIENT=1, it builds: the failing pages say what is wrong, the others are intact,
 * and trellis-report.json lists it all. Braces whose name nothing defines show as written there. (MDX as Mintlify folders write it: mdx-compat.test.ts.)
 */

const fixture = 'tests/fixtures/lenient-site';
let strict: BuildResult;
let lenient: BuildResult;
let lenientAgain: BuildResult;

const output = (build: BuildResult) => stripAnsi(`${build.stdout}\n${build.stderr}`);
const lines = (build: BuildResult) =>
	output(build)
		.split('\n')
		.map((line) => line.trimEnd());
const report = (build: BuildResult): CompatReport => JSON.parse(readFileSync(join(build.outDir, 'trellis-report.json'), 'utf8'));
const proseOf = (build: BuildResult, href: string) => find(pageHtml(build.outDir, href), 'div', { class: 'prose' });

beforeAll(async () => {
	strict = await sharedBuild(fixtureBuilds.lenientSite[0]);
	lenient = await sharedBuild(fixtureBuilds.lenientSite[1]);
	// A second build of its own, to compare with the first.
	lenientAgain = await ownBuild({ docsDir: fixture, env: { LENIENT: '1' } });
});

afterAll(() => {
	if (lenientAgain) rmSync(lenientAgain.outDir, { recursive: true, force: true });
});

/** The problems as the build prints them, for both modes: only the severity differs. */
function problemLines(severity: 'error' | 'warning'): string[] {
	const file = (name: string) => `${severity}: ${fixture}/${name}`;
	return [
		`${file('api/bad-reference.mdx')}:3 openapi: "DELETE /plants" is not in openapi.yaml`,
		'  fix: it has: "GET /plants"',
		`${file('bad-frontmatter.mdx')}:2:8 frontmatter is not valid YAML: this value holds ": ", which YAML reads as the start of another key`,
		'  fix: quote values that contain a colon, e.g. title: "Plants: an overview"',
		`${file('docs.json')}:7:112 navigation[0].pages[6]: page "missing-page" does not exist: no missing-page.mdx or missing-page.md`,
		'  fix: create missing-page.mdx, or remove the entry from the navigation',
		`${file('syntax-error.mdx')}:11:1 MDX syntax error: Unexpected closing tag \`</Steps>\`, expected corresponding closing tag for \`<Step>\``,
		'  fix: a tag is not closed: add its closing tag, or end it with />',
		`${file('unknown-component.mdx')}:6:30 {days_apart}: "days_apart" is not defined on this page`,
		'  fix: for literal braces write \\{days_apart\\} or put the text in backticks; for a value, define it: export const days_apart = "..."',
		`${file('unknown-component.mdx')}:8:1 unknown component <Banner>`,
		'  fix: did you mean <Danger>?',
		`${file('wrong-props.mdx')}:6:1 <Accordion> is missing its required prop "title" (a string)`,
		'  fix: rename the prop "titel" to "title"',
	];
}

describe('strict (the default)', () => {
	test('stops without a stack trace and writes no site', () => {
		expect(strict.exitCode, output(strict)).not.toBe(0);
		expect(stackTraceLines(output(strict))).toEqual([]);
		expect(existsSync(join(strict.outDir, 'index.html'))).toBe(false);
	});

	test('lists every problem, then the report summary', () => {
		const printed = lines(strict);
		const start = printed.findIndex((line) => line.startsWith('error: '));
		expect(printed.slice(start, start + 14)).toEqual(problemLines('error'));
		expect(printed).toContain('7 errors, 2 warnings');
		expect(printed).toContain('Compatibility report (strict): the build stopped, 5 pages with problems; 7 errors, 2 warnings');
		expect(printed).toContain('Build stopped: fix the errors above and run the build again.');
	});
});

describe('lenient (LENIENT=1)', () => {
	test('builds, listing the same problems as warnings, and the broken link', () => {
		expect(lenient.exitCode, output(lenient)).toBe(0);
		const printed = lines(lenient);
		const start = printed.findIndex((line) => line.startsWith(`warning: ${fixture}/api/bad-reference.mdx:3 `));
		expect(printed.slice(start, start + 14)).toEqual(problemLines('warning'));
		expect(output(lenient)).toContain(
			'warning: 1 broken link (page -> link):\n  /broken-link -> /compost-guide: no such page or file\n  LENIENT=1: the build goes on.',
		);
		expect(printed).toContain(
			'Compatibility report (lenient): 8 pages in navigation, 5 built, 3 failed, 6 with problems; 0 errors, 10 warnings',
		);
		expect(printed).toContain(`  written to ${join(lenient.outDir, 'trellis-report.json')}`);
	});

	test('a page whose MDX does not compile says what is wrong, where, and the fix, in the normal layout', () => {
		const html = pageHtml(lenient.outDir, '/syntax-error');
		expect(find(html, 'h1').text).toBe('Watering');
		expect(find(find(html, 'nav', { class: 'sidebar' }).outer, 'a', { 'aria-current': 'page' }).attrs.href).toBe('/syntax-error');
		expect(findAll(find(html, 'ul', { class: 'page-problems' }).outer, 'li').map((item) => item.text)).toEqual([
			'syntax-error.mdx:11:1 MDX syntax error: Unexpected closing tag `</Steps>`, expected corresponding closing tag for `<Step>` Fix: a tag is not closed: add its closing tag, or end it with />',
		]);
	});

	test('pages built as their problems are kept out of search engines, the search index and llms-full.txt', () => {
		const robots = (href: string) => query(pageHtml(lenient.outDir, href), 'meta', { name: 'robots' })?.attrs.content;
		expect(robots('/syntax-error')).toBe('noindex');
		expect(robots('/')).toBeUndefined();
		const searchIndex = JSON.parse(readFileSync(join(lenient.outDir, 'pagefind/pagefind-entry.json'), 'utf8')) as {
			languages: Record<string, { page_count: number }>;
		};
		// The five pages built from their source, not the three built as their problems.
		expect(Object.values(searchIndex.languages).reduce((sum, language) => sum + language.page_count, 0)).toBe(5);
		const llmsFull = readFileSync(join(lenient.outDir, 'llms-full.txt'), 'utf8');
		expect(llmsFull).not.toContain('Source: /syntax-error');
		expect(llmsFull).toContain('Source: /unknown-component');
		expect(llmsFull).not.toContain('MDX syntax error');
	});

	test('so do a page with broken frontmatter and a page whose openapi: names nothing', () => {
		const frontmatter = pageHtml(lenient.outDir, '/bad-frontmatter');
		expect(find(frontmatter, 'h1').text).toBe('Bad frontmatter');
		expect(textOf(find(frontmatter, 'ul', { class: 'page-problems' }).outer)).toContain(
			'bad-frontmatter.mdx:2:8 frontmatter is not valid YAML',
		);
		const reference = pageHtml(lenient.outDir, '/api/bad-reference');
		expect(textOf(find(reference, 'ul', { class: 'page-problems' }).outer)).toBe(
			'api/bad-reference.mdx:3 openapi: "DELETE /plants" is not in openapi.yaml Fix: it has: "GET /plants"',
		);
	});

	test('an unknown component is shown as what it is, its content kept', () => {
		const prose = proseOf(lenient, '/unknown-component');
		const standIn = find(prose.outer, 'div', { class: 'unknown-component' });
		expect(standIn.attrs['data-component']).toBe('Banner');
		expect(standIn.text).toBe('<Banner> : not a component Trellis knows; its content follows Spring planting starts in March.');
		expect(find(standIn.outer, 'strong').text).toBe('planting');
		expect(prose.text).toMatch(/^Before the banner\. Sow every \{days_apart\} days\. .* After the banner\.$/);
	});

	test('the other pages are intact', () => {
		expect(proseOf(lenient, '/wrong-props').text).toBe('A small hand tool for digging. The rest of the page.');
		expect(proseOf(lenient, '/broken-link').text).toBe('Read the old compost guide first.');
		expect(find(pageHtml(lenient.outDir, '/api/list-plants'), 'h1').text).toBe('List plants');
		expect(find(pageHtml(lenient.outDir, '/'), 'h1').text).toBe('Greenhouse');
	});

	test('the missing page is left out of the sidebar', () => {
		const html = pageHtml(lenient.outDir, '/');
		expect(html).not.toContain('missing-page');
		expect(pageExists(lenient.outDir, '/missing-page')).toBe(false);
		expect(html).toContain('href="/bad-frontmatter"');
	});

	test('trellis-report.json has the counts, the failed pages and every problem with its fix', () => {
		const written = report(lenient);
		expect(written.mode).toBe('lenient');
		expect(written.result).toBe('built');
		expect(written.counts).toEqual({ pagesInNavigation: 8, pagesBuilt: 5, pagesFailed: 3, pagesWithProblems: 6, errors: 0, warnings: 10 });
		expect(written.failedPages).toEqual(['api/bad-reference.mdx', 'bad-frontmatter.mdx', 'syntax-error.mdx']);
		expect(written.problems.map((problem) => `${problem.file}:${problem.line ?? ''} ${problem.message}`)).toEqual([
			'api/bad-reference.mdx:1 no "description" in the frontmatter: search engines and link previews will have none',
			'api/bad-reference.mdx:3 openapi: "DELETE /plants" is not in openapi.yaml',
			'bad-frontmatter.mdx:2 frontmatter is not valid YAML: this value holds ": ", which YAML reads as the start of another key',
			'broken-link.mdx:6 broken link "/compost-guide": no such page or file',
			'docs.json:7 page "missing-page" does not exist: no missing-page.mdx or missing-page.md',
			'syntax-error.mdx:11 MDX syntax error: Unexpected closing tag `</Steps>`, expected corresponding closing tag for `<Step>`',
			'unknown-component.mdx:6 {days_apart}: "days_apart" is not defined on this page',
			'unknown-component.mdx:8 unknown component <Banner>',
			'wrong-props.mdx:6 <Accordion> has no prop "titel": ignored',
			'wrong-props.mdx:6 <Accordion> is missing its required prop "title" (a string)',
		]);
		expect(written.problems.every((problem) => problem.severity === 'warning')).toBe(true);
		expect(written.problems.find((problem) => problem.file === 'broken-link.mdx')?.fix).toBe(
			'correct the link, or add the page or file it leads to',
		);
	});

	test('two builds of the same folder write the same report, byte for byte, with no absolute path', () => {
		const first = readFileSync(join(lenient.outDir, 'trellis-report.json'), 'utf8');
		expect(readFileSync(join(lenientAgain.outDir, 'trellis-report.json'), 'utf8')).toBe(first);
		expect(first).not.toContain(process.cwd());
		expect(first).not.toContain(lenient.outDir);
	});
});
