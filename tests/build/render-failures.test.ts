import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import type { CompatReport } from '../../src/report/compat-report.ts';
import type { BuildResult } from '../support/build-site.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { sharedBuild } from '../support/shared-build.ts';
import { find, findAll, pageExists, pageHtml, query, stackTraceLines, stripAnsi, textOf } from './html.ts';

/**
 * tests/fixtures/render-failures: props given as elements (an inline SVG icon, a snippet's
 * component as an icon, markup in titles, a number as a title), a page that ends inside a code
 * fence it never closes, formulas in <Latex>, a Markdown image whose file is missing, and two pages that throw only
 * when they render (an expression reading a property of null, a snippet component that throws
 * inside a card). No page stops the build: strict, it fails with both throwing pages listed in
 * words; lenient, they are built as the list of their problems and every other page is intact.
 */

const fixture = 'tests/fixtures/render-failures';
let strict: BuildResult;
let lenient: BuildResult;

const output = (build: BuildResult) => stripAnsi(`${build.stdout}\n${build.stderr}`);
const report = (build: BuildResult): CompatReport => JSON.parse(readFileSync(join(build.outDir, 'trellis-report.json'), 'utf8'));
const prose = (href: string) => find(pageHtml(lenient.outDir, href), 'div', { class: 'prose' });

beforeAll(async () => {
	strict = await sharedBuild(fixtureBuilds.renderFailures[0]);
	lenient = await sharedBuild(fixtureBuilds.renderFailures[1]);
});

const renderProblems = (severity: 'error' | 'warning') => [
	`${severity}: ${fixture}/guides/throwing-expression.mdx the page could not be rendered: Cannot read properties of null (reading 'count')`,
	'  fix: an expression or a snippet of this page throws when it runs: check the values it reads',
	`${severity}: ${fixture}/guides/throwing-snippet.mdx:9 <SoilReading> could not be rendered: it threw an error, or returned something that is not an element`,
	'  fix: check the code of SoilReading in the snippet that defines it, and the props this page gives it',
];

describe('strict', () => {
	test('fails, listing every page that threw while rendering, in words and without a stack trace', () => {
		const text = output(strict);
		expect(strict.exitCode, text).toBe(1);
		const lines = text.split('\n').map((line) => line.trimEnd());
		for (const line of renderProblems('error')) expect(lines, text).toContain(line);
		expect(text).toContain('Build stopped: fix the errors above and run the build again.');
		expect(stackTraceLines(text)).toEqual([]);
		expect(text).not.toMatch(/\[ERROR\]|TypeError/);
	});
});

describe('lenient', () => {
	test('builds every page; the two that threw are failed pages of the report, noindex', () => {
		expect(lenient.exitCode, output(lenient)).toBe(0);
		// Its snippet is imported by pages and loaded on demand for <Snippet file>: no bundler warning says so.
		expect(output(lenient)).not.toContain('[WARN]');
		const lines = output(lenient)
			.split('\n')
			.map((line) => line.trimEnd());
		for (const line of renderProblems('warning')) expect(lines).toContain(line);
		const { counts, failedPages } = report(lenient);
		expect(failedPages).toEqual(['guides/throwing-expression.mdx', 'guides/throwing-snippet.mdx']);
		expect(counts).toMatchObject({ pagesInNavigation: 6, pagesBuilt: 4, pagesFailed: 2, errors: 0 });
		const robots = (href: string) => query(pageHtml(lenient.outDir, href), 'meta', { name: 'robots' })?.attrs.content;
		expect(robots('/guides/throwing-expression')).toBe('noindex');
		expect(robots('/guides/throwing-snippet')).toBe('noindex');
		expect(robots('/guides/element-props')).toBeUndefined();
		const searchable = readFileSync(join(lenient.outDir, 'llms.txt'), 'utf8');
		expect(searchable).toContain('/guides/element-props');
		expect(searchable).not.toContain('/guides/throwing-expression');
	});

	test('a page that threw shows what is wrong with it in place of its content', () => {
		expect(textOf(prose('/guides/throwing-expression').inner)).toContain(
			"guides/throwing-expression.mdx the page could not be rendered: Cannot read properties of null (reading 'count')",
		);
		expect(textOf(prose('/guides/throwing-snippet').inner)).toContain('guides/throwing-snippet.mdx:9 <SoilReading> could not be rendered');
	});

	test('icons given as elements are drawn: an inline SVG, and a component from a snippet', () => {
		const html = pageHtml(lenient.outDir, '/guides/element-props');
		const icons = findAll(html, 'span', { class: /icon-markup/ });
		expect(icons.map((icon) => icon.inner).join('')).toMatch(/data-icon="leaf"[\s\S]*data-logo="greenhouse"/);
		expect(findAll(html, 'img', { class: /icon-image/ }).map((image) => image.attrs.src)).toEqual(['/images/pot.svg']);
	});

	test('titles given as elements or numbers are shown as such; a tab label is their text', () => {
		const html = pageHtml(lenient.outDir, '/guides/element-props');
		expect(findAll(html, 'p', { class: 'card-title' }).map((title) => textOf(title.inner))).toEqual([
			'Inline icon',
			'Imported logo',
			'2024',
		]);
		expect(html).toContain('Imported <code>logo</code>');
		expect(html).toContain('<span data-title="watering">Watering</span>');
		expect(findAll(html, 'div', { 'data-tab-panel': true }).map((panel) => panel.attrs['data-tab-title'])).toEqual(['Indoor', 'Outdoor']);
	});

	test('<Latex> draws its formula, inline in a line of text and as a block on its own line', () => {
		const html = pageHtml(lenient.outDir, '/guides/element-props');
		expect(find(html, 'span', { class: 'math-inline' }).inner).toContain('class="katex"');
		expect(find(html, 'div', { class: 'math-display' }).inner).toContain('<mfrac>');
	});

	test('a page that ends inside an open code fence builds, with the block empty as written', () => {
		expect(textOf(prose('/guides/open-fence').inner)).toContain('The last line of this page opens a code block.');
		expect(findAll(pageHtml(lenient.outDir, '/guides/open-fence'), 'pre')).toHaveLength(2);
	});

	test('a Markdown image whose file is missing is a broken link, not a stopped build', () => {
		expect(pageExists(lenient.outDir, '/guides/missing-image')).toBe(true);
		expect(textOf(prose('/guides/missing-image').inner)).toContain('The rest of the page builds.');
		expect(output(lenient)).toContain('/guides/missing-image -> /guides/images/greenhouse-aerial.png: no such page or file');
	});
});
