import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import type { BuildResult } from '../support/build-site.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { sharedBuild } from '../support/shared-build.ts';
import type { CompatReport } from '../../src/report/compat-report.ts';
import { find, findAll, pageHtml, stackTraceLines, stripAnsi, textOf } from './html.ts';

/**
 * Snippets as Mintlify folders use them: imported by their path from the docs folder (or a
 * relative path), props read as bare variables, values and components exported by name, the
 * older <Snippet file> form, built-in components inside snippets, and both snippets/ and
 * _snippets/ folders, which hold no pages. tests/fixtures/snippets-broken also holds a page of
 * interactive components used wrongly, built leniently in tests/build/components-interactive.test.ts.
 */
let good: BuildResult;
let broken: BuildResult;
let brokenLenient: BuildResult;

beforeAll(async () => {
	good = await sharedBuild(fixtureBuilds.snippets);
	broken = await sharedBuild(fixtureBuilds.snippetsBroken[0]);
	brokenLenient = await sharedBuild(fixtureBuilds.snippetsBroken[1]);
});

describe('a folder with snippets', () => {
	test('builds', () => {
		expect(good.exitCode, good.stderr).toBe(0);
	});

	test('an imported snippet receives its props as bare variables', () => {
		const home = pageHtml(good.outDir, '/');
		expect(textOf(find(home, 'span', { class: 'greeting-name' }).outer)).toBe('Fern');
		expect(home).toContain('Hello, <span class="greeting-name">Fern</span>: you have 3 plants.');
		expect(pageHtml(good.outDir, '/guide')).toContain('Hello, <span class="greeting-name">Ivy</span>: you have 1 plant.');
	});

	test("a snippet's props are put in its fenced code too, highlighted, and copied as shown", () => {
		const block = find(pageHtml(good.outDir, '/guide'), 'div', { class: 'code-block', 'data-language': 'bash' });
		expect(textOf(find(block.outer, 'code').outer)).toBe('npm install @greenhouse/sdk');
		expect(block.outer).not.toMatch(/TRELLISFENCEPROP|\{packageName\}/);
		expect(readFileSync(join(good.outDir, 'guide.md'), 'utf8')).toContain('```bash\nnpm install @greenhouse/sdk\n```');
	});

	test('props are also readable as props.name, and built-in components work inside a snippet', () => {
		const home = pageHtml(good.outDir, '/');
		expect(textOf(home)).toContain('Built-in components work inside snippets: Fern.');
		expect(home).toMatch(/<div class="callout" data-kind="note"[^>]*>/);
	});

	test('named exports of a snippet (values and components) can be imported', () => {
		expect(pageHtml(good.outDir, '/')).toContain('<span class="badge">new</span> There are 42 plants.');
	});

	test('a component a snippet exports may use built-in components, as on Mintlify', () => {
		const notes = findAll(pageHtml(good.outDir, '/'), 'div', { 'data-kind': 'note' }).map((element) => textOf(element.inner));
		expect(notes.some((text) => text.includes('Reminder: water the ferns.'))).toBe(true);
	});

	test('a snippet component may return nothing, or text, as React allows', () => {
		expect(pageHtml(good.outDir, '/')).toContain('There are 42 plants. Sown in spring.');
	});

	test('the older <Snippet file> form includes the file from snippets/', () => {
		expect(textOf(pageHtml(good.outDir, '/'))).toContain('Included with the older Snippet form.');
	});

	test('_snippets/ works like snippets/', () => {
		expect(textOf(pageHtml(good.outDir, '/guide'))).toContain('Shared footer from the underscore folder.');
	});

	test('a page may import another page, whose built-in components work in both', () => {
		for (const path of ['/setup', '/guide']) {
			const notes = findAll(pageHtml(good.outDir, path), 'div', { 'data-kind': 'note' }).map((element) => textOf(element.inner));
			expect(notes, path).toContain('Repot before the first watering.');
		}
	});

	test('snippet files are not built as pages', () => {
		for (const path of ['snippets/greeting', 'snippets/parts', 'snippets/legacy', '_snippets/footer']) {
			expect(existsSync(join(good.outDir, path, 'index.html')), path).toBe(false);
		}
	});
});

describe('a folder whose snippets are missing or broken', () => {
	const output = () => stripAnsi(`${broken.stdout}\n${broken.stderr}`);

	test('fails, listing every problem at once, with no stack trace', () => {
		expect(broken.exitCode).not.toBe(0);
		// The three of its snippets, and the three of components-used-wrongly.mdx.
		expect(output()).toContain('6 errors, 0 warnings');
		expect(stackTraceLines(output())).toEqual([]);
	});

	test('names an imported snippet that does not exist, with its line', () => {
		expect(output()).toContain(
			'error: tests/fixtures/snippets-broken/index.mdx:6 imported snippet "/snippets/missing.mdx" does not exist: no snippets/missing.mdx\n' +
				'  fix: paths that start with / are read from the docs folder, e.g. "/snippets/intro.mdx"',
		);
	});

	test('names a <Snippet file> that does not exist, with line and column', () => {
		expect(output()).toContain(
			'error: tests/fixtures/snippets-broken/index.mdx:10:1 <Snippet file="nowhere.mdx">: no such file in snippets/ or _snippets/\n' +
				'  fix: give the path inside the snippets folder, e.g. file="intro.mdx"',
		);
	});

	test('checks the snippets themselves, even unused ones', () => {
		expect(output()).toContain(
			'error: tests/fixtures/snippets-broken/snippets/broken.mdx:1:24 unknown component <Wraning>\n  fix: did you mean <Warning>?',
		);
	});
});

describe('the same folder built leniently', () => {
	test('builds the page from its source, each missing snippet shown as missing where it was used', () => {
		expect(brokenLenient.exitCode, brokenLenient.stderr).toBe(0);
		const report = JSON.parse(readFileSync(join(brokenLenient.outDir, 'trellis-report.json'), 'utf8')) as CompatReport;
		expect(report.failedPages).toEqual([]);
		const boxes = findAll(find(pageHtml(brokenLenient.outDir, '/'), 'div', { class: 'prose' }).outer, 'p', {
			class: 'unknown-component-label',
		});
		expect(boxes.map((box) => textOf(box.inner))).toEqual([
			'<Missing> : imported from "/snippets/missing.mdx", a file that does not exist; its content follows',
			'<Snippet> : its file "nowhere.mdx" is in neither snippets/ nor _snippets/; its content follows',
		]);
	});
});
