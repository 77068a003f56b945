import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { holdBuildLock, type BuildResult } from '../build-site.ts';
import { buildKey } from './build-key.ts';
import { BuildWorkerHandle } from './build-worker-handle.ts';
import type { BuildRequest } from './protocol.ts';

interface Job {
	request: BuildRequest;
	result: Promise<unknown>;
	start: () => void;
	started: boolean;
}

/** Astro's own line when it starts writing the content store into `.astro/`. */
const contentSyncLine = /\[content\] Syncing content/;

/**
 * The builds of one test run, each made once whatever number of test files ask for it. Builds
 * that go past loading the config run one at a time, holding the build lock: they share the
 * project's `.astro/` folder, and one build already keeps both cores busy. Builds that stop at
 * the config (`stopsAtConfig`) run in a second lane beside them. Each lane makes its builds in a
 * build worker of its own (build-worker.ts), as `astro build` would but in a process that stays.
 * A build asked for by a test goes before those only prefetched.
 */
export class BuildQueue {
	readonly #jobs = new Map<string, Job>();
	readonly #lanes = { full: [] as Job[], config: [] as Job[] };
	readonly #busy = { full: false, config: false };
	readonly #workers = { full: new BuildWorkerHandle(), config: new BuildWorkerHandle() };
	readonly #outDirs: string[] = [];
	#closed = false;
	readonly #counts = { full: 0, config: 0, turns: 0 };
	/** Seconds each build took, by what it built: the slowest are named at the end of a run. */
	readonly #seconds: { name: string; lane: 'full' | 'config'; seconds: number }[] = [];

	/** What the run made, if anything: builds in each lane, and turns given to tests (dev servers, builds of their own). */
	summary(): string | undefined {
		const { full, config, turns } = this.#counts;
		if (full + config + turns === 0) return undefined;
		const fullSeconds = this.#seconds.filter((build) => build.lane === 'full').reduce((sum, build) => sum + build.seconds, 0);
		const slowest = [...this.#seconds]
			.sort((a, b) => b.seconds - a.seconds)
			.slice(0, 5)
			.map((build) => `${build.name} ${build.seconds.toFixed(1)} s`);
		return (
			`${full + config} shared builds (${config} stopped at the config), ${turns} turns for dev servers and tests' own builds; ` +
			`full builds took ${fullSeconds.toFixed(0)} s in all${slowest.length > 0 ? `, the slowest: ${slowest.join(', ')}` : ''}`
		);
	}

	/**
	 * A turn in the lane of full builds, for what a test does with the project's `.astro/` folder
	 * itself (a dev server, a build of its own): resolves once granted, with what ends it. It goes
	 * before the builds only prefetched, so that the queue never starves it.
	 */
	turn(): Promise<() => void> {
		let granted!: (release: () => void) => void;
		const grant = new Promise<() => void>((resolveGrant) => (granted = resolveGrant));
		this.#counts.turns += 1;
		const job = this.#newJob(
			{},
			() =>
				new Promise<void>((resolveTurn) => {
					void holdBuildLock().then((releaseLock) =>
						granted(() => {
							releaseLock();
							resolveTurn();
						}),
					);
				}),
		);
		this.#lanes.full.unshift(job);
		this.#next('full');
		return grant;
	}

	/** The build's result; `urgent` puts it before the builds only prefetched. */
	build(request: BuildRequest, urgent = true): Promise<BuildResult> {
		const key = buildKey(request);
		let job = this.#jobs.get(key);
		if (!job) {
			job = this.#newJob(request, () => this.#run(request));
			this.#jobs.set(key, job);
			const lane = this.#lanes[request.stopsAtConfig ? 'config' : 'full'];
			if (urgent) lane.unshift(job);
			else lane.push(job);
		} else if (urgent && !job.started) {
			const lane = this.#lanes[request.stopsAtConfig ? 'config' : 'full'];
			lane.splice(lane.indexOf(job), 1);
			lane.unshift(job);
		}
		this.#next('full');
		this.#next('config');
		return job.result as Promise<BuildResult>;
	}

	/** Queues builds that test files of this run will ask for, in this order, behind those asked for. */
	prefetch(requests: BuildRequest[]): void {
		for (const request of requests) void this.build(request, false).catch(() => undefined);
	}

	/** Stops the builds still running and removes every output. */
	async close(): Promise<void> {
		this.#closed = true;
		await Promise.all([this.#workers.full.close(true), this.#workers.config.close(true)]);
		// With each output folder, what a build that failed midway left beside it (`<outDir>.partial-<pid>`).
		const besideOutputs = readdirSync(tmpdir()).filter((name) => this.#outDirs.some((outDir) => name.startsWith(`${basename(outDir)}.`)));
		for (const folder of [...this.#outDirs, ...besideOutputs.map((name) => join(tmpdir(), name))])
			rmSync(folder, { recursive: true, force: true });
	}

	#newJob(request: BuildRequest, work: () => Promise<unknown>): Job {
		let start!: () => void;
		const result = new Promise<unknown>((resolveResult, reject) => {
			start = () => {
				job.started = true;
				work().then(resolveResult, reject);
			};
		});
		const job: Job = { request, result, start: () => start(), started: false };
		return job;
	}

	#next(lane: 'full' | 'config'): void {
		if (this.#busy[lane] || this.#closed) return;
		const job = this.#lanes[lane].shift();
		if (!job) return;
		this.#busy[lane] = true;
		job.result
			.catch(() => undefined)
			.finally(() => {
				this.#busy[lane] = false;
				this.#next(lane);
			});
		job.start();
	}

	async #run(request: BuildRequest): Promise<BuildResult> {
		const lane = request.stopsAtConfig ? 'config' : 'full';
		this.#counts[lane] += 1;
		const release = request.stopsAtConfig ? () => undefined : await holdBuildLock();
		try {
			const outDir = mkdtempSync(join(tmpdir(), 'trellis-build-'));
			this.#outDirs.push(outDir);
			const started = performance.now();
			const result = await this.#workers[lane].build({ ...request, outDir });
			const settings = Object.entries(request.env ?? {}).map(([key, value]) => `${key}=${value}`);
			const name = [(request.docsDir ?? 'showcase').replace(/^tests\/fixtures\//, ''), ...settings].join(' ');
			this.#seconds.push({ name, lane, seconds: (performance.now() - started) / 1000 });
			if (request.stopsAtConfig && contentSyncLine.test(result.stdout + result.stderr)) {
				throw new Error(
					`the build of ${request.docsDir ?? 'the showcase'} is marked stopsAtConfig, but it went on to write the content store; it must run in the full lane: remove stopsAtConfig`,
				);
			}
			return result;
		} finally {
			release();
		}
	}
}
