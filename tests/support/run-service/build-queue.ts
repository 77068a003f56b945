import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { holdBuildLock, projectFolderOf, type BuildResult } from '../build-site.ts';
import { buildKey } from './build-key.ts';
import { BuildWorkerHandle } from './build-worker-handle.ts';
import type { BuildRequest, OwnBuildRequest } from './protocol.ts';
import { removeInBackground } from './remove-in-background.ts';

type Lane = 'full' | 'config';

interface Job {
	/** The project folder it works in (build-site.ts `projectFolderOf`): one job at a time in each. */
	folder: string;
	/** A build needs a build worker; a turn (a dev server, a test's build in a process of its own) runs in the test's process. */
	kind: 'build' | 'turn';
	result: Promise<unknown>;
	start: (worker: BuildWorkerHandle | undefined) => void;
	started: boolean;
}

/** Astro's own line when it starts writing the content store into `.astro/`. */
const contentSyncLine = /\[content\] Syncing content/;

/**
 * Full builds made side by side: on two cores, two builds of small folders keep both busier
 * than one does (a build waits on its files and its processes part of the time).
 */
const fullWorkers = 2;

/**
 * The builds of one test run, each made once whatever number of test files ask for it. Builds
 * that go past loading the config hold the lock of their project folder (`.astro/` is written
 * there): builds of different folders run side by side, two at a time, and a turn (a dev server, a
 * test's build in a process of its own) waits only for the builds of its folder. Builds that stop
 * at the config (`stopsAtConfig`) write nothing there and run in a lane of their own beside them.
 * Builds, tests' own among them, are made in build workers (build-worker.ts), as `astro build`
 * would but in processes that stay.
 * A build asked for by a test goes before those only prefetched.
 */
