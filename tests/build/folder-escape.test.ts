import { existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BuildResult } from '../support/build-site.ts';
import { ownBuild } from '../support/own-build.ts';
import { folderWith, removeFolders } from '../support/temporary-folder.ts';

/**
 * A docs folder that reaches for the files beside it, and for the build's environment, in every
 * way a page or the config can name something: built leniently, none of those bytes is anywhere in
 * the site, which holds no symbolic link; built strictly, the build stops with a problem for each,
 * naming its file and line. The folder is written here: the links are made as the test runs.
 */

const secret = 'SECRET-7f3a';
/** Each outside file holds the secret with a mark of its own, so a failure says which way leaked. */
const outside = {
	'secret.txt': `${secret}-TXT`,
	'secret.mdx': `---\ntitle: Leak\n---\n${secret}-MDX\n`,
	'secret.png': `${secret}-PNG`,
	'secret.json': JSON.stringify({ leak: `${secret}-JSON` }),
	'spec.json': JSON.stringify({ openapi: '3.1.0', info: { title: `${secret}-SPEC`, version: '1' }, paths: {} }),
	'events.yaml': `asyncapi: 3.0.0\ninfo:\n  title: ${secret}-EVENTS\n  version: '1'\n`,
	'schema.yaml': `type: object\ndescription: ${secret}-SCHEMA\n`,
	'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg"><title>${secret}-SVG</title></svg>`,
	'shared/page.mdx': `---\ntitle: Shared\n---\n${secret}-SHARED\n`,
	'ignore-rules': `${secret}-IGNORE\n`,
};

const page = (title: string, body: string) => `---\ntitle: ${title}\ndescription: ${title}.\n---\n\n${body}\n`;

const docs = {
	'docs.json': JSON.stringify(
		{
			$schema: 'https://mintlify.com/docs.json',
			theme: 'mint',
			name: 'Escape',
			colors: { primary: '#15803D' },
			favicon: '../outside/favicon.svg',
			api: { openapi: '../outside/spec.json', asyncapi: ['../outside/events.yaml', 'events/local.yaml'] },
			navigation: {
				groups: [
					{
						group: 'Pages',
						pages: ['index', 'snippet', 'imports', 'image', 'link', 'node', 'environment', 'keys', 'component', 'markdown', 'hidden'],
					},
				],
			},
		},
		null,
		2,
	),
	'index.mdx': page('Home', 'Nothing to see.'),
	'snippet.mdx': page('Snippet', '<Snippet file="/../../outside/secret.mdx" />\n\n<Snippet file="%2e%2e/%2e%2e/outside/secret.mdx" />'),
	'imports.mdx': page(
		'Imports',
		"import A from '../outside/secret.mdx'\nimport B from '/snippets/linked.mdx'\nimport C from '..\\\\outside\\\\secret.mdx'\nimport D from '../outside/secret.json'\n\n<A />\n\n<B />\n\n<C />\n\n{D.leak}",
	),
	'image.mdx': page('Image', '![a](../outside/secret.png)\n\n![b](%2e%2e/outside/secret.png)\n\n![c](linked.png)'),
	'link.mdx': page('Link', '[a](../outside/secret.txt) [b](/../outside/secret.txt) <a href="../outside/secret.txt">c</a>'),
	'node.mdx': page('Node', "import fs from 'node:fs'\n\nexport const text = fs.readFileSync('../outside/secret.txt', 'utf8')\n\n{text}"),
	'environment.mdx': page(
		'Environment',
		'{globalThis.process?.env?.TRELLIS_ESCAPE_SECRET}\n\n{process.env.TRELLIS_ESCAPE_SECRET}\n\n{import.meta.env.TRELLIS_ESCAPE_SECRET}',
	),
	'keys.mdx': page(
		'Keys',
		"export const key = ['constr', 'uctor'].join('')\n\n{[][key][key]('return process')().env.TRELLIS_ESCAPE_SECRET}",
	),
	'component.mdx': page('Component', "import { Reader } from '/snippets/reader.jsx'\n\n<Reader />"),
	// A file no check before the build reads (a dot-folder's): the guard of the compiled module refuses it.
	'hidden.mdx': page('Hidden', "import Hidden from '/.hidden/reader.mdx'\n\n<Hidden />"),
	'.hidden/reader.mdx': '{process.env.TRELLIS_ESCAPE_SECRET}\n',
	'snippets/reader.jsx': 'export const Reader = () => <p>{process.env.TRELLIS_ESCAPE_SECRET}</p>;\n',
	'markdown.md': '---\ntitle: Markdown\ndescription: Markdown.\nlayout: ../outside/secret.mdx\n---\n\nText.\n',
	'events/local.yaml':
		"asyncapi: 3.0.0\ninfo:\n  title: Local\n  version: '1'\ncomponents:\n  schemas:\n    leak:\n      $ref: '../../outside/schema.yaml'\n",
};

