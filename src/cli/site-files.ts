import { listFiles } from '../postbuild/built-files.ts';

/** The pages of a built site: its HTML files, the 404 page left out. */
export function countPages(outDir: string): number {
	return listFiles(outDir).filter((file) => file.endsWith('.html') && file !== '404.html').length;
}
