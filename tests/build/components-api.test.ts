import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import type { BuildResult } from '../support/build-site.ts';
import { fixtureBuilds } from '../support/fixture-builds.ts';
import { sharedBuild } from '../support/shared-build.ts';
import { decodeEntities, find, findAll, htmlAttributes, pageHtml, query, stackTraceLines, stripAnsi, type Element } from './html.ts';

/**
 * The API and code components (ParamField, ResponseField, Expandable, Tabs, Tab, CodeGroup,
 * RequestExample, ResponseExample), code blocks, Mermaid diagrams and math, built from
 * tests/fixtures/components-api; and the mistakes of tests/fixtures/components-api-broken.
 */

let build: BuildResult;
let broken: BuildResult;
let brokenOutput = '';

beforeAll(async () => {
	build = await sharedBuild(fixtureBuilds.componentsApi);
	broken = await sharedBuild(fixtureBuilds.componentsApiBroken);
	brokenOutput = stripAnsi(`${broken.stdout}\n${broken.stderr}`);
});

const page = (href: string) => pageHtml(build.outDir, href);
/** The page's own content: the Markdown of the author, without the chrome. */
const prose = (href: string) => find(page(href), 'div', { class: 'prose' }).inner;
const field = (href: string, id: string) => find(prose(href), 'div', { id });
/** The text of an element exactly as shown: tags removed without adding spaces. */
const rawText = (element: Element) => decodeEntities(element.inner.replace(/<[^>]+>/g, '')).trim();
const classesOf = (element: Element) => (element.attrs.class ?? '').split(/\s+/);
/** The text of each element of `tag` with class `name`, in order. */
const texts = (markup: string, tag: string, name: string) => findAll(markup, tag, { class: name }).map((element) => element.text);
/** Tabs of a tab set, as their labels. */
const tabLabels = (set: Element) =>
	findAll(find(set.inner, 'div', { role: 'tablist' }).inner, 'button', { role: 'tab' }).map((tab) => tab.text);
/** The tab sets that are not inside another one. */
function topLevelSets(markup: string): Element[] {
	const sets = findAll(markup, 'div', { 'data-tabs': true });
	return sets.filter(
		(set) => !sets.some((other) => other !== set && other.index < set.index && other.index + other.outer.length > set.index),
	);
}
/** The stylesheets a page links, as their text. */
function linkedCss(href: string): string {
	return findAll(find(page(href), 'head').inner, 'link', { rel: 'stylesheet' })
		.map((link) => readFileSync(join(build.outDir, link.attrs.href!), 'utf8'))
		.join('\n');
}
const scriptSources = (href: string) => findAll(page(href), 'script', { src: true }).map((script) => script.attrs.src!);

test('the fixture builds', () => {
	expect(build.exitCode, `${build.stdout}\n${build.stderr}`).toBe(0);
});

describe('ParamField', () => {
	test('shows the name, where it goes, the type and the required badge, with the children as description', () => {
		const plant = field('/fields', 'param-plant-id');
		expect(find(plant.inner, 'span', { class: 'field-name' }).text).toBe('plantId');
		expect(find(plant.inner, 'span', { class: 'field-location' }).text).toBe('path');
		expect(find(plant.inner, 'span', { class: 'field-type' }).text).toBe('integer');
		expect(find(plant.inner, 'span', { class: 'field-required' }).text).toBe('required');
		expect(query(plant.inner, 'span', { class: 'field-deprecated' })).toBeUndefined();
		expect(find(plant.inner, 'div', { class: 'field-description' }).text).toBe('Path parameter.');
	});

	test('takes its name from whichever of path, query, body or header is given', () => {
		expect(find(field('/fields', 'param-tags').inner, 'span', { class: 'field-location' }).text).toBe('query');
		expect(find(field('/fields', 'param-name').inner, 'span', { class: 'field-location' }).text).toBe('body');
		const header = field('/fields', 'param-authorization');
		expect(find(header.inner, 'span', { class: 'field-location' }).text).toBe('header');
		expect(find(header.inner, 'span', { class: 'field-name' }).text).toBe('Authorization');
		expect(rawText(find(header.inner, 'div', { class: 'field-description' }))).toBe('Header parameter: Bearer <ACCESS_TOKEN>.');
	});

	test('shows array types, defaults (strings as written, others as JSON) and the deprecated badge', () => {
		const tags = field('/fields', 'param-tags');
		expect(find(tags.inner, 'span', { class: 'field-type' }).text).toBe('string[]');
		expect(find(tags.inner, 'span', { class: 'field-default' }).text).toBe('default: all');
		expect(find(tags.inner, 'span', { class: 'field-deprecated' }).text).toBe('deprecated');
		expect(tags.attrs['data-deprecated']).toBe('');
		expect(find(field('/fields', 'param-name').inner, 'span', { class: 'field-default' }).text).toBe('default: 42');
	});

	test('keeps initialValue and placeholder for a playground, as data attributes', () => {
		const name = field('/fields', 'param-name');
		expect(name.attrs['data-initial-value']).toBe('Monstera');
		expect(name.attrs['data-placeholder']).toBe('A plant name');
	});

	test('a hidden field is not on the page', () => {
		expect(page('/fields')).not.toContain('Hidden parameter text');
		expect(query(page('/fields'), '*', { id: 'param-secret' })).toBeUndefined();
	});

	test('each field links to itself, and a second field of the same name gets its own id', () => {
		for (const id of ['param-plant-id', 'param-tags', 'param-name', 'param-authorization', 'param-tags-1']) {
			const anchor = find(field('/fields', id).inner, 'a', { class: 'field-anchor' });
			expect(anchor.attrs.href).toBe(`#${id}`);
			expect(anchor.text).toMatch(/^Link to /);
		}
		expect(find(field('/fields', 'param-tags-1').inner, 'div', { class: 'field-description' }).text).toBe(
			'A second field of the same name.',
		);
		const ids = findAll(page('/fields'), '*', { id: true }).map((element) => element.attrs.id);
		expect(new Set(ids).size).toBe(ids.length);
	});
});

