import slugify from '@sindresorhus/slugify';
import { slug } from 'github-slugger';

/**
 * A field's name as Mintlify puts it in an anchor: slugified as its components do
 * (@sindresorhus/slugify: `dryRun` is `dry-run`, `org_with_users` `org-with-users`,
 * `thumbnails.background` `thumbnails-background`); a name with no Latin letter or digit keeps
 * its own letters (`名前`), where Mintlify's rule leaves nothing to link to.
 */
export function fieldSlug(name: string): string {
	return slugify(name) || slug(name) || 'field';
}

/**
 * A page-unique id for a field, as Mintlify makes it: `param-dry-run`, `body-plant-id`; a second
 * field of the same name on the page gets `-1`, a third `-2`, and so on (Mintlify's own count,
 * unlike headings'). Ids are numbered in render order, so they stay the same from build to build.
 * `used` is the page's own set (Astro.locals).
 */
export function fieldId(prefix: string, name: string, used: Set<string>): string {
	const base = `${prefix}-${fieldSlug(name)}`;
	let id = base;
	for (let n = 1; used.has(id); n++) id = `${base}-${n}`;
	used.add(id);
	return id;
}

/** The set of field ids already given on the page being rendered. */
export function usedFieldIds(locals: object): Set<string> {
	const store = locals as { trellisFieldIds?: Set<string> };
	store.trellisFieldIds ??= new Set();
	return store.trellisFieldIds;
}

/** A default value as the author would write it: strings as they are, anything else as JSON. */
export function formatDefault(value: unknown): string {
	return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
}
