/**
 * The files of a built site, as `trellis mcp` reads them (`trellis-site.json`, the Pagefind
 * index, the pages' Markdown copies, the OpenAPI files): from the folder `trellis build` wrote
 * (./folder-site-files.ts), or from the published site over HTTP (./http-site-files.ts). The
 * tools read through this alone, and do not know which.
 */
export interface SiteFiles {
	/** The folder, or the site's address: what messages name. */
	readonly location: string;
	/** The origin the site is read from over HTTP (`https://docs.example.com`): the pages' addresses are there. */
	readonly origin?: string;
	/** Where the file at `path` is, as messages name it: its path on the disk, or its address. */
	shown(path: string): string;
	/**
	 * The bytes of the file at `path`, from the site's root (`pagefind/pagefind-entry.json`);
	 * undefined when the site has no such file, or when `path` leads out of the site. Rejects, with
	 * a message that names the file, when it cannot be read (a site that does not answer).
	 */
	read(path: string): Promise<Uint8Array | undefined>;
}

/** The text of a site's file (UTF-8), or undefined when there is none. */
export async function readSiteText(files: SiteFiles, path: string): Promise<string | undefined> {
	const bytes = await files.read(path);
	return bytes === undefined ? undefined : new TextDecoder().decode(bytes);
}
