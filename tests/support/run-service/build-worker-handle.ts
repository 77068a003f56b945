import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { buildEnv, projectRoot, raisePriority, type BuildResult } from '../build-site.ts';
import type { WorkerAnswer, WorkerBuild } from './worker-protocol.ts';

const workerFile = join(import.meta.dirname, 'build-worker.ts');

/**
 * Builds made in a build worker (build-worker.ts), one at a time. The worker starts on the first
 * build and again after it ends (a crash fails the builds it had); after `buildsPerWorker` builds
 * it is replaced, so that whatever a build leaves in memory does not pile up over a run (a worker
 * grows by about 40 MB a build: 30 builds, the share of each of a run's two, end near 2 GB). A
 * worker builds any folder any number of times: each build has a working folder of its own
 * (build-worker.ts).
 */
export class BuildWorkerHandle {
	readonly #buildsPerWorker: number;
	#child: ChildProcess | undefined;
	#builds = 0;
	#nextId = 0;
	readonly #pending = new Map<number, { resolve: (answer: WorkerAnswer) => void; reject: (error: Error) => void }>();

	constructor(buildsPerWorker = 30) {
		this.#buildsPerWorker = buildsPerWorker;
	}

	async build(options: { docsDir?: string; env?: Record<string, string>; outDir: string }): Promise<BuildResult> {
		if (this.#builds >= this.#buildsPerWorker) await this.close();
		const child = (this.#child ??= this.#start());
		this.#builds += 1;
		const request: WorkerBuild = { id: this.#nextId++, outDir: options.outDir, env: buildEnv(options) };
		const answer = await new Promise<WorkerAnswer>((resolve, reject) => {
			this.#pending.set(request.id, { resolve, reject });
			child.send(request);
		});
		return { exitCode: answer.exitCode, stdout: answer.stdout, stderr: answer.stderr, outDir: options.outDir };
	}

	/** Ends the worker once its builds are answered (or at once, with `kill`). */
	async close(kill = false): Promise<void> {
		const child = this.#child;
		this.#child = undefined;
		this.#builds = 0;
		if (!child || child.exitCode !== null || child.signalCode !== null) return;
		const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
		if (kill) child.kill('SIGTERM');
		else child.disconnect();
		await exited;
	}

	#start(): ChildProcess {
		const child = fork(workerFile, {
			cwd: projectRoot,
			// Builds, as `astro build` makes them: React and Vite in production mode, from the first module loaded.
			env: buildEnv({}),
			stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
		});
		raisePriority(child);
		child.on('message', (answer: WorkerAnswer) => {
			this.#pending.get(answer.id)?.resolve(answer);
			this.#pending.delete(answer.id);
		});
		child.on('exit', (code, signal) => {
			if (this.#child === child) this.#child = undefined;
			for (const { reject } of this.#pending.values())
				reject(new Error(`the build worker ended (${signal ?? `exit code ${code}`}) during a build`));
			this.#pending.clear();
		});
		return child;
	}
}
