import slugify from '@sindresorhus/slugify';
import { slug } from 'github-slugger';

/** The ids a page's headings have, and those the components that take an anchor from their title took. */
interface PageIds {
	trellisTitleAnchors?: Set<string>;
}

/**
 * Gives the page's heading ids to the components rendered after (src/routes/[...slug].astro):
 * an accordion or tab titled like a heading takes the next free id, not the heading's.
 */
export function startTitleAnchors(locals: object, headingIds: readonly string[]): void {
	(locals as PageIds).trellisTitleAnchors = new Set(headingIds);
}

/**
 * The anchor of an accordion or a tab with no `id` of its own: its title as Mintlify's components
 * make it (@sindresorhus/slugify, capitals not split, a `:` as a hyphen: `Step 1: Install` is
 * `step-1-install`), `-2`, `-3` … for a title the page already used. A title with no Latin letter
 * or digit keeps its own letters.
 */
export function titleAnchor(locals: object, title: string): string | undefined {
	const base = slugify(title.split(':').join('-'), { decamelize: false }) || slug(title);
	if (!base) return undefined;
	const taken = ((locals as PageIds).trellisTitleAnchors ??= new Set());
	let id = base;
	for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
	taken.add(id);
	return id;
}