/** Links the folder holds: to a file outside, a folder outside, a chain, a loop, a page and a snippet outside. */
function makeLinks(root: string): void {
	const folder = join(root, 'docs');
	symlinkSync('../outside/secret.txt', join(folder, 'leak.txt'));
	symlinkSync('../outside/secret.png', join(folder, 'linked.png'));
	symlinkSync('../outside/shared', join(folder, 'shared'));
	symlinkSync('leak.txt', join(folder, 'chain.txt'));
	symlinkSync('loop-b', join(folder, 'loop-a'));
	symlinkSync('loop-a', join(folder, 'loop-b'));
	symlinkSync('../outside/secret.mdx', join(folder, 'leaked-page.mdx'));
	symlinkSync('../../outside/secret.mdx', join(folder, 'snippets/linked.mdx'));
	symlinkSync('../outside/ignore-rules', join(folder, '.mintignore'));
	symlinkSync('.', join(folder, 'itself'));
}

let root: string;
let lenient: BuildResult;
let strict: BuildResult;

beforeAll(async () => {
	root = folderWith(
		Object.fromEntries([
			...Object.entries(outside).map(([path, text]) => [`outside/${path}`, text]),
			...Object.entries(docs).map(([path, text]) => [`docs/${path}`, text]),
		]),
	);
	makeLinks(root);
	const env = { TRELLIS_ESCAPE_SECRET: `${secret}-ENV` };
	lenient = await ownBuild({
		docsDir: join(root, 'docs'),
		outDir: mkdtempSync(join(tmpdir(), 'trellis-escape-')),
		env: { ...env, LENIENT: '1' },
	});
	strict = await ownBuild({ docsDir: join(root, 'docs'), outDir: mkdtempSync(join(tmpdir(), 'trellis-escape-')), env });
}, 600_000);

afterAll(() => {
	removeFolders();
	for (const build of [lenient, strict]) if (build) rmSync(build.outDir, { recursive: true, force: true });
});

/** Every entry under a folder, links not followed: what an upload of the site would publish. */
function entries(folder: string): string[] {
	return readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((entry) => join(folder, entry));
}

