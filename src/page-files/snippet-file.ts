import { isFile } from '../files/is-file.ts';
import { resolveInFolder, type FolderPath } from '../files/folder-paths.ts';
import { snippetFolders } from './page-glob.ts';

/**
 * The places `<Snippet file="x.mdx" />` may name, in the order they are tried: the path from the
 * docs folder's root, then inside snippets/ and _snippets/. Each resolved inside the folder.
 */
export function snippetCandidates(file: string, pagesRoot: string): FolderPath[] {
	const name = file.replace(/^\/+/, '');
	return [name, ...snippetFolders.map((folder) => `${folder}/${name}`)].map((candidate) => resolveInFolder(`/${candidate}`, pagesRoot));
}

/**
 * The file `<Snippet file>` names: the first candidate that is a file; a refusal when the path
 * leaves the docs folder (then nothing is read); undefined when there is no such file.
 */
export function snippetFile(file: string, pagesRoot: string, lookedFor: (path: string) => void = () => {}): FolderPath | undefined {
	if (file.replace(/^\/+/, '') === '') return undefined;
	const candidates = snippetCandidates(file, pagesRoot);
	const refused = candidates.find((candidate) => 'refused' in candidate);
	if (refused) return refused;
	return candidates.find((candidate) => {
		if (!('file' in candidate)) return false;
		lookedFor(candidate.file);
		return isFile(candidate.file);
	});
}
