import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { z } from 'zod';
import { componentNames, componentProps, type ComponentName } from '../../src/component-props/props.ts';
import type { CompatReport } from '../../src/report/compat-report.ts';
import type { BuildResult } from '../support/build-site.ts';
import { sharedBuild } from '../support/shared-build.ts';
import { folderWith, removeFolders } from '../support/temporary-folder.ts';
import { pageExists, stackTraceLines, stripAnsi } from './html.ts';

/**
 * Every prop of every built-in component given every kind of value a page can write: text, a
 * number, an element, a list, an object, undefined, true and null. The folder is made here from
 * the components' own prop tables, so a prop added later is covered too. Built leniently, no use
 * may stop the build: each page is built, from its source or as the list of its problems, and
 * every problem names the component.
 */

const values: Record<string, string> = {
	text: '"sample"',
	number: '{42}',
	element: '{<span data-value="element">element</span>}',
	list: '{["a", 1]}',
	object: '{{ a: 1 }}',
	undefined: '{undefined}',
	true: '{true}',
	null: '{null}',
};

/** Components that only make sense inside another: wrapped in it. */
const parents: Partial<Record<ComponentName, ComponentName>> = {
	Tab: 'Tabs',
	Step: 'Steps',
	'Color.Row': 'Color',
	'Color.Item': 'Color',
	'Timeline.Item': 'Timeline',
};

/** Props that a use needs besides the one under test, so that only that one is odd. */
const baseline: Partial<Record<ComponentName, string>> = {
	Card: 'title="Base"',
	Accordion: 'title="Base"',
	Tab: 'title="Base"',
	Icon: 'icon="leaf"',
	Tooltip: 'tip="Base"',
	Update: 'label="Base"',
	ParamField: 'query="base"',
	ResponseField: 'name="base"',
	Snippet: 'file="note.mdx"',
	Color: 'variant="compact"',
	'Color.Item': 'value="#16A34A"',
	Tile: 'href="/"',
	'GitHub.Repo': 'repo="withastro/astro"',
	Link: 'href="/"',
	'Timeline.Item': 'title="Base"',
	Mention: 'page="/"',
};

function propsOf(name: ComponentName): string[] {
	const schema: z.ZodType = componentProps[name];
	return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

function pageOf(name: ComponentName): string {
	const uses = propsOf(name).flatMap((prop) =>
		Object.entries(values).map(([kind, value]) => {
			const others = (baseline[name] ?? '').replace(new RegExp(`\\b${prop}="[^"]*"`), '').trim();
			const use = `<${name} ${others} ${prop}=${value}>Content of ${prop} as ${kind}.</${name}>`;
			const parent = parents[name];
			return parent ? `<${[parent, baseline[parent]].filter(Boolean).join(' ')}>\n${use}\n</${parent}>` : use;
		}),
	);
	return [`---\ntitle: "${name}"\n---`, '', ...uses.flatMap((use) => [use, ''])].join('\n');
}

let folder: string;
let build: BuildResult;
const output = () => stripAnsi(`${build.stdout}\n${build.stderr}`);

beforeAll(async () => {
	const pages = ['index', ...componentNames.map((name) => `values/${name}`)];
	folder = folderWith(
		{
			'mint.json': JSON.stringify({ name: 'Values', navigation: [{ group: 'Values', pages }] }, null, 2),
			'index.mdx': '---\ntitle: "Values"\n---\n\nEvery prop, every kind of value.\n',
			'snippets/note.mdx': 'A snippet.\n',
			...Object.fromEntries(componentNames.map((name) => [`values/${name}.mdx`, pageOf(name)])),
		},
		'trellis-component-values-',
	);
	build = await sharedBuild({ docsDir: folder, env: { LENIENT: '1' } });
});

afterAll(() => {
	removeFolders();
});

test('the folder holds a use of every prop of every component with every kind of value', () => {
	const total = componentNames.reduce((sum, name) => sum + propsOf(name).length, 0);
	expect(total).toBeGreaterThan(60);
	expect(readFileSync(join(folder, 'values/Card.mdx'), 'utf8')).toContain(
		'<Card title="Base" icon={<span data-value="element">element</span>}>',
	);
});

test('no value stops the build, and nothing is shown as a stack trace or a bare exception', () => {
	expect(build.exitCode, output()).toBe(0);
	expect(stackTraceLines(output())).toEqual([]);
	expect(output()).not.toMatch(/\[ERROR\]|TypeError|is not a function/);
});

test('every page is built, and every problem of a failed page names its component', () => {
	const report = JSON.parse(readFileSync(join(build.outDir, 'trellis-report.json'), 'utf8')) as CompatReport;
	for (const name of componentNames) expect(pageExists(build.outDir, `/values/${name}`), name).toBe(true);
	for (const file of report.failedPages) {
		const name = /values\/([\w.]+)\.mdx/.exec(file)![1]!;
		// The page's own frontmatter lacks a description on purpose: that warning is not about a component.
		const problems = report.problems.filter((problem) => problem.file === file && !problem.message.startsWith('no "description"'));
		expect(problems.length, file).toBeGreaterThan(0);
		for (const problem of problems) expect(problem.message, file).toMatch(new RegExp(`<${name.replace('.', '\\.')}[\\s>]`));
	}
});