describe('a docs folder that reaches outside itself', () => {
	test('builds leniently with none of the outside bytes, nor the environment, anywhere in the site', () => {
		expect(lenient.exitCode, lenient.stderr).toBe(0);
		const leaks = entries(lenient.outDir).flatMap((path) => {
			const stat = statSync(path);
			if (!stat.isFile()) return [];
			const text = readFileSync(path, 'latin1');
			return text.includes(secret) ? [`${path.slice(lenient.outDir.length)}: ${/SECRET-7f3a-\w+/.exec(text)?.[0]}`] : [];
		});
		expect(leaks).toEqual([]);
		// The pages that only name outside files still build.
		expect(existsSync(join(lenient.outDir, 'link/index.html'))).toBe(true);
		expect(existsSync(join(lenient.outDir, 'snippet/index.html'))).toBe(true);
		// One whose import only the compiled module's guard refuses shows it as a marked box.
		expect(readFileSync(join(lenient.outDir, 'hidden/index.html'), 'utf8')).toContain(
			'its code is refused: &quot;process&quot; is not available to the docs&#39; code',
		);
	});

	test('the site holds no symbolic link', () => {
		expect(entries(lenient.outDir).filter((path) => lstatSync(path).isSymbolicLink())).toEqual([]);
	});

	test('says what it refused, leniently, as warnings', () => {
		// A member taken by a key made while the page runs: refused then, and the page is built from its problems.
		expect(lenient.stderr).toContain(
			`warning: ${join(root, 'docs/keys.mdx')} the page could not be rendered: The docs' code may not take the member "constructor": it leads to the JavaScript engine itself`,
		);
		for (const link of [
			'leak.txt',
			'linked.png',
			'shared',
			'chain.txt',
			'loop-a',
			'loop-b',
			'leaked-page.mdx',
			'snippets/linked.mdx',
			'.mintignore',
			'itself',
		]) {
			// Its own warning, or a place of the same warning said of another link (two loops say the same).
			const path = join(root, 'docs', link);
			const named = lenient.stderr.split('\n').some(
				(line) =>
					line.startsWith(`warning: ${path} symbolic link `) ||
					(line.startsWith('  also at ') &&
						line
							.replace(/ \(\d+ places\)$/, '')
							.slice('  also at '.length)
							.split(', ')
							.includes(path)),
			);
			expect(named, link).toBe(true);
		}
	});

	test('stops strictly, with a problem for each reach, at its file and line', () => {
		expect(strict.exitCode).not.toBe(0);
		const folder = join(root, 'docs');
		const errors = strict.stderr
			.split('\n')
			.filter((line) => line.startsWith('error: '))
			.map((line) => line.replace(folder, '<docs>'));
		expect(errors).toEqual(
			expect.arrayContaining([
				'error: <docs>/snippet.mdx:6:1 <Snippet file="/../../outside/secret.mdx"> is outside the docs folder: not read',
				'error: <docs>/snippet.mdx:8:1 <Snippet file="%2e%2e/%2e%2e/outside/secret.mdx"> is outside the docs folder: not read',
				'error: <docs>/imports.mdx:6:15 import "../outside/secret.mdx" is outside the docs folder',
				'error: <docs>/imports.mdx:7:15 import "/snippets/linked.mdx" leads outside the docs folder through the symbolic link "snippets/linked.mdx"',
				'error: <docs>/imports.mdx:8:15 import "..\\outside\\secret.mdx" is outside the docs folder',
				'error: <docs>/imports.mdx:9:15 import "../outside/secret.json" is outside the docs folder',
				'error: <docs>/image.mdx:6:1 image "../outside/secret.png" is outside the docs folder: not read',
				'error: <docs>/image.mdx:8:1 image "%2e%2e/outside/secret.png" is outside the docs folder: not read',
				'error: <docs>/image.mdx:10:1 image "linked.png" leads outside the docs folder through the symbolic link "linked.png": not read',
				'error: <docs>/node.mdx:6:16 import "node:fs" is a module of Node, which runs the build: pages import files of the docs folder only',
				`error: <docs>/environment.mdx:6:2 "globalThis" is not available to the docs' code: it holds every global of the process that builds the site, the process itself among them`,
				`error: <docs>/environment.mdx:8:2 "process" is not available to the docs' code: it is the process that builds the site, with its environment variables, files and commands`,
				"error: <docs>/environment.mdx:10:2 import.meta describes the build's own files and settings: not available to the docs' code",
				`error: <docs>/snippets/reader.jsx:1:33 "process" is not available to the docs' code: it is the process that builds the site, with its environment variables, files and commands; imported by ../component.mdx:6 as "/snippets/reader.jsx"`,
				'error: <docs>/markdown.md:4 frontmatter layout "../outside/secret.mdx" is outside the docs folder',
				'error: <docs>/events/local.yaml:8:13 $ref "../../outside/schema.yaml" is outside the docs folder: not read',
				'error: <docs>/docs.json:8:3 favicon: file "../outside/favicon.svg" is outside the docs folder: not part of the site',
				'error: <docs>/docs.json:10:5 api.openapi: "../outside/spec.json": the OpenAPI file is outside the docs folder: not read',
				'error: <docs>/docs.json:12:7 api.asyncapi[0]: "../outside/events.yaml": the AsyncAPI file is outside the docs folder: not read',
			]),
		);
		expect(strict.stderr).not.toContain(secret);
	});
});
