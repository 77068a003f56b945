import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { setPriority } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { projectFoldersFor } from '../../src/settings/docs-paths.ts';

export const projectRoot = resolve(import.meta.dirname, '../..');

export interface BuildResult {
	exitCode: number;
	/** The signal that ended the build, when one did. */
	signal?: NodeJS.Signals;
	stdout: string;
	stderr: string;
	/** Folder holding the built site. */
	outDir: string;
}

/**
 * The folder Astro works in for a build or dev server of `docsDir`: the folder's own project
 * folder (src/settings/docs-paths.ts), or the checkout for the showcase. Builds of different
 * folders run side by side; two of one folder would share its `.astro/`.
 */
export function projectFolderOf(docsDir?: string): string {
	return (docsDir === undefined ? undefined : projectFoldersFor(resolve(projectRoot, docsDir)).root) ?? projectRoot;
}

/**
 * One build or dev server at a time in a project folder (`projectFolderOf`): they write Astro's
 * content modules into its `.astro/`. `mkdir` is atomic, so it serves as the lock. Takes it and
 * returns what releases it. Within a test run, the run service hands out turns
 * (tests/support/run-service/) and takes this lock for each.
 */
export async function holdBuildLock(docsDir?: string): Promise<() => void> {
	const folder = projectFolderOf(docsDir);
	const lockDir = folder === projectRoot ? join(projectRoot, 'node_modules/.astro/test-build.lock') : join(folder, '.test-build.lock');
	mkdirSync(dirname(lockDir), { recursive: true });
	const deadline = Date.now() + 10 * 60_000;
	for (;;) {
		try {
			mkdirSync(lockDir);
			break;
		} catch {
			// A lock left by a killed run is stale after five minutes.
			try {
				if (Date.now() - statSync(lockDir).mtimeMs > 5 * 60_000) rmSync(lockDir, { recursive: true, force: true });
			} catch {
				// Removed by its owner meanwhile: try again.
			}
			if (Date.now() > deadline) throw new Error('waited ten minutes for another test build to finish');
			await new Promise((resolveWait) => setTimeout(resolveWait, 200));
		}
	}
	return () => rmSync(lockDir, { recursive: true, force: true });
}

export const astroBin = join(projectRoot, 'node_modules/astro/bin/astro.mjs');

/** The environment of an `astro` child process: this one's, less what Vitest adds, plus the docs folder. */
export function astroEnv(options: { docsDir?: string; env?: Record<string, string> }): Record<string, string | undefined> {
	const env: Record<string, string | undefined> = { ...process.env, ...options.env, ASTRO_TELEMETRY_DISABLED: '1' };
	// Vitest puts Vite's env (BASE_URL, MODE...) into process.env; inherited by the build, BASE_URL
	// would override Astro's own base (import.meta.env.BASE_URL) and break BASE_PATH builds.
	for (const key of ['BASE_URL', 'MODE', 'DEV', 'PROD', 'SSR']) if (!options.env?.[key]) delete env[key];
	// Under VITEST, `astro dev` leaves out its page handler and answers every page with a 404.
	for (const key of Object.keys(env)) if (key.startsWith('VITEST')) delete env[key];
	// Vitest sets NODE_ENV=test, which Astro does not expect.
	if (!options.env?.NODE_ENV) delete env.NODE_ENV;
	if (options.docsDir) env.DOCS_DIR = resolve(projectRoot, options.docsDir);
	else delete env.DOCS_DIR;
	return env;
}

/** The environment of a build: `astro build` runs in production mode. */
export function buildEnv(options: { docsDir?: string; env?: Record<string, string> }): Record<string, string | undefined> {
	return astroEnv({ ...options, env: { NODE_ENV: 'production', ...options.env } });
}

/**
 * Puts a build before the browser in the CPU's queue, when the system allows it (as root): the
 * builds are what a test run waits for, and Chromium, run as root, raises its own threads'
 * priority above everything else's. The threads the build starts later inherit the priority.
 */
export function raisePriority(child: ChildProcess): void {
	if (child.pid === undefined) return;
	try {
		setPriority(child.pid, -10);
	} catch {
		// Not allowed: the build runs at the usual priority.
	}
}

/**
 * Starts `astro build` without the build lock (the caller holds it): the running process, to stop
 * it midway if need be, and its result once it ends.
 */
export function startBuild(options: { docsDir?: string; outDir: string; env?: Record<string, string> }): {
	child: ChildProcess;
	done: Promise<BuildResult>;
} {
	const { outDir } = options;
	const child = spawn(process.execPath, [astroBin, 'build', '--outDir', outDir], {
		cwd: projectRoot,
		env: buildEnv(options),
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	raisePriority(child);
	const done = new Promise<BuildResult>((resolvePromise, reject) => {
		let stdout = '';
		let stderr = '';
		child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
		child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
		child.on('error', reject);
		child.on('close', (code, signal) => resolvePromise({ exitCode: code ?? 1, ...(signal ? { signal } : {}), stdout, stderr, outDir }));
	});
	return { child, done };
}
