import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import type { BuildResult } from '../support/build-site.ts';
import { find, findAll, pageHtml } from './html.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { buildStrict, testReportOfBuildingFolder } from './real-world/both-modes.ts';
import { readReport } from './real-world/report.ts';

/**
 * tests/fixtures/mdx-compat holds the HTML and text that plain MDX rejects and Mintlify folders
 * contain. Built strict, it renders them as meant; built with LENIENT=1, as a folder being moved
 * over is first built, it gives the same pages and nothing to report: none of it is a problem.
 */

const builds = buildStrict(() => fixtureBuilds.mdxCompat);
/** The strict build, which the tests of the page read. */
let compat: BuildResult;

// After the build of buildStrict, which registered its hook first.
beforeAll(() => {
	compat = builds.strict;
});

const proseOf = (build: BuildResult, href: string) => find(pageHtml(build.outDir, href), 'div', { class: 'prose' });

describe('MDX as Mintlify folders write it', () => {
	test('builds strict, with a clean report', () => {
		expect(compat.exitCode, builds.strictOutput).toBe(0);
		expect(readReport(compat.outDir)).toMatchObject({
			mode: 'strict',
			result: 'built',
			problems: [],
			counts: { pagesBuilt: 4, errors: 0, warnings: 0 },
		});
	});

	test("headings get Mintlify's anchors, counted across the page, and a custom ID; the table of contents and the page's links follow them", () => {
		const html = pageHtml(compat.outDir, '/mintlify-mdx');
		const ids = findAll(find(html, 'div', { class: 'prose' }).inner, 'h2')
			.concat(findAll(find(html, 'div', { class: 'prose' }).inner, 'h3'))
			.map((heading) => heading.attrs.id);
		expect(ids).toEqual(
			expect.arrayContaining(['config-json-options', 'what’s-new', 'read/write-access', 'overview', 'overview-2', 'install']),
		);
		const heading = find(html, 'h2', { id: 'install' });
		expect(heading.text.trim()).toBe('Setting up');
		const toc = findAll(find(html, 'nav', { class: 'toc' }).inner, 'a').map((link) => [link.text.trim(), link.attrs.href]);
		expect(toc).toEqual(
			expect.arrayContaining([
				['Setting up', '#install'],
				['Config.json options', '#config-json-options'],
				['What’s new?', '#what’s-new'],
			]),
		);
		// The strict build checks every link of the page, anchors included: these resolve.
		const links = findAll(find(html, 'div', { class: 'prose' }).inner, 'a').filter((link) => !link.attrs.class);
		expect(links.filter((link) => link.attrs.href?.startsWith('#')).map((link) => [link.text, link.attrs.href])).toEqual([
			['the options', '#config-json-options'],
			['install', '#install'],
			['the second overview', '#overview-2'],
		]);
	});

	test('HTML comments are hidden, in the page and in a component', () => {
		const prose = proseOf(compat, '/');
		for (const comment of ['hidden from readers', 'hidden inline', 'hidden in a note']) expect(prose.inner).not.toContain(comment);
		expect(findAll(prose.outer, 'p').map((paragraph) => paragraph.text)).toContain('Inline comment: visible text.');
	});

	test('void elements left open render as elements', () => {
		const prose = proseOf(compat, '/');
		expect(prose.inner).toContain('<p>First line<br>second line<br>third line.</p>');
		expect(find(prose.outer, 'img').attrs).toEqual({ src: '/images/leaf.png', alt: 'A leaf' });
		expect(findAll(prose.outer, 'hr')).toHaveLength(1);
		expect(prose.inner).toContain('<p>One<br>two</p>');
		expect(find(prose.outer, 'div', { class: 'callout-content' }).inner).toBe('<p>Shown in a note.<br>Next line.</p>');
	});

	test('class and style attributes are kept as written', () => {
		const box = find(proseOf(compat, '/').outer, 'div', { class: 'plant-box' });
		expect(box.attrs).toEqual({ class: 'plant-box', style: 'color: red; font-weight: bold' });
		expect(box.text).toBe('Styled box');
	});

	test('"<" and escaped braces in prose are text; an autolink is a link', () => {
		const prose = proseOf(compat, '/');
		expect(prose.text).toContain('Comparisons: x <= 3, 5<6 and a < b.');
		expect(prose.text).toContain('Escaped braces: {id}.');
		expect(find(prose.outer, 'a', { href: 'https://example.com/guide' }).text).toBe('https://example.com/guide');
	});

	test('code is left as written', () => {
		const prose = proseOf(compat, '/');
		expect(
			findAll(prose.outer, 'code')
				.map((code) => code.text)
				.slice(0, 2),
		).toEqual(['<br>', '<!-- this -->']);
		// Spaces aside (the highlighter's spans): the code as written.
		expect(find(prose.outer, 'pre').text.replace(/\s+/g, '')).toBe('<!--acommentincode--><br>');
	});

	test('the Markdown copy reads the same', () => {
		const markdown = readFileSync(join(compat.outDir, 'index.md'), 'utf8');
		expect(markdown).not.toContain('hidden');
		expect(markdown).toContain('Inline comment: visible  text.');
		expect(markdown).toContain('Comparisons: x <= 3, 5<6 and a < b.');
		expect(markdown).toContain('```html\n<!-- a comment in code -->\n<br>\n```');
	});
});