export class BuildQueue {
	readonly #jobs = new Map<string, Job>();
	readonly #lanes: Record<Lane, Job[]> = { full: [], config: [] };
	/** The workers free to take a build, by lane. */
	readonly #idle: Record<Lane, BuildWorkerHandle[]> = {
		full: Array.from({ length: fullWorkers }, () => new BuildWorkerHandle()),
		config: [new BuildWorkerHandle()],
	};
	readonly #allWorkers = [...this.#idle.full, ...this.#idle.config];
	/** The project folders a job of the full lane works in now. */
	readonly #busyFolders = new Set<string>();
	readonly #outDirs: string[] = [];
	#closed = false;
	readonly #counts = { full: 0, config: 0, own: 0, turns: 0 };
	/** Seconds each build took, by what it built: the slowest are named at the end of a run. */
	readonly #seconds: { name: string; lane: Lane; seconds: number }[] = [];
	/**
	 * When the queue was made, when the last of the catalogue's full builds ended (those the sequencer
	 * queued), and when the last full build did (folders tests write, asked for as they run).
	 */
	readonly #startedAt = performance.now();
	#lastFullEnd = 0;
	#lastCatalogueEnd = 0;
	readonly #catalogue = new Set<string>();

	/** What the run made, if anything: builds in each lane, tests' own builds, and turns given to tests (dev servers, processes of their own). */
	summary(): string | undefined {
		const { full, config, own, turns } = this.#counts;
		if (full + config + own + turns === 0) return undefined;
		const fullSeconds = this.#seconds.filter((build) => build.lane === 'full').reduce((sum, build) => sum + build.seconds, 0);
		const slowest = [...this.#seconds]
			.sort((a, b) => b.seconds - a.seconds)
			.slice(0, 5)
			.map((build) => `${build.name} ${build.seconds.toFixed(1)} s`);
		return (
			`${full + config} shared builds (${config} stopped at the config), ${own} builds of tests' own, ${turns} turns for dev servers and tests' own processes; ` +
			`full builds took ${fullSeconds.toFixed(0)} s in all, ${fullWorkers} at a time; the catalogue's were done ${this.#secondsIn(this.#lastCatalogueEnd)} s into the run, ` +
			`the last of all ${this.#secondsIn(this.#lastFullEnd)} s` +
			`${slowest.length > 0 ? `; the slowest: ${slowest.join(', ')}` : ''}`
		);
	}

	#secondsIn(time: number): string {
		return ((time - this.#startedAt) / 1000).toFixed(0);
	}

	/**
	 * A turn in the project folder of `docsDir` (the showcase's without one), for what a test does
	 * in its `.astro/` folder itself (a dev server, a build in a process of its own): resolves once granted, with
	 * what ends it. It goes before the builds only prefetched, so that the queue never starves it.
	 */
	turn(docsDir?: string): Promise<() => void> {
		let granted!: (release: () => void) => void;
		const grant = new Promise<() => void>((resolveGrant) => (granted = resolveGrant));
		this.#counts.turns += 1;
		const job = this.#newJob(
			projectFolderOf(docsDir),
			'turn',
			() =>
				new Promise<void>((resolveTurn) => {
					void holdBuildLock(docsDir).then((releaseLock) =>
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
		const lane = this.#lanes[request.stopsAtConfig ? 'config' : 'full'];
		let job = this.#jobs.get(key);
		if (!job) {
			job = this.#newJob(projectFolderOf(request.docsDir), 'build', (worker) => this.#run(request, worker!));
			this.#jobs.set(key, job);
			if (urgent) lane.unshift(job);
			else lane.push(job);
		} else if (urgent && !job.started) {
			lane.splice(lane.indexOf(job), 1);
			lane.unshift(job);
		}
		this.#next('full');
		this.#next('config');
		return job.result as Promise<BuildResult>;
	}

	/**
	 * A build of a test's own, into the output folder it gives (one it keeps using, or compares):
	 * made by a build worker in the folder's turn, as a shared build is, but every time it is
	 * asked for, and its output left to the test.
	 */
	ownBuild(request: OwnBuildRequest): Promise<BuildResult> {
		this.#counts.own += 1;
		const job = this.#newJob(projectFolderOf(request.docsDir), 'build', (worker) => this.#run(request, worker!, request.outDir));
		this.#lanes.full.unshift(job);
		this.#next('full');
		return job.result as Promise<BuildResult>;
	}

	/** Queues builds that test files of this run will ask for, in this order, behind those asked for. */
	prefetch(requests: BuildRequest[]): void {
		for (const request of requests) {
			this.#catalogue.add(buildKey(request));
			void this.build(request, false).catch(() => undefined);
		}
	}

	/** Stops the builds still running, and removes every output (in the background). */
	async close(): Promise<void> {
		this.#closed = true;
		await Promise.all(this.#allWorkers.map((worker) => worker.close(true)));
		// With each output folder, what a build that failed midway left beside it (`<outDir>.partial-<pid>`).
		const besideOutputs = readdirSync(tmpdir()).filter((name) => this.#outDirs.some((outDir) => name.startsWith(`${basename(outDir)}.`)));
		removeInBackground([...this.#outDirs, ...besideOutputs.map((name) => join(tmpdir(), name))]);
	}

	#newJob(folder: string, kind: Job['kind'], work: (worker: BuildWorkerHandle | undefined) => Promise<unknown>): Job {
		let start!: Job['start'];
		const result = new Promise<unknown>((resolveResult, reject) => {
			start = (worker) => {
				job.started = true;
				work(worker).then(resolveResult, reject);
			};
		});
		const job: Job = { folder, kind, result, start: (worker) => start(worker), started: false };
		return job;
	}

	/** Starts every job of the lane that can start: in order, each once its folder is free and, for a build, a worker is. */
	#next(lane: Lane): void {
		if (this.#closed) return;
		const queue = this.#lanes[lane];
		for (let index = 0; index < queue.length;) {
			const job = queue[index]!;
			const folderFree = lane === 'config' || !this.#busyFolders.has(job.folder);
			const worker = job.kind === 'build' ? this.#idle[lane][0] : undefined;
			if (!folderFree || (job.kind === 'build' && !worker)) {
				index += 1;
				continue;
			}
			queue.splice(index, 1);
			if (worker) this.#idle[lane].splice(this.#idle[lane].indexOf(worker), 1);
			if (lane === 'full') this.#busyFolders.add(job.folder);
			job.result
				.catch(() => undefined)
				.finally(() => {
					if (lane === 'full') this.#busyFolders.delete(job.folder);
					if (worker) this.#idle[lane].push(worker);
					this.#next(lane);
				});
			job.start(worker);
		}
	}

	/** Makes the build in `worker`, into `ownOutDir` if given (the test's), else a new output folder of the run's. */
	async #run(request: BuildRequest, worker: BuildWorkerHandle, ownOutDir?: string): Promise<BuildResult> {
		const lane = request.stopsAtConfig ? 'config' : 'full';
		if (!ownOutDir) this.#counts[lane] += 1;
		const release = request.stopsAtConfig ? () => undefined : await holdBuildLock(request.docsDir);
		try {
			const outDir = ownOutDir ?? mkdtempSync(join(tmpdir(), 'trellis-build-'));
			if (!ownOutDir) this.#outDirs.push(outDir);
			const started = performance.now();
			const result = await worker.build({ ...request, outDir });
			const settings = Object.entries(request.env ?? {}).map(([key, value]) => `${key}=${value}`);
			const name = [(request.docsDir ?? 'showcase').replace(/^tests\/fixtures\//, ''), ...settings].join(' ');
			this.#seconds.push({ name, lane, seconds: (performance.now() - started) / 1000 });
			if (lane === 'full') this.#lastFullEnd = performance.now();
			if (lane === 'full' && this.#catalogue.has(buildKey(request))) this.#lastCatalogueEnd = performance.now();
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
