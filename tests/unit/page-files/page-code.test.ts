import { join } from 'node:path';
import { parseSync } from 'oxc-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkMdx } from '../../../src/page-files/check-mdx.ts';
import { codeFindings } from '../../../src/page-files/code-rules.ts';
import { componentFileErrors } from '../../../src/page-files/component-file.ts';
import { formatProblems } from '../../../src/problems/format.ts';
import { folderWith, removeFolders } from '../../support/temporary-folder.ts';

/**
 * A page's code runs while the site is built, on a machine that may hold deploy tokens: it imports
 * files of the docs folder and React only, and reads only its own names and the harmless globals.
 * Each refused reach is an error at its place, with its fix; the page is not built from its source.
 */

let folder: string;

beforeAll(() => {
	folder = folderWith({ 'snippets/intro.mdx': 'Hi', 'snippets/chart.jsx': 'export const Chart = () => <div />;', 'data.json': '{}' });
});
afterAll(removeFolders);

function report(source: string): string {
	return formatProblems(checkMdx(join(folder, 'page.mdx'), source, folder).problems, folder);
}

const scopeFix =
	"  fix: a page's code reads its own names, its imports, the built-in components and the language's values (Math, JSON, Date...); a component's browser code goes in its effects and event handlers";
const importFix =
	'  fix: import snippets and components of the docs folder, e.g. import Chart from "/snippets/chart.jsx"; React and its hooks need no import';

describe("a page's code", () => {
	it.each([
		['{process.env.HOME}', 'process', 'it is the process that builds the site, with its environment variables, files and commands'],
		[
			'{globalThis.process?.env?.HOME}',
			'globalThis',
			'it holds every global of the process that builds the site, the process itself among them',
		],
		['{global.process}', 'global', 'it holds every global of the process that builds the site, the process itself among them'],
		["{require('fs')}", 'require', "it is Node's module loader, which reaches files, the network and commands"],
		['{module.exports}', 'module', "it is Node's module system"],
		['{exports.x}', 'exports', "it is Node's module system"],
		['{__dirname}', '__dirname', "it tells where the build's files are on its machine"],
		["{eval('1')}", 'eval', 'it runs code made from text, which no check can see'],
		["{Function('return 1')()}", 'Function', 'it makes code from text, which no check can see'],
		['{Reflect.ownKeys({})}', 'Reflect', 'it reaches the inner workings of the JavaScript engine'],
		['{Buffer.from("x")}', 'Buffer', 'it is the memory of the process that builds the site'],
		['{setImmediate}', 'setImmediate', 'it belongs to the process that builds the site'],
	])('%s: the global is refused', (expression, name, why) => {
		expect(report(`Text\n\n${expression}\n`)).toBe(
			[`error: page.mdx:3:2 "${name}" is not available to the docs' code: ${why}`, scopeFix, '1 error, 0 warnings'].join('\n'),
		);
	});

	it.each([
		["import fs from 'node:fs'", 'node:fs', 'is a module of Node, which runs the build: pages import files of the docs folder only'],
		[
			"import { execSync } from 'child_process'",
			'child_process',
			'is a module of Node, which runs the build: pages import files of the docs folder only',
		],
		["import _ from 'lodash'", 'lodash', 'is a package: pages import files of the docs folder, and React'],
		["import x from 'https://example.com/x.js'", 'https://example.com/x.js', 'is a URL: pages import files of the docs folder only'],
		[
			"import x from '/snippets/intro.mdx?raw'",
			'/snippets/intro.mdx?raw',
			'has a query or a fragment: pages import files of the docs folder by their path alone',
		],
		["import x from '../secret.mdx'", '../secret.mdx', 'is outside the docs folder'],
		["import css from '/styles/x.css'", '/styles/x.css', 'is a .css file: pages import .mdx, .md, .jsx, .tsx, .js, .ts and .json files'],
		["export { x } from 'node:os'", 'node:os', 'is a module of Node, which runs the build: pages import files of the docs folder only'],
		[
			"import { getCollection } from 'astro:content'",
			'astro:content',
			'is a module of the build: pages import files of the docs folder only',
		],
		[
			"import x from 'data:text/javascript,export default 1'",
			'data:text/javascript,export default 1',
			'is a URL: pages import files of the docs folder only',
		],
	])('%s: the import is refused', (line, source, why) => {
		const column = line.indexOf(`'${source}'`) + 1;
		expect(report(`${line}\n\nText\n`)).toBe(
			[`error: page.mdx:1:${column} import "${source}" ${why}`, importFix, '1 error, 0 warnings'].join('\n'),
		);
	});

	it('imports of files of the folder, React and data pass', () => {
		const page = [
			"import Intro from '/snippets/intro.mdx'",
			"import { Chart } from './snippets/chart.jsx'",
			"import data from '/data.json'",
			"import { useState } from 'react'",
			'',
			'<Intro />',
			'',
			'<Chart />',
			'',
		].join('\n');
		expect(report(page)).toBe('0 errors, 0 warnings');
	});

	it('loads no module while it runs, and reads no import.meta', () => {
		expect(report("export const load = () => import('node:fs')\n\n{import.meta.env.SECRET}\n")).toBe(
			[
				"error: page.mdx:1:27 import() loads modules while the code runs: not available to the docs' code",
				importFix,
				"error: page.mdx:3:2 import.meta describes the build's own files and settings: not available to the docs' code",
				scopeFix,
				'2 errors, 0 warnings',
			].join('\n'),
		);
	});

	it('takes no member that leads to the JavaScript engine, written as a name, a string, a template or a destructuring', () => {
		const memberFix = '  fix: read the values you need directly; to tell what a value is, use typeof, Array.isArray or instanceof';
		const why = "leads to the JavaScript engine itself, where code is made from text: not available to the docs' code";
		expect(
			report('{[].constructor}\n\n{({})["__proto__"]}\n\n{Object[`getPrototypeOf`]}\n\nexport const { constructor: F } = () => {}\n'),
		).toBe(
			[
				`error: page.mdx:1:5 ".constructor" ${why}`,
				memberFix,
				`error: page.mdx:3:7 ".__proto__" ${why}`,
				memberFix,
				`error: page.mdx:5:9 ".getPrototypeOf" ${why}`,
				memberFix,
				`error: page.mdx:7:16 ".constructor" ${why}`,
				memberFix,
				'4 errors, 0 warnings',
			].join('\n'),
		);
	});

	it('finds the machine in exports, attributes, spreads and element names, not in names the page binds itself', () => {
		const shown = report(
			[
				'export const home = process.env.HOME',
				'',
				'<Card title={process.platform} {...process.env}>x</Card>',
				'',
				'<process.env.HOME />',
				'',
				'export const shadow = (process) => process.title',
				'',
			].join('\n'),
		);
		expect(shown.split('\n').filter((line) => line.startsWith('error: '))).toEqual([
			`error: page.mdx:1:21 "process" is not available to the docs' code: it is the process that builds the site, with its environment variables, files and commands`,
			`error: page.mdx:3:1 "process" is not available to the docs' code: it is the process that builds the site, with its environment variables, files and commands`,
			`error: page.mdx:3:1 "process" is not available to the docs' code: it is the process that builds the site, with its environment variables, files and commands`,
			`error: page.mdx:5:2 <process.env.HOME>: "process" is not available to the docs' code: it is the process that builds the site, with its environment variables, files and commands`,
		]);
	});

	it('leaves the page its own names, its imports, the browser’s names and the language’s values', () => {
		const page = [
			"import { Chart } from '/snippets/chart.jsx'",
			'export const plants = [{ name: "Fern" }]',
			'export const Counter = () => { const [n, setN] = useState(0); useEffect(() => { fetch("/x").then(() => setN(1)); }, []); return <button onClick={() => window.alert(n)}>{Math.max(n, 1)}</button>; }',
			'',
			'{plants.map((plant) => plant.name).join(", ")} {JSON.stringify({ a: 1 })} {new Date(0).getUTCFullYear()} {frontmatter.title}',
			'',
			'<Chart data={plants} />',
			'',
		].join('\n');
		expect(report(page)).toBe('0 errors, 0 warnings');
	});
});

