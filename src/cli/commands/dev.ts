import { docsFolder } from '../docs-folder.ts';
import { startDev } from '../engine.ts';
import { showsProgress } from '../output.ts';
import { ensurePortFree } from '../port.ts';
import { settingsEnv, type SettingFlags } from '../settings.ts';

export interface DevOptions extends Pick<SettingFlags, 'lenient' | 'basePath'> {
	dir?: string;
	port: number;
	/** `--no-open` sets it to false; by default the browser opens when a person is at a terminal. */
	open: boolean;
}

/** `trellis dev`: the live preview, running until the user stops it (Ctrl+C). */
export async function runDev(options: DevOptions): Promise<number> {
	const folder = docsFolder(options.dir);
	const env = settingsEnv(options);
	await ensurePortFree(options.port, '--port');
	const server = await startDev({ folder, env, progress: true }, { port: options.port, open: options.open && showsProgress() });
	await new Promise<void>((resolve) => {
		for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => resolve());
	});
	await server.stop();
	return 0;
}
