import { stopRequested } from '../stop-signal.ts';
import { docsFolder } from '../docs-folder.ts';
import { startDev } from '../engine.ts';
import { showsProgress } from '../output.ts';
import { ensurePortFree } from '../port.ts';
import { buildSettings, type SettingFlags } from '../settings.ts';
import type { CommandEnvironment } from '../environment.ts';

export interface DevOptions extends Pick<SettingFlags, 'lenient' | 'basePath'> {
	dir?: string;
	port: number;
	/** `--no-open` sets it to false; by default the browser opens when a person is at a terminal. */
	open: boolean;
}

/** `trellis dev`: the live preview, running until the user stops it (Ctrl+C). */
export async function runDev(options: DevOptions, environment: CommandEnvironment): Promise<number> {
	const folder = docsFolder(options.dir);
	const settings = buildSettings(options, environment.settings);
	await ensurePortFree(options.port, '--port');
	const server = await startDev(
		{ folder, settings, progress: true },
		{ port: options.port, open: options.open && showsProgress(environment) },
	);
	await stopRequested();
	await server.stop();
	return 0;
}
