import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CliError } from './errors.ts';
import { startFolder } from './start-folder.ts';

/** The config file names a docs folder may hold (src/config/load-config.ts reads them in this order). */
const configFileNames = ['docs.json', 'mint.json'] as const;

/** The folder given with `--dir` (relative to where the command runs), or the current folder. */
export function folderOf(dir: string | undefined): string {
	return resolve(startFolder, dir ?? '.');
}

/** The docs folder a command works on: it exists and holds docs.json or mint.json. */
export function docsFolder(dir: string | undefined): string {
	const folder = folderOf(dir);
	if (!existsSync(folder) || !statSync(folder).isDirectory()) {
		throw new CliError({ message: `${folder}: no such folder`, fix: 'pass the folder that holds your docs.json with --dir <folder>' });
	}
	if (!configFileNames.some((name) => existsSync(join(folder, name)))) {
		throw new CliError({
			message: `${folder}: no docs.json or mint.json in this folder`,
			fix: 'run trellis in the folder that holds your docs.json, pass it with --dir <folder>, or start one with `trellis new`',
		});
	}
	return folder;
}
