#!/usr/bin/env node
// @ts-check
/**
 * The `trellis` command's launcher, in plain JavaScript so that any Node can start it. Astro needs
 * Node >= 22.12, and the command's own code is TypeScript, which Node strips itself but refuses to
 * strip inside node_modules (where a global install puts it). So: on an older Node, this file runs
 * itself again under the Node 24 of the `node` package (a dependency); on a recent one, it lets
 * Node's own type stripping load the TypeScript of this package, then starts the command.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import module from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadOwnTypeScript } from './own-typescript.js';

const packageRoot = dirname(dirname(fileURLToPath(import.meta.url)));

/**
 * V8's compiled code of the modules kept on disk from one run to the next (Node 22.1 and later):
 * the command starts about half a second sooner. Node's own directory for it, in the temporary
 * folder, unless NODE_COMPILE_CACHE names another (NODE_DISABLE_COMPILE_CACHE=1 turns it off);
 * passed on to the processes and threads the command starts (the parts of a large build).
 */
const compileCache = module.enableCompileCache?.();
if (compileCache?.directory) process.env.NODE_COMPILE_CACHE ??= compileCache.directory;

/** Whether this Node runs Astro and offers the hooks used below (22.12 for Astro; the hooks since 22.15). */
function recentEnough() {
	const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
	const hooks = typeof module.registerHooks === 'function' && typeof module.stripTypeScriptTypes === 'function';
	return hooks && (major > 22 || (major === 22 && minor >= 15));
}

/** The Node binary the `node` package installed, when it did. */
function bundledNode() {
	try {
		const require = module.createRequire(import.meta.url);
		const manifest = require.resolve('node/package.json');
		const binary = join(dirname(manifest), 'bin', process.platform === 'win32' ? 'node.exe' : 'node');
		readFileSync(manifest);
		return binary;
	} catch {
		return undefined;
	}
}

/** Runs this launcher again under `binary`, passing on the arguments, the signals and the exit code. */
function rerunUnder(binary) {
	const child = spawn(binary, ['--no-warnings=ExperimentalWarning', fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
		stdio: 'inherit',
	});
	for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) process.on(signal, () => child.kill(signal));
	child.on('error', (error) => {
		process.stderr.write(
			`error: could not start Node at ${binary}: ${error.message}\n  fix: install trellis again: npm install -g <a Trellis checkout or its .tgz>, or use Node 22.15 or later\n`,
		);
		process.exit(1);
	});
	child.on('exit', (code, signal) => {
		if (!signal) process.exit(code ?? 1);
		// Ended by a signal: this process ends the same way, as a shell expects.
		process.removeAllListeners(signal);
		process.kill(process.pid, signal);
	});
}

if (recentEnough()) {
	loadOwnTypeScript();
	let main, endProcess;
	try {
		({ main } = await import(pathToFileURL(join(packageRoot, 'src/cli/main.ts')).href));
		({ endProcess } = await import(pathToFileURL(join(packageRoot, 'src/cli/stop-signal.ts')).href));
	} catch (error) {
		const message = error instanceof Error ? error.message : String(error);
		process.stderr.write(
			`error: trellis could not start: ${message}\n  fix: install trellis again: npm install -g <a Trellis checkout or its .tgz>\n`,
		);
		process.exit(1);
	}
	// Ended here rather than when nothing is left to run: a stopped server may leave timers behind.
	endProcess(await main(process.argv.slice(2)));
} else {
	const binary = bundledNode();
	if (binary) rerunUnder(binary);
	else {
		process.stderr.write(
			`error: trellis needs Node 22.15 or later, and this is Node ${process.versions.node}; the Node it installs with it is missing\n  fix: install trellis again: npm install -g <a Trellis checkout or its .tgz>, or use Node 22.15 or later\n`,
		);
		process.exitCode = 1;
	}
}
