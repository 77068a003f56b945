import { defineConfig } from 'vitest/config';
import FixtureBuildSequencer from './tests/support/run-service/sequencer.ts';

export default defineConfig({
	test: {
		// Both cores: one runs tests while the other's work is mostly the shared builds.
		maxWorkers: 2,
		// Builds are made once per run by a service of the main process (tests/support/run-service/).
		globalSetup: ['tests/support/run-service/global-setup.ts'],
		sequence: { sequencer: FixtureBuildSequencer },
		projects: [
			{
				test: {
					name: 'unit',
					include: ['tests/unit/**/*.test.ts'],
				},
			},
			{
				test: {
					name: 'build',
					include: ['tests/build/**/*.test.ts'],
					testTimeout: 120_000,
					// A file's builds may wait behind the others of the run.
					hookTimeout: 600_000,
				},
			},
			{
				test: {
					name: 'browser',
					include: ['tests/browser/**/*.test.ts'],
					testTimeout: 60_000,
					// expect.poll waits on what the page shows; on a loaded machine a page's script can
					// take seconds to answer, far beyond the 1 s default.
					expect: { poll: { timeout: 30_000 } },
					hookTimeout: 600_000,
				},
			},
		],
	},
});
