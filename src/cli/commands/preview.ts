import { stopRequested } from '../stop-signal.ts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { docsFolder } from '../docs-folder.ts';
import { startPreview } from '../engine.ts';
import { CliError } from '../errors.ts';
import { ensurePortFree } from '../port.ts';
import { buildSettings, type SettingFlags } from '../settings.ts';
import type { CommandEnvironment } from '../environment.ts';
import { shownPath } from '../shown-path.ts';
import { outputFolder } from './build.ts';

export interface PreviewOptions extends Pick<SettingFlags, 'basePath'> {
	dir?: string;
	out?: string;
	port: number;
}

/** `trellis preview`: serves the site `trellis build` wrote, until the user stops it. */
export async function runPreview(options: PreviewOptions, environment: CommandEnvironment): Promise<number> {
	const folder = docsFolder(options.dir);
	const settings = buildSettings(options, environment.settings);
	const outDir = outputFolder(folder, options.out);
	if (!existsSync(join(outDir, 'index.html')) && !existsSync(join(outDir, '404.html'))) {
		throw new CliError({
			message: `${shownPath(outDir)}: no built site here`,
			fix: options.out ? `build it first: trellis build --out ${options.out}` : 'build it first: trellis build',
		});
	}
	await ensurePortFree(options.port, '--port');
	const server = await startPreview({ folder, settings, progress: true }, outDir, options.port);
	await Promise.race([stopRequested(), server.closed()]);
	await server.stop();
	return 0;
}
