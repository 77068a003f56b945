import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const pageSize = 4096;
const gnuTime = '/usr/bin/time';

function readOrEmpty(path: string): string {
	try {
		return readFileSync(path, 'utf8');
	} catch {
		return ''; // The process ended between listing and reading.
	}
}

/** Resident memory of `rootPid` and all its descendants, in bytes, from /proc. */
export function treeRss(rootPid: number): number {
	const children = new Map<number, number[]>();
	for (const name of readdirSync('/proc')) {
		if (!/^\d+$/.test(name)) continue;
		const stat = readOrEmpty(`/proc/${name}/stat`);
		// `pid (comm) state ppid ...`: comm may hold spaces and parentheses, so read after the last ')'.
		const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
		if (!Number.isFinite(ppid)) continue;
		const list = children.get(ppid) ?? [];
		list.push(Number(name));
		children.set(ppid, list);
	}
	let total = 0;
	const queue = [rootPid];
	while (queue.length > 0) {
		const pid = queue.pop()!;
		const statm = readOrEmpty(`/proc/${pid}/statm`);
		if (statm) total += Number(statm.split(' ')[1]) * pageSize;
		queue.push(...(children.get(pid) ?? []));
	}
	return total;
}

export interface Measured {
	exitCode: number;
	wallMs: number;
	/** Highest sum of RSS over the process tree seen while sampling every 100 ms. */
	peakRssBytes: number;
	/**
	 * User + system CPU time of the process and the children it waited for, when GNU time is
	 * installed: unlike wall time, barely changed by other work on the machine.
	 */
	cpuMs?: number;
	output: string;
}

/** Runs a command to its end, timing it and sampling the memory of its whole process tree. */
export function runMeasured(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<Measured> {
	const timeFolder = existsSync(gnuTime) ? mkdtempSync(join(tmpdir(), 'bench-time-')) : undefined;
	const timeFile = timeFolder ? join(timeFolder, 'cpu') : undefined;
	const [program, programArgs] = timeFile ? [gnuTime, ['-f', '%U %S', '-o', timeFile, command, ...args]] : [command, args];
	const started = performance.now();
	const child = spawn(program, programArgs, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
	let output = '';
	child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
	child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
	let peak = 0;
	const sample = () => {
		if (child.pid !== undefined) peak = Math.max(peak, treeRss(child.pid));
	};
	const timer = setInterval(sample, 100);
	return new Promise((resolve, reject) => {
		child.on('error', reject);
		child.on('close', (code) => {
			clearInterval(timer);
			const wallMs = performance.now() - started;
			const cpu =
				timeFile && existsSync(timeFile) ? readFileSync(timeFile, 'utf8').trim().split('\n').at(-1)!.split(' ').map(Number) : undefined;
			if (timeFolder) rmSync(timeFolder, { recursive: true, force: true });
			const cpuMs = cpu && cpu.length === 2 && cpu.every(Number.isFinite) ? (cpu[0]! + cpu[1]!) * 1000 : undefined;
			resolve({ exitCode: code ?? 1, wallMs, peakRssBytes: peak, output, ...(cpuMs !== undefined ? { cpuMs } : {}) });
		});
	});
}

export function median(values: number[]): number {
	const sorted = [...values].sort((a, b) => a - b);
	const middle = Math.floor(sorted.length / 2);
	return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
