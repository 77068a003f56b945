/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { getViteConfig } from 'astro/config';
import { testWorkers } from '../support/test-workers.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The components' own tests: each renders one component from its props with Astro's Container API
 * (tests/components/render.ts), in a Vite that compiles `.astro` files as a build does, with no
 * docs folder, no integration and no build.
 */
export default getViteConfig(
	{
		// Each file renders components of its own and changes nothing shared: a worker serves one file
		// after another, loading Astro's compiler and the components once.
		test: { name: 'components', include: ['tests/components/**/*.test.ts'], root, isolate: false, maxWorkers: testWorkers },
	},
	{ root, configFile: false, logLevel: 'error', devToolbar: { enabled: false } },
);
