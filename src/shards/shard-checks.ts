import { isDeepStrictEqual } from 'node:util';
import { formatShard } from '../settings/shard.ts';
import type { ShardManifest } from './manifest.ts';
import type { ShardMistake } from './mistake.ts';

/** A shard's output folder, as given to the merge, and its manifest. */
export interface GivenShard {
	folder: string;
	manifest: ShardManifest;
}

const rebuild = 'build every shard again from the same commit, with the same settings and trellis, and merge their outputs';

/**
 * What keeps the shards from making one site, all at once: each shard of the split exactly once,
 * all built by the same engine from the same docs with the same settings, and no route rendered
 * twice. An empty list: they join into the site one build makes.
 */
export function checkShards(shards: readonly GivenShard[]): ShardMistake[] {
	const first = shards[0];
	if (!first) return [{ message: 'no shard given', fix: 'give the output folders of every `trellis build --shard i/n`' }];
	const mistakes: ShardMistake[] = [];
	const differ = (what: string, value: (manifest: ShardManifest) => unknown, fix = rebuild) => {
		const other = shards.find((shard) => !isDeepStrictEqual(value(shard.manifest), value(first.manifest)));
		if (other) mistakes.push({ message: `${first.folder} and ${other.folder} were built ${what}`, fix });
	};
	differ(
		'as splits into different numbers of shards',
		(manifest) => manifest.shard.count,
		'build every shard with the same n in --shard i/n',
	);
	differ('by different versions of trellis', (manifest) => manifest.engine);
	differ('from different docs (their files differ)', (manifest) => manifest.source);
	differ('with different settings', (manifest) => manifest.settings);
	if (mistakes.length > 0) return mistakes;

	const count = first.manifest.shard.count;
	const byIndex = new Map<number, string[]>();
	for (const { folder, manifest } of shards) byIndex.set(manifest.shard.index, [...(byIndex.get(manifest.shard.index) ?? []), folder]);
	for (const [index, folders] of [...byIndex].sort(([a], [b]) => a - b)) {
		if (folders.length > 1)
			mistakes.push({
				message: `shard ${formatShard({ index, count })} given twice: ${folders.join(', ')}`,
				fix: 'give each shard once',
			});
	}
	const missing = Array.from({ length: count }, (_, offset) => offset + 1).filter((index) => !byIndex.has(index));
	if (missing.length > 0)
		mistakes.push({
			message: `shard${missing.length === 1 ? '' : 's'} ${missing.map((index) => formatShard({ index, count })).join(', ')} missing: the site would lack ${missing.length === 1 ? 'its' : 'their'} pages`,
			fix: `give the output folders of all ${count} shards`,
		});
	if (mistakes.length > 0) return mistakes;

	const renderedBy = new Map<string, string>();
	const overlaps: string[] = [];
	for (const { folder, manifest } of shards) {
		for (const route of manifest.routes) {
			const other = renderedBy.get(route);
			if (other !== undefined) overlaps.push(`${route} (${other} and ${folder})`);
			else renderedBy.set(route, folder);
		}
	}
	if (overlaps.length > 0)
		mistakes.push({
			message: `${overlaps.length} route${overlaps.length === 1 ? '' : 's'} rendered by two shards: ${shortList(overlaps)}`,
			fix: rebuild,
		});
	return mistakes;
}

/** Whether the docs folder the merge reads is the one the shards were built from. */
export function checkSource(shards: readonly GivenShard[], source: string, docsFolder: string): ShardMistake[] {
	const first = shards[0];
	if (!first || first.manifest.source === source) return [];
	return [
		{
			message: `the docs folder ${docsFolder} differs from the one the shards were built from: the merged site would mix two versions`,
			fix: 'merge in a checkout of the commit the shards were built from, without changes to its files',
		},
	];
}

/** The first few of a long list, and how many more. */
export function shortList(items: readonly string[], shown = 5): string {
	return items.length > shown ? `${items.slice(0, shown).join(', ')} and ${items.length - shown} more` : items.join(', ');
}
