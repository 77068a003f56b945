import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { guardModule } from '../../../src/page-files/module-guard.ts';
import { folderWith, removeFolders } from '../../support/temporary-folder.ts';

/**
 * The compiled module of a docs file, as the build runs it: what the checks of its source could
 * not see (a key made while it runs, a name the compiler kept) is refused or made harmless.
 */

afterAll(removeFolders);
const folder = folderWith({});
let count = 0;

/** Runs a guarded module and returns what it exports. */
async function run(code: string): Promise<Record<string, unknown>> {
	const guarded = guardModule(code, '/docs/page.mdx');
	if ('refused' in guarded) throw new Error(guarded.refused);
	const file = join(folder, `module-${count++}.mjs`);
	writeFileSync(file, guarded.code);
	return (await import(pathToFileURL(file).href)) as Record<string, unknown>;
}

describe('a docs module the build runs', () => {
	it('takes no engine member through a key made while it runs', async () => {
		const module = await run(
			'const k = ["constr", "uctor"].join(""); export const reach = () => [][k][k]("return process")().env.HOME; export const read = (o, key) => o[key];',
		);
		expect(() => (module['reach'] as () => unknown)()).toThrow(
			'The docs\' code may not take the member "constructor": it leads to the JavaScript engine itself',
		);
		const read = module['read'] as (value: unknown, key: unknown) => unknown;
		expect(read({ a: 1 }, 'a')).toBe(1);
		expect(read([5, 6], 1)).toBe(6);
		const symbol = Symbol('s');
		expect(read({ [symbol]: 'kept' }, symbol)).toBe('kept');
		expect(() => read({}, { toString: () => '__proto__' })).toThrow('"__proto__"');
	});

	it('guards keys in destructuring too, and leaves literal keys as written', async () => {
		const module = await run(
			'export const take = (o, k) => { const { [k]: v } = o; return v; }; export const first = (a) => a[0] + a["1"];',
		);
		expect(() => (module['take'] as (o: unknown, k: string) => unknown)(() => {}, 'constructor')).toThrow('"constructor"');
		expect((module['first'] as (a: number[]) => number)([1, 2])).toBe(3);
		expect(guardModule('export const first = (a) => a[0] + a["1"] + a[`2`];', '/docs/x.mdx')).toEqual({
			code: 'export const first = (a) => a[0] + a["1"] + a[`2`];',
		});
	});

	it('finds the browser’s network and machine names undefined, after the module’s directives', async () => {
		const code = '"use client";\nexport const kinds = () => [typeof fetch, typeof navigator, typeof WebSocket, typeof Math];';
		const guarded = guardModule(code, '/docs/snippets/widget.jsx');
		expect('code' in guarded && guarded.code.startsWith('"use client";\nconst ')).toBe(true);
		expect(((await run(code))['kinds'] as () => string[])()).toEqual(['undefined', 'undefined', 'undefined', 'object']);
	});

	it('refuses what the checks of the source refuse, when a compiler kept it', () => {
		// With the names the module exports, for the stand-in of a lenient build (which has a default of its own).
		expect(guardModule('export const home = process.env.HOME; export default home;', '/docs/page.mdx')).toEqual({
			refused: `"process" is not available to the docs' code: it is the process that builds the site, with its environment variables, files and commands`,
			exports: ['home'],
		});
		expect(guardModule('export const load = () => import("node:fs");', '/docs/page.mdx')).toEqual({
			refused: "import() loads modules while the code runs: not available to the docs' code",
			exports: ['load'],
		});
		expect(guardModule('export const f = (x) => x.constructor;', '/docs/page.mdx')).toEqual({
			refused: `".constructor" leads to the JavaScript engine itself, where code is made from text: not available to the docs' code`,
			exports: ['f'],
		});
		expect(guardModule('export const = ;', '/docs/page.mdx')).toEqual({
			refused: expect.stringMatching(/^its compiled code does not parse: /),
			exports: [],
		});
	});

	it('names its guard after the module’s text, so that the module cannot name it', () => {
		const guarded = guardModule('export const read = (o, k) => o[k];', '/docs/page.mdx');
		const name = 'code' in guarded ? /function (__trellisKey_[0-9a-f]{16})\(/.exec(guarded.code)?.[1] : undefined;
		expect(name).toBeDefined();
		const other = guardModule(`export const read = (o, k) => o[k]; const ${name} = (k) => k;`, '/docs/page.mdx');
		expect('code' in other && other.code.includes(`function ${name}(`)).toBe(false);
	});
});
