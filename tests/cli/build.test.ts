import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { filesOf, fixtureCopy, removeCopies, systemNode, trellis, type Run } from './support/run-trellis.ts';

afterAll(removeCopies);

describe('trellis build', () => {
	let folder: string;
	let before: string[];
	let run: Run;
	beforeAll(async () => {
		folder = fixtureCopy('good');
		before = filesOf(folder);
		run = await trellis(['build'], folder);
	});

	test('writes the site into dist/ of the folder it runs in, under the system Node', () => {
		expect(run.stderr).not.toMatch(/^error:/m);
		expect(run.code).toBe(0);
		expect(run.stdout).toMatch(/^Site written to dist in \d+\.\d s$/m);
		expect(readFileSync(join(folder, 'dist/index.html'), 'utf8')).toContain('Seedlings need light');
		expect(readFileSync(join(folder, 'dist/guides/planting/index.html'), 'utf8')).toContain('twice as deep');
		expect(existsSync(join(folder, 'dist/images/leaf.png'))).toBe(true);
		expect(existsSync(join(folder, 'dist/pagefind'))).toBe(true);
	});

	test('writes nothing into the docs folder but the output folder', () => {
		expect(filesOf(folder).filter((file) => !file.startsWith('dist/'))).toEqual(before);
	});

	test('shows no progress when its output is not a terminal', () => {
		expect(run.stdout + run.stderr).not.toContain('generating static routes');
	});

	test('a second build does not read the first one’s output as docs', async () => {
		const again = await trellis(['build'], folder);
		expect(again.code).toBe(0);
		expect(existsSync(join(folder, 'dist/dist'))).toBe(false);
		expect(readFileSync(join(folder, 'dist/trellis-report.json'), 'utf8')).toMatch(/"pagesBuilt": 2,/);
	});
});

describe('trellis validate', () => {
	test('passes a good folder, leaving nothing behind', async () => {
		const folder = fixtureCopy('good');
		const before = filesOf(folder);
		const run = await trellis(['validate', '--dir', folder], join(folder, '..'));
		expect(run.code).toBe(0);
		expect(run.stdout).toContain('Valid: 2 pages built, no errors');
		// The temporary folder is gone: the report's place in it is not named.
		expect(run.stderr).toContain('Compatibility report (strict): 2 pages in navigation, 2 built');
		expect(run.stderr).not.toContain('written to');
		expect(filesOf(folder)).toEqual(before);
	});

	test('fails a broken folder with every problem, each with its place and fix', async () => {
		const folder = fixtureCopy('broken');
		const run = await trellis(['validate'], folder);
		expect(run.code).toBe(1);
		expect(run.stderr).toContain(
			`error: ${join(folder, 'docs.json')}:8:46 navigation.groups[0].pages[1]: page "missing-page" does not exist: no missing-page.mdx or missing-page.md`,
		);
		expect(run.stderr).toContain(`error: ${join(folder, 'index.mdx')}:6:1 unknown component <Notte>\n  fix: did you mean <Note>?`);
		expect(run.stderr).toContain('2 errors, 0 warnings');
		expect(run.stderr).not.toMatch(/^\s+at /m);
		expect(filesOf(folder)).toEqual(['docs.json', 'index.mdx']);
	});
});

describe('mistakes in how trellis is called', () => {
	test('a folder without docs.json', async () => {
		const folder = join(fixtureCopy('good'), 'guides');
		const run = await trellis(['build'], folder);
		expect(run.code).toBe(1);
		expect(run.stderr).toBe(
			`error: ${folder}: no docs.json or mint.json in this folder\n  fix: run trellis in the folder that holds your docs.json, pass it with --dir <folder>, or start one with \`trellis new\`\n`,
		);
	});

	test('a wrong value of a setting, as a flag and as a variable', async () => {
		const folder = fixtureCopy('good');
		const run = await trellis(['build', '--link-check', 'warning'], folder, { BASE_PATH: 'docs' });
		expect(run.code).toBe(1);
		expect(run.stderr).toContain('error: --link-check warning: not a value of --link-check. Expected "warn"');
		expect(run.stderr).toContain('  fix: did you mean --link-check warn?');
		expect(run.stderr).toContain('error: BASE_PATH=docs: not a value of BASE_PATH. Expected a path from the site root');
		expect(run.stderr).toContain('  fix: did you mean BASE_PATH=/docs?');
		expect(existsSync(join(folder, 'dist'))).toBe(false);
	});

	test('an output folder inside the docs folder, where the next build would read it', async () => {
		const folder = fixtureCopy('good');
		const run = await trellis(['build', '--out', 'guides/site'], folder);
		expect(run.code).toBe(1);
		expect(run.stderr).toContain(`error: --out guides/site: a folder inside the docs folder ${folder}`);
		expect(existsSync(join(folder, 'guides/site'))).toBe(false);
	});

	test('an unknown command, with the one meant', async () => {
		const run = await trellis(['biuld'], fixtureCopy('good'));
		expect(run.code).toBe(2);
		expect(run.stderr).toBe("error: unknown command 'biuld'\n  fix: did you mean build? (trellis --help lists the commands and flags)\n");
	});

	test('an unknown flag and a bad port', async () => {
		const folder = fixtureCopy('good');
		const flag = await trellis(['dev', '--prot', '3000'], folder);
		expect(flag.code).toBe(2);
		expect(flag.stderr).toBe(
			"error: unknown option '--prot'\n  fix: did you mean --port? (trellis dev --help lists the commands and flags)\n",
		);
		const port = await trellis(['dev', '--port', 'abc'], folder);
		expect(port.code).toBe(2);
		expect(port.stderr).toContain('"abc" is not a port number: give a whole number from 1 to 65535, such as 4321');
	});
});

describe('trellis --help', () => {
	test('lists every command', async () => {
		const run = await trellis(['--help'], fixtureCopy('good'));
		expect(run.code).toBe(0);
		for (const command of ['dev', 'build', 'preview', 'validate', 'broken-links', 'a11y', 'upgrade', 'new', 'export']) {
			expect(run.stdout).toMatch(new RegExp(`^  ${command} `, 'm'));
		}
	});

	test('lists the flags of a command', async () => {
		const run = await trellis(['broken-links', '--help'], fixtureCopy('good'));
		expect(run.code).toBe(0);
		for (const flag of ['--dir <folder>', '--files <glob...>', '--check-anchors', '--check-redirects']) expect(run.stdout).toContain(flag);
	});

	test('runs under the Node of the machine', async () => {
		const run = await trellis(['--version'], fixtureCopy('good'));
		expect(run.code, `${systemNode}: ${run.stderr}`).toBe(0);
		expect(run.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
	});
});
