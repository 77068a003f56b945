import { spawn, type ChildProcess } from 'node:child_process';
import { stripAnsi } from '../build/html.ts';
import { astroBin, astroEnv, projectRoot } from './build-site.ts';
import { warmUpDevServer } from './dev-warm-up.ts';
import { takeBuildTurn } from './run-service/client.ts';

export interface DevServer {
	/** Where the server listens, e.g. `http://127.0.0.1:4321`. */
	url: string;
	/** Everything the server printed so far, stdout and stderr together. */
	output(): string;
	/** Whether the server process is still running. */
	alive(): boolean;
	/** Stops the server and every process it started. */
	stop(): Promise<void>;
}

/** `┃ Local    http://127.0.0.1:4321/`, as Astro prints it once it is ready. */
const readyLine = /Local\s+(http:\/\/127\.0\.0\.1:\d+)\//;

/**
 * Runs `astro dev` as `npm run dev` does, on a docs folder (`DOCS_DIR`; the showcase without
 * one), on a free loopback port. `outDir` is where it takes the last build from (the search
 * index), `dist/` by default. It runs in its own process group, so that stopping it also ends
 * Vite's workers. It holds a build turn while it runs: it writes into the `.astro/` folder that
 * builds use. `--ignore-lock`: Astro's own lock (`.astro/dev.json`) names the process id of the
 * last dev server, which a build of the same run may have by now, and would refuse to start.
 * `warmUp`: the pages the tests open, asked for (with their scripts) before the server is handed
 * over, so that the tests' own timeouts do not include the server's first compile.
 */
export async function startDevServer(options: {
	docsDir?: string;
	outDir?: string;
	timeoutMs?: number;
	warmUp: readonly string[];
}): Promise<DevServer> {
	const release = await takeBuildTurn(options.docsDir);
	let child: ChildProcess;
	try {
		child = spawn(
			process.execPath,
			[astroBin, 'dev', '--ignore-lock', '--host', '127.0.0.1', '--port', '0', ...(options.outDir ? ['--outDir', options.outDir] : [])],
			{
				cwd: projectRoot,
				env: astroEnv(options.docsDir ? { docsDir: options.docsDir } : {}),
				stdio: ['ignore', 'pipe', 'pipe'],
				detached: true,
			},
		);
	} catch (error) {
		release();
		throw error;
	}
	let output = '';
	let exited = false;
	const exit = new Promise<void>((resolveExit) =>
		child.on('exit', () => {
			exited = true;
			release();
			resolveExit();
		}),
	);
	const stop = async () => {
		if (exited) return;
		try {
			process.kill(-child.pid!, 'SIGTERM');
		} catch {
			// The group is already gone.
		}
		await exit;
	};
	const url = await new Promise<string>((resolveUrl, reject) => {
		const timer = setTimeout(() => {
			void stop();
			reject(new Error(`astro dev printed no URL within ${options.timeoutMs ?? 60_000} ms:\n${output}`));
		}, options.timeoutMs ?? 60_000);
		const read = (chunk: Buffer) => {
			output += chunk.toString();
			const match = readyLine.exec(stripAnsi(output));
			if (match) {
				clearTimeout(timer);
				resolveUrl(match[1]!);
			}
		};
		child.stdout!.on('data', read);
		child.stderr!.on('data', read);
		void exit.then(() => {
			clearTimeout(timer);
			reject(new Error(`astro dev exited before it was ready:\n${output}`));
		});
	});
	try {
		await warmUpDevServer(url, options.warmUp);
	} catch (error) {
		await stop();
		throw new Error(
			`astro dev did not serve ${options.warmUp.join(', ')}: ${error instanceof Error ? error.message : String(error)}\n${output}`,
			{
				cause: error,
			},
		);
	}
	return { url, output: () => output, alive: () => !exited, stop };
}
