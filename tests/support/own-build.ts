import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBuild, type BuildResult } from './build-site.ts';
import { takeBuildTurn } from './run-service/client.ts';

/**
 * Runs `astro build` for real, as `npm run build` does, for this test alone (a build to compare
 * with a shared one, or into an output folder the test keeps using): in its turn among the
 * run's builds, into a fresh output folder unless one is given. The caller removes the output.
 */
export async function ownBuild(options: { docsDir?: string; outDir?: string; env?: Record<string, string> } = {}): Promise<BuildResult> {
	const release = await takeBuildTurn(options.docsDir);
	try {
		return await startBuild({ ...options, outDir: options.outDir ?? mkdtempSync(join(tmpdir(), 'trellis-build-')) }).done;
	} finally {
		release();
	}
}
