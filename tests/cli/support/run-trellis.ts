import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join, relative, resolve } from 'node:path';
import { askRunService } from '../../support/run-service/client.ts';

const fixtures = resolve(import.meta.dirname, '../../fixtures/cli');

/**
 * The Node a user's shell finds: the first on PATH outside node_modules (npm puts the project's
 * Node 24 first for its scripts). On this machine it is Node 20, older than Astro accepts, which
 * is what the launcher has to deal with.
 */
export const systemNode = (() => {
	for (const folder of (process.env.PATH ?? '').split(delimiter)) {
		if (folder.includes('node_modules')) continue;
		if (existsSync(join(folder, 'node'))) return join(folder, 'node');
	}
	return process.execPath;
})();

/** The environment of a user's shell: no test runner's variables, no build settings, no project's Node on PATH. */
function userEnv(extra: Record<string, string>): Record<string, string | undefined> {
	const env: Record<string, string | undefined> = { ...process.env, ...extra };
	for (const key of Object.keys(env)) {
		if (key.startsWith('VITEST') || key.startsWith('npm_')) delete env[key];
	}
	// NODE_COMPILE_CACHE: the test run's own (tests/support/run-service/global-setup.ts);
	// NODE_DISABLE_COMPILE_CACHE: Vitest's, when it measures coverage.
	for (const key of [
		'BASE_URL',
		'MODE',
		'DEV',
		'PROD',
		'SSR',
		'NODE_ENV',
		'DOCS_DIR',
		'LENIENT',
		'LINK_CHECK',
		'SITE_URL',
		'BASE_PATH',
		'NODE_COMPILE_CACHE',
		'NODE_DISABLE_COMPILE_CACHE',
	]) {
		if (!(key in extra)) delete env[key];
	}
	env.PATH = (process.env.PATH ?? '')
		.split(delimiter)
		.filter((folder) => !folder.includes('node_modules'))
		.join(delimiter);
	return env;
}

export interface Run {
	code: number;
	stdout: string;
	stderr: string;
}

/** The `trellis` command of the copy installed for this run (tests/support/run-service/installed-copy.ts). */
function installedTrellis(): Promise<string> {
	return askRunService<string>('/installed-copy', {});
}

/** How a user's shell starts the installed `trellis` with `args`: the command, its arguments and environment (for a client that starts it itself). */
export async function trellisCommand(args: readonly string[]): Promise<{ command: string; args: string[]; env: Record<string, string> }> {
	const env = Object.fromEntries(Object.entries(userEnv({})).filter((entry): entry is [string, string] => entry[1] !== undefined));
	return { command: systemNode, args: [await installedTrellis(), ...args], env };
}

/** The commands started and not ended yet. */
const running = new Set<ChildProcess>();

async function start(args: readonly string[], cwd: string, env: Record<string, string>): Promise<ChildProcess> {
	const child = spawn(systemNode, [await installedTrellis(), ...args], { cwd, env: userEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
	running.add(child);
	child.on('close', () => running.delete(child));
	return child;
}

/**
 * Ends the commands a file's tests left running: a test that timed out never reached the line that
 * stops its server, which would otherwise serve on through the rest of the run.
 */
export function endStillRunning(): void {
	for (const child of running) child.kill('SIGKILL');
	running.clear();
}

/** Runs the installed `trellis` under the system's Node, to its end. */
export async function trellis(args: readonly string[], cwd: string, env: Record<string, string> = {}): Promise<Run> {
	const child = await start(args, cwd, env);
	let stdout = '';
	let stderr = '';
	child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
	child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
	return new Promise((done, fail) => {
		child.on('error', fail);
		child.on('close', (code) => done({ code: code ?? 1, stdout, stderr }));
	});
}

/**
 * Starts a `trellis` server (dev, preview, mcp --http) and resolves once it prints the address it serves,
 * with that address and a way to stop it; rejects if it ends first, with what it printed.
 */
export async function serving(
	args: readonly string[],
	cwd: string,
): Promise<{ url: string; output: () => string; stop: () => Promise<number | NodeJS.Signals> }> {
	const child = await start(args, cwd, {});
	let output = '';
	// How it ended: its exit code, or the signal it ended by.
	const ended = new Promise<number | NodeJS.Signals>((done) => child.on('close', (code, signal) => done(signal ?? code ?? 1)));
	return new Promise((resolveServer, reject) => {
		const read = (chunk: Buffer) => {
			output += chunk.toString();
			const url = /(http:\/\/(?:localhost|127\.0\.0\.1):\d+\/\S*)/.exec(output.replace(/\x1b\[[0-9;]*m/g, ''))?.[1];
			if (url) {
				resolveServer({
					url,
					output: () => output,
					// As Ctrl+C stops it; resolves to how it ended.
					stop: async () => {
						child.kill('SIGINT');
						return ended;
					},
				});
			}
		};
		child.stdout?.on('data', read);
		child.stderr?.on('data', read);
		void ended.then((code) => reject(new Error(`trellis ${args.join(' ')} ended (${code}) before serving:\n${output}`)));
	});
}

/** A copy of a fixture folder of tests/fixtures/cli in a temporary folder, which `removeCopies` removes. */
const copies: string[] = [];
export function fixtureCopy(name: string): string {
	const folder = join(mkdtempSync(join(tmpdir(), 'trellis-cli-')), name);
	cpSync(join(fixtures, name), folder, { recursive: true });
	copies.push(folder);
	return folder;
}

export function removeCopies(): void {
	for (const folder of copies.splice(0)) rmSync(resolve(folder, '..'), { recursive: true, force: true });
}

/** Every file of a folder, paths from it, sorted. */
export function filesOf(folder: string): string[] {
	return readdirSync(folder, { recursive: true, withFileTypes: true })
		.filter((entry) => entry.isFile())
		.map((entry) => relative(folder, join(entry.parentPath, entry.name)).split('\\').join('/'))
		.sort();
}

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
	return new Promise((done, fail) => {
		const server = createServer();
		server.once('error', fail);
		server.listen({ port: 0 }, () => {
			const address = server.address();
			server.close(() => done(typeof address === 'object' && address ? address.port : 0));
		});
	});
}
