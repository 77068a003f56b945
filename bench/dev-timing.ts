import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { astroBin } from './projects.ts';
import { buildEnv } from './builds.ts';
import { median } from './measure.ts';

export interface DevTimings {
	/** From starting `astro dev` to the first page's HTML. */
	firstPageMs: number;
	/** From saving a page to the page's HTML showing the change (median of the edits). */
	pageEditMs: number;
	/** From saving docs.json to a page showing the change (median of the edits). */
	configEditMs: number;
	/** The dev server's resident memory once the edits are shown, and its peak (bytes). */
	residentBytes: number;
	peakBytes: number;
}

/** The resident memory of a process and its peak, in bytes, from /proc (Linux). */
function memoryOf(pid: number): { residentBytes: number; peakBytes: number } {
	const status = readFileSync(`/proc/${pid}/status`, 'utf8');
	const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
	return { residentBytes: kib('VmRSS') * 1024, peakBytes: kib('VmHWM') * 1024 };
}

const readyLine = /Local\s+(http:\/\/127\.0\.0\.1:\d+)\//;

async function fetchText(url: string): Promise<string | undefined> {
	try {
		const response = await fetch(url);
		return response.ok ? await response.text() : undefined;
	} catch {
		return undefined; // Not listening yet, or restarting.
	}
}

/** Polls `url` every 20 ms until its HTML contains `text`; the time it took. */
async function timeUntilShown(url: string, text: string, timeoutMs = 60_000): Promise<number> {
	const started = performance.now();
	while (performance.now() - started < timeoutMs) {
		const html = await fetchText(url);
		if (html?.includes(text)) return performance.now() - started;
		await new Promise((resolve) => setTimeout(resolve, 20));
	}
	throw new Error(`${url} did not show "${text}" within ${timeoutMs} ms`);
}

/**
 * Runs `npm run dev`'s `astro dev` on a generated folder (which it edits: pass a copy) and times
 * the first page, then edits of a page and of docs.json, measured by polling the page over HTTP.
 */
export async function measureDev(options: { root: string; docsDir: string; pagePath: string; edits: number }): Promise<DevTimings> {
	const started = performance.now();
	const child = spawn(process.execPath, [astroBin, 'dev', '--ignore-lock', '--host', '127.0.0.1', '--port', '0'], {
		cwd: options.root,
		env: buildEnv(options.docsDir, { NODE_ENV: 'development' }),
		stdio: ['ignore', 'pipe', 'pipe'],
		detached: true,
	});
	let output = '';
	try {
		const base = await new Promise<string>((resolve, reject) => {
			const read = (chunk: Buffer) => {
				output += chunk.toString();
				const match = readyLine.exec(output.replace(/\x1b\[[0-9;]*m/g, ''));
				if (match) resolve(match[1]!);
			};
			child.stdout.on('data', read);
			child.stderr.on('data', read);
			child.on('exit', () => reject(new Error(`astro dev exited:\n${output}`)));
		});
		const pageUrl = `${base}/${options.pagePath}`;
		const pageFile = join(options.docsDir, `${options.pagePath}.mdx`);
		const original = readFileSync(pageFile, 'utf8');
		const title = /^title: "(.*)"$/m.exec(original)![1]!;
		await timeUntilShown(pageUrl, title);
		const firstPageMs = performance.now() - started;

		const pageEdits: number[] = [];
		for (let edit = 1; edit <= options.edits; edit++) {
			const marker = `Edited paragraph number ${edit} of the benchmark.`;
			writeFileSync(pageFile, `${original}\n${marker}\n`);
			pageEdits.push(await timeUntilShown(pageUrl, marker));
		}
		const configFile = join(options.docsDir, 'docs.json');
		const config = JSON.parse(readFileSync(configFile, 'utf8')) as { topbarLinks: { name: string; url: string }[] };
		const configEdits: number[] = [];
		for (let edit = 1; edit <= options.edits; edit++) {
			const name = `Status page ${edit}`;
			config.topbarLinks[0]!.name = name;
			writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);
			configEdits.push(await timeUntilShown(pageUrl, name));
		}
		return { firstPageMs, pageEditMs: median(pageEdits), configEditMs: median(configEdits), ...memoryOf(child.pid!) };
	} finally {
		try {
			process.kill(-child.pid!, 'SIGTERM');
		} catch {
			// Already gone.
		}
	}
}
