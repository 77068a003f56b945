import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
	export interface ProvidedContext {
		/** The `trellis` command of the package installed for this run. */
		trellisBin: string;
	}
}

const projectRoot = resolve(import.meta.dirname, '../../..');

/**
 * Packs this checkout with `npm pack` and installs the .tgz into a prefix of its own, as a user
 * installs it (`npm install -g`): once per run, for every test of the command. The dependencies
 * come from the registry (npm's cache makes a second run faster).
 */
export default function setup(project: TestProject) {
	const folder = mkdtempSync(join(tmpdir(), 'trellis-cli-install-'));
	const started = performance.now();
	const packed = JSON.parse(
		execFileSync('npm', ['pack', '--json', '--pack-destination', folder], { cwd: projectRoot, encoding: 'utf8' }),
	) as {
		filename: string;
		size: number;
	}[];
	const tgz = join(folder, packed[0]!.filename);
	const packSeconds = (performance.now() - started) / 1000;
	const prefix = join(folder, 'prefix');
	execFileSync('npm', ['install', '--global', '--prefix', prefix, '--no-audit', '--no-fund', '--prefer-offline', tgz], {
		cwd: folder,
		stdio: ['ignore', 'ignore', 'pipe'],
	});
	const seconds = (performance.now() - started) / 1000;
	console.log(
		`trellis packed (${(packed[0]!.size / 1024).toFixed(0)} kB, ${packSeconds.toFixed(1)} s) and installed into ${prefix} in ${seconds.toFixed(1)} s`,
	);
	project.provide('trellisBin', join(prefix, 'bin', 'trellis'));
	return () => rmSync(folder, { recursive: true, force: true });
}
