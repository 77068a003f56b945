import { resolve } from 'node:path';
import { docsFolder } from '../docs-folder.ts';
import { CliError } from '../errors.ts';
import { say } from '../output.ts';
import { shownPath } from '../shown-path.ts';
import { startFolder } from '../start-folder.ts';
import { outputFolder } from './build.ts';
import { mergeShards } from '../../integration/merge-shards.ts';
import { standardError } from '../../integration/terminal.ts';

export interface MergeOptions {
	dir?: string;
	out?: string;
	/** The shards' output folders, as given. */
	shards: string[];
}

/**
 * `trellis merge`: the outputs of `trellis build --shard i/n` joined into the site, with what needs
 * the whole site run once (search index, sitemap, llms files, link check, redirects, report).
 */
export async function runMerge(options: MergeOptions): Promise<number> {
	const folder = docsFolder(options.dir);
	const outDir = outputFolder(folder, options.out);
	const started = performance.now();
	const merged = await mergeShards({
		docsDir: folder,
		shardFolders: options.shards.map((shard) => resolve(startFolder, shard)),
		outDir,
		terminal: standardError(startFolder),
	});
	if (merged.result === 'refused') throw new CliError(merged.mistakes);
	if (merged.result === 'stopped') return 1;
	say(
		`Site written to ${shownPath(outDir)} from ${options.shards.length} shards in ${((performance.now() - started) / 1000).toFixed(1)} s`,
	);
	return 0;
}
