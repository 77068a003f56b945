import { basename, dirname, extname, relative, sep } from 'node:path';
import { folderFiles } from '../../files/folder-files.ts';
import { isFolderFile } from '../../files/folder-paths.ts';
import { outputFolderIgnore, outputFolderPatterns } from '../../files/output-folder.ts';

/** Files whose class names are compiled: pages, snippets, and the components authors write. */
const extensions = ['mdx', 'md', 'jsx', 'tsx', 'js'];

/**
 * The files of the docs folder that Tailwind reads class names from: every page and snippet
 * under the pages root, but not installed packages, hidden folders (`.git`, editors' settings),
 * nor a build's output when it is written inside the folder (its scripts hold every class name
 * of the bundled libraries).
 */
export interface ClassSources {
	/** Every such file now, absolute paths. */
	list(): string[];
	/** Whether a file (a changed one, in dev) is one of them. */
	includes(file: string): boolean;
}

export function classSources(pagesRoot: string, outDir: string): ClassSources {
	const outputPatterns = outputFolderPatterns(pagesRoot, outDir);
	const outputInside = outputPatterns.length > 0;
	// The command's default output (dist/) too, whatever this build's: a build into another folder
	// (a part of a large site's, say) must not read the classes of the last one.
	const ignore = ['**/node_modules/**', '**/.*/**', ...outputFolderIgnore, ...outputPatterns];
	const outputName = basename(outDir);
	const inOutput = (file: string) => {
		if (!outputInside) return false;
		const first = relative(dirname(outDir), file).split(sep)[0]!;
		return first === outputName || first.startsWith(`${outputName}.`);
	};
	return {
		list: () => folderFiles(pagesRoot, `**/*.{${extensions.join(',')}}`, { ignore, absolute: true }).sort(),
		includes(file) {
			const path = relative(pagesRoot, file);
			if (path === '' || path.startsWith('..') || !extensions.includes(extname(file).slice(1))) return false;
			// Never through a symbolic link that leads out of the folder.
			if (!isFolderFile(file, pagesRoot)) return false;
			const folders = path.split(sep).slice(0, -1);
			const inDefaultOutput = /^dist(?:\.[^/\\]*)?$/.test(folders[0] ?? '');
			return !folders.some((folder) => folder === 'node_modules' || folder.startsWith('.')) && !inOutput(file) && !inDefaultOutput;
		},
	};
}
