import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { folderFiles } from '../files/folder-files.ts';
import { mintignoreFilter } from './mintignore.ts';
import { outputFolderIgnore } from '../files/output-folder.ts';

/**
 * The folder's own stylesheets and scripts, which Mintlify puts on every page (its page "Custom
 * scripts"): every `.css` file after the site's styles, every `.js` file once the page is
 * interactive, in no guaranteed order (here: by path). What `.mintignore` names, dot-folders,
 * `node_modules` and the build's output are not the folder's.
 */
export interface CustomFiles {
	/** Paths from the folder, `/` between parts. */
	styles: string[];
	scripts: CustomScript[];
	/** Scripts for Node, not for a page (a command-line tool kept beside the docs): not run. */
	notRun: { file: string; reason: string }[];
}

interface CustomScript {
	file: string;
	/** The sites the script names (`https://widget.example.com`), which it may load from: the Content-Security-Policy allows them. */
	origins: string[];
}

const urlInText = /\bhttps:\/\/[a-z0-9.-]+(?::\d+)?(?=[/'"`\s)?#]|$)/gi;
const nodeOnly = /\bfrom\s*['"]node:|\brequire\(\s*['"](?:node:)?(?:fs|path|child_process|https?|os|url)['"]\s*\)/;

export function customFiles(root: string): CustomFiles {
	const ignored = mintignoreFilter(root);
	const files = folderFiles(root, ['**/*.css', '**/*.js'], { ignore: ['**/node_modules/**', '**/.*/**', ...outputFolderIgnore] })
		.filter((file) => !ignored(file))
		.sort();
	const found: CustomFiles = { styles: files.filter((file) => file.endsWith('.css')), scripts: [], notRun: [] };
	for (const file of files.filter((name) => name.endsWith('.js'))) {
		const text = readFileSync(join(root, file), 'utf8');
		const reason = text.startsWith('#!') ? 'it starts with #!' : nodeOnly.test(text) ? "it loads Node's own modules" : undefined;
		if (reason) found.notRun.push({ file, reason });
		else found.scripts.push({ file, origins: [...new Set([...text.matchAll(urlInText)].map((match) => match[0].toLowerCase()))].sort() });
	}
	return found;
}
