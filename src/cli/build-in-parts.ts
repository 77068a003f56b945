import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ignoredPageFiles } from '../page-files/page-glob.ts';
import { mergeShards } from '../integration/merge-shards.ts';
import { standardError } from '../integration/terminal.ts';
import { engineRoot } from '../settings/docs-paths.ts';
import type { BuildSettings } from '../settings/env-settings.ts';
import { CliError } from './errors.ts';
import { say } from './output.ts';
import { startFolder } from './start-folder.ts';

/** The number of page files of a docs folder (generated API pages have no module of their own, and are left out). */
export function pageFileCount(folder: string): number {
	return ignoredPageFiles(folder, 'kept').length;
}

/** The flags that give a part the build's settings (the environment is passed on as it is). */
function settingFlags(settings: BuildSettings): string[] {
	return [
		...(settings.site ? ['--site-url', settings.site] : []),
		...(settings.base ? ['--base-path', settings.base] : []),
		...(settings.lenient ? ['--lenient'] : []),
		// Unset, broken links fail the build: the flag has no value for it.
		...(settings.linkCheck === 'fail' ? [] : ['--link-check', settings.linkCheck]),
	];
}

/** Runs `trellis build --shard i/n` in a process of its own; rejects, naming the part, when it fails. */
function buildPart(folder: string, outDir: string, settings: BuildSettings, part: number, parts: number): Promise<void> {
	const launcher = join(engineRoot, 'bin/trellis.js');
	const args = [
		'--no-warnings=ExperimentalWarning',
		launcher,
		'build',
		'--dir',
		folder,
		'--out',
		outDir,
		'--shard',
		`${part}/${parts}`,
		...settingFlags(settings),
	];
	return new Promise((resolvePart, reject) => {
		// What it says of itself as a shard is left out: the parts make one site. Its problems are shown.
		const child = spawn(process.execPath, args, { cwd: startFolder, stdio: ['ignore', 'pipe', 'inherit'] });
		child.stdout.on('data', (chunk: Buffer) => {
			const shown = chunk
				.toString()
				.split('\n')
				.filter((line) => line !== '' && !line.startsWith('Shard '));
			if (shown.length > 0) process.stdout.write(`${shown.join('\n')}\n`);
		});
		child.on('error', reject);
		child.on('exit', (code, signal) => {
			if (code === 0) resolvePart();
			else
				reject(
					new CliError({
						message: `part ${part} of ${parts} of the build failed (${signal ?? `exit code ${code}`}): its problems are above`,
					}),
				);
		});
	});
}

/**
 * Builds the site of `folder` into `outDir` in `parts` processes, one after another, then merges
 * their outputs. Throws when a part fails or the merge stops; what went wrong has been printed.
 */
export async function buildInParts(folder: string, outDir: string, settings: BuildSettings, parts: number): Promise<void> {
	const work = mkdtempSync(join(tmpdir(), 'trellis-parts-'));
	try {
		const partFolders = Array.from({ length: parts }, (_, index) => join(work, `part-${index + 1}`));
		for (const [index, partFolder] of partFolders.entries()) {
			say(`Part ${index + 1} of ${parts}…`);
			await buildPart(folder, partFolder, settings, index + 1, parts);
		}
		const merged = await mergeShards({ docsDir: folder, shardFolders: partFolders, outDir, terminal: standardError(startFolder) });
		if (merged.result === 'refused') throw new CliError(merged.mistakes);
		if (merged.result === 'stopped') throw new CliError({ message: 'the build stopped: its problems are above' });
	} finally {
		rmSync(work, { recursive: true, force: true });
	}
}
