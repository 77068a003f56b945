import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startBuild } from '../support/build-site.ts';
import { ownBuild } from '../support/own-build.ts';
import { folderSnapshot } from '../support/folder-snapshot.ts';
import { takeBuildTurn } from '../support/run-service/client.ts';

/**
 * The output folder of a build is replaced only once the build has succeeded: a build that fails,
 * or is stopped with Ctrl-C, leaves the previous output exactly as it was, and leaves no half
 * written folder behind.
 */

const fixture = join(import.meta.dirname, '../fixtures/dev-site');
/** The file of the fixture that holds its navigation (docs.json reads it with `$ref`). */
const navigationFile = 'navigation.json';
/** The pages added to the fixture's for every build. */
const beds = 3;
/** Pages added for the build stopped with Ctrl-C: enough that stopping it after the first page lands in the middle of it. */
const stoppedBuildBeds = 60;

let docsDir: string;
let outDir: string;

/** Folders beside the output folder that a build made: `<out>.partial-<pid>`, `<out>.previous-<pid>`. */
function leftBeside(folder: string): string[] {
	return readdirSync(dirname(folder)).filter((entry) => entry.startsWith(`${basename(folder)}.`));
}

/** Edits a file of the docs folder; an edit that changes nothing is a mistake of the test. */
function editDocs(file: string, edit: (text: string) => string): void {
	const path = join(docsDir, file);
	const text = readFileSync(path, 'utf8');
	const edited = edit(text);
	if (edited === text) throw new Error(`the edit of ${file} changed nothing`);
	writeFileSync(path, edited);
}

/** The names of beds `from` to `to`, one page each. */
function bedNames(from: number, to: number): string[] {
	return Array.from({ length: to - from + 1 }, (_, index) => `bed-${from + index}`);
}

/** Writes a page for each bed. */
function writeBeds(pages: string[]): void {
	for (const page of pages) {
		writeFileSync(
			join(docsDir, `${page}.mdx`),
			`---\ntitle: Bed ${page}\ndescription: One bed of the greenhouse.\n---\n\nThe plants of ${page}.\n`,
		);
	}
}

beforeAll(async () => {
	docsDir = mkdtempSync(join(tmpdir(), 'trellis-staged-docs-'));
	cpSync(fixture, docsDir, { recursive: true });
	const pages = bedNames(1, beds);
	writeBeds(pages);
	editDocs(navigationFile, (text) =>
		text.replace(
			'{ "group": "Start", "pages": ["intro"] }',
			`{ "group": "Start", "pages": ["intro"] },\n    { "group": "Beds", "pages": ${JSON.stringify(pages)} }`,
		),
	);
	outDir = mkdtempSync(join(tmpdir(), 'trellis-staged-out-'));
	const first = await ownBuild({ docsDir, outDir });
	expect(first.exitCode, first.stderr).toBe(0);
});

afterAll(() => {
	if (outDir) for (const entry of leftBeside(outDir)) rmSync(join(dirname(outDir), entry), { recursive: true, force: true });
	for (const folder of [docsDir, outDir]) if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('the previous output stays until a build succeeds', () => {
	test('a build that fails at its very end (a broken link) leaves the previous output byte for byte', async () => {
		const before = folderSnapshot(outDir);
		expect(before['intro/index.html']).toBeDefined();
		editDocs('intro.mdx', (text) => `${text}\nSee [the old beds](/old-beds).\n`);
		try {
			const broken = await ownBuild({ docsDir, outDir });
			expect(broken.exitCode, broken.stderr).not.toBe(0);
			expect(broken.stderr).toContain('/old-beds');
			// The report of the failed build is printed, not written over the previous one.
			expect(broken.stderr).toContain('Compatibility report (strict):');
			expect(broken.stderr).not.toContain('trellis-report.json');
		} finally {
			editDocs('intro.mdx', (text) => text.replace('\nSee [the old beds](/old-beds).\n', ''));
		}
		expect(folderSnapshot(outDir)).toEqual(before);
		expect(leftBeside(outDir)).toEqual([]);
	});

	test('a build stopped with Ctrl-C (SIGINT) after writing its first pages leaves the previous output as it was', async () => {
		const before = folderSnapshot(outDir);
		const added = bedNames(beds + 1, stoppedBuildBeds);
		const navigation = readFileSync(join(docsDir, navigationFile), 'utf8');
		writeBeds(added);
		editDocs(navigationFile, (text) =>
			text.replace(`"bed-${beds}"]`, `"bed-${beds}", ${added.map((page) => JSON.stringify(page)).join(', ')}]`),
		);
		const release = await takeBuildTurn(docsDir);
		try {
			const { child, done } = startBuild({ docsDir, outDir });
			const staging = `${outDir}.partial-${child.pid}`;
			// The new build is under way: its first page is written in the staging folder.
			await expect.poll(() => existsSync(join(staging, 'intro/index.html')), { timeout: 90_000, interval: 20 }).toBe(true);
			child.kill('SIGINT');
			const stopped = await done;
			// Ended by the signal, as a shell expects of a program stopped with Ctrl+C.
			expect(stopped.signal, stopped.stderr).toBe('SIGINT');
			expect(stopped.stdout).not.toContain('Complete!');
			// The build removes its staging folder as it stops; a write still in flight at that
			// moment can make a folder again under its name, which the next build removes.
			expect(leftBeside(outDir).filter((name) => !name.endsWith(`-${child.pid}`))).toEqual([]);
		} finally {
			release();
			writeFileSync(join(docsDir, navigationFile), navigation);
			for (const page of added) rmSync(join(docsDir, `${page}.mdx`));
		}
		expect(folderSnapshot(outDir)).toEqual(before);
	});

	test('a successful build replaces the output completely, and removes what a killed build left', async () => {
		writeFileSync(join(outDir, 'left-by-hand.txt'), 'not part of any build');
		// What a build killed outright (SIGKILL, power loss) leaves: its process is gone.
		const deadPid = spawnSync(process.execPath, ['-e', '']).pid;
		const killedStaging = `${outDir}.partial-${deadPid}`;
		cpSync(outDir, killedStaging, { recursive: true });
		expect(existsSync(join(outDir, `bed-${beds}/index.html`))).toBe(true);
		editDocs(navigationFile, (text) => text.replace(`,"bed-${beds}"]`, ']'));
		rmSync(join(docsDir, `bed-${beds}.mdx`));
		editDocs('intro.mdx', (text) => text.replace('Every plant has a bed.', 'Every plant has a bed, and a label.'));

		const next = await ownBuild({ docsDir, outDir });
		expect(next.exitCode, next.stderr).toBe(0);
		expect(existsSync(join(outDir, 'left-by-hand.txt'))).toBe(false);
		expect(existsSync(join(outDir, `bed-${beds}/index.html`))).toBe(false);
		expect(existsSync(join(outDir, `bed-${beds - 1}/index.html`))).toBe(true);
		expect(readFileSync(join(outDir, 'intro/index.html'), 'utf8')).toContain('Every plant has a bed, and a label.');
		expect(leftBeside(outDir)).toEqual([]);
	});
});