describe('a component file', () => {
	it('is checked with the files it imports, TypeScript types set aside', () => {
		const root = folderWith({
			'snippets/widget.tsx': [
				"import { helper } from './helper.js';",
				'interface Props { run: Function }',
				'export const Widget = (props: Props): JSX.Element => <div>{helper(props as unknown as string)}</div>;',
				'',
			].join('\n'),
			'snippets/helper.js': "import os from 'node:os';\nexport const helper = () => os.hostname() + process.env.TOKEN;\n",
		});
		expect(
			componentFileErrors(join(root, 'snippets/widget.tsx'), root).map((error) => ({ ...error, file: error.file.slice(root.length) })),
		).toEqual([
			{
				file: '/snippets/helper.js',
				line: 1,
				column: 16,
				message: 'import "node:os" is a module of Node, which runs the build: pages import files of the docs folder only',
				hint: importFix.replace('  fix: ', ''),
			},
			{
				file: '/snippets/helper.js',
				line: 2,
				column: 45,
				message: `"process" is not available to the docs' code: it is the process that builds the site, with its environment variables, files and commands`,
				hint: scopeFix.replace('  fix: ', ''),
			},
		]);
	});

	it('reads types as types: a type named like a refused global is no use of it', () => {
		const { program } = parseSync(
			'x.tsx',
			'type Handler = Function; let run: Reflect | undefined; export const f = (x: Proxy<Buffer>) => x as Function;',
			{
				range: true,
			},
		);
		expect(codeFindings(program).findings).toEqual([]);
	});

	it('a namespace and an enum are code, and checked as such', () => {
		const { program } = parseSync('x.ts', 'namespace N { export const home = process.env.HOME } enum E { A = eval("1") }', { range: true });
		expect(codeFindings(program).findings.map((finding) => finding.message.split(':')[0])).toEqual([
			`"process" is not available to the docs' code`,
			`"eval" is not available to the docs' code`,
		]);
	});
});