describe('ResponseField and Expandable', () => {
	test('shows the name, type with pre and post labels around it, default, required and deprecated', () => {
		const plant = field('/fields', 'param-plant');
		const head = find(plant.inner, 'div', { class: 'field-head' }).inner;
		const pills = findAll(head, 'span', { class: 'field-pill' }).map((pill) => pill.text);
		expect(pills).toEqual(['readonly', 'object', 'nullable', 'NewPlant', 'default: none']);
		expect(find(head, 'span', { class: 'field-name' }).text).toBe('plant');
		expect(texts(head, 'span', 'field-badge')).toEqual(['required', 'deprecated']);
		expect(find(head, 'a', { class: 'field-anchor' }).attrs.href).toBe('#param-plant');
	});

	test('nests fields in expandables, to any depth, labelled Show/Hide with their title', () => {
		const plant = field('/fields', 'param-plant');
		const outer = find(plant.inner, 'details', { class: 'expandable' });
		expect(outer.attrs.open).toBeUndefined();
		const summary = find(outer.inner, 'summary');
		expect(find(summary.inner, 'span', { class: 'expandable-show' }).text).toBe('Show plant fields');
		expect(find(summary.inner, 'span', { class: 'expandable-hide' }).text).toBe('Hide plant fields');
		// Level two: untitled ("properties") and open from the start; level three holds the last field.
		const second = findAll(outer.inner, 'details', { class: 'expandable' })[0]!;
		expect(second.attrs.open).toBe('');
		expect(find(second.inner, 'span', { class: 'expandable-show' }).text).toBe('Show properties');
		const third = findAll(second.inner, 'details', { class: 'expandable' })[0]!;
		expect(find(third.inner, 'span', { class: 'expandable-show' }).text).toBe('Show care fields');
		expect(find(third.inner, 'div', { id: 'param-watering' }).text).toContain('Level three.');
		expect(find(outer.inner, 'div', { id: 'param-id' }).text).toContain('Level one.');
	});

	test('a hidden response field is not on the page', () => {
		expect(page('/fields')).not.toContain('Hidden response text');
		expect(query(page('/fields'), '*', { id: 'param-ghost' })).toBeUndefined();
	});
});

