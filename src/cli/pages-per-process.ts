/**
 * The page files one build process compiles at most. Astro bundles the module of every page of a
 * build at once and keeps them until the build ends, so that a process's memory grows with its
 * pages: about 0.9 MB a page over 1.4 GB (5,000 pages in one process peaked at 6.1 GB, as a bare
 * Astro project does; 1,250 at 2.6 GB; 2,000 make about 3.3 GB). A larger site is built in parts, one process after another, each rendering its
 * share of the pages (`--shard`), then merged as `trellis merge` does: the same site, byte for byte.
 */
export const defaultPagesPerProcess = 2000;

/** `--pages-per-process`: a whole number of pages; 0 builds every page in one process. */
export function parsePagesPerProcess(value: string): number {
	if (!/^\d+$/.test(value.trim())) {
		throw new Error(`"${value}" is not a number of pages: give a whole number, such as 2000, or 0 to build in one process`);
	}
	return Number(value);
}

/** How many processes build the folder's pages: one unless it has more page files than one may compile. */
export function buildProcessesFor(pageFiles: number, pagesPerProcess: number): number {
	return pagesPerProcess > 0 ? Math.max(1, Math.ceil(pageFiles / pagesPerProcess)) : 1;
}
