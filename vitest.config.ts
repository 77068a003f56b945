import { defineConfig } from 'vitest/config';

export default defineConfig({
	test: {
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
					// Real builds use both cores; running them one at a time is faster overall.
					fileParallelism: false,
					testTimeout: 120_000,
					hookTimeout: 180_000,
				},
			},
			{
				test: {
					name: 'browser',
					include: ['tests/browser/**/*.test.ts'],
					globalSetup: ['tests/support/showcase-setup.ts'],
					fileParallelism: false,
					testTimeout: 60_000,
					hookTimeout: 180_000,
				},
			},
		],
	},
});
