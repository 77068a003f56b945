import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * Where the benchmark writes its generated folders, project copies and builds: BENCH_WORK, or
 * a folder in the system's temp directory (outside the repository, so that type checks and
 * tests never see the generated files).
 */
export function workDir(): string {
	return process.env.BENCH_WORK ? resolve(process.env.BENCH_WORK) : join(tmpdir(), 'trellis-bench');
}
