import { existsSync, mkdirSync, readdirSync, realpathSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { endBySignal } from './end-by-signal.ts';

/**
 * A build writes into a staging folder beside the output folder (`dist.partial-<pid>` beside
 * `dist`), and the output folder is replaced only once everything has been written. A build
 * that fails, or is stopped with Ctrl-C, leaves the previous output as it was.
 */
export interface StagedOutput {
	/** Where the build writes. */
	staging: string;
	/** The output folder that the staging folder replaces. */
	target: string;
	/** Puts the staging folder in place of the output folder. */
	publish(): void;
	/** Removes the staging folder of a build that failed, leaving the output folder as it was. */
	discard(): void;
}

const stagingTag = 'partial';
const previousTag = 'previous';
const discardedTag = 'discarded';

/** Staging folders of this process not yet published or discarded: removed if the process ends. */
const unfinished = new Set<StagedOutput>();
let exitHandlersInstalled = false;

/**
 * Once per process (a process may run several builds): a build that ends the process (Astro's
 * command line exits on a failed build, Ctrl-C) leaves no staging folder behind.
 */
function installExitHandlers(): void {
	if (exitHandlersInstalled) return;
	exitHandlersInstalled = true;
	const discardUnfinished = () => {
		for (const staged of unfinished) staged.discard();
	};
	process.on('exit', discardUnfinished);
	for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
		process.once(signal, () => {
			discardUnfinished();
			endBySignal(signal);
		});
	}
}

export function stageOutput(outDir: string): StagedOutput {
	const requested = outDir.replace(/[\\/]+$/, '');
	// A symbolic link stays: the folder it points to is the one replaced.
	const target = existsSync(requested) ? realpathSync(requested) : requested;
	removeStaleStaging(target);
	const staging = siblingName(target, stagingTag, process.pid);
	rmSync(staging, { recursive: true, force: true });
	mkdirSync(staging, { recursive: true });
	installExitHandlers();

	const staged: StagedOutput = {
		staging,
		target,
		publish() {
			swapInto(staging, target);
			unfinished.delete(staged);
		},
		discard() {
			if (!unfinished.delete(staged)) return;
			discardStaging(staging, siblingName(target, discardedTag, process.pid));
		},
	};
	unfinished.add(staged);
	return staged;
}

function siblingName(target: string, tag: string, pid: number): string {
	return join(dirname(target), `${basename(target)}.${tag}-${pid}`);
}

/** Replaces `target` by `staging` with two renames, so the output folder is never half written. */
function swapInto(staging: string, target: string): void {
	const previous = siblingName(target, previousTag, process.pid);
	const hadOutput = existsSync(target);
	if (hadOutput) {
		try {
			renameSync(target, previous);
		} catch (error) {
			// A mount point (a container volume) cannot be renamed: its content is replaced instead.
			if (!isErrorCode(error, 'EBUSY', 'EPERM', 'EXDEV')) throw error;
			replaceContent(staging, target);
			return;
		}
	}
	renameSync(staging, target);
	if (hadOutput) rmSync(previous, { recursive: true, force: true });
}

/**
 * Removes the staging folder of a build that stops. It is renamed first: writes still in flight
 * then miss it, instead of racing the removal. What fails here is left for the next build.
 */
function discardStaging(staging: string, trash: string): void {
	try {
		if (existsSync(staging)) renameSync(staging, trash);
		rmSync(trash, { recursive: true, force: true, maxRetries: 3 });
		// Folders that a write in flight made again under the staging name.
		rmSync(staging, { recursive: true, force: true, maxRetries: 3 });
	} catch {
		// The next build removes it (removeStaleStaging).
	}
}

function replaceContent(staging: string, target: string): void {
	for (const entry of readdirSync(target)) rmSync(join(target, entry), { recursive: true, force: true });
	for (const entry of readdirSync(staging)) renameSync(join(staging, entry), join(target, entry));
	rmSync(staging, { recursive: true, force: true });
}

/**
 * Folders left by builds that were killed outright: a staging folder is removed; a previous
 * output whose replacement never arrived is put back.
 */
export function removeStaleStaging(target: string): void {
	const parent = dirname(target);
	if (!existsSync(parent)) return;
	const prefix = `${basename(target)}.`;
	const suffix = new RegExp(`^(${stagingTag}|${previousTag}|${discardedTag})-(\\d+)$`);
	for (const entry of readdirSync(parent)) {
		const match = entry.startsWith(prefix) ? suffix.exec(entry.slice(prefix.length)) : null;
		if (!match || processRuns(Number(match[2]))) continue;
		const folder = join(parent, entry);
		if (match[1] === previousTag && !existsSync(target)) renameSync(folder, target);
		else rmSync(folder, { recursive: true, force: true });
	}
}

function processRuns(pid: number): boolean {
	if (pid === process.pid) return false;
	try {
		process.kill(pid, 0);
		return true;
	} catch (error) {
		// EPERM: it runs, as another user.
		return isErrorCode(error, 'EPERM');
	}
}

function isErrorCode(error: unknown, ...codes: string[]): boolean {
	return error instanceof Error && 'code' in error && codes.includes(String(error.code));
}
