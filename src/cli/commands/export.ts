import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Zip, ZipDeflate } from 'fflate';
import { listFiles } from '../../postbuild/built-files.ts';
import { docsFolder } from '../docs-folder.ts';
import { showsProgress, say } from '../output.ts';
import { buildSettings, type SettingFlags } from '../settings.ts';
import type { CommandEnvironment } from '../environment.ts';
import { shownPath } from '../shown-path.ts';
import { startFolder } from '../start-folder.ts';
import { withTemporaryBuild } from '../temporary-build.ts';

export interface ExportOptions extends Pick<SettingFlags, 'siteUrl' | 'basePath' | 'lenient'> {
	dir?: string;
	output?: string;
}

/** `trellis export`: the site built in a temporary folder, written as one zip file. */
export async function runExport(options: ExportOptions, environment: CommandEnvironment): Promise<number> {
	const folder = docsFolder(options.dir);
	const settings = buildSettings(options, environment.settings);
	const output = options.output ? resolve(startFolder, options.output) : join(folder, 'export.zip');
	const files = await withTemporaryBuild({ folder, settings, progress: showsProgress(environment) }, (outDir) => writeZip(outDir, output));
	say(`Site written to ${shownPath(output)} (${files} files)`);
	return 0;
}

/** Zips every file of `folder`, paths from it; resolves to the number of files once the zip is on disk. */
async function writeZip(folder: string, output: string): Promise<number> {
	mkdirSync(dirname(output), { recursive: true });
	const stream = createWriteStream(output);
	const written = new Promise<void>((done, fail) => {
		stream.once('finish', done);
		stream.once('error', fail);
	});
	const zip = new Zip((error, chunk, final) => {
		if (error) stream.destroy(error);
		else {
			stream.write(chunk);
			if (final) stream.end();
		}
	});
	const files = listFiles(folder);
	for (const file of files) {
		const entry = new ZipDeflate(file, { level: 6 });
		zip.add(entry);
		entry.push(readFileSync(join(folder, file)), true);
	}
	zip.end();
	await written;
	return files.length;
}
