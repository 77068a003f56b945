import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { engineRoot } from './docs-paths.ts';

/** The version of trellis: its package's. */
export function trellisVersion(): string {
	return (JSON.parse(readFileSync(join(engineRoot, 'package.json'), 'utf8')) as { version: string }).version;
}
