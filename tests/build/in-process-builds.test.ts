import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { cacheDirFor } from '../../src/settings/docs-paths.ts';
import { projectRoot, type BuildResult } from '../support/build-site.ts';
import { BuildWorkerHandle } from '../support/run-service/build-worker-handle.ts';
import { takeBuildTurn } from '../support/run-service/client.ts';

/**
 * Builds one after another in one process, with Astro's `build()` as a script or a command of
 * its own would call it: a build that stops (at the config, or after rendering) throws instead of
 * ending the process, and leaves nothing for the next build to pick up (the diagrams seen, the
 * render failures, a staging folder, the modules of an earlier build of the same folder).
 */

const outputs: string[] = [];
/** Made in this order, in one process, before the folder built twice (`edited`). */
const order = ['diagrams', 'brokenConfig', 'renderFailures'] as const;
const folders: Record<(typeof order)[number], string> = {
	diagrams: 'tests/fixtures/components-api',
	brokenConfig: 'tests/fixtures/broken-config',
	renderFailures: 'tests/fixtures/render-failures',
};
const builds = new Map<(typeof order)[number], BuildResult>();
/**
 * A folder with no diagram, built, edited, then built again by the same process: its first build
 * comes after the others.
 */
const edited = { before: '', after: '' };
/** The first build of the edited folder, which has no diagram. */
let firstOfEdited: BuildResult | undefined;
const result = (name: (typeof order)[number]): BuildResult =>
	builds.get(name) ?? expect.unreachable(`the build of ${folders[name]} was made`);
const noDiagrams = (): BuildResult => firstOfEdited ?? expect.unreachable('the folder with no diagram was built');

beforeAll(async () => {
	const worker = new BuildWorkerHandle();
	try {
		for (const name of order) {
			const outDir = mkdtempSync(join(tmpdir(), 'trellis-in-process-'));
			outputs.push(outDir);
			// Each in its folder's turn among the run's builds.
			const release = await takeBuildTurn(folders[name]);
			try {
				builds.set(name, await worker.build({ docsDir: folders[name], outDir }));
			} finally {
				release();
			}
		}
		const folder = join(mkdtempSync(join(tmpdir(), 'trellis-in-process-docs-')), 'docs');
		outputs.push(join(folder, '..'), cacheDirFor(projectRoot, folder));
		cpSync(join(projectRoot, 'tests/fixtures/cli/good'), folder, { recursive: true });
		const release = await takeBuildTurn(folder);
		try {
			for (const moment of ['before', 'after'] as const) {
				if (moment === 'after')
					writeFileSync(
						join(folder, 'index.mdx'),
						readFileSync(join(folder, 'index.mdx'), 'utf8').replace('Seedlings need light', 'Seedlings need shade'),
					);
				const built = await worker.build({ docsDir: folder, outDir: join(folder, `../${moment}`) });
				expect(built.exitCode, built.stderr).toBe(0);
				if (moment === 'before') firstOfEdited = built;
				edited[moment] = readFileSync(join(built.outDir, 'index.html'), 'utf8');
			}
		} finally {
			release();
		}
	} finally {
		await worker.close();
	}
}, 600_000);

afterAll(() => {
	for (const outDir of outputs) rmSync(outDir, { recursive: true, force: true });
});

test('a build that stops at the config throws with its last line, and the process builds again', () => {
	expect(result('brokenConfig').exitCode).toBe(1);
	expect(result('brokenConfig').stderr).toMatch(
		/4 errors, 0 warnings\nCompatibility report \(strict\): the build stopped.*\nBuild stopped: fix the errors above and run the build again.\n$/,
	);
	expect(result('brokenConfig').stderr).not.toMatch(/\[ERROR\]|unhandled error|\n\s+at /);
});

test('a build that stops after rendering leaves no staging folder and no render failure behind', () => {
	expect(result('renderFailures').exitCode).toBe(1);
	expect(result('renderFailures').stderr).toContain('could not be rendered');
	expect(result('renderFailures').stderr.trimEnd().split('\n').at(-1)).toBe('Build stopped: fix the errors above and run the build again.');
	const outDir = outputs[2]!;
	expect(readdirSync(tmpdir()).filter((name) => name.startsWith(`${basename(outDir)}.`))).toEqual([]);
	expect(noDiagrams().exitCode, noDiagrams().stderr).toBe(0);
	expect(noDiagrams().stderr).toMatch(/\d+ built, 0 failed/);
});

test("Mermaid's files go only into the site whose pages have a diagram, whatever was built before", () => {
	expect(result('diagrams').exitCode, result('diagrams').stderr).toBe(0);
	expect(existsSync(join(outputs[0]!, '_trellis'))).toBe(true);
	expect(existsSync(join(noDiagrams().outDir, '_trellis'))).toBe(false);
});

test('a folder built again after an edit shows the edit: the process keeps nothing of its first build', () => {
	expect(edited.before).toContain('Seedlings need light');
	expect(edited.after).toContain('Seedlings need shade');
	expect(edited.after).not.toContain('Seedlings need light');
});
