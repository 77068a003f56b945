import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { fixtureBuilds, fixtureBuildsUsedBy, type FixtureBuildName } from '../fixture-builds.ts';
import type { BuildRequest } from './protocol.ts';
import { runState } from './run-state.ts';

const catalogueOrder = Object.keys(fixtureBuilds) as FixtureBuildName[];

/**
 * Orders the run and queues its builds before anyone asks. The files that use shared builds go
 * in the order of those builds in the catalogue (tests/support/fixture-builds.ts), so that each
 * finds its builds made or next in the queue; the files that build nothing go between them, and
 * keep the second core busy while the queue builds.
 */
export default class FixtureBuildSequencer extends BaseSequencer {
	override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
		const sorted = await super.sort(files);
		const uses = new Map(sorted.map((spec) => [spec, fixtureBuildsUsedBy(readFileSync(spec.moduleId, 'utf8'))]));
		// Files that use no shared build make their own (from folders they write, or a dev server):
		// they go first, so that those builds, which jump the queue, are not left to the end.
		const rank = (spec: TestSpecification) => {
			const names = uses.get(spec) ?? [];
			return names.length === 0 ? -1 : Math.min(...names.map((name) => catalogueOrder.indexOf(name)));
		};
		// Then browser files before build files: they take the longest (seconds to a minute each,
		// where a build file reads its outputs in a moment), so they start while there is work to share.
		// The command's tests after the browser files: they wait for the installed copy (made meanwhile)
		// and use none of the run's builds, so they run while the build files wait for the last builds.
		const stage = (spec: TestSpecification) =>
			spec.project.name === 'cli' ? 1.5 : rank(spec) === -1 ? 0 : spec.project.name === 'browser' ? 1 : 2;
		const buildsNothing = (spec: TestSpecification) => spec.project.name.startsWith('unit') || spec.project.name === 'components';
		const building = sorted.filter((spec) => !buildsNothing(spec)).sort((a, b) => stage(a) - stage(b) || rank(a) - rank(b));
		// The unit tests that run in processes are the long ones (fuzzing): first, while the first
		// builds are made, rather than last, after everything else.
		const inProcesses = (spec: TestSpecification) => spec.project.name === 'unit-processes';
		const pure = [...sorted.filter(inProcesses), ...sorted.filter((spec) => buildsNothing(spec) && !inProcesses(spec))];
		const used = new Set(building.flatMap((spec) => uses.get(spec) ?? []));
		const requests: BuildRequest[] = catalogueOrder.filter((name) => used.has(name)).flatMap((name) => fixtureBuilds[name]);
		runState()?.queue.prefetch(requests);
		// The command's tests need it installed: begun now, it is ready by the time they run.
		if (sorted.some((spec) => spec.project.name === 'cli')) runState()?.installedCopy.start();
		const order: TestSpecification[] = [];
		while (building.length > 0 || pure.length > 0) {
			const next = building.shift();
			if (next) order.push(next);
			const other = pure.shift();
			if (other) order.push(other);
		}
		// Every file given, whatever its project: a file left out would not run, and no one would know.
		if (order.length !== files.length) throw new Error(`the sequencer ordered ${order.length} of the run's ${files.length} test files`);
		return order;
	}
}
