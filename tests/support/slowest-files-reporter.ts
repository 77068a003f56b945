import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints the ten test files that took longest at the end of a run (collecting and running their
 * tests, hooks included: a file's wait for its builds counts), so that a slowdown is seen in the
 * run that brings it.
 */
export default class SlowestFilesReporter implements Reporter {
	onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
		const timed = testModules.map((module) => {
			const { collectDuration, duration } = module.diagnostic();
			return { file: relative(process.cwd(), module.moduleId), seconds: (collectDuration + duration) / 1000 };
		});
		if (timed.length < 2) return;
		const slowest = timed.sort((a, b) => b.seconds - a.seconds).slice(0, 10);
		const width = Math.max(...slowest.map((entry) => entry.seconds.toFixed(1).length));
		console.log(
			`\nSlowest test files:\n${slowest.map((entry) => `  ${entry.seconds.toFixed(1).padStart(width)} s  ${entry.file}`).join('\n')}`,
		);
	}
}
