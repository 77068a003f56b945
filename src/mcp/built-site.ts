import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteIndexFile, siteIndexSchema, type SiteIndex } from '../postbuild/site-index-schema.ts';

/** A site `trellis build` wrote: its folder, and what `trellis-site.json` says of it. */
export interface BuiltSite {
	/** Absolute path of the output folder. */
	outDir: string;
	index: SiteIndex;
}

/** Why a folder cannot be read as a built site, and what to do. */
export interface NotABuiltSite {
	problem: string;
	fix: string;
}

/** Whether `folder` looks like a site `trellis build` wrote (it has the file only such a build writes). */
export function isBuiltSite(folder: string): boolean {
	return existsSync(join(folder, siteIndexFile));
}

/** Reads the built site in `outDir`; a file the schema refuses was written by another version of trellis. */
export function readBuiltSite(outDir: string): BuiltSite | NotABuiltSite {
	const file = join(outDir, siteIndexFile);
	let text: string;
	try {
		text = readFileSync(file, 'utf8');
	} catch {
		return { problem: `no ${siteIndexFile} in ${outDir}`, fix: 'build the site with this version of trellis: trellis build' };
	}
	let parsed: unknown;
	try {
		parsed = JSON.parse(text);
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
	if (!existsSync(join(outDir, 'pagefind', 'pagefind-entry.json'))) {
		return { problem: `no search index in ${outDir} (its pagefind/ folder)`, fix: 'build the site again: trellis build' };
	}
	return { outDir, index: result.data };
}

/** A site path's public address: absolute with the site's URL, else from the site root with its base path. */
export function publicUrl(index: Pick<SiteIndex, 'base' | 'siteUrl'>, path: string): string {
	const withBase = `${index.base.replace(/\/$/, '')}${path}`;
	return index.siteUrl ? `${index.siteUrl}${withBase}` : withBase;
}
