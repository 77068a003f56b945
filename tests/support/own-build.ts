import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBuild, type BuildResult } from './build-site.ts';
import { askRunService, takeBuildTurn } from './run-service/client.ts';
import type { OwnBuildRequest } from './run-service/protocol.ts';

type OwnBuildOptions = { docsDir?: string; outDir?: string; env?: Record<string, string> };

/**
 * A build for this test alone (a build to compare with a shared one, or into an output folder the
 * test keeps using), as `npm run build` makes it, by a build worker of the run in its turn among
 * the run's builds: into a fresh output folder unless one is given. The caller removes the output.
 */
export function ownBuild(options: OwnBuildOptions = {}): Promise<BuildResult> {
	const request: OwnBuildRequest = { ...options, outDir: options.outDir ?? mkdtempSync(join(tmpdir(), 'trellis-build-')) };
	return askRunService<BuildResult>('/own-build', request);
}

/**
 * The same, with `astro build` run in a process of its own: for what a build finds of an earlier
 * build's process only on disk (a rebuild that reuses what the last one wrote).
 */
export async function ownProcessBuild(options: OwnBuildOptions = {}): Promise<BuildResult> {
	const release = await takeBuildTurn(options.docsDir);
	try {
		return await startBuild({ ...options, outDir: options.outDir ?? mkdtempSync(join(tmpdir(), 'trellis-build-')) }).done;
	} finally {
		release();
	}
}
