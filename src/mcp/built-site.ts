import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { siteIndexFile, siteIndexSchema, type SiteIndex } from '../postbuild/site-index-schema.ts';
import type { SiteFiles } from './site-files.ts';

/** A site `trellis build` wrote: its files (in a folder, or published), and what `trellis-site.json` says of it. */
export interface BuiltSite {
	files: SiteFiles;
	index: SiteIndex;
}

/** Why a site cannot be read as a built site, and what to do. */
export interface NotABuiltSite {
	problem: string;
	fix: string;
}

/** Whether `folder` looks like a site `trellis build` wrote (it has the file only such a build writes). */
export function isBuiltSite(folder: string): boolean {
	return existsSync(join(folder, siteIndexFile));
}

const searchEntry = 'pagefind/pagefind-entry.json';

/** Reads the built site `files` hold; a file the schema refuses was written by another version of trellis. */
export async function readBuiltSite(files: SiteFiles): Promise<BuiltSite | NotABuiltSite> {
	const file = files.shown(siteIndexFile);
	let bytes: Uint8Array | undefined;
	try {
		bytes = await files.read(siteIndexFile);
		if (bytes !== undefined && !(await files.read(searchEntry))) {
			return { problem: `no search index at ${files.shown(searchEntry)}`, fix: 'build the site again: trellis build' };
		}
	} catch (error) {
		return {
			problem: error instanceof Error ? error.message : String(error),
			fix: 'check the address, and that the site answers there',
		};
	}
	if (bytes === undefined) {
		return {
			problem: `no ${siteIndexFile} at ${file}: not a site this version of trellis built`,
			fix: 'name the root of a site trellis build wrote (where its trellis-site.json is), or build it with this version: trellis build',
		};
	}
	let parsed: unknown;
	try {
		parsed = JSON.parse(new TextDecoder().decode(bytes));
	} catch (error) {
		return {
			problem: `${file} is not JSON: ${error instanceof Error ? error.message : String(error)}`,
			fix: 'build the site again: trellis build',
		};
	}
	const result = siteIndexSchema.safeParse(parsed);
	if (!result.success) {
		return { problem: `${file} was written by another version of trellis`, fix: 'build the site again with this one: trellis build' };
	}
	const index = result.data;
	// Built without SITE_URL, a published site's pages are still at its address.
	return { files, index: index.siteUrl === undefined && files.origin ? { ...index, siteUrl: files.origin } : index };
}

/** A site path's public address: absolute with the site's URL, else from the site root with its base path. */
export function publicUrl(index: Pick<SiteIndex, 'base' | 'siteUrl'>, path: string): string {
	const withBase = `${index.base.replace(/\/$/, '')}${path}`;
	return index.siteUrl ? `${index.siteUrl}${withBase}` : withBase;
}
