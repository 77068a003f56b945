import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { folderSnapshot } from '../support/folder-snapshot.ts';
import {
	endStillRunning,
	filesOf,
	fixtureCopy,
	freePort,
	removeCopies,
	serving,
	systemNode,
	trellis,
	type Run,
} from './support/run-trellis.ts';

afterAll(() => {
	endStillRunning();
	removeCopies();
});

/** What a page of a running server answered. */
interface Answer {
	status: number;
	text: string;
}

async function answerOf(url: URL): Promise<Answer> {
	const response = await fetch(url);
	return { status: response.status, text: await response.text() };
}

/**
 * `trellis dev` on a folder, running while two builds of other folders run to their end, all three
 * from the same installed copy: what it served before and after them, and how it ended.
 */
const dev = {
	folder: '',
	port: 0,
	url: '',
	filesBefore: [] as string[],
	pageBefore: undefined as Answer | undefined,
	pageAfter: undefined as Answer | undefined,
	ended: undefined as number | NodeJS.Signals | undefined,
	output: '',
};

let folder: string;
let before: string[];
let run: Run;
/** A build of another folder, started together with the first from the same installed copy. */
let other: { folder: string; run: Run };

beforeAll(async () => {
	folder = fixtureCopy('good');
	before = filesOf(folder);
	const otherFolder = fixtureCopy('legacy');
	dev.folder = fixtureCopy('good');
	dev.filesBefore = filesOf(dev.folder);
	dev.port = await freePort();
	const server = await serving(['dev', '--port', String(dev.port), '--no-open'], dev.folder);
	try {
		dev.url = server.url;
		dev.pageBefore = await answerOf(new URL('guides/planting', server.url));
		const [good, legacy] = await Promise.all([trellis(['build'], folder), trellis(['build'], otherFolder)]);
		run = good;
		other = { folder: otherFolder, run: legacy };
		dev.pageAfter = await answerOf(new URL('guides/planting', server.url));
	} finally {
		dev.ended = await server.stop();
		dev.output = server.output();
	}
});

describe('trellis build', () => {
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

describe('trellis dev and preview', () => {
	test('dev serves its folder live, writes nothing into it, and keeps serving it while builds of other folders run to their end', () => {
		const printed = `the server printed:\n${dev.output}`;
		expect(dev.url, printed).toBe(`http://localhost:${dev.port}/`);
		expect(dev.pageBefore?.status, printed).toBe(200);
		expect(dev.pageBefore?.text).toContain('twice as deep');
		// After the builds, the server's pages are still its folder's.
		expect(dev.pageAfter?.status, printed).toBe(200);
		expect(dev.pageAfter?.text).toContain('twice as deep');
		// Ended by the signal, as a shell expects, and without Node's own exit, which can hang (nodejs/node#64274).
		expect(dev.ended, printed).toBe('SIGINT');
		expect(dev.output).not.toMatch(/^error:/m);
		expect(filesOf(dev.folder)).toEqual(dev.filesBefore);
	});

	test('preview serves the site a build wrote', async () => {
		const preview = await serving(['preview', '--port', String(await freePort())], other.folder);
		let ended: number | NodeJS.Signals;
		try {
			const page = await answerOf(new URL('quickstart/', preview.url));
			expect(page.status, preview.output()).toBe(200);
			expect(page.text).toContain('<title>Quickstart - Orchard</title>');
		} finally {
			ended = await preview.stop();
		}
		expect(ended).toBe('SIGINT');
	});

	test('dev on a port another program listens on', async () => {
		const blocker = createServer();
		const port = await new Promise<number>((done) => blocker.listen({ port: 0 }, () => done((blocker.address() as { port: number }).port)));
		try {
			const refused = await trellis(['dev', '--port', String(port), '--no-open'], fixtureCopy('good'));
			expect(refused.code).toBe(1);
			expect(refused.stderr).toBe(
				`error: port ${port} is in use by another program\n  fix: stop that program, or choose another port: --port ${port + 1}\n`,
			);
		} finally {
			blocker.close();
		}
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
