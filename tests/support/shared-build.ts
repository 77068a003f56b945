import type { BuildResult } from './build-site.ts';
import { askRunService } from './run-service/client.ts';
import type { BuildRequest } from './run-service/protocol.ts';

/**
 * The build of a docs folder with some settings, made once in this test run whatever number of
 * test files ask for it (tests/support/run-service/). Its output folder belongs to the run:
 * read it, never change or remove it.
 */
export function sharedBuild(request: BuildRequest = {}): Promise<BuildResult> {
	return askRunService<BuildResult>('/build', request);
}
