import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CliError } from '../errors.ts';
import { folderOf } from '../docs-folder.ts';
import { say } from '../output.ts';
import { shownPath } from '../shown-path.ts';
import { starterFiles } from '../starter.ts';

/** `trellis new [dir]`: a starter docs folder, written only into an empty or new folder. */
export async function runNew(dir: string | undefined): Promise<number> {
	const folder = folderOf(dir);
	if (existsSync(folder)) {
		if (!statSync(folder).isDirectory())
			throw new CliError({ message: `${folder}: a file, not a folder`, fix: 'name a new folder: trellis new my-docs' });
		const present = readdirSync(folder).filter((name) => !name.startsWith('.'));
		if (present.length > 0) {
			throw new CliError({
				message: `${folder}: the folder is not empty (${present.slice(0, 3).join(', ')}${present.length > 3 ? ', …' : ''})`,
				fix: 'name a new folder: trellis new my-docs',
			});
		}
	}
	for (const [path, text] of Object.entries(starterFiles)) {
		mkdirSync(dirname(join(folder, path)), { recursive: true });
		writeFileSync(join(folder, path), text);
	}
	const shown = shownPath(folder);
	say(`Docs folder started in ${shown}: ${Object.keys(starterFiles).join(', ')}`);
	say(shown === '.' ? 'Next: trellis dev' : `Next: cd ${shown} && trellis dev`);
	return 0;
}
