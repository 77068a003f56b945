import { parentPort, workerData } from 'node:worker_threads';
import { Scanner } from '@tailwindcss/oxide';
import { classFile } from './class-files.ts';
import type { ClassScanReply } from './class-scan.ts';

/** The thread that reads the class names of a docs folder's files (./class-scan.ts). */
const { files } = workerData as { files: string[] };
try {
	parentPort?.postMessage({ candidates: new Scanner({}).scanFiles(files.map(classFile)) } satisfies ClassScanReply);
} catch (error) {
	parentPort?.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies ClassScanReply);
}
