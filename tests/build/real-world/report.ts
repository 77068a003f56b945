import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { reportFileName, type CompatReport } from '../../../src/report/compat-report.ts';

/** The compatibility report a build wrote into its output folder. */
export function readReport(outDir: string): CompatReport {
	return JSON.parse(readFileSync(join(outDir, reportFileName), 'utf8')) as CompatReport;
}

/** The problem lines of a build's console output (`error: ...`, `warning: ...`). */
export function problemLines(output: string): string[] {
	return output.split('\n').filter((line) => /^(error|warning):/.test(line));
}
