import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { listFiles } from '../postbuild/built-files.ts';
import { shardManifestFile } from './manifest.ts';
import type { ShardMistake } from './mistake.ts';
import { shortList } from './shard-checks.ts';

/**
 * Copies the files of every shard's output into `into`, manifests aside. Files that more than one
 * shard holds (the client scripts and styles every shard bundles, the static files of `public/`)
 * must be the same bytes: any other difference means the shards were not built alike, and the
 * site would depend on which one was copied last. Returns those files, if any.
 */
export function copyShardFiles(folders: readonly string[], into: string): ShardMistake[] {
	/** The shard folder each file was copied from. */
	const copiedFrom = new Map<string, string>();
	const differing: string[] = [];
	const listed = folders.map((folder) => ({ folder, files: listFiles(folder) }));
	const bundles = differentBundles(listed);
	if (bundles) return [bundles];
	for (const { folder, files } of listed) {
		for (const file of files) {
			if (file === shardManifestFile) continue;
			const source = join(folder, file);
			const earlier = copiedFrom.get(file);
			if (earlier !== undefined) {
				if (!readFileSync(join(earlier, file)).equals(readFileSync(source))) differing.push(`${file} (${earlier} and ${folder})`);
				continue;
			}
			copiedFrom.set(file, folder);
			mkdirSync(dirname(join(into, file)), { recursive: true });
			copyFileSync(source, join(into, file));
		}
	}
	if (differing.length === 0) return [];
	return [
		{
			message: `${differing.length === 1 ? '1 file differs' : `${differing.length} files differ`} between shards: ${shortList(differing)}`,
			fix: sameBuildFix,
		},
	];
}

const sameBuildFix = 'build every shard from the same commit with the same trellis and settings';

/** Where Astro writes the client's scripts and styles, named by their content. */
const bundleFolder = '_astro/';

/**
 * Every shard bundles the whole site's scripts and styles, named by their content: the same
 * names in every shard, or pages of one shard would load files another bundled differently.
 */
function differentBundles(listed: readonly { folder: string; files: readonly string[] }[]): ShardMistake | undefined {
	const bundleOf = (files: readonly string[]) => files.filter((file) => file.startsWith(bundleFolder)).join('\n');
	const [first, ...rest] = listed;
	const other = first && rest.find((shard) => bundleOf(shard.files) !== bundleOf(first.files));
	if (!first || !other) return undefined;
	return {
		message: `${first.folder} and ${other.folder} hold different client bundles (${bundleFolder}): their pages would load different scripts and styles`,
		fix: sameBuildFix,
	};
}
