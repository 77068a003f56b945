import { fenceLanguagesOf } from '../markdown/fence-languages.ts';
import { cacheDirFor, engineRoot, resolveDocsPaths } from '../settings/docs-paths.ts';
import type { BuildSettings } from '../settings/env-settings.ts';
import { localProblems, readShardManifest, type ShardSettings } from '../shards/manifest.ts';
import type { ShardMistake } from '../shards/mistake.ts';
import { checkShards, checkSource, type GivenShard } from '../shards/shard-checks.ts';
import { copyShardFiles } from '../shards/shard-files.ts';
import { sourceFingerprint } from '../shards/source-fingerprint.ts';
import { reportStoppedBuild } from './build-report.ts';
import { finishSite } from './finish-site.ts';
import { readSiteState, siteStateFailed } from './site-state.ts';
import { openKeptResults } from '../files/kept-results.ts';
import { stageOutput } from './staged-output.ts';
import type { Terminal } from './terminal.ts';

/** What `trellis merge` is given. */
export interface MergeRequest {
	/** The docs folder the shards were built from, absolute. */
	docsDir: string;
	/** The output folders of the shards' builds, absolute. */
	shardFolders: readonly string[];
	/** Where the site goes, absolute. */
	outDir: string;
	terminal: Terminal;
}

/** The merge's end: the site is written, the build's problems stopped it (printed by then), or the shards do not make one site. */
export type MergeOutcome = { result: 'written' | 'stopped' } | { result: 'refused'; mistakes: ShardMistake[] };

/**
 * Joins the outputs of a build split with `--shard i/n` into the site one build of the folder
 * makes, byte for byte: the shards are checked (each once, same engine, docs and settings, no
 * route twice), their pages copied into one folder, and then what needs the whole site runs
 * there as at the end of one build (./finish-site.ts), with the settings the shards were built
 * with and the problems of the pages that failed in any of them. The output folder is replaced
 * only once the site is complete.
 */
export async function mergeShards(request: MergeRequest): Promise<MergeOutcome> {
	const shards: GivenShard[] = [];
	const unreadable: ShardMistake[] = [];
	for (const folder of request.shardFolders) {
		const manifest = readShardManifest(folder);
		if ('message' in manifest) unreadable.push(manifest);
		else shards.push({ folder, manifest });
	}
	if (unreadable.length > 0) return { result: 'refused', mistakes: unreadable };
	const paths = resolveDocsPaths(engineRoot, request.docsDir);
	const mistakes = [...checkShards(shards), ...checkSource(shards, sourceFingerprint(paths), request.docsDir)];
	if (mistakes.length > 0) return { result: 'refused', mistakes };
	const settings = buildSettingsOf(shards[0]!.manifest.settings);

	const staged = stageOutput(request.outDir);
	try {
		const differing = copyShardFiles(
			shards.map((shard) => shard.folder),
			staged.staging,
		);
		if (differing.length > 0) {
			staged.discard();
			return { result: 'refused', mistakes: differing };
		}
		const cacheDir = cacheDirFor(engineRoot, request.docsDir);
		const state = await readSiteState(paths, settings, () => {}, { checks: openKeptResults(`${cacheDir}/page-checks.json`) });
		if (siteStateFailed(state)) {
			reportStoppedBuild(state, paths, settings.lenient, request.terminal);
			staged.discard();
			return { result: 'stopped' };
		}
		const renderFailures = new Map(shards.flatMap((shard) => [...localProblems(shard.manifest.renderProblems, paths.configRoot)]));
		const stopped = await finishSite({
			outDir: staged.staging,
			publishedDir: staged.target,
			paths,
			state,
			settings,
			renderFailures,
			diagrams: fenceLanguagesOf(paths.pagesRoot).diagrams,
			postBuildCache: `${cacheDir}/post-build`,
			terminal: request.terminal,
			fromShards: true,
		});
		if (stopped) {
			staged.discard();
			return { result: 'stopped' };
		}
	} catch (error) {
		staged.discard();
		throw error;
	}
	staged.publish();
	return { result: 'written' };
}

/** The build's settings from a manifest's (optional values a manifest holds as absent). */
function buildSettingsOf(recorded: ShardSettings): BuildSettings & { analytics: boolean } {
	const { site, base, ...rest } = recorded;
	return { ...rest, ...(site === undefined ? {} : { site }), ...(base === undefined ? {} : { base }) };
}
