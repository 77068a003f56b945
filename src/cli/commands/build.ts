import { isAbsolute, relative, resolve, sep } from 'node:path';
import { docsFolder } from '../docs-folder.ts';
import { CliError } from '../errors.ts';
import { buildSite } from '../engine.ts';
import { showsProgress, say } from '../output.ts';
import { buildSettings, type SettingFlags } from '../settings.ts';
import type { CommandEnvironment } from '../environment.ts';
import { shownPath } from '../shown-path.ts';
import { startFolder } from '../start-folder.ts';
import { formatShard } from '../../settings/shard.ts';
import { buildInParts, pageFileCount } from '../build-in-parts.ts';
import { buildProcessesFor, defaultPagesPerProcess } from '../pages-per-process.ts';

export interface BuildOptions extends SettingFlags {
	dir?: string;
	out?: string;
	/** Page files one process builds at most (./build-in-parts.ts); 0: one process. */
	pagesPerProcess?: number;
}

/**
 * The output folder: `--out` (from where the command runs), or `dist/` inside the docs folder.
 * Any other folder inside the docs folder is refused: the next build would read its pages as docs.
 */
export function outputFolder(folder: string, out: string | undefined): string {
	const outDir = out ? resolve(startFolder, out) : resolve(folder, 'dist');
	const inside = relative(folder, outDir);
	if (inside === '' || (!inside.startsWith('..') && !isAbsolute(inside) && inside.split(sep)[0] !== 'dist')) {
		throw new CliError({
			message: `--out ${out}: a folder inside the docs folder ${folder}, whose pages the next build would read as docs`,
			fix: 'leave out --out (the site goes to dist/ in the docs folder), or give a folder outside the docs folder',
		});
	}
	return outDir;
}

/** `trellis build`: the static site, with the settings of the flags and the environment. */
export async function runBuild(options: BuildOptions, environment: CommandEnvironment): Promise<number> {
	const folder = docsFolder(options.dir);
	const settings = buildSettings(options, environment.settings, { sharded: true });
	const outDir = outputFolder(folder, options.out);
	const started = performance.now();
	const perProcess = options.pagesPerProcess ?? defaultPagesPerProcess;
	const pageFiles = settings.shard ? 0 : pageFileCount(folder);
	const parts = buildProcessesFor(pageFiles, perProcess);
	if (parts > 1) {
		say(
			`${pageFiles} pages: built in ${parts} parts of at most ${perProcess}, one process after another, so that memory stays bounded (--pages-per-process)`,
		);
		await buildInParts(folder, outDir, settings, parts);
	} else await buildSite({ folder, settings, progress: showsProgress(environment) }, outDir);
	const seconds = ((performance.now() - started) / 1000).toFixed(1);
	if (settings.shard)
		say(`Shard ${formatShard(settings.shard)} written to ${shownPath(outDir)} in ${seconds} s: join the shards with trellis merge`);
	else say(`Site written to ${shownPath(outDir)} in ${seconds} s`);
	return 0;
}
