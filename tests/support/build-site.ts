import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const projectRoot = resolve(import.meta.dirname, '../..');

export interface BuildResult {
	exitCode: number;
	stdout: string;
	stderr: string;
	/** Folder holding the built site. */
	outDir: string;
}

/**
 * Runs `astro build` for real, as `npm run build` does, on the showcase or on a fixture folder
 * (`DOCS_DIR`), into a fresh output folder.
 */
export function buildSite(options: { docsDir?: string; outDir?: string; env?: Record<string, string> } = {}): Promise<BuildResult> {
	const outDir = options.outDir ?? mkdtempSync(join(tmpdir(), 'trellis-build-'));
	const env: Record<string, string | undefined> = { ...process.env, ...options.env, ASTRO_TELEMETRY_DISABLED: '1' };
	if (options.docsDir) env.DOCS_DIR = resolve(projectRoot, options.docsDir);
	else delete env.DOCS_DIR;
	return new Promise((resolvePromise, reject) => {
		const child = spawn(process.execPath, [join(projectRoot, 'node_modules/astro/bin/astro.mjs'), 'build', '--outDir', outDir], {
			cwd: projectRoot,
			env,
			stdio: ['ignore', 'pipe', 'pipe'],
		});
		let stdout = '';
		let stderr = '';
		child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
		child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
		child.on('error', reject);
		child.on('close', (code) => resolvePromise({ exitCode: code ?? 1, stdout, stderr, outDir }));
	});
}
