import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSite } from './engine.ts';
import { withoutLinesNaming } from './capture.ts';

/**
 * Builds a folder's site into a temporary folder, hands it to `work` and removes it afterwards,
 * whatever happens: the commands that only read a build (validate, broken-links, export) leave
 * nothing behind, in the docs folder or elsewhere.
 */
export async function withTemporaryBuild<T>(run: Parameters<typeof buildSite>[0], work: (outDir: string) => Promise<T> | T): Promise<T> {
	const folder = mkdtempSync(join(tmpdir(), 'trellis-'));
	try {
		const outDir = join(folder, 'site');
		// The build names its output folder ("written to ..."), which is gone once the command ends.
		await withoutLinesNaming(folder, () => buildSite(run, outDir));
		return await work(outDir);
	} finally {
		rmSync(folder, { recursive: true, force: true });
	}
}
