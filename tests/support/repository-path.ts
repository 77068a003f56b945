import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from './build-site.ts';

/** Where "Suggest edits" points for a page file of a fixture: its path inside the git repository. */
export function repositoryPath(folder: string, file: string): string {
	return existsSync(join(projectRoot, '.git')) ? `${folder}/${file}` : file;
}
