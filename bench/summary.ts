import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { median, type Measured } from './measure.ts';

/** The HTML files of a built site, relative to it. */
export function htmlFiles(folder: string): string[] {
	return readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter(
		(entry) => entry.endsWith('.html') && statSync(join(folder, entry)).isFile(),
	);
}

/** Medians of the runs of one project on one folder. */
export interface Summary {
	wallMs: number;
	/** User + system CPU time, when GNU time is installed. */
	cpuMs?: number;
	peakRssBytes: number;
	/** HTML files the last run wrote. */
	pages: number;
	runsMs: number[];
}

export function summarize(measured: Measured[], outDir: string): Summary {
	const cpu = measured.flatMap((m) => (m.cpuMs === undefined ? [] : [m.cpuMs]));
	return {
		wallMs: median(measured.map((m) => m.wallMs)),
		...(cpu.length === measured.length ? { cpuMs: median(cpu) } : {}),
		peakRssBytes: median(measured.map((m) => m.peakRssBytes)),
		pages: htmlFiles(outDir).length,
		runsMs: measured.map((m) => Math.round(m.wallMs)),
	};
}
