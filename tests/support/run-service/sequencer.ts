import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { fixtureBuilds, fixtureBuildsUsedBy, type FixtureBuildName } from '../fixture-builds.ts';
import type { BuildRequest } from './protocol.ts';
import { runState } from './run-state.ts';

const catalogueOrder = Object.keys(fixtureBuilds) as FixtureBuildName[];

/**
 * The parts of a run, in order, each the files of one project (a part of several projects keeps
 * each project's files together). Vitest keeps a worker for the next file only when that file is
 * of the same project (`isolate: false`); a worker that moves to another project is replaced, and
 * the new one loads the engine's modules again: files of different projects taken in turn cost
 * a worker each (about a third of the test processes' CPU in a run).
 */
const parts = [
	// Files that use no shared build make their own (from folders they write, or a dev server): first,
	// so that those builds, which jump the queue, are not left to the end.
	'own builds',
	// The fuzz tests and the command's in-process tests: long, CPU-bound, while the first builds are made.
	'unit-processes',
	// Seconds to a minute each, waiting for the builds they use, taken in the catalogue's order.
	'browser',
	// They wait for the installed copy (made meanwhile) and use none of the run's builds.
	'cli',
	// They read the builds' outputs in a moment; by now the catalogue is built.
	'build',
	// Many short files, which two workers share to the end of the run.
	'components',
	'unit',
	'unit-own-process',
] as const;

/**
 * Orders the run and queues its builds before anyone asks: each part of the run in turn (above),
 * and within a part the files in the order of the builds they use in the catalogue
 * (tests/support/fixture-builds.ts), so that each finds its builds made or next in the queue.
 */
export default class FixtureBuildSequencer extends BaseSequencer {
	override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
		const sorted = await super.sort(files);
		const uses = new Map(sorted.map((spec) => [spec, fixtureBuildsUsedBy(readFileSync(spec.moduleId, 'utf8'))]));
		const rank = (spec: TestSpecification) => {
			const names = uses.get(spec) ?? [];
			return names.length === 0 ? -1 : Math.min(...names.map((name) => catalogueOrder.indexOf(name)));
		};
		const partOf = (spec: TestSpecification): number => {
			const project = spec.project.name;
			const ownBuilds = (project === 'browser' || project === 'build') && rank(spec) === -1;
			const index = parts.indexOf((ownBuilds ? 'own builds' : project) as (typeof parts)[number]);
			if (index < 0) throw new Error(`the sequencer has no part for the project "${project}" of ${spec.moduleId}`);
			return index;
		};
		const order = [...sorted].sort((a, b) => partOf(a) - partOf(b) || a.project.name.localeCompare(b.project.name) || rank(a) - rank(b));
		const used = new Set(order.flatMap((spec) => uses.get(spec) ?? []));
		const requests: BuildRequest[] = catalogueOrder.filter((name) => used.has(name)).flatMap((name) => fixtureBuilds[name]);
		runState()?.queue.prefetch(requests);
		// The command's tests need it installed: begun now, it is ready by the time they run.
		if (sorted.some((spec) => spec.project.name === 'cli')) runState()?.installedCopy.start();
		return order;
	}
}
