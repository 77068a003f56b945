import { workerData } from 'node:worker_threads';
import { replyWith } from '../../files/engine-worker.ts';
import { scanClassFiles } from './class-files.ts';

/** The thread that reads the class names of a docs folder's files (./class-scan.ts). */
const { files } = workerData as { files: string[] };
replyWith(() => scanClassFiles(files));