describe('valid MDX is rendered as MDX reads it, as on Mintlify', () => {
	const page = () => proseOf(compat, '/mintlify-mdx');
	/** The TeX of each formula, as KaTeX keeps it for assistive technology. */
	const formulas = () => findAll(page().outer, 'annotation').map((annotation) => annotation.text.trim());

	test('<br></br> is one line break', () => {
		expect(findAll(page().outer, 'td').map((cell) => cell.inner)).toContain('In seconds.<br>Defaults to 30.');
	});

	test('math keeps its "<", inline, in a block, and in a block indented in a step', () => {
		expect(formulas()).toEqual(['a<=b', 'x<y', 'n<=10', 'r<=1']);
		expect(findAll(page().outer, 'div', { class: 'math-display' })).toHaveLength(2);
		expect(find(page().outer, 'div', { class: 'step-content' }).inner).toContain('class="math-display"');
	});

	test('the page goes on after an indented math block', () => {
		expect(findAll(page().outer, 'p').map((paragraph) => paragraph.text)).toContain('After the steps.');
	});

	test('prices in two cells of a table are text, and the rest of the table is rewritten', () => {
		const cells = findAll(page().outer, 'td').map((cell) => cell.inner);
		expect(cells).toEqual(expect.arrayContaining(['$5', '$10', 'One seat<br>per team']));
	});

	test('"<" in a link title leaves the rest of the page rewritten', () => {
		const link = find(page().outer, 'a', { title: 'a<b' });
		expect(link.text).toBe('Compare');
		expect(page().text).toContain('the values: 2<=3, then a line');
		expect(page().inner).toContain('a line<br>break.');
	});

	test('frontmatter of a file saved with a byte-order mark is read as written', () => {
		const html = pageHtml(compat.outDir, '/byte-order-mark');
		expect(find(html, 'h1').text).toBe('Saved with a byte-order mark');
		expect(find(html, 'meta', { name: 'description' }).attrs.content).toBe('Sizes <= 10 MB.');
		expect(proseOf(compat, '/byte-order-mark').text).toBe('Text after frontmatter: 1<2.');
	});

	test("a page's expressions read its frontmatter as the site does: a date stays as written, a tag YAML does not know is left out", () => {
		expect(proseOf(compat, '/frontmatter-values').text).toBe('Released 2024-01-01, revision 1.1, tags soil and water. Water weekly.');
	});
});

testReportOfBuildingFolder(builds, { pagesInNavigation: 4, pagesBuilt: 4, pagesFailed: 0, pagesWithProblems: 0, errors: 0, warnings: 0 });
