import { workerData } from 'node:worker_threads';
import { Scanner } from '@tailwindcss/oxide';
import { replyWith } from '../../files/engine-worker.ts';
import { classFile } from './class-files.ts';

/** The thread that reads the class names of a docs folder's files (./class-scan.ts). */
const { files } = workerData as { files: string[] };
replyWith(() => new Scanner({}).scanFiles(files.map(classFile)));
