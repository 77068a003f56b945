import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { folderSnapshot } from '../support/folder-snapshot.ts';
import { filesOf, fixtureCopy, removeCopies, systemNode, trellis, type Run } from './support/run-trellis.ts';

afterAll(removeCopies);

describe('trellis build', () => {
	let folder: string;
	let before: string[];
	let run: Run;
	/** A build of another folder, started together with the first from the same installed copy. */
	let other: { folder: string; run: Run };
	beforeAll(async () => {
		folder = fixtureCopy('good');
		before = filesOf(folder);
		const otherFolder = fixtureCopy('legacy');
		const [good, legacy] = await Promise.all([trellis(['build'], folder), trellis(['build'], otherFolder)]);
		run = good;
		other = { folder: otherFolder, run: legacy };
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

	test('a build of another folder started at the same time writes its own site', () => {
		expect(other.run.code, other.run.stderr).toBe(0);
		const page = (path: string) => readFileSync(join(other.folder, 'dist', path), 'utf8');
		expect(page('index.html')).toContain('<title>Orchard</title>');
		expect(page('v1/old-setup/index.html')).not.toContain('Seedling');
	});

	test('writes nothing into the docs folder but the output folder', () => {
		expect(filesOf(folder).filter((file) => !file.startsWith('dist/'))).toEqual(before);
	});

	test('shows no progress when its output is not a terminal', () => {
		expect(run.stdout + run.stderr).not.toContain('generating static routes');
	});

	test('a second build does not read the first one’s output as docs; built in parts, one process each, it writes the same site', async () => {
		const first = folderSnapshot(join(folder, 'dist'));
		const again = await trellis(['build', '--pages-per-process', '1'], folder);
		expect(again.code, again.stderr).toBe(0);
		expect(again.stdout).toMatch(
			/^2 pages: built in 2 parts of at most 1, one process after another, so that memory stays bounded \(--pages-per-process\)\nPart 1 of 2…\nPart 2 of 2…\n/,
		);
		expect(again.stdout).not.toContain('Shard ');
		expect(existsSync(join(folder, 'dist/dist'))).toBe(false);
		expect(readFileSync(join(folder, 'dist/trellis-report.json'), 'utf8')).toMatch(/"pagesBuilt": 2,/);
		expect(folderSnapshot(join(folder, 'dist'))).toEqual(first);
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
		// Files named from the folder the command ran in, as a compiler names them.
		expect(run.stderr).toContain(
			'error: docs.json:8:46 navigation.groups[0].pages[1]: page "missing-page" does not exist: no missing-page.mdx or missing-page.md',
		);
		expect(run.stderr).toContain('error: index.mdx:6:1 unknown component <Notte>\n  fix: did you mean <Note>?');
		expect(run.stderr).toContain('2 errors, 0 warnings');
		expect(run.stderr).not.toMatch(/^\s+at /m);
		expect(filesOf(folder)).toEqual(['docs.json', 'index.mdx']);
	});
});

/** Flags, help and the mistakes in how the command is called, run in-process: tests/unit/cli/main.test.ts. */
describe('trellis --version', () => {
	test('runs under the Node of the machine', async () => {
		const run = await trellis(['--version'], fixtureCopy('good'));
		expect(run.code, `${systemNode}: ${run.stderr}`).toBe(0);
		expect(run.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
	});
});

test('keeps the compiled code of its modules in the temporary folder, for a faster start next time', async () => {
	const temporary = mkdtempSync(join(tmpdir(), 'trellis-cli-tmp-'));
	try {
		const run = await trellis(['--version'], temporary, { TMPDIR: temporary });
		expect(run.code, run.stderr).toBe(0);
		expect(readdirSync(join(temporary, 'node-compile-cache'), { recursive: true }).length).toBeGreaterThan(0);
	} finally {
		rmSync(temporary, { recursive: true, force: true });
	}
});