describe('Tabs', () => {
	test('render one tab per Tab, in order, the first selected, with its icon', () => {
		const [set] = topLevelSets(prose('/tabs'));
		expect(set!.attrs['data-kind']).toBe('tabs');
		expect(tabLabels(set!)).toEqual(['First tab', 'Second tab', 'Third tab']);
		const tabs = findAll(find(set!.inner, 'div', { role: 'tablist' }).inner, 'button', { role: 'tab' });
		expect(tabs.map((tab) => tab.attrs['aria-selected'])).toEqual(['true', 'false', 'false']);
		expect(tabs.map((tab) => tab.attrs.tabindex)).toEqual(['0', '-1', '-1']);
		expect(tabs[0]!.inner).toContain('<svg');
		expect(tabs[1]!.inner).not.toContain('<svg');
	});

	test('without JavaScript, hide the tab bar and show every panel under its title', () => {
		const [set] = topLevelSets(prose('/tabs'));
		expect(find(set!.inner, 'div', { class: 'tab-bar' }).attrs.hidden).toBe('');
		const panels = findAll(set!.inner, 'div', { 'data-tab-panel': true }).filter((panel) =>
			panel.attrs['data-tab-title']!.endsWith(' tab'),
		);
		expect(panels.map((panel) => panel.attrs.hidden)).toEqual([undefined, undefined, undefined]);
		expect(panels.map((panel) => find(panel.inner, 'p', { class: 'tab-panel-title' }).text)).toEqual([
			'First tab',
			'Second tab',
			'Third tab',
		]);
		expect(panels[2]!.text).toContain('Content of the third tab.');
	});

	test('nest: the inner tabs are their own set, inside the second panel', () => {
		const [outer] = topLevelSets(prose('/tabs'));
		const inner = findAll(outer!.inner, 'div', { 'data-tabs': true });
		expect(inner).toHaveLength(1);
		expect(tabLabels(inner[0]!)).toEqual(['Inner A', 'Inner B']);
	});

	test('load the tabs script only on pages that have tabs', () => {
		const tabsScript = (href: string) => scriptSources(href).filter((src) => src.includes('TabSet'));
		expect(tabsScript('/tabs')).toHaveLength(1);
		expect(tabsScript('/code')).toHaveLength(1);
		expect(tabsScript('/no-extras')).toEqual([]);
		expect(tabsScript('/fields')).toEqual([]);
	});
});

