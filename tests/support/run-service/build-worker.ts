/**
 * A process that makes builds one after another with Astro's `build()`, as `astro build` does
 * but without starting Node, loading Astro and warming its compilers again for each: a fixture
 * build takes a third of the CPU time it takes in a process of its own. The run service
 * (build-queue.ts) starts it with `fork` and sends it one build at a time; what the build prints
 * is captured and sent back with its result, as a build's own process would show it.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'astro';
import trellis, { optionsFromEnvironment } from '../../../src/integration/index.ts';
import { projectFoldersFor } from '../../../src/settings/docs-paths.ts';
import { projectRoot } from '../build-site.ts';
import type { WorkerAnswer, WorkerBuild } from './worker-protocol.ts';

const streams = { stdout: process.stdout, stderr: process.stderr } as const;
type StreamName = keyof typeof streams;
const originalWrites = { stdout: process.stdout.write.bind(process.stdout), stderr: process.stderr.write.bind(process.stderr) };

/** Runs `work` with everything written to stdout and stderr captured instead of shown. */
async function capturingOutput(work: () => Promise<void>): Promise<Record<StreamName, string>> {
	const captured: Record<StreamName, string> = { stdout: '', stderr: '' };
	for (const name of ['stdout', 'stderr'] as const) {
		// Same signature as the stream's write, which callers may give an encoding or a callback.
		streams[name].write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
			captured[name] += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString();
			const callback = rest.find((argument) => typeof argument === 'function') as (() => void) | undefined;
			callback?.();
			return true;
		}) as typeof process.stdout.write;
	}
	try {
		await work();
	} finally {
		streams.stdout.write = originalWrites.stdout;
		streams.stderr.write = originalWrites.stderr;
	}
	return captured;
}

/**
 * The working folder of one build: a folder of its own in the project's `.astro/`. Astro writes
 * the bundle it renders pages with into `.astro/` of the working folder when the output folder is
 * outside it, under names made from the bundle's content, and Node keeps every module it loaded
 * by its path: from one working folder, a second build of a folder whose bundle came out the same
 * would run the modules of the first, with whatever state they kept. A folder per build gives each
 * build modules of its own, as a process of its own would, so a worker builds any folder any
 * number of times.
 */
function newBuildFolderIn(root: string): string {
	const parent = join(root, '.astro');
	mkdirSync(parent, { recursive: true });
	return mkdtempSync(join(parent, 'worker-build-'));
}

async function runBuild(request: WorkerBuild): Promise<WorkerAnswer> {
	let exitCode = 0;
	let buildFolder: string | undefined;
	const output = await capturingOutput(async () => {
		try {
			// The engine given the build's folder and settings as options, as astro.config.mjs gives them
			// from the environment: the process's own environment stays as it is.
			const options = optionsFromEnvironment(request.env);
			// In the folder's own project folder, as astro.config.mjs does: builds of other folders run
			// meanwhile in other workers. What the build prints names files from the checkout.
			const project = projectFoldersFor(options.docsDir);
			const root = project.root ?? projectRoot;
			buildFolder = newBuildFolderIn(root);
			process.chdir(buildFolder);
			await build({
				root,
				...(project.srcDir ? { srcDir: project.srcDir } : {}),
				outDir: request.outDir,
				configFile: false,
				integrations: [trellis({ ...options, shownFrom: projectRoot })],
			});
		} catch (error) {
			// What Astro's command line prints of an error that ends a build: its message, then its stack.
			exitCode = 1;
			const shown = error instanceof Error ? [error.message, error.stack?.split('\n').slice(1).join('\n') ?? ''] : [String(error)];
			process.stderr.write(`${shown.filter(Boolean).join('\n')}\n`);
		} finally {
			process.chdir(projectRoot);
			if (buildFolder) rmSync(buildFolder, { recursive: true, force: true });
		}
	});
	return { id: request.id, exitCode, ...output };
}

// One build at a time: each captures the process's output.
let queue = Promise.resolve();
process.on('message', (message: WorkerBuild) => {
	queue = queue.then(async () => {
		process.send?.(await runBuild(message));
	});
});
process.on('disconnect', () => process.exit(0));
