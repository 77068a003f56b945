import { relative, sep } from 'node:path';

/**
 * What the `trellis` command writes into a docs folder by default: the site (`dist/`, written in
 * `dist.partial-<pid>` beside it first) and its zip (`export.zip`). They are output, not part of
 * the docs: the next build reads none of them.
 */
export const outputFolderIgnore = ['dist/**', 'dist.*/**', 'export.zip'];

/**
 * Glob patterns, relative to a docs folder, of a build's output when it is written inside the
 * folder (`dist/**`), with its staging siblings (`dist.partial-123`, `dist.previous-123`:
 * src/integration/staged-output.ts): what a build writes is never read as the folder's own.
 */
export function outputFolderPatterns(folder: string, outDir: string): string[] {
	const output = relative(folder, outDir).split(sep).join('/');
	return output !== '' && !output.startsWith('..') ? [`${output}/**`, `${output}.*/**`] : [];
}
