import { folderFiles } from '../files/folder-files.ts';
import { mintignoreFilter } from './mintignore.ts';
import { outputFolderIgnore } from '../files/output-folder.ts';

// Which files of a docs folder are pages: a module of its own, light to load (the content
// collection's config reads it through Vite before the build).

/** Folders of snippets: MDX pieces that pages import, not pages. */
export const snippetFolders = ['snippets', '_snippets'];

/** Folders of a docs root that never hold pages. */
const notPageFolders = [...snippetFolders, 'node_modules'];

/** Glob patterns, relative to the pages root, of the files that are pages. */
export const pageGlob = ['**/*.{md,mdx}'];
/** The root `skill.md` is the folder's skill file for agents, served as it is (src/postbuild/agent-files/skills.ts), not a page. */
export const pageGlobIgnore = [
	...notPageFolders.map((folder) => `**/${folder}/**`),
	'**/.*/**',
	'**/README.md',
	'skill.md',
	...outputFolderIgnore,
];

/** The page files of a docs folder, relative to it: those `.mintignore` keeps, or those it leaves out. */
export function ignoredPageFiles(pagesRoot: string, which: 'kept' | 'ignored'): string[] {
	const ignored = mintignoreFilter(pagesRoot);
	return folderFiles(pagesRoot, pageGlob, { ignore: pageGlobIgnore })
		.filter((file) => ignored(file) === (which === 'ignored'))
		.sort();
}
