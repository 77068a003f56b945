import { spawn } from 'node:child_process';

/** The removal, run by a Node of its own: the folders are its arguments. */
const removeFolders = 'for (const folder of process.argv.slice(1)) require("node:fs").rmSync(folder, { recursive: true, force: true });';

/**
 * Removes folders from a process that the run does not wait for. The run's outputs and the
 * installed copy of the command come to about a gigabyte, and removing them in the run's own
 * process took the last seconds of every run, after its last test.
 */
export function removeInBackground(folders: readonly string[]): void {
	if (folders.length === 0) return;
	spawn(process.execPath, ['-e', removeFolders, ...folders], { detached: true, stdio: 'ignore' }).unref();
}
