import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { projectRoot } from '../build-site.ts';
import { removeInBackground } from './remove-in-background.ts';

const run = promisify(execFile);

/**
 * This checkout packed with `npm pack` and installed from the .tgz into a prefix of its own, as a
 * user installs it (`npm install -g`): once per run, for every test of the command. It is made in
 * the background from when the run's order is known (the sequencer starts it when the run has
 * command-line tests), so that the other tests run meanwhile. The dependencies come from the
 * registry (npm's cache makes a second run faster).
 */
export class InstalledCopy {
	readonly #folder = mkdtempSync(join(tmpdir(), 'trellis-cli-install-'));
	#installed: Promise<string> | undefined;

	/** The `trellis` command of the installed copy, once installed; starts the install if not started. */
	bin(): Promise<string> {
		this.#installed ??= this.#install();
		return this.#installed;
	}

	/** Starts the install without waiting for it. */
	start(): void {
		void this.bin().catch(() => undefined);
	}

	async close(): Promise<void> {
		await this.#installed?.catch(() => undefined);
		removeInBackground([this.#folder]);
	}

	async #install(): Promise<string> {
		const started = performance.now();
		const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', this.#folder], { cwd: projectRoot });
		const packed = JSON.parse(stdout) as { filename: string; size: number }[];
		const tgz = join(this.#folder, packed[0]!.filename);
		const prefix = join(this.#folder, 'prefix');
		await run('npm', ['install', '--global', '--prefix', prefix, '--no-audit', '--no-fund', '--prefer-offline', tgz], {
			cwd: this.#folder,
		});
		const seconds = (performance.now() - started) / 1000;
		console.log(`trellis packed (${(packed[0]!.size / 1024).toFixed(0)} kB) and installed into ${prefix} in ${seconds.toFixed(1)} s`);
		return join(prefix, 'bin', 'trellis');
	}
}
