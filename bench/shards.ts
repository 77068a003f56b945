import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { listFiles } from '../src/postbuild/built-files.ts';
import { buildEnv, coldBuild } from './builds.ts';
import { runMeasured, type Measured } from './measure.ts';

export interface ShardTimings {
	/** One `astro build` of the whole folder. */
	single: Measured;
	/** `SHARD=i/n astro build`, one after another, each from nothing cached (as on a machine of its own). */
	shards: Measured[];
	/** `trellis merge` of the shards' outputs. */
	merge: Measured;
	/** The files of the merged site that differ from the single build's (missing on one side, or other bytes). */
	differing: string[];
}

/** The files of two folders that are not byte for byte the same, either way (missing on one side, or other bytes). */
function differingFiles(left: string, right: string): string[] {
	const leftFiles = listFiles(left);
	const rightFiles = new Set(listFiles(right));
	const leftSet = new Set(leftFiles);
	const differing = leftFiles.filter(
		(file) => !rightFiles.has(file) || !readFileSync(join(left, file)).equals(readFileSync(join(right, file))),
	);
	return [...differing, ...[...rightFiles].filter((file) => !leftSet.has(file))];
}

function succeeded(step: string, measured: Measured): Measured {
	if (measured.exitCode !== 0) throw new Error(`${step} failed (exit ${measured.exitCode}):\n${measured.output.slice(-4000)}`);
	return measured;
}

/**
 * A build split across machines, measured on this one: the whole folder built once, then each of
 * `count` shards built from nothing cached, one after another, then merged; and the merged site
 * compared with the single build's.
 */
export async function measureShards(options: { root: string; docsDir: string; work: string; count: number }): Promise<ShardTimings> {
	const { root, docsDir, work, count } = options;
	const singleOut = join(work, 'shards-single');
	const single = await coldBuild({ root, docsDir, outDir: singleOut });
	const shardOuts = Array.from({ length: count }, (_, index) => join(work, `shard-${index + 1}-of-${count}`));
	const shards: Measured[] = [];
	for (const [index, outDir] of shardOuts.entries()) {
		shards.push(await coldBuild({ root, docsDir, outDir, env: { SHARD: `${index + 1}/${count}` } }));
	}
	const mergedOut = join(work, 'shards-merged');
	rmSync(mergedOut, { recursive: true, force: true });
	const merge = succeeded(
		'trellis merge',
		await runMeasured(process.execPath, [join(root, 'bin/trellis.js'), 'merge', ...shardOuts, '--dir', docsDir, '--out', mergedOut], {
			cwd: root,
			env: buildEnv(docsDir),
		}),
	);
	return { single, shards, merge, differing: differingFiles(singleOut, mergedOut) };
}
