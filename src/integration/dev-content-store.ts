import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Which docs folder the dev content store in `.astro/` was made from. */
const ownerFile = 'trellis-dev-folder';

/**
 * Astro keeps the dev server's content store in the project's `.astro/` folder, whatever the docs
 * folder, and keeps an entry whose id and text have not changed, with the file path it had. After
 * `npm run dev` on another docs folder, a page with the same path and text would then be read
 * from the other folder, or not found. So the store is dropped when the docs folder changes, and
 * the list of page modules (which a build of another folder also rewrites) is always made again.
 */
export function forgetOtherFoldersContent(dotAstroDir: string, pagesRoot: string): void {
	const owner = join(dotAstroDir, ownerFile);
	const previous = existsSync(owner) ? readFileSync(owner, 'utf8') : undefined;
	if (previous !== pagesRoot) rmSync(join(dotAstroDir, 'data-store.json'), { force: true });
	// Both are written again from the store when the content is synced.
	rmSync(join(dotAstroDir, 'content-modules.mjs'), { force: true });
	rmSync(join(dotAstroDir, 'content-assets.mjs'), { force: true });
	mkdirSync(dotAstroDir, { recursive: true });
	writeFileSync(owner, pagesRoot);
}