describe('code blocks', () => {
	test('show the title after the language, or from title="..."', () => {
		const index = find(prose('/code'), 'div', { 'data-title': 'index.js' });
		expect(index.attrs['data-language']).toBe('js');
		expect(find(index.inner, 'div', { class: 'code-title' }).text).toBe('index.js');
		const payload = find(prose('/code'), 'div', { 'data-title': 'payload.json' });
		expect(find(payload.inner, 'div', { class: 'code-title' }).text).toBe('payload.json');
	});

	test('highlight the lines in braces', () => {
		const index = find(prose('/code'), 'div', { 'data-title': 'index.js' });
		const lines = findAll(index.inner, 'span', { class: 'line' });
		expect(lines.map((line) => classesOf(line).includes('highlighted'))).toEqual([true, false, true, true]);
		expect(lines.map(rawText)).toEqual(['const a = 1;', 'const b = 2;', 'const c = 3;', 'const d = 4;']);
	});

	test('number lines with `lines`, and have no caption without a title', () => {
		const python = find(prose('/code'), 'div', { 'data-language': 'python' });
		expect(query(python.inner, 'div', { class: 'code-title' })).toBeUndefined();
		expect(classesOf(find(python.inner, 'pre'))).toContain('line-numbers');
	});

	test('have a copy button, hidden until the script can make it work', () => {
		const index = find(prose('/code'), 'div', { 'data-title': 'index.js' });
		const button = find(index.inner, 'button', { class: 'code-copy' });
		expect(button.attrs['data-copy-code']).toBe('');
		expect(button.attrs.hidden).toBe('');
		expect(button.text).toBe('Copy code');
	});

	test('carry the colours of both themes, for the mode to choose', () => {
		const index = find(prose('/code'), 'div', { 'data-title': 'index.js' });
		const pre = find(index.inner, 'pre');
		expect(pre.attrs.style).toMatch(/--shiki-light-bg:#[0-9a-f]{6};--shiki-dark-bg:#[0-9a-f]{6}/i);
		expect(find(pre.inner, 'span', { style: /--shiki-light:#[0-9A-F]{6};--shiki-dark:#[0-9A-F]{6}/i }).text).toBe('const');
	});

	test('work in plain Markdown pages too', () => {
		const block = find(prose('/plain'), 'div', { 'data-title': 'main.py' });
		expect(findAll(block.inner, 'span', { class: 'line' }).map((line) => classesOf(line).includes('highlighted'))).toEqual([false, true]);
	});
});

describe('CodeGroup', () => {
	test('makes one tab per block, labelled by the block titles, with one copy button in its bar', () => {
		const group = find(prose('/code'), 'div', { class: 'code-group' });
		expect(group.attrs['data-kind']).toBe('code');
		expect(tabLabels(group)).toEqual(['cURL', 'Python', 'JavaScript']);
		const bar = find(group.inner, 'div', { class: 'tab-bar' });
		expect(find(bar.inner, 'button', { class: 'code-copy' }).attrs['data-copy-code']).toBe('');
		const blocks = findAll(find(group.inner, 'div', { 'data-tab-panels': true }).inner, 'div', { class: 'code-block' });
		expect(blocks.map((block) => block.attrs['data-title'])).toEqual(['cURL', 'Python', 'JavaScript']);
		expect(blocks[0]!.text).toContain('curl -X POST http://localhost:3000/plant/webhook');
	});
});

describe('twoslash', () => {
	test("a block's names carry their types, each name focusable; its styles come with its page only", () => {
		const block = find(prose('/code'), 'div', { 'data-title': 'pets.ts' });
		expect(find(block.outer, 'pre').attrs.class).toMatch(/\btwoslash\b/);
		const names = findAll(block.outer, 'span', { class: 'twoslash-hover' });
		expect(names.every((name) => name.attrs.tabindex === '0')).toBe(true);
		// The popup's code as it reads: its tokens' text joined.
		const types = findAll(block.outer, 'span', { class: 'twoslash-popup-container' }).map((popup) =>
			decodeEntities(popup.inner.replace(/<[^>]+>/g, '')),
		);
		expect(types).toContain('function adopt(name: string, type: Pet): string');
		expect(types).toContain('const message: string');
		expect(linkedCss('/code')).toContain('.twoslash-popup-container');
		expect(linkedCss('/fields')).not.toContain('twoslash');
	});
});

describe('Mermaid', () => {
	test('a mermaid block ships as its text, in <pre class="mermaid">, not highlighted', () => {
		const diagram = find(prose('/code'), 'pre', { class: 'mermaid' });
		expect(diagram.text).toContain('sequenceDiagram');
		expect(diagram.inner).toContain('Receiver--&gt;&gt;Store: 200 OK');
		expect(diagram.inner).not.toContain('<span');
		expect(diagram.attrs.tabindex).toBe('0');
	});

	test('Mermaid ships with the site (its own browser build, copied once), never fetched from elsewhere', () => {
		const scripts = scriptSources('/code');
		expect(scripts.every((src) => src.startsWith('/_astro/'))).toBe(true);
		// The page's script loads the diagrams' script (its own chunk, only on pages with a diagram), which loads Mermaid.
		const layout = readFileSync(
			join(
				build.outDir,
				scripts.find((src) => src.includes('DocsLayout'))!,
			),
			'utf8',
		);
		const diagrams = /import\([`"']\.\/(diagrams\.[\w-]+\.js)[`"']\)/.exec(layout)?.[1];
		expect(diagrams, 'dynamic import of the diagrams script').toBeDefined();
		const main = readFileSync(join(build.outDir, '_astro', diagrams!), 'utf8');
		// The page script imports Mermaid on demand, from the copy in the site.
		const entry = /[`"'](\/_trellis\/mermaid-[\d.]+\/mermaid\.esm\.min\.mjs)[`"']/.exec(main);
		expect(main).toMatch(/\bimport\(/);
		expect(entry, 'dynamic import of Mermaid').not.toBeNull();
		const entryFile = join(build.outDir, entry![1]!);
		expect(existsSync(entryFile)).toBe(true);
		// Every chunk the entry imports is there too; source maps are not.
		const folder = join(entryFile, '..');
		const imported = [...readFileSync(entryFile, 'utf8').matchAll(/from\s*"\.\/(chunks\/[^"]+)"|import\s*"\.\/(chunks\/[^"]+)"/g)].map(
			(match) => match[1] ?? match[2]!,
		);
		expect(imported.length).toBeGreaterThan(10);
		for (const chunk of imported) expect(existsSync(join(folder, chunk)), chunk).toBe(true);
		expect(readdirSync(join(folder, 'chunks/mermaid.esm.min')).filter((file) => file.endsWith('.map'))).toEqual([]);
		expect(main).not.toMatch(/https?:\/\/(cdn|unpkg|esm\.sh|cdnjs)/);
	});
});

describe('math', () => {
	test('$...$ renders inline with KaTeX, $$...$$ as a display formula', () => {
		const inline = find(prose('/code'), 'span', { class: 'math-inline' });
		expect(find(inline.inner, 'span', { class: 'katex' }).inner).toContain('class="katex-html"');
		expect(find(inline.inner, 'annotation').text).toBe('t_n = t_0 \\cdot 2^{n}');
		expect(inline.text.endsWith(',')).toBe(true);
		const display = find(prose('/code'), 'div', { class: 'math-display' });
		expect(find(display.inner, 'span', { class: 'katex-display' }).inner).toContain('<math');
		expect(find(display.inner, 'annotation').text).toBe('t_n = \\min\\left(t_{\\max}, t_0 \\cdot 2^{n-1}\\right)');
	});

	test("KaTeX's stylesheet and fonts are bundled, and linked only by the page with math", () => {
		const css = linkedCss('/code');
		const font = /url\((\/_astro\/KaTeX_Main-Regular\.[\w-]+\.woff2)\)/.exec(css);
		expect(font, 'KaTeX font in the CSS of /code').not.toBeNull();
		expect(existsSync(join(build.outDir, font![1]!))).toBe(true);
		expect(css).toContain('.katex-display');
		for (const href of ['/fields', '/tabs', '/examples', '/no-extras', '/plain']) expect(linkedCss(href)).not.toContain('KaTeX_Main');
	});

	test('a plain Markdown page gets MathML alone, which needs no stylesheet', () => {
		const math = find(prose('/plain'), 'math');
		expect(find(math.inner, 'annotation').text).toBe('x^2');
		expect(prose('/plain')).not.toContain('katex-html');
	});
});

describe('RequestExample and ResponseExample', () => {
	test('are gathered after the page body, in page order, as code tab sets', () => {
		const content = prose('/examples');
		const body = find(content, 'div', { class: 'page-body' });
		const examples = find(content, 'div', { class: 'page-examples' });
		expect(examples.index).toBeGreaterThan(body.index);
		expect(body.text).toContain('The body of the page.');
		expect(body.text).toContain('More body.');
		expect(body.inner).not.toContain('api-example');
		const sections = findAll(examples.inner, 'section', { class: 'api-example' });
		expect(sections.map((section) => section.attrs['aria-label'])).toEqual(['Example response', 'Example request']);
		expect(tabLabels(sections[0]!)).toEqual(['200']);
		expect(tabLabels(sections[1]!)).toEqual(['cURL', 'Python']);
	});

	test('mark the page, whose table of contents gives way to them', () => {
		expect(htmlAttributes(page('/examples'))['data-has-examples']).toBe('');
		expect(query(page('/examples'), 'aside', { class: 'page-toc' })).toBeUndefined();
		expect(htmlAttributes(page('/code'))['data-has-examples']).toBeUndefined();
		expect(query(page('/code'), 'aside', { class: 'page-toc' })).toBeDefined();
	});
});

describe('a page with none of these', () => {
	test('has no tabs, diagram, math, examples, nor their scripts and styles', () => {
		const html = page('/no-extras');
		for (const marker of ['data-tabs', 'class="mermaid"', 'katex', 'page-examples', 'data-has-examples'])
			expect(html).not.toContain(marker);
		expect(find(prose('/no-extras'), 'p').text).toBe('Only text, and a price of 5 dollars.');
	});
});

describe('mistakes (components-api-broken)', () => {
	const file = 'tests/fixtures/components-api-broken/fields.mdx';
	const lines = () => brokenOutput.split('\n').map((line) => line.trimEnd());

	test('stop the build, without a stack trace', () => {
		expect(broken.exitCode, brokenOutput).not.toBe(0);
		expect(stackTraceLines(brokenOutput)).toEqual([]);
		expect(existsSync(join(broken.outDir, 'index.html'))).toBe(false);
	});

	test('are all listed, with file:line:column, the component and prop, and the fix', () => {
		const output = lines();
		const at = (start: string) => {
			const index = output.findIndex((line) => line.startsWith(start));
			if (index < 0) throw new Error(`no line starting with ${start} in:\n${brokenOutput}`);
			return [output[index], output[index + 1]];
		};
		expect(at(`error: ${file}:6:1`)[0]).toBe(
			`error: ${file}:6:1 <ParamField> takes one of path, query, body or header, found 2: query, body`,
		);
		expect(at(`error: ${file}:10:1`)[0]).toBe(
			`error: ${file}:10:1 <ParamField> needs one of path, query, body or header, naming the parameter (e.g. <ParamField query="limit">)`,
		);
		expect(at(`error: ${file}:14:3`)[0]).toBe(`error: ${file}:14:3 <ResponseField> is missing its required prop "name" (a string)`);
		expect(at(`error: ${file}:16:1`)).toEqual([`error: ${file}:16:1 unknown component <ParamFeild>`, '  fix: did you mean <ParamField>?']);
		expect(at('error: tests/fixtures/components-api-broken/tabs.mdx:8:3')[0]).toBe(
			'error: tests/fixtures/components-api-broken/tabs.mdx:8:3 <Tab> is missing its required prop "title" (a string)',
		);
		expect(at(`warning: ${file}:18:26`)).toEqual([
			`warning: ${file}:18:26 math $...$: Unexpected end of input in a macro argument, expected '}'`,
			'  fix: check the LaTeX; write \\$ for a literal dollar sign',
		]);
		expect(output).toContain('5 errors, 1 warning');
	});
});
