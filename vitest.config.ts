import { defineConfig } from 'vitest/config';
import FixtureBuildSequencer from './tests/support/run-service/sequencer.ts';
import SlowestFilesReporter from './tests/support/slowest-files-reporter.ts';
import { testWorkers } from './tests/support/test-workers.ts';

/**
 * Unit tests that need a process rather than a worker thread: the fuzz tests' hang guard stops
 * the main thread of the process (from a worker thread that would be Vitest's), and the command's
 * tests change the working folder and the environment, as a shell gives them (each restores
 * them). They share their processes, one file after another: the engine's modules, loaded once
 * per process, are most of a file's start.
 */
const processBoundTests = ['tests/unit/fuzz/*.test.ts', 'tests/unit/**/*-fuzz.test.ts', 'tests/unit/cli/main.test.ts'];

/**
 * Unit tests that need a process of their own: parsing the deepest YAML needs a fresh process's
 * stack (where the parser stops depends on what is left of it), and a test that mocks a module
 * (vi.mock) needs a module registry of its own (in a shared one, a file run before it may already
 * have loaded the real module).
 */
const ownProcessTests = ['tests/unit/openapi/load-specs.test.ts', 'tests/unit/openapi/same-file.test.ts'];

export default defineConfig({
	test: {
		reporters: ['default', new SlowestFilesReporter()],
		// `npm run test:coverage`: the share of src/'s TypeScript modules the tests run in their own
		// processes (what builds run in the build worker and in spawned commands is not counted, nor
		// the .astro components, which V8 cannot map back).
		coverage: { provider: 'v8', include: ['src/**/*.ts'], reporter: ['text-summary', 'json-summary'] },
		maxWorkers: testWorkers,
		// Builds are made once per run by a service of the main process (tests/support/run-service/).
		globalSetup: ['tests/support/run-service/global-setup.ts'],
		sequence: { sequencer: FixtureBuildSequencer },
		projects: [
			{
				test: {
					name: 'unit',
					include: ['tests/unit/**/*.test.ts'],
					exclude: [...processBoundTests, ...ownProcessTests],
					// Worker threads start far faster than processes; these tests share nothing global, so
					// a worker also keeps the modules it loaded from one file to the next.
					pool: 'threads',
					isolate: false,
				},
			},
			{
				test: {
					name: 'unit-processes',
					include: processBoundTests,
					pool: 'forks',
					isolate: false,
					// The command's tests load its modules cold (Astro's, the MCP SDK's): seconds on a fresh clone.
					testTimeout: 30_000,
				},
			},
			{ test: { name: 'unit-own-process', include: ownProcessTests } },
			// Components rendered from their props, with no build (Astro's Container API).
			'tests/components/vitest.config.ts',
			{
				test: {
					name: 'build',
					include: ['tests/build/**/*.test.ts'],
					pool: 'threads',
					// They read the outputs of the run's builds, and change nothing shared.
					isolate: false,
					testTimeout: 120_000,
					// A file's builds may wait behind the others of the run.
					hookTimeout: 600_000,
				},
			},
			{
				test: {
					name: 'browser',
					include: ['tests/browser/**/*.test.ts'],
					pool: 'threads',
					// A worker keeps the modules it loaded (Playwright's client among them) from one file to the
					// next: each file opens and closes its own contexts, and changes nothing global.
					isolate: false,
					testTimeout: 60_000,
					// expect.poll waits on what the page shows; on a loaded machine a page's script can
					// take seconds to answer, far beyond the 1 s default.
					expect: { poll: { timeout: 30_000 } },
					hookTimeout: 600_000,
				},
			},
			{
				test: {
					name: 'cli',
					include: ['tests/cli/**/*.test.ts'],
					// They start the command in processes of their own and change nothing of theirs: a worker
					// serves one file after another.
					isolate: false,
					// The commands of the copy the run service installs (tests/support/run-service/installed-copy.ts);
					// each docs folder has its own workspace in it, so files run side by side as other projects' do.
					testTimeout: 300_000,
					hookTimeout: 300_000,
				},
			},
		],
	},
});
